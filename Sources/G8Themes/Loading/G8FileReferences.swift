import Foundation
import G8Core

#if canImport(Glibc)
import Glibc
#endif

/// A token tree's `$ref`s to other files (`./base/colors.json#/base/color`) made pointers into
/// the document, as the Resolver Module's bundling makes them ("Inlining involves taking all
/// reference objects to remote files, and replacing them with their contents", bundling.md):
/// each file named is read once and kept under the tree's `$defs`, by its path from the
/// document's folder, and each `$ref` to it becomes a pointer there
/// (`#/$defs/base~1colors.json/base/color`). The load then follows those as it follows every
/// pointer: to a whole token, a group or a part of a value, with its cycle checks and its
/// budget of copies.
///
/// A referenced file is a design-tokens file whose `#/` pointers are into itself: they are made
/// pointers into its place under `$defs`. Its `{…}` aliases name tokens of the tree it is read
/// into, as those of a resolver document's merged sources do.
///
/// What is read is bounded, for a document may come from elsewhere: files under the document's
/// folder and the folders allowed to it, by their real paths (``G8ResolverFiles``), regular
/// files only, at most ``maximumFiles`` files of ``maximumBytes`` bytes in all. Files that refer
/// to one another in a circle are refused, naming both `$ref`s; a URI that is not a path is
/// refused, for token files are read from this machine only.
///
/// - Complexity: O(n) in the bytes of the document and the files it names, each read once.
struct G8FileReferences {
    /// The most files a document's `$ref`s may read, the document not counted.
    static let maximumFiles = 256
    /// The most bytes the files a document's `$ref`s read may hold together.
    static let maximumBytes = 64 << 20

    /// Where the token tree is in each file: `tokens` in a theme, the root in a tokens file.
    private let prefix: [String]
    private let access: G8ResolverFiles
    /// The sources of the load: those of the files read before the document, the document's,
    /// then each file its `$ref`s read.
    private(set) var sources: [G8SourceText]
    /// The keys written twice in one object: the load's so far, then those of each file read.
    private(set) var duplicateKeys: G8LoadContext.DuplicateKeys
    private(set) var errors: [G8Diagnostic] = []
    /// The paths of the files the `$ref`s named, in the order first named: the real path of each
    /// found, the path written (from its file's folder) of each missing. Edits of these change
    /// what the document loads to, so a watcher watches them (``G8Theme/load(followingFiles:engine:allowedFolders:)``).
    private(set) var named: [String] = []
    /// A file read: where it is, its key under `$defs`, its tree (its references made pointers
    /// once it is rewritten), and the `$ref`s in it to other files.
    private struct File {
        let path: String
        let key: String
        var node: G8JSONNode
        var references: [Reference] = []
    }
    /// A `$ref` from one file to another, for finding the circles they make.
    private struct Reference {
        let target: Int
        let written: String
        let path: String
        let location: G8SourceLocation?
    }
    /// The document (first) and the files read, in the order first named.
    private var files: [File] = []
    /// Each file's place in ``files``, by real path.
    private var known: [String: Int] = [:]
    private var bytesRead = 0
    /// The document's name in diagnostics: its last path component.
    private let documentName: String
    /// The document's place among the load's sources: after the sources of the files loaded
    /// before it, when it is one of several token files read as one tree.
    private let documentSource: Int32

    /// A reader of the references of the document `source`, at `url`: the load's source after
    /// `earlier`, the sources of the files the load read before it (none for a load of one file),
    /// whose duplicate keys so far are `duplicateKeys`.
    init(
        document url: URL, source: G8SourceText, allowing allowed: [URL], tokensOnly: Bool, after earlier: [G8SourceText] = [],
        duplicateKeys: G8LoadContext.DuplicateKeys
    ) {
        access = G8ResolverFiles(document: url.deletingLastPathComponent(), allowing: allowed)
        prefix = tokensOnly ? [] : ["tokens"]
        documentName = url.lastPathComponent
        documentSource = Int32(earlier.count)
        sources = earlier + [source]
        self.duplicateKeys = duplicateKeys
        let path = G8ResolverFiles.realPath(url.path) ?? url.standardizedFileURL.path
        files = [File(path: path, key: "", node: G8JSONNode(value: .null, source: documentSource, offset: 0))]
        known[path] = 0
    }

