import G8Core

/// A theme's `namedColors`: each member a toolkit's named colour (``G8NamedColor/knownNames``)
/// and a colour, written as the engine's `color` token type takes it or as an alias to a
/// `color` token, resolved for the check's mode and contexts.
extension G8StyleChecker {
    /// The root key the named colours are under.
    static let namedColorsKey = "namedColors"

    /// Checks the theme `root`'s `namedColors` and resolves them into ``namedColors``. An
    /// unknown name is a warning and its colour is left out; a value that is not a colour, or
    /// an alias to a token of another type, is an error, and no named colour is kept.
    mutating func checkNamedColors(of root: G8JSONNode) {
        guard let member = root.member(G8StyleChecker.namedColorsKey) else { return }
        let key = G8StyleChecker.namedColorsKey
        guard let members = member.value.members else {
            error(key, .invalidTheme(reason: "'\(key)' must be an object of colours by name, got \(member.value.kindName)"),
                  at: .node(member.value))
            return
        }
        let errorsBefore = errors.count
        let colorType = engine.tokenTypes["color"]
        var named: [G8NamedColor] = []
        named.reserveCapacity(members.count)
        for entry in members {
            let path = key + "." + entry.key
            let known = G8NamedColor.knownNameSet.contains(entry.key)
            if !known {
                let suggestion = G8Suggestion.nearest(to: entry.key, in: G8NamedColor.knownNames)
                warn(path, .unknownNamedColor(name: entry.key, suggestion: suggestion), at: .offset(entry.value.source, entry.keyOffset))
            }
            guard let value = resolvedColor(entry.value, path: path, colorType: colorType) else { continue }
            // Only names of the list are kept: a name is written into CSS as it is, and the
            // list's are plain identifiers. A name written twice (warned about by the parse)
            // keeps its first place and its last value, as a style's key does.
            guard known else { continue }
            if let earlier = named.firstIndex(where: { $0.name == entry.key }) {
                named[earlier] = G8NamedColor(name: entry.key, value: value)
            } else {
                named.append(G8NamedColor(name: entry.key, value: value))
            }
        }
        namedColors = errors.count == errorsBefore ? named : []
    }

    /// The colour `node` gives, its alias resolved; nil after reporting a value that is none.
    private mutating func resolvedColor(_ node: G8JSONNode, path: String, colorType: G8TokenType?) -> G8JSON? {
        let isAlias = G8AliasResolver.isReference(node)
        guard let colorType else {
            // An engine without the `color` type (`G8()`) reads no colour: only an alias to a
            // `color` token gives one.
            if isAlias { return resolveReferences(in: node, jsonPath: { path }, expectedType: "color", depth: 0) }
            error(path, .invalidTheme(reason: "the engine has no 'color' token type to read \(node.kindName) with; "
                + "alias a color token such as \"{color.surface}\""), at: .node(node))
            return nil
        }
        guard let value = resolveReferences(in: node, jsonPath: { path }, expectedType: "color", depth: 0) else { return nil }
        if !isAlias, let problem = colorType.problem(with: value) {
            error(path, .invalidTokenValue(type: "color", expected: problem.expected, actual: problem.actual), at: .node(node))
            return nil
        }
        return value
    }
}
