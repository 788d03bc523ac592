import Foundation
import G8Core

/// Reads a resolver document (the Design Tokens Resolver Module): its `sets` and `modifiers`,
/// whose sources are token files named by `$ref` (relative to the document) or tokens written
/// inline, combined in `resolutionOrder`.
struct G8ResolverReader {
    let directory: URL
    /// The folders token files may be read from.
    let access: G8ResolverFiles
    var sources: [G8SourceText] = []
    var errors: [G8Diagnostic] = []
    var warnings: [G8Diagnostic] = []
    /// Token files read so far, by path: a file named twice is read once.
    private var files: [String: G8JSONNode] = [:]

    init(directory: URL, document: G8SourceText, allowedFolders: [URL] = []) {
        self.directory = directory
        self.access = G8ResolverFiles(document: directory, allowing: allowedFolders)
        self.sources = [document]
    }

    private mutating func fail(_ path: String, _ reason: String, at node: G8JSONNode?) {
        errors.append(G8Diagnostic(level: .error, path: path, kind: .invalidResolver(reason: reason), location: node.flatMap(location(of:))))
    }

    /// The layers of the document `root`, or nil after reporting why it cannot be read.
    mutating func layers(of root: G8JSONNode) -> G8TokenLayers? {
        guard root.members != nil else {
            fail("", "a resolver document must be a JSON object, got \(root.kindName)", at: root)
            return nil
        }
        checkVersion(of: root)
        guard let order = root.member("resolutionOrder")?.value, case .array(let items) = order.value else {
            let written = root.member("resolutionOrder")?.value
            fail("resolutionOrder", "a resolver document needs a 'resolutionOrder' list of sets and modifiers"
                 + (written.map { ", got \($0.kindName)" } ?? ""), at: written ?? root)
            return nil
        }
        var layers: [G8TokenLayers.Layer] = []
        // Sets that resolutionOrder leaves out are read first: real documents rely on them.
        let ordered = Set(items.compactMap { $0.member("$ref")?.value.string })
        for set in root.member("sets")?.value.members ?? [] where !ordered.contains("#/sets/" + set.key) {
            warnings.append(G8Diagnostic(
                level: .warning, path: "sets." + set.key,
                kind: .invalidResolver(reason: "the set '\(set.key)' is not in resolutionOrder; read before everything else"),
                location: sources[0].location(of: Int(set.value.offset))))
            layers.append(.set(sources(set.value.member("sources")?.value, path: "sets.\(set.key).sources")))
        }
        var entries: [String: (path: String, node: G8JSONNode)] = [:]  // by "#/sets/x" or "modifier x"
        var repeated: Set<String> = []  // sets warned about: once each, however often they are repeated
        for (index, item) in items.enumerated() {
            let path = "resolutionOrder[\(index)]"
            var entry = item
            var entryPath = path
            var kind = item.member("type")?.value.string
            var name = item.member("name")?.value.string ?? "\(index)"
            if let pointer = item.member("$ref")?.value.string {
                let parts = pointer.split(separator: "/").map(String.init)
                guard parts.count == 3, parts[0] == "#", parts[1] == "sets" || parts[1] == "modifiers",
                    let target = root.member(parts[1])?.value.member(parts[2])?.value
                else {
                    fail(path, "'\(pointer)' names no set or modifier of this document", at: item)
                    continue
                }
                (entry, entryPath, name) = (target, "\(parts[1]).\(parts[2])", parts[2])
                kind = parts[1] == "sets" ? "set" : "modifier"
                if kind == "set", let first = entries[pointer], repeated.insert(pointer).inserted {
                    warnings.append(G8Diagnostic(
                        level: .warning, path: path,
                        kind: .invalidResolver(reason: "'\(pointer)' is already in resolutionOrder as \(first.path)\(lineText(of: first.node)); it is merged again each time"),
                        location: location(of: item)))
                }
                entries[pointer] = entries[pointer] ?? (path, item)
            }
            if kind == "modifier" {
                if let first = entries["modifier " + name] {
                    fail(path, "a modifier named '\(name)' is already in resolutionOrder as \(first.path)\(lineText(of: first.node)); modifier names must be unique", at: item)
                    continue
                }
                entries["modifier " + name] = (path, item)
            }
            switch kind {
            case "set":
                layers.append(.set(self.sources(entry.member("sources")?.value, path: entryPath + ".sources")))
            case "modifier":
                guard let contexts = entry.member("contexts")?.value.members, !contexts.isEmpty else {
                    fail(entryPath, "a modifier needs 'contexts', an object of context names to lists of sources", at: entry)
                    continue
                }
                var read: [(name: String, sources: [G8JSONNode])] = []
                for context in contexts {
                    read.append((context.key, self.sources(context.value, path: entryPath + ".contexts." + context.key)))
                }
                var defaultContext = contexts[0].key
                if let written = entry.member("default")?.value {
                    if let text = written.string, contexts.contains(where: { $0.key == text }) {
                        defaultContext = text
                    } else {
                        let suggestion = written.string.flatMap { G8Suggestion.nearest(to: $0, in: contexts.map(\.key)) }
                        fail(entryPath + ".default", "the default \(written.json) is none of the modifier's contexts"
                            + G8Diagnostic.Kind.didYouMean(suggestion), at: written)
                    }
                }
                layers.append(.modifier(name: name, contexts: read, defaultContext: defaultContext))
            default:
                fail(path, "an entry of resolutionOrder must be a {\"$ref\": \"#/sets/…\"} or {\"$ref\": \"#/modifiers/…\"}, or have \"type\": \"set\" or \"modifier\"", at: item)
            }
        }
        if layers.isEmpty && !errors.isEmpty { return nil }
        let result = G8TokenLayers(layers: layers)
        let work = result.work
        if work.merged > work.limit {
            fail("resolutionOrder", "the document's sets and modifiers merge \(work.merged) JSON values to make the token trees"
                 + " of its contexts, from sources that hold \(work.distinct); a resolver may merge at most \(work.limit)"
                 + " (\(G8TokenLayers.workFactor) times its sources, or \(G8TokenLayers.workFloor)): list each source once", at: order)
            return nil
        }
        return result
    }

