import G8Core
/// The Design Tokens format's forms, as the strict reading checks values against them, and the
/// issue a value written in another form makes: its rule, what was written, where.
extension G8AliasResolver {
    /// The members each of the format's object values may have.
    static let formMembers: [String: [String]] = [
        "dimension": ["value", "unit"], "duration": ["value", "unit"],
        "color": ["colorSpace", "components", "alpha", "hex"],
        "strokeStyle": ["dashArray", "lineCap"],
        "$stop": ["color", "position"],
    ]

    /// The members of a composite the format requires where the reader takes them as optional:
    /// the format lists all five members of a typography as required; the reader reads a text
    /// style with any of them.
    static let formRequired: [String: [String]] = [
        "typography": ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"],
    ]

    /// The position of the hue among the components of each color space that has one: a hue
    /// is from 0 up to, not including, 360 in the format; the reader takes any angle.
    static let hueIndex: [String: Int] = ["hsl": 0, "hwb": 0, "lch": 2, "oklch": 2]

    /// The types whose object or array values are values throughout, not composites of tokens'
    /// values: an alias `"{group.token}"` names a whole token's value and stands for none of
    /// their parts (a `$ref` does).
    static let partsAreValues: Set<String> = ["color", "dimension", "duration", "cubicBezier"]

    /// The members the object form of each type has (`$shadow` for a shadow's, `$stop` for a
    /// gradient stop's), and the same quoted and listed as a rule names them (`"value" and
    /// "unit"`): made once, not for each value of a design system.
    static let objectForms: [String: (members: [String], list: String)] = {
        var forms: [String: (members: [String], list: String)] = [:]
        for (type, members) in formMembers { forms[type] = (members, G8JSON.quotedList(members)) }
        for (type, schema) in G8TokenSchema.composites {
            let type = type == "shadow" ? "$shadow" : type
            guard forms[type] == nil else { continue }
            let members = schema.map(\.name)
            forms[type] = (members, G8JSON.quotedList(members))
        }
        return forms
    }()

    /// Adds the issues of what the `$ref` `reference` names, where a value of `type` is wanted:
    /// a token of another type (`#/numbers/ratio/$value` for a dimension), or a part of a value
    /// that is not in `type`'s form (`#/colors/red/$value/components/0`), each reported at the
    /// `$ref`. A pointer that names nothing was reported by resolution.
    mutating func collectPointerIssues(
        _ reference: G8JSONMember, type: String, member: String, depth: Int, into issues: inout [G8FormIssue]
    ) {
        guard let text = reference.value.string, let all = pointerComponents(text), all.starts(with: pointerPrefix) else { return }
        let components = all.dropFirst(pointerPrefix.count)
        guard let valueAt = components.firstIndex(of: "$value"),
            let index = read.tokenPaths[components[..<valueAt].joined(separator: ".")]
        else { return }
        let site = Site.node(reference.value)
        let rest = components[(valueAt + 1)...]
        if rest.isEmpty {
            guard let aliasType = tokens.types[index].name, aliasType != type, !G8AliasResolver.isFormatName(type),
                G8AliasResolver.compatible(aliasType, with: type)
            else { return }
            issues.append(G8FormIssue(member: member, site: site, rule: "a $ref here names a \(type) token",
                                    written: "'\(read.tokenPaths.order[index])' is a \(aliasType) token"))
            return
        }
        var landed = read.tokenDefinitions[index].value
        for component in rest {
            if let member = landed.member(component) {
                landed = member.value
            } else if case .array(let items) = landed.value, let position = Int(component), items.indices.contains(position) {
                landed = items[position]
            } else {
                return
            }
        }
        var found: [G8FormIssue] = []
        collectFormIssues(in: landed, type: type, member: member, depth: depth + 1, into: &found)
        issues += found.map { G8FormIssue(member: $0.member, site: site, rule: $0.rule, written: $0.written) }
    }

