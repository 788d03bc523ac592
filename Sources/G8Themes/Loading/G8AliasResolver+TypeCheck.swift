import G8Core
/// The type check of the token reader: each value against its `$type`, composite values member
/// by member, and the units outside the format that a value uses.
extension G8AliasResolver {
    /// What is wrong with `json` as a `type`: composites member by member, other types by the
    /// engine's token types (a type the engine does not know accepts anything).
    ///
    /// A type registered with the engine checks its own values (the widgets' composites, or a
    /// user's type of the same name as one of the format's); the schema checks the format's
    /// composites the engine does not know, and Tokens Studio's, whose members it loosens.
    func typeProblem(_ json: G8JSON, type: String) -> G8ValueProblem? {
        let tokenTypes = self.tokenTypes, lenient = tokensStudio
        if lenient, G8TokenStudio.accepts(json, type: type) { return nil }
        // Lengths in units outside the format (`em`, `vw`) are read, with the reader's warning.
        if type == "dimension", G8TokenType.dimension.problem(with: json) == nil { return nil }
        if !lenient || G8TokenSchema.composites[type] == nil, let registered = tokenTypes[type] {
            guard let problem = registered.problem(with: json) else { return nil }
            // A composite of the format names the member at fault, when the schema finds one.
            if problem.member.isEmpty, G8TokenSchema.typeNames.contains(type),
                let member = G8TokenSchema.problem(with: json, type: type, leaf: { tokenTypes[$0]?.problem(with: $1) }),
                !member.member.isEmpty
            {
                return member
            }
            if problem.member.isEmpty, let member = G8TokenType.core.first(where: { $0.name == type })?.problem(with: json),
                !member.member.isEmpty
            {
                return G8ValueProblem(member: member.member, expected: member.expected, actual: member.actual, note: member.note)
            }
            return problem
        }
        return G8TokenSchema.problem(with: json, type: type) { leafType, value in
            if lenient, G8TokenStudio.accepts(value, type: leafType) { return nil }
            return tokenTypes[leafType]?.problem(with: value)
        }
    }

    /// The units of the dimensions in a value that the format does not list.
    static func unitsOutsideFormat(in json: G8JSON, type: String) -> [String] {
        // A string names no unit: a dimension's is an object's member, a composite's a member's.
        if case .string = json { return [] }
        switch type {
        case "dimension":
            guard json.objectMembers != nil, let unit = json["unit"]?.stringValue, unit != "px", unit != "rem",
                !(unit.isEmpty && json["value"]?.doubleValue == 0)
            else { return [] }
            return [unit]
        case "shadow":
            if case .array(let layers) = json { return layers.flatMap { unitsOutsideFormat(in: $0, type: "shadow") } }
            fallthrough
        default:
            guard let schema = G8TokenSchema.composites[type] else { return [] }
            return schema.flatMap { member in json[member.name].map { unitsOutsideFormat(in: $0, type: member.type) } ?? [] }
        }
    }

    mutating func report(_ problem: G8ValueProblem, type: String, jsonPath: String, at site: Site) {
        let kind: G8Diagnostic.Kind = problem.member.isEmpty && problem.note == nil
            ? .invalidTokenValue(type: type, expected: problem.expected, actual: problem.actual)
            : .invalidTokenMember(problem: problem.inside(type))
        // At the member that is wrong, where the value writes it.
        var site = site
        if !problem.member.isEmpty, case .node(let node) = site { site = .node(node.deepest(along: problem.member)) }
        if format == .styleDictionary { warn(jsonPath, kind, at: site) } else { error(jsonPath, kind, at: site) }
    }

    /// Whether a token of `aliasType` may stand where `type` is wanted.
    static func compatible(_ aliasType: String, with type: String) -> Bool {
        if aliasType == type { return true }
        // A typography's line height, named by a pointer into one, is a number (or, read from
        // real files, a dimension).
        if aliasType == G8TokenSchema.lineHeight { return type == "number" || type == "dimension" }
        switch (type, aliasType) {
        case ("fontFamily", "string"), ("dimension", "number"), ("fontWeight", "number"): return true
        default: return false
        }
    }
}