    /// The version of the Resolver Module this reader reads.
    static let version = "2025.10"

    /// A warning (an error under `--strict`) when `version` is missing or not the one read: the
    /// module requires it, and real documents written before it existed have none.
    private mutating func checkVersion(of root: G8JSONNode) {
        let written = root.member("version")?.value
        guard written?.string != G8ResolverReader.version else { return }
        let got = written.map { ", got \($0.json)" } ?? ""
        warnings.append(G8Diagnostic(
            level: .warning, path: "version",
            kind: .invalidResolver(reason: "a resolver document must have \"version\": \"\(G8ResolverReader.version)\"\(got)"),
            location: location(of: written ?? root)))
    }

    private func location(of node: G8JSONNode) -> G8SourceLocation? {
        sources.indices.contains(Int(node.source)) ? sources[Int(node.source)].location(of: Int(node.offset)) : nil
    }

    /// " (line N)" for where `node` is written, or "" when that is not known.
    private func lineText(of node: G8JSONNode) -> String {
        location(of: node).map { " (line \($0.line))" } ?? ""
    }

    /// A list of sources: `{"$ref": "file.tokens.json"}` read from a file, or tokens inline.
    private mutating func sources(_ node: G8JSONNode?, path: String) -> [G8JSONNode] {
        guard let node, case .array(let items) = node.value else {
            fail(path, "sources must be a list of {\"$ref\": \"file.tokens.json\"} or token objects", at: node)
            return []
        }
        var result: [G8JSONNode] = []
        var listed: [String: Int] = [:]  // reference to its first index in this list
        var repeated: Set<String> = []
        for (index, item) in items.enumerated() {
            guard item.members != nil else {
                fail(path + "[\(index)]", "a source must be an object, got \(item.kindName)", at: item)
                continue
            }
            guard let written = item.member("$ref")?.value else {
                result.append(item)
                continue
            }
            guard let reference = written.string else {
                fail(path + "[\(index)].$ref", "a source's $ref must be a string naming a token file, got \(written.kindName)",
                     at: written)
                continue
            }
            if let first = listed[reference], repeated.insert(reference).inserted {
                warnings.append(G8Diagnostic(
                    level: .warning, path: path + "[\(index)]",
                    kind: .invalidResolver(reason: "'\(reference)' is already listed as \(path)[\(first)]; it is merged again each time"),
                    location: location(of: item)))
            }
            listed[reference] = listed[reference] ?? index
            if let source = source(reference, at: item, path: path + "[\(index)]") { result.append(source) }
        }
        return result
    }

