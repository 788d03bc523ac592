/// Builds a theme from its parse tree: collects tokens, resolves aliases for a mode, checks
/// `$type`s, and turns named styles into ``G8Style``s whose values are checked against the
/// engine's properties. Collects every error (up to a limit) rather than stopping at the first.
struct G8ThemeBuilder {
    static let maximumErrors = 100

    struct TokenDefinition {
        var path: String
        var type: String?
        var value: JNode
        var modes: [(name: String, value: JNode)]
        var description: String?
        var node: JNode
    }

    let engine: G8
    let sources: [G8SourceText]
    let mode: String?
    var errors: [G8Diagnostic] = []
    var warnings: [G8Diagnostic] = []

    /// How token paths begin in diagnostics: `tokens.` in a theme, nothing in a tokens file.
    var tokenPrefix = "tokens."
    var tokenOrder: [String] = []
    var modeNames: [String] = []
    /// Each token's place in the arrays below, by path: one hash per token lookup.
    var tokenIndex: [String: Int] = [:]
    var tokenDefinitions: [TokenDefinition] = []
    /// Resolved values for `mode`: nil until resolved, `.some(nil)` for a token that failed.
    var resolvedTokens: [G8JSON??] = []
    /// Each token's `$type`, its own, its group's, or its alias's.
    var effectiveTypes: [String?] = []
    /// Whether each token is being resolved now, to find alias cycles.
    private var inProgress: [Bool] = []
    private var resolving: [String] = []

    var styleOrder: [String] = []
    var styleDefinitions: [String: JMember] = [:]
    var builtStyles: [String: G8Style?] = [:]
    var buildingStack: [String] = []
    /// For each named style built, how many levels of superStyles it has, and the superStyle
    /// through which it has that many: the chain a refusal names.
    var superHeights: [String: (height: Int, through: String?)] = [:]

    func buildingIndex(of name: String) -> Int? { buildingStack.firstIndex(of: name) }

    init(engine: G8, sources: [G8SourceText], mode: String?) {
        self.engine = engine
        self.sources = sources
        self.mode = mode
    }

    // MARK: Reporting

    func location(of node: JNode) -> G8SourceLocation? {
        location(source: node.source, offset: node.offset)
    }

    func location(source: Int32, offset: Int32) -> G8SourceLocation? {
        let index = Int(source)
        guard sources.indices.contains(index) else { return nil }
        return sources[index].location(of: Int(offset))
    }

    /// A place in a source, kept with a style entry for the engine's diagnostics.
    func site(source: Int32, offset: Int32) -> G8SourceSite? {
        let index = Int(source)
        guard sources.indices.contains(index) else { return nil }
        return G8SourceSite(text: sources[index], offset: Int(offset))
    }

    /// Where a diagnostic points, turned into a line and column only when it is reported.
    enum Site {
        case node(JNode)
        case offset(Int32, Int32)
        case unknown
    }

    func location(of site: Site) -> G8SourceLocation? {
        switch site {
        case .node(let node): location(of: node)
        case .offset(let source, let offset): location(source: source, offset: offset)
        case .unknown: nil
        }
    }

    mutating func error(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) {
        guard errors.count < G8ThemeBuilder.maximumErrors else { return }
        errors.append(G8Diagnostic(level: .error, path: path, kind: kind, location: location(of: site)))
        if errors.count == G8ThemeBuilder.maximumErrors {
            errors.append(G8Diagnostic(
                level: .error, path: "",
                kind: .invalidTheme(reason: "too many errors; stopped reporting after \(G8ThemeBuilder.maximumErrors)"),
                location: nil))
        }
    }

    mutating func warn(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) {
        guard warnings.count < G8ThemeBuilder.maximumErrors else { return }
        warnings.append(G8Diagnostic(level: .warning, path: path, kind: kind, location: location(of: site)))
    }

    static func join(_ path: String, _ component: String) -> String {
        path.isEmpty ? component : path + "." + component
    }

    /// A JSON value as diagnostics quote it: strings quoted, numbers as written, composites by kind.
    static func describe(_ json: G8JSON) -> String { G8ValueProblem.describe(json) }

    // MARK: The document

