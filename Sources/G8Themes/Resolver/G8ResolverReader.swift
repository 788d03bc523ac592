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
    /// The keys written twice in one object of each source, as its parse found them.
    var duplicateKeys: G8LoadContext.DuplicateKeys = [:]
    var errors: [G8Diagnostic] = []
    var warnings: [G8Diagnostic] = []
    /// Token files read so far, by path: a file named twice is read once.
    private var files: [String: G8JSONNode] = [:]
    /// The document's root, which its same-document references (`#/sets/base`) name parts of.
    private var document: G8JSONNode?
    /// The sources of each set read so far, by name.
    private var readSets: [String: [G8JSONNode]] = [:]
    /// The same-document references being followed, outermost first: one met again is a cycle.
    private var following: [String] = []
    /// The most same-document references a resolver may follow in a row, one naming the next:
    /// enough for any real document, few enough that following them cannot exhaust the stack.
    static let maximumReferenceChain = 64

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
        document = root
        checkVersion(of: root)
        for kind in ["sets", "modifiers"] {
            for member in root.member(kind)?.value.members ?? [] { checkExtensions(of: member.value, path: "\(kind).\(member.key)") }
        }
        guard let order = root.member("resolutionOrder")?.value, case .array(let items) = order.value else {
            let written = root.member("resolutionOrder")?.value
            fail("resolutionOrder", "a resolver document needs a 'resolutionOrder' list of sets and modifiers"
                 + (written.map { ", got \($0.kindName)" } ?? ""), at: written ?? root)
            return nil
        }
        var layers: [G8TokenLayers.Layer] = []
        var withoutDefault: [(name: String, path: String, location: G8SourceLocation?)] = []
        // Sets that resolutionOrder leaves out are read first: real documents rely on them.
        let ordered = Set(items.compactMap { item in
            item.member("$ref")?.value.string.flatMap { $0.hasPrefix("#") ? G8ResolverPointer.steps(of: $0) : nil }
                .flatMap { $0.count == 2 && $0[0] == "sets" ? $0[1] : nil }
        })
        for set in root.member("sets")?.value.members ?? [] where !ordered.contains(set.key) {
            warnings.append(G8Diagnostic(
                level: .warning, path: "sets." + set.key,
                kind: .invalidResolver(reason: "the set '\(set.key)' is not in resolutionOrder; read before everything else"),
                location: sources[0].location(of: Int(set.value.offset))))
            layers.append(.set(setSources(named: set.key, from: nil, path: "sets." + set.key)))
        }
        var entries: [String: (path: String, node: G8JSONNode)] = [:]  // by "#/sets/x" or "modifier x"
        // Every entry's name, for the module's rule that an inline entry's name is unique in resolutionOrder.
        var names: [String: (path: String, node: G8JSONNode, inline: Bool)] = [:]
        var repeated: Set<String> = []  // sets warned about: once each, however often they are repeated
        for (index, item) in items.enumerated() {
            let path = "resolutionOrder[\(index)]"
            guard let entry = self.entry(item, at: index, in: root) else { continue }
            let (kind, name, entryPath, nameNode) = (entry.kind, entry.name, entry.path, entry.nameNode)
            let inline = entry.pointer == nil
            if let first = names[name], inline || first.inline {
                fail(inline ? path + ".name" : path, "the name '\(name)' is already in resolutionOrder as \(first.path)"
                     + "\(lineText(of: first.node)); names in resolutionOrder must be unique", at: nameNode)
                continue
            }
            names[name] = names[name] ?? (path, item, inline)
            if let pointer = entry.pointer {
                if kind == "set", let first = entries[pointer], repeated.insert(pointer).inserted {
                    warnings.append(G8Diagnostic(
                        level: .warning, path: path,
                        kind: .invalidResolver(reason: "'\(pointer)' is already in resolutionOrder as \(first.path)\(lineText(of: first.node)); it is merged again each time"),
                        location: location(of: item)))
                }
                entries[pointer] = entries[pointer] ?? (path, item)
            } else {
                checkExtensions(of: item, path: path)
            }
            if kind == "modifier" {
                if let first = entries["modifier " + name] {
                    fail(path, "a modifier named '\(name)' is already in resolutionOrder as \(first.path)\(lineText(of: first.node)); modifier names must be unique", at: item)
                    continue
                }
                entries["modifier " + name] = (path, item)
            }
            // Where the entry's lists are written: members beside a $ref are written in resolutionOrder.
            let place = inline || entry.overrides ? ["resolutionOrder", "\(index)"] : [kind == "set" ? "sets" : "modifiers", name]
            if kind == "set" {
                // A set named by reference alone is read once, however often it is named.
                layers.append(.set(inline || entry.overrides
                    ? self.sources(entry.node.member("sources")?.value, path: entryPath + ".sources", at: place + ["sources"], in: entry.node)
                    : setSources(named: name, from: item, path: path)))
                continue
            }
            let contextsNode = entry.node.member("contexts")?.value
            guard let contexts = contextsNode?.members else {
                fail(entryPath, "a modifier needs 'contexts', an object of context names to lists of sources"
                     + (contextsNode.map { ", got \($0.kindName)" } ?? ""), at: contextsNode ?? entry.node)
                continue
            }
            guard !contexts.isEmpty else {
                fail(entryPath + ".contexts", "a modifier's 'contexts' must not be empty: it needs a context for each value its input may take",
                     at: contextsNode)
                continue
            }
            if contexts.count == 1 {
                warnings.append(G8Diagnostic(
                    level: .warning, path: entryPath + ".contexts",
                    kind: .invalidResolver(reason: "the modifier '\(name)' has one context, '\(contexts[0].key)': a modifier should have"
                                           + " two or more (one context is a set)"),
                    location: contextsNode.flatMap(location(of:))))
            }
            var read: [(name: String, sources: [G8JSONNode])] = []
            for context in contexts {
                read.append((context.key, self.sources(context.value, path: entryPath + ".contexts." + context.key,
                                                       at: place + ["contexts", context.key], in: entry.node)))
            }
            var defaultContext = contexts[0].key
            if entry.node.member("default") == nil { withoutDefault.append((name, entryPath, location(of: entry.node))) }
            if let written = entry.node.member("default")?.value {
                if let text = written.string, contexts.contains(where: { $0.key == text }) {
                    defaultContext = text
                } else {
                    let suggestion = written.string.flatMap { G8Suggestion.nearest(to: $0, in: contexts.map(\.key)) }
                    fail(entryPath + ".default", "the default \(written.json) is none of the modifier's contexts"
                        + G8Diagnostic.Kind.didYouMean(suggestion), at: written)
                }
            }
            layers.append(.modifier(name: name, contexts: read, defaultContext: defaultContext))
        }
        if layers.isEmpty && !errors.isEmpty { return nil }
        var result = G8TokenLayers(layers: layers)
        result.withoutDefault = withoutDefault
        let work = result.work
        if work.merged > work.limit {
            fail("resolutionOrder", "the document's sets and modifiers merge \(work.merged) JSON values to make the token trees"
                 + " of its contexts, from sources that hold \(work.distinct); a resolver may merge at most \(work.limit)"
                 + " (\(G8TokenLayers.workFactor) times its sources, or \(G8TokenLayers.workFloor)): list each source once", at: order)
            return nil
        }
        return result
    }

    /// An entry of `resolutionOrder` as the module reads it: a set or modifier of the document
    /// named by `$ref` (with the members written beside `$ref` over its own), or one written
    /// inline with its `type` and `name`. Nil after reporting why it is neither.
    private mutating func entry(_ item: G8JSONNode, at index: Int, in root: G8JSONNode)
        -> (kind: String, name: String, path: String, node: G8JSONNode, nameNode: G8JSONNode, pointer: String?, overrides: Bool)? {
        let path = "resolutionOrder[\(index)]"
        guard let members = item.members else {
            fail(path, "an entry of resolutionOrder must be a {\"$ref\": \"#/sets/…\"} or {\"$ref\": \"#/modifiers/…\"},"
                 + " or an inline set or modifier with \"type\" and \"name\", got \(item.kindName)", at: item)
            return nil
        }
        if let written = item.member("$ref")?.value {
            guard let pointer = written.string else {
                fail(path + ".$ref", "a $ref must be a string, such as \"#/sets/base\", got \(written.kindName)", at: written)
                return nil
            }
            let segments = pointer.hasPrefix("#") ? G8ResolverPointer.steps(of: pointer) : nil
            if segments?.first == "resolutionOrder" {
                fail(path, "'\(pointer)' points into resolutionOrder: its entries must not be referenced", at: item)
                return nil
            }
            guard let segments, segments.count == 2, segments[0] == "sets" || segments[0] == "modifiers",
                let target = root.member(segments[0])?.value.member(segments[1])?.value
            else {
                // A set or modifier named with a typing mistake: the nearest of its kind.
                let kind = segments.flatMap { $0.count == 2 && ($0[0] == "sets" || $0[0] == "modifiers") ? $0 : nil }
                let near = kind.flatMap { kind in
                    G8Suggestion.nearest(to: kind[1], in: root.member(kind[0])?.value.members?.map(\.key) ?? [])
                        .map { G8ResolverPointer.text([kind[0], $0]) }
                }
                fail(path, "'\(pointer)' names no set or modifier of this document" + G8Diagnostic.Kind.didYouMean(near), at: item)
                return nil
            }
            let kind = segments[0] == "sets" ? "set" : "modifier"
            // The entry is known by its pointer as the module writes it, however it is spelt.
            return (kind, segments[1], "\(segments[0]).\(segments[1])", overriding(target, with: item), item,
                    G8ResolverPointer.text(segments), members.count > 1)
        }
        guard let typeNode = item.member("type")?.value else {
            fail(path, "an inline set or modifier in resolutionOrder needs \"type\": \"set\" or \"modifier\"", at: item)
            return nil
        }
        guard let kind = typeNode.string, kind == "set" || kind == "modifier" else {
            let suggestion = typeNode.string.flatMap { G8Suggestion.nearest(to: $0, in: ["set", "modifier"]) }
            fail(path + ".type", "an inline entry's type must be \"set\" or \"modifier\", got \(typeNode.json)"
                 + G8Diagnostic.Kind.didYouMean(suggestion), at: typeNode)
            return nil
        }
        guard let nameNode = item.member("name")?.value, let name = nameNode.string else {
            let written = item.member("name")?.value
            fail(written == nil ? path : path + ".name", "an inline \(kind) in resolutionOrder needs a \"name\", unique there"
                 + (written.map { ", got \($0.kindName)" } ?? ""), at: written ?? item)
            return nil
        }
        return (kind, name, path, item, nameNode, nil, false)
    }

    /// The sources of the document's set `name`, read once: a set named again, in
    /// `resolutionOrder` or from a context, gives what the first read gave (and its diagnostics
    /// once). A set that names itself, directly or through others, is reported at `item`.
    private mutating func setSources(named name: String, from item: G8JSONNode?, path: String) -> [G8JSONNode] {
        if let known = readSets[name] { return known }
        guard let set = document?.member("sets")?.value.member(name)?.value,
            enter(G8ResolverPointer.text(["sets", name]), at: item, path: path)
        else { return [] }
        defer { following.removeLast() }
        let read = sources(set.member("sources")?.value, path: "sets.\(name).sources", at: ["sets", name, "sources"], in: set)
        readSets[name] = read
        return read
    }

    /// `target` with the members written beside `$ref` in `reference` in place of its own: the
    /// module's rule that local keys override what a reference names, whole (objects and
    /// arrays are replaced, not merged).
    private func overriding(_ target: G8JSONNode, with reference: G8JSONNode) -> G8JSONNode {
        let local = (reference.members ?? []).filter { $0.key != "$ref" }
        guard !local.isEmpty, var members = target.members else { return target }
        for member in local {
            if let first = members.firstIndex(where: { $0.key == member.key }) {
                members.removeAll { $0.key == member.key }
                members.insert(member, at: min(first, members.count))
            } else {
                members.append(member)
            }
        }
        return G8JSONNode(value: .object(members), source: target.source, offset: target.offset)
    }

    /// A warning (an error under `--strict`) for an `$extensions` that is not an object: the module
    /// requires an object of vendor namespaces, and nothing in it changes what is read.
    private mutating func checkExtensions(of node: G8JSONNode, path: String) {
        guard let written = node.member("$extensions")?.value, !written.isObject else { return }
        warnings.append(G8Diagnostic(
            level: .warning, path: path + ".$extensions",
            kind: .invalidResolver(reason: "$extensions must be an object whose keys are vendor namespaces,"
                                   + " such as {\"com.example\": {…}}, got \(written.kindName)"),
            location: location(of: written)))
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

    /// A list of sources: `{"$ref": "file.tokens.json"}` read from a file, `{"$ref": "#/sets/base"}`
    /// a set's sources as if written in its place, `{"$ref": "#/…"}` a group of tokens elsewhere
    /// in the document (such as under `$defs`), or tokens inline. `place` is where the list is
    /// in the document, as JSON Pointer steps, and `owner` what holds it (where a missing list is
    /// reported).
    private mutating func sources(_ node: G8JSONNode?, path: String, at place: [String], in owner: G8JSONNode) -> [G8JSONNode] {
        guard let node, case .array(let items) = node.value else {
            fail(path, "sources must be a list of {\"$ref\": \"file.tokens.json\"} or token objects"
                 + (node.map { ", got \($0.kindName)" } ?? ""), at: node ?? owner)
            return []
        }
        var result: [G8JSONNode] = []
        var listed: [String: Int] = [:]  // reference to its first index in this list
        var repeated: Set<String> = []
        for (index, item) in items.enumerated() {
            if let reference = item.member("$ref")?.value.string {
                if let first = listed[reference], repeated.insert(reference).inserted {
                    warnings.append(G8Diagnostic(
                        level: .warning, path: path + "[\(index)]",
                        kind: .invalidResolver(reason: "'\(reference)' is already listed as \(path)[\(first)]; it is merged again each time"),
                        location: location(of: item)))
                }
                listed[reference] = listed[reference] ?? index
            }
            result += source(item, path: path + "[\(index)]", at: place + ["\(index)"])
        }
        return result
    }

    /// What one source gives: itself when it is tokens inline, else what its `$ref` names, with
    /// the members written beside `$ref` over it.
    private mutating func source(_ item: G8JSONNode, path: String, at place: [String]) -> [G8JSONNode] {
        guard item.members != nil else {
            fail(path, "a source must be an object, got \(item.kindName)", at: item)
            return []
        }
        guard let written = item.member("$ref")?.value else { return [item] }
        guard let reference = written.string else {
            fail(path + ".$ref", "a source's $ref must be a string naming a token file, got \(written.kindName)", at: written)
            return []
        }
        guard reference.hasPrefix("#") else {
            return fileSource(reference, at: item, path: path).map { [overriding($0, with: item)] } ?? []
        }
        guard let segments = G8ResolverPointer.steps(of: reference) else {
            fail(path, "'\(reference)' is not a JSON Pointer: \(G8ResolverPointer.syntaxRule)", at: item)
            return []
        }
        if segments.first == "modifiers" {
            fail(path, "'\(reference)' names a modifier: a set or a modifier's context must not reference a modifier"
                 + " (only resolutionOrder may)", at: item)
            return []
        }
        if segments.first == "resolutionOrder" {
            fail(path, "'\(reference)' points into resolutionOrder: its entries must not be referenced", at: item)
            return []
        }
        if place.starts(with: segments) {
            fail(path, "'\(reference)' is circular: it names \(segments.isEmpty ? "the whole document" : "'\(reference)'"),"
                 + " which holds this reference", at: item)
            return []
        }
        if segments.count == 2, segments[0] == "sets", item.members?.count == 1 {
            guard document?.member("sets")?.value.member(segments[1]) != nil else {
                let names = document?.member("sets")?.value.members?.map(\.key) ?? []
                fail(path, "'\(reference)' names no set of this document"
                     + G8Diagnostic.Kind.didYouMean(G8Suggestion.nearest(to: segments[1], in: names)), at: item)
                return []
            }
            return setSources(named: segments[1], from: item, path: path)
        }
        guard enter(G8ResolverPointer.text(segments), at: item, path: path) else { return [] }
        defer { following.removeLast() }
        guard let document, let target = walk(reference, to: document, in: "this document", at: item, path: path) else { return [] }
        let named = overriding(target, with: item)
        if segments.count == 2, segments[0] == "sets" {
            // A set with members beside its $ref: the set as overridden, its sources read in place.
            return sources(named.member("sources")?.value, path: path + ".sources", at: place + ["sources"], in: named)
        }
        if named.member("$ref") != nil { return source(named, path: path, at: segments) }
        guard named.isObject else {
            fail(path, "'\(reference)' names \(named.kindName == "array" ? "an" : "a") \(named.kindName), not a group of tokens", at: item)
            return []
        }
        return [named]
    }

    /// Starts following the same-document `pointer`; false after reporting that it leads back to
    /// itself, or that it is reached through more references than a resolver may chain.
    private mutating func enter(_ pointer: String, at item: G8JSONNode?, path: String) -> Bool {
        if let start = following.firstIndex(of: pointer) {
            fail(path, "'\(pointer)' is circular: " + (following[start...] + [pointer]).joined(separator: " → ")
                 + "; a reference must not lead back to itself", at: item)
            return false
        }
        guard following.count < G8ResolverReader.maximumReferenceChain else {
            fail(path, "'\(pointer)' is reached through \(following.count) references in a row, the most a resolver"
                 + " may chain", at: item)
            return false
        }
        following.append(pointer)
        return true
    }

    /// The tokens `reference` names: a file, `themes.json`, or a part of one, `themes.json#/orange`
    /// or `themes.json#orange` (a JSON Pointer, as ``G8ResolverPointer`` reads one).
    private mutating func fileSource(_ reference: String, at node: G8JSONNode, path: String) -> G8JSONNode? {
        guard let hash = reference.firstIndex(of: "#") else { return read(reference, at: node, path: path) }
        let file = String(reference[..<hash])
        guard let root = read(file, at: node, path: path) else { return nil }
        guard let target = walk(reference, to: root, in: file, at: node, path: path) else { return nil }
        guard target.isObject else {
            fail(path, "'\(reference)' names \(target.kindName == "array" ? "an" : "a") \(target.kindName), not a group of tokens", at: node)
            return nil
        }
        return target
    }

    /// What the fragment of `reference` (after `#`, a JSON Pointer) names in `root`, the file
    /// or document `place`; nil after reporting where the pointer stopped.
    private mutating func walk(_ reference: String, to root: G8JSONNode, in place: String, at node: G8JSONNode, path: String) -> G8JSONNode? {
        guard let steps = G8ResolverPointer.steps(of: reference) else {
            fail(path, "the fragment of '\(reference)' is not a JSON Pointer: \(G8ResolverPointer.syntaxRule)", at: node)
            return nil
        }
        var target = root, walked: [String] = []
        for name in steps {
            let next: G8JSONNode?
            switch target.value {
            case .object: next = target.member(name)?.value
            case .array(let items): next = Int(name).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: next = nil
            }
            guard let next else {
                let candidates = target.members?.map(\.key) ?? []
                fail(path, "'\(reference)' names nothing in \(place): \(walked.isEmpty ? "its root" : "'" + G8ResolverPointer.text(walked) + "'") has no member '\(name)'"
                     + G8Diagnostic.Kind.didYouMean(G8Suggestion.nearest(to: name, in: candidates)), at: node)
                return nil
            }
            target = next
            walked.append(name)
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
        var found: [G8DuplicateKey] = []
        switch G8JSONParser.parse(source.bytes, source: Int32(sources.count), deferring: nil, duplicateKeys: &found) {
        case .success(let root):
            if !found.isEmpty { duplicateKeys[Int32(sources.count)] = found }
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