    /// The tokens `reference` names: a file, `themes.json`, or a part of one, `themes.json#/orange`
    /// (a JSON Pointer, with `~1` for `/` and `~0` for `~` in names).
    private mutating func source(_ reference: String, at node: G8JSONNode, path: String) -> G8JSONNode? {
        guard let hash = reference.firstIndex(of: "#") else { return read(reference, at: node, path: path) }
        let file = String(reference[..<hash]), fragment = String(reference[reference.index(after: hash)...])
        guard !file.isEmpty else {
            fail(path, "'\(reference)' names no file: a source's $ref names a token file, such as 'themes.json#/orange'", at: node)
            return nil
        }
        guard let root = read(file, at: node, path: path) else { return nil }
        guard fragment.isEmpty || fragment.hasPrefix("/") else {
            fail(path, "the fragment of '\(reference)' must be a JSON Pointer, such as '#/orange'", at: node)
            return nil
        }
        var target = root, walked = ""
        for token in fragment.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let name = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            let next: G8JSONNode?
            switch target.value {
            case .object: next = target.member(name)?.value
            case .array(let items): next = Int(name).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: next = nil
            }
            guard let next else {
                let candidates = target.members?.map(\.key) ?? []
                fail(path, "'\(reference)' names nothing in \(file): \(walked.isEmpty ? "its root" : "'#" + walked + "'") has no member '\(name)'"
                     + G8Diagnostic.Kind.didYouMean(G8Suggestion.nearest(to: name, in: candidates)), at: node)
                return nil
            }
            target = next
            walked += "/" + token
        }
        guard target.isObject else {
            fail(path, "'\(reference)' names \(target.kindName == "array" ? "an" : "a") \(target.kindName), not a group of tokens", at: node)
            return nil
        }
        return target
    }

    private mutating func read(_ reference: String, at node: G8JSONNode, path: String) -> G8JSONNode? {
        let real: String
        switch access.locate(reference, relativeTo: directory) {
        case .success(let path): real = path
        case .failure(let refusal):
            fail(path, "cannot read the token file '\(reference)': \(refusal.reason)", at: node)
            return nil
        }
        if let known = files[real] { return known }
        let data: Data
        switch G8SourceFile.read(real) {
        case .success(let bytes): data = bytes
        case .failure(let problem):
            fail(path, "cannot read the token file '\(reference)': \(problem.reason)", at: node)
            return nil
        }
        let source = G8SourceText(name: reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference, bytes: Array(data))
        switch G8JSONParser.parse(source, index: Int32(sources.count)) {
        case .success(let root):
            sources.append(source)
            files[real] = root
            return root
        case .failure(let failure):
            errors.append(G8Diagnostic(
                level: .error, path: "", kind: .invalidJSON(reason: failure.message), location: source.location(of: failure.offset)))
            return nil
        }
    }

    /// The layers of a Tokens Studio file with `$themes` or `$metadata`: its top-level sets
    /// in `tokenSetOrder`, each theme group a modifier whose contexts are its themes' enabled sets.
    static func tokensStudioLayers(of root: G8JSONNode) -> G8TokenLayers? {
        guard let members = root.members, root.member("$themes") != nil || root.member("$metadata") != nil else { return nil }
        var sets: [(name: String, node: G8JSONNode)] = members.filter { !$0.key.hasPrefix("$") && $0.value.members != nil }
            .map { ($0.key, $0.value) }
        if case .array(let order)? = root.member("$metadata")?.value.member("tokenSetOrder")?.value.value {
            let names = order.compactMap(\.string)
            sets.sort { (names.firstIndex(of: $0.name) ?? Int.max) < (names.firstIndex(of: $1.name) ?? Int.max) }
        }
        var groups: [(name: String, contexts: [(name: String, sources: [G8JSONNode])])] = []
        if case .array(let themes)? = root.member("$themes")?.value.value {
            for theme in themes {
                guard let name = theme.member("name")?.value.string, let selected = theme.member("selectedTokenSets")?.value.members
                else { continue }
                let enabled = Set(selected.filter { $0.value.string == "enabled" || $0.value.string == "source" }.map(\.key))
                let group = theme.member("group")?.value.string ?? "theme"
                let context = (name: name, sources: sets.filter { enabled.contains($0.name) }.map(\.node))
                if let index = groups.firstIndex(where: { $0.name == group }) {
                    groups[index].contexts.append(context)
                } else {
                    groups.append((group, [context]))
                }
            }
        }
        if groups.isEmpty { return G8TokenLayers(layers: [.set(sets.map(\.node))], tokensStudio: true) }
        return G8TokenLayers(layers: groups.map { .modifier(name: $0.name, contexts: $0.contexts, defaultContext: $0.contexts[0].name) }, tokensStudio: true)
    }
}
