import G8Core
extension G8StyleChecker {
    /// The named style, built once; nil after reporting when it is unknown, cyclic or invalid.
    /// `reference` is the superStyle value that names it, whose path `referencePath` spells out
    /// only for a diagnostic.
    mutating func style(named name: String, referencedFrom reference: G8JSONNode?, referencePath: () -> String = { "" }) -> G8Style? {
        style(named: name, at: styleNames[name], referencedFrom: reference, referencePath: referencePath)
    }

    /// ``style(named:referencedFrom:referencePath:)`` for the name's index in ``styleNames``,
    /// looked up by the caller (nil for a name not defined).
    private mutating func style(
        named name: String, at index: Int?, referencedFrom reference: G8JSONNode?, referencePath: () -> String
    ) -> G8Style? {
        if let index, let built = learned.builtStyles[index] { return built }
        if let index, !building.dropped.isEmpty, building.dropped[index] {
            building.dropped[index] = false
            let (errorCount, warningCount) = (errors.count, warnings.count)
            let style = self.style(named: name, referencedFrom: reference, referencePath: referencePath)
            errors.removeSubrange(errorCount...)
            warnings.removeSubrange(warningCount...)
            learned.builtStyles[index] = nil
            building.dropped[index] = true
            return style
        }
        guard let index, let definition = styleDefinition(at: index) else {
            if let reference {
                // Past the most errors kept, the error is dropped: its suggestion would be too.
                let suggestion = errors.count < G8AliasResolver.maximumErrors
                    ? learned.unknownStyleSuggestions.suggestion(for: name, among: styleOrder) : nil
                error(referencePath(), .unknownStyle(name: name, suggestion: suggestion), at: .node(reference))
            }
            return nil
        }
        if let start = buildingIndex(of: name) {
            let chain = Array(building.stack[start...]) + [name]
            error(reference != nil ? referencePath() : "styles." + name, .superStyleCycle(chain: chain), at: reference.map { .node($0) } ?? .unknown)
            return nil
        }
        if building.stack.count > G8.maximumDepth {
            // Past the limit: refused here, before the recursion goes deeper.
            let chain = Array(building.stack.suffix(G8.maximumDepth + 1)) + [name]
            error(reference != nil ? referencePath() : "styles." + name, .invalidTheme(reason: G8StyleChecker.tooDeep(chain)),
                  at: reference.map { .node($0) } ?? .unknown)
            return nil
        }
        building.stack.append(name)
        building.indices.append(index)
        defer {
            building.stack.removeLast()
            building.indices.removeLast()
        }
        let jsonPath = "styles." + name
        guard definition.members != nil else {
            error(jsonPath, .invalidTheme(reason: "a style must be an object, got \(definition.kindName)"),
                  at: .node(definition))
            learned.builtStyles[index] = .some(nil)
            return nil
        }
        var style = buildStyle(definition, jsonPath: jsonPath, depth: 0, name: name)
        if style != nil, learned.superHeights[index].height > G8.maximumDepth {
            // Deeper than the limit through styles built before: named from here down.
            var chain = [name]
            while let next = styleNames[chain[chain.count - 1]].flatMap({ learned.superHeights[$0].through }),
                chain.count <= G8.maximumDepth + 1
            {
                chain.append(next)
            }
            let reference = building.tooDeep[index]
            error(reference?.path ?? jsonPath + ".superStyle", .invalidTheme(reason: G8StyleChecker.tooDeep(chain)),
                  at: .node(reference?.node ?? definition))
            style = nil
        }
        learned.builtStyles[index] = .some(style)
        return style
    }

    /// Notes that the style being built lists `superStyle`, whose index in ``styleNames`` is
    /// `index` (nil for a name not defined), in a style nested `depth` levels inside it, for the
    /// height of its chain: the levels applying it goes down, as the engine counts them.
    private mutating func noteSuperStyle(_ superStyle: String, at index: Int?, depth: Int, node: G8JSONNode, path: () -> String) {
        guard let currentIndex = building.indices.last else { return }
        let height = (index.map { learned.superHeights[$0].height } ?? 0) + 1 + depth
        if height > learned.superHeights[currentIndex].height {
            learned.superHeights[currentIndex] = (height, superStyle)
            if height > G8.maximumDepth { building.tooDeep[currentIndex] = (node, path()) }
        }
    }

    /// Why a superStyle chain is refused, naming it: its first styles and its last.
    static func tooDeep(_ chain: [String]) -> String {
        let shown = chain.count <= 8 ? chain : Array(chain.prefix(4)) + ["…"] + Array(chain.suffix(3))
        return "superStyles nest deeper than the limit of \(G8.maximumDepth) levels: "
            + shown.joined(separator: " → ") + " (\(chain.count) styles)"
    }