    /// The issue with a string written where a value of `type` is wanted: an alias to a token
    /// of another type (which the reader accepts for its value), an alias whose braces do not
    /// close, a dimension, duration or color written as text, or a weight name the format
    /// does not list.
    mutating func stringFormIssue(_ text: String, node: G8JSONNode, type: String, member: String) -> G8FormIssue? {
        switch G8AliasResolver.referencedIndex(in: text, paths: read.tokenPaths) {
        case .token(let index):
            guard let aliasType = tokens.types[index].name, aliasType != type else { return nil }
            if type == G8TokenSchema.lineHeight {
                guard aliasType != "number" else { return nil }
                return G8FormIssue(member: member, site: .node(node), rule: "an alias here names a number token",
                                 written: "'\(read.tokenPaths.order[index])' is a \(aliasType) token")
            }
            guard !G8AliasResolver.isFormatName(type), G8AliasResolver.compatible(aliasType, with: type) else { return nil }
            return G8FormIssue(
                member: member, site: .node(node), rule: "an alias here names a \(type) token",
                written: "'\(read.tokenPaths.order[index])' is a \(aliasType) token")
        case .unknown:
            return nil
        case .notReference:
            break
        }
        if tokensStudio, G8TokenExpression.needsEvaluation(text) {
            return G8FormIssue(member: member, site: .node(node),
                             rule: "\(G8AliasResolver.article(type == G8TokenSchema.lineHeight ? "number" : type)) is written out or is an alias \"{group.token}\"",
                             written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio expression")
        }
        if G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "{"), "{") {
            return G8FormIssue(member: member, site: .node(node), rule: "an alias is \"{group.token}\"",
                             written: "\(G8ValueProblem.describe(.string(text))) is invalid alias syntax")
        }
        switch type {
        case "dimension", "duration":
            return writtenForm(node, type: type, member: member, written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio form")
        case "color":
            let origin = G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "#"), "#") ? "an older draft's form" : "a CSS form"
            return writtenForm(node, type: type, member: member, written: "\(G8ValueProblem.describe(.string(text))) is \(origin)")
        case "number":
            return G8FormIssue(member: member, site: .node(node), rule: "a number is a JSON number",
                             written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio form")
        case "fontFamily" where text.isEmpty:
            return G8FormIssue(member: member, site: .node(node), rule: "a font family name is not empty", written: "\"\" names no family")
        case "fontWeight" where !G8AliasResolver.formatWeightNames.contains(text):
            return G8FormIssue(member: member, site: .node(node), rule: "a fontWeight is a number from 1 to 1000 or a name the format lists, such as \"semi-bold\"",
                             written: "\(G8ValueProblem.describe(.string(text))) is not one of them")
        case G8TokenSchema.lineHeight:
            return G8FormIssue(member: member, site: .node(node), rule: "a lineHeight is a number, a multiple of the font size",
                             written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio form")
        default:
            return nil
        }
    }

    /// The issue with a value of `type` written in a form other than the format's, naming the
    /// format's form of it (``G8TokenType/formatValue(_:)``).
    func writtenForm(_ node: G8JSONNode, type: String, member: String, written: String) -> G8FormIssue {
        let value = node.json
        var form = tokenTypes[type]?.formatValue(value) ?? value
        // A number written as text reads as one without its unit.
        if form == value, let text = value.stringValue, let number = Double(text), number.isFinite {
            form = tokenTypes[type]?.formatValue(.number(number)) ?? value
        }
        let rule = form == value
            ? "\(G8AliasResolver.article(type)) is an object such as \(G8AliasResolver.formExample(type))"
            : "\(G8AliasResolver.article(type)) is \(G8AliasResolver.formText(form))"
        return G8FormIssue(member: member, site: .node(node), rule: rule, written: written)
    }

    /// Whether `text` is `#` and six hex digits.
    static func isSixDigitHex(_ text: String?) -> Bool {
        guard let bytes = text?.utf8, bytes.count == 7, bytes.first == UInt8(ascii: "#") else { return false }
        return bytes.dropFirst().allSatisfy {
            ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 70) || ($0 >= 97 && $0 <= 102)
        }
    }

    /// An example of the format's object form of `type`, for a value that has no form to name.
    static func formExample(_ type: String) -> String {
        switch type {
        case "duration": #"{"value": 200, "unit": "ms"}"#
        case "color": #"{"colorSpace": "srgb", "components": [1, 0, 0]}"#
        default: #"{"value": 16, "unit": "px"}"#
        }
    }

    /// A value as the warnings write the format's form: `{"value": 16, "unit": "px"}`.
    static func formText(_ json: G8JSON) -> String {
        switch json {
        case .array(let items): return "[" + items.map(formText).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.map { G8JSON.quote($0.key) + ": " + formText($0.value) }.joined(separator: ", ") + "}"
        default: return json.description
        }
    }

    /// `path.name`, or `name` at the top.
    static func memberPath(_ path: String, _ name: String) -> String {
        path.isEmpty ? name : path + "." + name
    }

    /// A type's name with its article, as the warnings say it: `a dimension`, `a shadow`.
    static func article(_ type: String) -> String {
        switch type {
        case "$shadow": "a shadow"
        case "$stop": "a gradient stop"
        default: "a \(type)"
        }
    }
}