    mutating func build(root: JNode) {
        guard let members = root.members else {
            error("", .invalidTheme(reason: "a theme must be a JSON object, got \(root.kindName)"), at: .node(root))
            return
        }
        let known = ["tokens", "styles", "$schema", "$description"]
        for member in members where !known.contains(member.key) {
            let suggestion = G8Suggestion.nearest(to: member.key, in: known)
            error(member.key, .invalidTheme(reason: "unknown top-level key '\(member.key)'" + G8Diagnostic.Kind.didYouMean(suggestion)),
                  at: .offset(member.value.source, member.keyOffset))
        }
        if let tokens = root.member("tokens") {
            collectTokens(tokens.value, path: "", type: nil, jsonPath: "tokens", depth: 0)
        }
        for path in tokenOrder { _ = resolveToken(path, from: nil) }
        buildStyles(root: root)
    }

    /// A plain W3C tokens document: the root is the token tree.
    mutating func buildTokens(root: JNode) {
        tokenPrefix = ""
        collectTokens(root, path: "", type: nil, jsonPath: "", depth: 0)
        for path in tokenOrder { _ = resolveToken(path, from: nil) }
    }

    private mutating func buildStyles(root: JNode) {
        if let styles = root.member("styles") {
            guard let styleMembers = styles.value.members else {
                error("styles", .invalidTheme(reason: "'styles' must be an object, got \(styles.value.kindName)"),
                      at: .node(styles.value))
                return
            }
            for member in styleMembers {
                if styleDefinitions[member.key] == nil { styleOrder.append(member.key) }
                styleDefinitions[member.key] = member
            }
            for name in styleOrder { _ = style(named: name, referencedFrom: nil) }
        }
    }

    // MARK: Tokens