    /// A style from a JSON object: keys in the order written, nested objects as nested styles
    /// unless their key names a property, `superStyle` by name. A checker that only checks
    /// (``ModeCheck/changed``, or ``makesStyles`` off) makes no entries: what it returns
    /// (``checkedStyle``) says only whether the style is valid.
    /// `name` names the style made (a named style's, not a nested one's).
    mutating func buildStyle(_ node: G8JSONNode, jsonPath: String, depth: Int, name: String? = nil) -> G8Style? {
        guard depth <= G8.maximumDepth else {
            error(jsonPath, .nestingTooDeep(limit: G8.maximumDepth), at: .node(node))
            return nil
        }
        let members = node.members ?? []
        let building = makesValues
        var entries: [G8Style.Entry] = []
        if building { entries.reserveCapacity(members.count) }
        var failed = false
        var objectClasses: [G8ClassProperties]?
        for position in members.indices {
            // Field by field: a member bound whole is copied, and copied again into each
            // closure and call that takes it.
            let memberKey = members[position].key, node = members[position].value
            let keyOffset = members[position].keyOffset
            // Spelt out for a diagnostic or a nested style only: most entries need neither. A
            // local function, not a closure in a constant, which would escape and box its
            // captures on the heap for every entry.
            func path() -> String { G8AliasResolver.join(jsonPath, memberKey) }
            // Lengths first: comparing two different strings costs more than their lengths.
            if memberKey.utf8.count == G8StyleChecker.superStyleLength, memberKey == G8Style.superStyleKey.stringValue {
                guard let value = superStyles(node, jsonPath: path, depth: depth) else { failed = true; continue }
                if building {
                    entries.append(G8Style.Entry(key: G8Style.superStyleKey, styles: value.styles, isList: value.isList,
                                                 site: site(source: node.source, offset: keyOffset)))
                }
                continue
            }
            // The key read through `read`, not copied out, so that its arrays and strings are
            // not copied for every entry.
            let read = readKey(memberKey)
            if let problem = read.malformation {
                error(path(), .malformedKey(key: memberKey, reason: problem),
                      at: .offset(node.source, keyOffset))
                failed = true
                continue
            }
            if node.isObject, !read.isDeclared || readsAsChildStyle(node, read: read), G8AliasResolver.reference(in: node) == nil {
                guard !read.hasModifiers else {
                    // What applying would report: a state belongs to a property, not to a child.
                    error(path(), .malformedKey(key: memberKey, reason: "a nested style takes no state modifiers"),
                          at: .offset(node.source, keyOffset))
                    failed = true
                    continue
                }
                guard let nested = buildStyle(node, jsonPath: path(), depth: depth + 1) else { failed = true; continue }
                if building {
                    entries.append(G8Style.Entry(key: read.key, styles: [nested], isList: false,
                                                 site: site(source: node.source, offset: keyOffset)))
                }
                continue
            }
            if read.hasModifiers {
                if read.isDirect, objectClasses == nil {
                    objectClasses = classes(setting: directNames(of: members))
                }
                let classes = read.isDirect ? objectClasses ?? [] : []
                if let problem = read.stateProblem ?? G8ClassProperties.modifierProblem(read.key, classes: classes) {
                    error(path(), .invalidTheme(reason: problem), at: .offset(node.source, keyOffset))
                    failed = true
                    continue
                }
            }
            if let changedTokens = modes.changed, !G8ResolvedTokens.dependsOnChangedToken(
                node, changed: changedTokens, depth: 0, paths: tokens.read.tokenPaths, format: format, tokensStudio: tokens.read.tokensStudio)
            {
                continue
            }
            noteTokenValue(node, read: read, stylePath: jsonPath, key: memberKey)
            guard let leaf = leafValue(node, read: read, keyOffset: keyOffset, stylePath: jsonPath, key: memberKey) else { failed = true; continue }
            if building, case .made(let value) = leaf {
                entries.append(G8Style.Entry(key: read.key, leaf: value, site: site(source: node.source, offset: keyOffset)))
            }
        }
        if failed { return nil }
        return building ? G8Style(entries, name: name) : G8StyleChecker.checkedStyle
    }

    /// ` (from token {name})` for a value written as exactly one token reference, which a
    /// diagnostic about the value it resolved to names; nothing for any other value.
    static func fromToken(_ node: G8JSONNode) -> String {
        G8AliasResolver.reference(in: node).map { " (from token {\($0)})" } ?? ""
    }

    /// The length of `superStyle` in bytes. A literal, so that reading it is a constant: a value
    /// computed from ``G8Style/superStyleKey`` would be checked for initialization on every
    /// member of every style. `StyleCheckerConstantTests` holds the two to the same length.
    static let superStyleLength = 10

    /// The styles a `superStyle` value names: one name, or a list of names (`isList`). A checker
    /// that makes no entries (``makesValues`` off) gets no list of one name's style: it would
    /// be made for every style and let go at once.
    private mutating func superStyles(_ node: G8JSONNode, jsonPath: () -> String, depth: Int) -> (styles: [G8Style], isList: Bool)? {
        switch node.value {
        case .string(let name):
            let index = styleNames[name]
            defer { noteSuperStyle(name, at: index, depth: depth, node: node, path: jsonPath) }
            guard let style = style(named: name, at: index, referencedFrom: node, referencePath: jsonPath) else { return nil }
            return (makesValues ? [style] : [], false)
        case .array(let items):
            var styles: [G8Style] = []
            var failed = false
            for (index, item) in items.enumerated() {
                func itemPath() -> String { jsonPath() + "[\(index)]" }
                guard let name = item.string else {
                    error(itemPath(), .invalidTheme(reason: "a superStyle list holds style names, got \(item.kindName)"), at: .node(item))
                    failed = true
                    continue
                }
                let index = styleNames[name]
                if let style = style(named: name, at: index, referencedFrom: item, referencePath: itemPath) { styles.append(style) } else { failed = true }
                noteSuperStyle(name, at: index, depth: depth, node: item, path: itemPath)
            }
            return failed ? nil : (styles, true)
        default:
            error(jsonPath(), .invalidTheme(reason: "superStyle must name a style or a list of styles, got \(node.kindName)"),
                  at: .node(node))
            return nil
        }
    }
}