    /// `root` with each `$ref` of its token tree that names another file made a pointer into its
    /// `$defs`, where the files read are kept; `root` itself when it names none. The problems
    /// found are in ``errors``; the tree is used only when there are none. Run where the stack
    /// is deep enough for a document nested to the parser's limit (``G8Stack``).
    mutating func bundle(_ root: G8JSONNode) -> G8JSONNode {
        G8Stack.withEnough { bundleHere(root) }
    }

    private mutating func bundleHere(_ root: G8JSONNode) -> G8JSONNode {
        guard let tree = prefix.isEmpty ? root : root.member("tokens")?.value, tree.isObject,
            G8FileReferences.namesFile(tree)
        else { return root }
        files[0].node = tree
        var next = 0
        // A queue, not a descent into each file as it is named: a chain of files takes no more
        // stack than one.
        while next < files.count {
            let rewritten = rewrite(files[next].node, in: next, path: prefix.joined(separator: "."))
            files[next].node = rewritten
            next += 1
        }
        reportCircles()
        guard errors.isEmpty else { return root }
        var defs = files[0].node.member("$defs")?.value.members ?? []
        for file in files.dropFirst() {
            defs.append(G8JSONMember(key: file.key, keyOffset: file.node.offset, value: file.node))
        }
        guard case .object(var members) = files[0].node.value else { return root }
        members.removeAll { $0.key == "$defs" }
        members.append(G8JSONMember(key: "$defs", keyOffset: tree.offset, value: G8JSONNode(value: .object(defs), source: documentSource, offset: tree.offset)))
        let bundled = G8JSONNode(value: .object(members), source: tree.source, offset: tree.offset)
        guard !prefix.isEmpty, case .object(var rootMembers) = root.value else { return bundled }
        if let index = rootMembers.lastIndex(where: { $0.key == "tokens" }) { rootMembers[index].value = bundled }
        return G8JSONNode(value: .object(rootMembers), source: root.source, offset: root.offset)
    }

    /// Whether a document of `bytes` may hold a member named `$ref`: the bytes hold `$ref`, or
    /// a `\u` escape, which could spell it. When they hold neither, no `$ref` under the parse
    /// of them names a file, and ``namesFile(_:)`` need not walk it: a search of the bytes
    /// costs a fraction of a walk of every node.
    static func mayHoldReference(_ bytes: [UInt8]) -> Bool {
        G8JSONBytes.with(bytes) { $0.contains(UInt8(ascii: "$"), followedBy: "ref") || $0.contains(UInt8(ascii: "\\"), followedBy: "u") }
    }

    /// Whether a `$ref` under `node` names another file.
    static func namesFile(_ node: G8JSONNode) -> Bool {
        switch node.value {
        case .array(let items): return items.contains(where: namesFile)
        case .object(let members):
            return members.contains { member in
                if member.key == "$ref", let text = member.value.string { return !text.hasPrefix("#") }
                return namesFile(member.value)
            }
        default: return false
        }
    }

    /// The `$ref` members under `node` that name another file, as `(member, path)`: what a theme
    /// that may read no file refuses (``G8Theme/merging(json:file:replacingWhole:vetting:)``).
    static func fileReferences(in node: G8JSONNode, path: String = "") -> [(member: G8JSONMember, path: String)] {
        switch node.value {
        case .array(let items):
            return items.indices.flatMap { fileReferences(in: items[$0], path: path + "[\($0)]") }
        case .object(let members):
            return members.flatMap { member -> [(member: G8JSONMember, path: String)] in
                let inner = G8AliasResolver.join(path, member.key)
                if member.key == "$ref", let text = member.value.string { return text.hasPrefix("#") ? [] : [(member, inner)] }
                return fileReferences(in: member.value, path: inner)
            }
        default: return []
        }
    }