    private mutating func collectTokens(_ node: JNode, path: String, type: String?, jsonPath: String, depth: Int) {
        guard let members = node.members else {
            error(jsonPath, .invalidTheme(reason: "a token group must be an object, got \(node.kindName)"), at: .node(node))
            return
        }
        var type = type
        if let typeMember = node.member("$type") {
            type = checkedType(typeMember.value, jsonPath: G8ThemeBuilder.join(jsonPath, "$type"))
        }
        if let value = node.member("$value") {
            defineToken(node, value: value.value, path: path, type: type, jsonPath: jsonPath)
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            let childPath = G8ThemeBuilder.join(jsonPath, member.key)
            if member.key.isEmpty || member.key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                error(childPath, .invalidTheme(reason: "token and group names cannot be empty or contain '.', '{' or '}'"),
                      at: .offset(member.value.source, member.keyOffset))
                continue
            }
            collectTokens(member.value, path: G8ThemeBuilder.join(path, member.key), type: type,
                          jsonPath: childPath, depth: depth + 1)
        }
    }

    private mutating func checkedType(_ node: JNode, jsonPath: String) -> String? {
        guard let name = node.string else {
            error(jsonPath, .invalidTheme(reason: "$type must be a string, got \(node.kindName)"), at: .node(node))
            return nil
        }
        guard engine.tokenTypes[name] != nil else {
            let suggestion = G8Suggestion.nearest(to: name, in: engine.tokenTypes.keys)
            error(jsonPath, .unknownTokenType(name: name, suggestion: suggestion), at: .node(node))
            return nil
        }
        return name
    }

    private mutating func defineToken(_ node: JNode, value: JNode, path: String, type: String?, jsonPath: String) {
        guard !path.isEmpty else {
            error(jsonPath, .invalidTheme(reason: "'tokens' itself cannot have a $value"), at: .node(node))
            return
        }
        var modes: [(String, JNode)] = []
        if let modesMember = node.member("$modes") {
            if let members = modesMember.value.members {
                for member in members {
                    modes.append((member.key, member.value))
                    if !modeNames.contains(member.key) { modeNames.append(member.key) }
                }
            } else {
                error(G8ThemeBuilder.join(jsonPath, "$modes"),
                      .invalidTheme(reason: "$modes must be an object of mode names to values, got \(modesMember.value.kindName)"),
                      at: .node(modesMember.value))
            }
        }
        tokenOrder.append(path)
        let definition = TokenDefinition(
            path: path, type: type, value: value, modes: modes,
            description: node.member("$description")?.value.string, node: node)
        if let index = tokenIndex[path] {
            tokenDefinitions[index] = definition
        } else {
            tokenIndex[path] = tokenDefinitions.count
            tokenDefinitions.append(definition)
            resolvedTokens.append(nil)
            effectiveTypes.append(nil)
            inProgress.append(false)
        }
    }

    /// The token's value for the builder's mode with its aliases resolved, or nil after reporting.
    mutating func resolveToken(_ path: String, from reference: JNode?) -> G8JSON? {
        guard let index = tokenIndex[path] else { return nil }
        return resolveToken(at: index, path: path)
    }

    /// The value of the token at `index` in the token arrays, whose path is `path`.
    private mutating func resolveToken(at index: Int, path: String) -> G8JSON? {
        if let done = resolvedTokens[index] { return done }
        let definition = tokenDefinitions[index]
        if inProgress[index], let start = resolving.firstIndex(of: path) {
            let chain = Array(resolving[start...]) + [path]
            let site = tokenIndex[chain[0]].map { Site.node(tokenDefinitions[$0].value) } ?? .unknown
            error(tokenPrefix + chain[0], .aliasCycle(chain: chain), at: site)
            for member in chain {
                if let memberIndex = tokenIndex[member] { resolvedTokens[memberIndex] = .some(nil) }
            }
            return nil
        }
        resolving.append(path)
        inProgress[index] = true
        defer {
            resolving.removeLast()
            inProgress[index] = false
        }
        let modeValue = mode.flatMap { name in definition.modes.last { $0.name == name }?.value }
        let node = modeValue ?? definition.value
        // Built only for a diagnostic: most tokens never need their path spelt out.
        let tokenPrefix = self.tokenPrefix, mode = self.mode
        let jsonPath = { tokenPrefix + path + (modeValue != nil ? ".$modes." + (mode ?? "") : "") }
        guard let json = resolveReferences(in: node, jsonPath: jsonPath, expectedType: definition.type, depth: 0) else {
            if resolvedTokens[index] == nil { resolvedTokens[index] = .some(nil) }
            return nil
        }
        if let failed = resolvedTokens[index] { return failed }  // failed within a cycle
        var type = definition.type
        if type == nil, let alias = G8ThemeBuilder.reference(in: node), let aliasIndex = tokenIndex[alias] {
            type = effectiveTypes[aliasIndex]
        }
        if let type {
            effectiveTypes[index] = type
            if let tokenType = engine.tokenTypes[type], !tokenType.validates(json) {
                error(jsonPath(), .invalidTokenValue(type: type, expected: tokenType.expected, actual: G8ThemeBuilder.describe(json)),
                      at: .node(node))
                resolvedTokens[index] = .some(nil)
                return nil
            }
        }
        resolvedTokens[index] = .some(json)
        return json
    }

    /// The name inside a `"{group.token}"` reference, when the node is exactly one.
    static func reference(in node: JNode) -> String? {
        guard let text = node.string else { return nil }
        return reference(in: text)
    }

    static func reference(in text: String) -> String? {
        // Bytes, not Characters: every string value of a theme goes through here.
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard bytes.count > 2, bytes[0] == open, bytes[bytes.count - 1] == close else { return nil }
            let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            guard !inner.contains(open), !inner.contains(close) else { return nil }
            return String(decoding: inner, as: UTF8.self)
        }
    }

    /// The node as JSON with every `{token}` reference inside replaced by the token's value.
    ///
    /// `jsonPath` spells out the node's path for a diagnostic; it is called only to report one.
    mutating func resolveReferences(in node: JNode, jsonPath: () -> String, expectedType: String?, depth: Int) -> G8JSON? {
        switch node.value {
        case .string(let text):
            guard let name = G8ThemeBuilder.reference(in: text) else { return .string(text) }
            guard let index = tokenIndex[name] else {
                let suggestion = G8Suggestion.nearest(to: name, in: tokenOrder)
                error(jsonPath(), .unknownToken(name: name, suggestion: suggestion), at: .node(node))
                return nil
            }
            guard let value = resolveToken(at: index, path: name) else { return nil }
            if let expectedType, depth == 0, let aliasType = effectiveTypes[index], aliasType != expectedType {
                error(jsonPath(), .aliasTypeMismatch(type: expectedType, alias: name, aliasType: aliasType), at: .node(node))
                return nil
            }
            return value
        case .array(let items):
            var result: [G8JSON] = []
            var failed = false
            for (index, item) in items.enumerated() {
                if let value = resolveReferences(in: item, jsonPath: { jsonPath() + "[\(index)]" }, expectedType: nil, depth: depth + 1) {
                    result.append(value)
                } else {
                    failed = true
                }
            }
            return failed ? nil : .array(result)
        case .object(let members):
            var result: [(key: String, value: G8JSON)] = []
            var failed = false
            for member in members {
                if let value = resolveReferences(
                    in: member.value, jsonPath: { G8ThemeBuilder.join(jsonPath(), member.key) }, expectedType: nil, depth: depth + 1)
                {
                    result.append((member.key, value))
                } else {
                    failed = true
                }
            }
            return failed ? nil : .object(result)
        default:
            return node.json
        }
    }
}