    /// `node` of file `index` with its `$ref`s made pointers into the document.
    private mutating func rewrite(_ node: G8JSONNode, in index: Int, path: String) -> G8JSONNode {
        switch node.value {
        case .array(var items):
            for position in items.indices {
                items[position] = rewrite(items[position], in: index, path: path + "[\(position)]")
            }
            return G8JSONNode(value: .array(items), source: node.source, offset: node.offset)
        case .object(var members):
            for position in members.indices {
                let inner = G8AliasResolver.join(path, members[position].key)
                if members[position].key == "$ref", let text = members[position].value.string {
                    if let pointer = pointer(for: text, member: members[position], in: index, path: inner) {
                        members[position].value.value = .string(pointer)
                    }
                } else {
                    members[position].value = rewrite(members[position].value, in: index, path: inner)
                }
            }
            return G8JSONNode(value: .object(members), source: node.source, offset: node.offset)
        default:
            return node
        }
    }

    /// The pointer into the document that `reference`, written in file `index`, becomes; nil
    /// (the reference left as written) after reporting why it cannot be followed, and for a
    /// pointer of the document into itself.
    private mutating func pointer(for reference: String, member: G8JSONMember, in index: Int, path: String) -> String? {
        let location = sources[Int(member.value.source)].location(of: Int(member.keyOffset))
        func fail(_ reason: String) -> String? {
            errors.append(G8Diagnostic(level: .error, path: path, kind: .invalidTheme(reason: "$ref '\(reference)' " + reason), location: location))
            return nil
        }
        let hash = reference.firstIndex(of: "#")
        let written = String(reference[..<(hash ?? reference.endIndex)])
        guard let steps = hash.map({ G8ResolverPointer.steps(ofFragment: reference[reference.index(after: $0)...]) }) ?? [] else {
            return fail("is not a JSON Pointer: " + G8ResolverPointer.syntaxRule)
        }
        let target: Int
        if written.isEmpty {
            if index == 0 { return nil }
            target = index
        } else {
            if written.contains("://") || written.hasPrefix("data:") {
                return fail("names a URI, not a file: token files are read from this machine's disk, never from a network")
            }
            let directory = URL(fileURLWithPath: files[index].path).deletingLastPathComponent()
            let real: String
            switch access.locate(written, relativeTo: directory) {
            case .success(let found):
                real = found
                if !named.contains(found) { named.append(found) }
            case .failure(.missing):
                let missing = directory.appendingPathComponent(written).standardizedFileURL.path
                if !named.contains(missing) { named.append(missing) }
                return fail("names no file" + nearFile(written, in: directory))
            case .failure(let refusal): return fail("is refused: " + refusal.reason(of: "theme's"))
            }
            if let found = known[real] {
                target = found
            } else {
                guard files.count <= G8FileReferences.maximumFiles else {
                    return fail("would read more than \(G8FileReferences.maximumFiles) files; a theme's $refs may read at most that many")
                }
                guard let read = read(real, reference: reference, location: location, path: path) else { return nil }
                target = read
            }
            // A file naming itself names a place in itself, as `#/…` does.
            if target != index { files[index].references.append(Reference(target: target, written: reference, path: path, location: location)) }
        }
        if let problem = namesNothing(steps, in: files[target], reference: reference) { return fail(problem) }
        let base = target == 0 ? prefix : prefix + ["$defs", files[target].key]
        return G8ResolverPointer.text(base + steps)
    }

    /// Reads and parses the file at `real`; its place in ``files``, nil after reporting why it
    /// cannot be read.
    private mutating func read(_ real: String, reference: String, location: G8SourceLocation?, path: String) -> Int? {
        func fail(_ reason: String) -> Int? {
            errors.append(G8Diagnostic(level: .error, path: path, kind: .invalidTheme(reason: "$ref '\(reference)' " + reason), location: location))
            return nil
        }
        var status = stat()
        if stat(real, &status) == 0, Int(status.st_size) > G8FileReferences.maximumBytes - bytesRead {
            return fail("would read more than \(G8FileReferences.maximumBytes) bytes of token files; a theme's $refs may read at most that many")
        }
        let data: Data
        switch G8SourceFile.read(real) {
        case .success(let bytes): data = bytes
        case .failure(let problem): return fail("cannot be read: \(problem.reason)")
        }
        bytesRead += data.count
        guard bytesRead <= G8FileReferences.maximumBytes else {
            return fail("would read more than \(G8FileReferences.maximumBytes) bytes of token files; a theme's $refs may read at most that many")
        }
        // By its path from the document's folder; a file of another allowed folder by its real
        // path, which no path from the document's folder can be.
        let key = access.folders.first.flatMap { real.hasPrefix($0) ? String(real.dropFirst($0.count)) : nil } ?? real
        let source = G8SourceText(name: key, bytes: Array(data))
        let node: G8JSONNode
        do {
            node = try G8Theme.parse(source, index: Int32(sources.count), duplicateKeys: &duplicateKeys)
        } catch {
            errors += error.diagnostics
            return nil
        }
        sources.append(source)
        files.append(File(path: real, key: key, node: node))
        known[real] = files.count - 1
        return files.count - 1
    }

    /// Why `steps` name nothing in `file`, as written there, with the nearest name where one is
    /// near; nil when they name something, or pass a group that takes in another (`$ref`,
    /// `$extends`), which the load follows and checks.
    private func namesNothing(_ steps: [String], in file: File, reference: String) -> String? {
        var node = file.node
        for (reached, step) in steps.enumerated() {
            if let next = node.member(step) {
                node = next.value
            } else if case .array(let items) = node.value {
                guard let position = G8AliasResolver.arrayIndex(step), items.indices.contains(position) else {
                    return "names nothing: '\(place(file, steps[..<reached]))' has no item \(step)"
                }
                node = items[position]
            } else if node.member("$ref") != nil || node.member("$extends") != nil {
                return nil
            } else {
                let names = node.members?.map(\.key) ?? []
                return "names nothing: '\(place(file, steps[..<reached]))' has no member '\(step)'"
                    + G8Diagnostic.Kind.didYouMean(G8Suggestion.nearest(to: step, in: names))
            }
        }
        return nil
    }

    /// A place in `file`, as a reference to it is written: `base/colors.json#/base`.
    private func place(_ file: File, _ steps: ArraySlice<String>) -> String {
        name(of: file) + G8ResolverPointer.text((file.key.isEmpty ? prefix : []) + steps)
    }

    /// A file's name in diagnostics: its path from the document's folder.
    private func name(of file: File) -> String {
        file.key.isEmpty ? documentName : file.key
    }

    /// "; did you mean 'colors.json'?" for a file name near the one `written` names, in its folder.
    private func nearFile(_ written: String, in directory: URL) -> String {
        let url = URL(fileURLWithPath: written, relativeTo: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        guard let near = G8Suggestion.nearest(to: url.lastPathComponent, in: names.sorted()) else { return "" }
        let slash = written.lastIndex(of: "/").map { written[...$0] } ?? ""
        return G8Diagnostic.Kind.didYouMean(slash + near)
    }

    /// Reports each circle the files' references make, at the `$ref` that closes it, naming the
    /// one that opens it: a file that leads back to itself has no final value.
    private mutating func reportCircles() {
        // 0: not visited, 1: on the path being walked, 2: done. Iterative: no stack grows with the files.
        var state = [UInt8](repeating: 0, count: files.count)
        for start in files.indices where state[start] == 0 {
            var path: [(file: Int, next: Int, via: Reference?)] = [(start, 0, nil)]
            state[start] = 1
            while let top = path.last {
                let references = files[top.file].references
                guard top.next < references.count else {
                    state[top.file] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let reference = references[top.next]
                switch state[reference.target] {
                case 0:
                    state[reference.target] = 1
                    path.append((reference.target, 0, reference))
                case 1:
                    // The reference that first led into the file this one leads back to.
                    let opening = path.firstIndex { $0.file == reference.target }.flatMap { path.indices.contains($0 + 1) ? path[$0 + 1].via : nil }
                    let name = name(of: files[reference.target])
                    let openingText = opening.map { " whose $ref '\($0.written)'\($0.location.map { " at \($0)" } ?? "") leads here," } ?? ""
                    errors.append(G8Diagnostic(
                        level: .error, path: reference.path,
                        kind: .invalidTheme(reason: "$ref '\(reference.written)' leads back to '\(name)',\(openingText)"
                            + " and files that refer to one another in a circle have no final value"),
                        location: reference.location))
                default:
                    break
                }
            }
        }
    }
}
