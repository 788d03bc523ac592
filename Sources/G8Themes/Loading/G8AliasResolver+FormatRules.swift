import G8Core
/// The strict reading of a design-tokens file: each value that fitted its `$type` checked, as
/// written, against the form the Design Tokens Format Module 2025.10 gives that type. The reader
/// keeps accepting the forms real exports use (a dimension `"16px"`, a color `"#FF0000"`, a
/// member a composite does not have); each gets a warning that names the format's form, an
/// error in a strict load (``G8LoadOptions/strict``).
///
/// The check walks the value's parse tree, not its resolution: a member that aliases a token
/// is the format's form whatever the token's value is (that token gets its own warning), and a
/// member at fault is reported at its own line and column.
extension G8AliasResolver {
    /// A form the format does not allow: where it is, which member (`offsetX`, `[0].color`),
    /// and what the format wants instead.
    struct FormIssue {
        var member: String
        var site: Site
        var rule: String
        var written: String
    }

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

    /// Adds to `issues` each alias written as a part of `node`, a value of a type in
    /// ``partsAreValues``: a color's alpha or component, a dimension's value, a cubic Bézier's
    /// coordinate.
    private func collectAliasesInParts(of node: G8JSONNode, type: String, member: String, into issues: inout [FormIssue]) {
        // The part's name is made only for an issue: a color's components are checked by the
        // thousand in a design system, and are nearly always numbers.
        func check(_ part: G8JSONNode, _ partName: @autoclosure () -> String) {
            guard let text = part.string, G8AliasResolver.isReference(part) else { return }
            let name = partName()
            issues.append(FormIssue(
                member: name.hasPrefix("[") ? member + name : G8AliasResolver.memberPath(member, name), site: .node(part),
                rule: "an alias names a whole token's value; a part of \(G8AliasResolver.article(type)) is written out or is a $ref",
                written: "\(G8ValueProblem.describe(.string(text))) is an alias inside one"))
        }
        switch node.value {
        case .object(let members):
            for member in members {
                if case .array(let items) = member.value.value {
                    for (index, item) in items.enumerated() { check(item, "\(member.key)[\(index)]") }
                } else {
                    check(member.value, member.key)
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() { check(item, "[\(index)]") }
        default:
            return
        }
    }

    /// The weight names the format lists; `fontWeight` also reads others (`semibold`).
    static let formatWeightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold",
        "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]

    /// Tokens Studio's names of a shadow's members, by the format's.
    static let studioShadowNames = ["x": "offsetX", "y": "offsetY", "type": "inset"]

    /// Checks the value of each token that resolved and fitted its type for the format's forms,
    /// once every token is resolved: a pass of its own, so that resolving a token (a theme's
    /// too) does no more work for it. An exact alias (`"{name}"`) of a token of its own type is
    /// the format's form, told by the types alone. In a strict load, the warnings of resolution
    /// about the format's forms (a unit it does not list) become errors too.
    mutating func checkFormsOfResolvedTokens() {
        let order = tokenPaths.order, prefix = tokenPrefix
        for index in order.indices {
            guard case .resolved = resolved.values[index], let type = resolved.types[index].name else { continue }
            var node = tokenDefinitions[index].value
            var inMode = false
            if let mode, let modeValue = tokenDefinitions[index].modes.last(where: { $0.name == mode })?.value {
                node = modeValue
                inMode = true
            }
            if case .string(let text) = node.value, case .token(let aliased) = G8AliasResolver.referencedIndex(in: text, paths: tokenPaths),
                resolved.types[aliased].name == type
            {
                continue
            }
            let pathMode = inMode ? mode : nil
            checkForm(of: node, type: type) { G8AliasResolver.tokenJSONPath(prefix: prefix, path: order[index], mode: pathMode) }
        }
        guard strict else { return }
        let units = context.diagnostics.warnings.filter { $0.code == .unitOutsideFormat }
        guard !units.isEmpty else { return }
        context.diagnostics.warnings.removeAll { $0.code == .unitOutsideFormat }
        context.diagnostics.errors += units.map { G8Diagnostic(level: .error, path: $0.path, kind: $0.kind, location: $0.location) }
    }

    /// Reports each form in the token value `node`, of `type`, that the format does not allow:
    /// warnings, or errors in a strict load. Nothing is made for a value in the format's form.
    mutating func checkForm(of node: G8JSONNode, type: String, jsonPath: () -> String) {
        // Past the warnings a load keeps, `reportForm` would drop every issue: not even the
        // value is walked.
        guard reportsForms else { return }
        var issues: [FormIssue] = []
        collectFormIssues(in: node, type: type, member: "", depth: 0, into: &issues)
        guard !issues.isEmpty else { return }
        let path = jsonPath()
        for var issue in issues {
            if !issue.member.isEmpty {
                issue.member = type + (issue.member.hasPrefix("[") ? "" : ".") + issue.member
            }
            reportForm(issue, jsonPath: path)
        }
    }

    /// The names starting with `$` a group of a design-tokens file may have: the format's, JSON
    /// Schema's `$schema` and `$defs` (what a `$ref`, which the format's follows, may name), and
    /// Tokens Studio's `$themes` and `$metadata` at the root.
    static let groupFormatNames: Set<String> = [
        "$type", "$description", "$deprecated", "$extends", "$extensions", "$ref", "$schema", "$defs", "$themes", "$metadata",
    ]
    /// The names starting with `$` a token may have (`$extends` and `$modes` are reported as
    /// older forms of their own).
    static let tokenFormatNames: Set<String> = [
        "$value", "$type", "$description", "$deprecated", "$extensions", "$ref", "$extends", "$modes",
    ]

    /// Adds to `issues` each form in `node` (a value of `type`, at `member` inside the token's
    /// value) that the format does not allow. Mutating only to take the resolver in place.
    mutating func collectFormIssues(in node: G8JSONNode, type: String, member: String, depth: Int, into issues: inout [FormIssue]) {
        guard depth <= G8Theme.maximumDepth else { return }
        switch node.value {
        case .string(let text):
            if let issue = stringFormIssue(text, node: node, type: type, member: member) { issues.append(issue) }
        case .object(let members):
            // A `$ref` is the reader's to resolve: the form of what it names is that token's,
            // but it must name a value of this member's type.
            if members.count == 1, members[0].key == "$ref" {
                collectPointerIssues(members[0], type: type, member: member, depth: depth, into: &issues)
                return
            }
            if type == G8TokenSchema.lineHeight {
                issues.append(FormIssue(member: member, site: .node(node), rule: "a lineHeight is a number, a multiple of the font size",
                                        written: "a dimension is read as one, in a form the Design Tokens format does not allow"))
                return
            }
            let type = type == "shadow" ? "$shadow" : type
            guard let form = G8AliasResolver.objectForms[type] else { return }
            for position in members.indices where !form.members.contains(members[position].key) {
                let extra = members[position]
                let list = form.list
                issues.append(FormIssue(
                    member: member, site: .offset(extra.value.source, extra.keyOffset),
                    rule: "\(G8AliasResolver.article(type)) has no other member than \(list)",
                    written: tokensStudio && type == "$shadow" && G8AliasResolver.studioShadowNames[extra.key] != nil
                        ? "\(G8JSON.quote(extra.key)) is Tokens Studio's name for \(G8JSON.quote(G8AliasResolver.studioShadowNames[extra.key] ?? ""))"
                        : "\(G8JSON.quote(extra.key)) makes the value invalid in the Design Tokens format"))
            }
            if G8AliasResolver.partsAreValues.contains(type) {
                collectAliasesInParts(of: node, type: type, member: member, into: &issues)
            }
            switch type {
            case "color":
                // `hex` is the fallback for tools without the color's space: six digits, as
                // CSS's `#RRGGBB`, the alpha being `alpha`'s.
                if let hex = node.member("hex")?.value, !G8AliasResolver.isSixDigitHex(hex.string) {
                    issues.append(FormIssue(member: G8AliasResolver.memberPath(member, "hex"), site: .node(hex),
                                            rule: "a color's hex is six hex digits, \"#RRGGBB\"",
                                            written: "\(G8ValueProblem.describe(hex.json)) is not"))
                }
                if let space = node.member("colorSpace")?.value.string, let hueIndex = G8AliasResolver.hueIndex[space],
                    case .array(let components)? = node.member("components")?.value.value, hueIndex < components.count,
                    let hue = components[hueIndex].json.doubleValue, !(0..<360).contains(hue)
                {
                    issues.append(FormIssue(member: G8AliasResolver.memberPath(member, "components[\(hueIndex)]"), site: .node(components[hueIndex]),
                                            rule: "a hue in \(G8JSON.quote(space)) is from 0 up to, not including, 360",
                                            written: "\(G8ValueProblem.describe(components[hueIndex].json)) is read as an angle, in a form the Design Tokens format does not allow"))
                }
                return
            case "dimension", "duration": return
            case "strokeStyle":
                guard case .array(let dashes)? = node.member("dashArray")?.value.value else { return }
                for (index, dash) in dashes.enumerated() {
                    collectFormIssues(in: dash, type: "dimension", member: G8AliasResolver.memberPath(member, "dashArray[\(index)]"),
                                      depth: depth + 1, into: &issues)
                }
            default:
                let schema = type == "$stop" ? G8TokenSchema.gradientStop : G8TokenSchema.composites[type == "$shadow" ? "shadow" : type] ?? []
                if let required = G8AliasResolver.formRequired[type] {
                    for name in required where node.member(name) == nil {
                        issues.append(FormIssue(member: G8AliasResolver.memberPath(member, name), site: .node(node),
                                                rule: "\(G8AliasResolver.article(type)) has \(G8JSON.quotedList(required))",
                                                written: "a value without \(G8JSON.quote(name)) is invalid in the Design Tokens format"))
                    }
                }
                for item in schema {
                    guard let value = node.member(item.name)?.value else { continue }
                    let itemType = type == "typography" && item.name == "lineHeight" ? G8TokenSchema.lineHeight : item.type
                    collectFormIssues(in: value, type: itemType, member: G8AliasResolver.memberPath(member, item.name),
                                      depth: depth + 1, into: &issues)
                }
            }
        case .array(let items):
            let itemType: String
            switch type {
            case "shadow": itemType = "$shadow"
            case "gradient": itemType = "$stop"
            case "cubicBezier":
                collectAliasesInParts(of: node, type: type, member: member, into: &issues)
                return
            case "fontFamily":
                for (index, item) in items.enumerated() where item.string?.isEmpty == true {
                    issues.append(FormIssue(member: member + "[\(index)]", site: .node(item),
                                            rule: "a font family name is not empty", written: "\"\" names no family"))
                }
                return
            default: return
            }
            for (index, item) in items.enumerated() {
                collectFormIssues(in: item, type: itemType, member: member + "[\(index)]", depth: depth + 1, into: &issues)
            }
        case .number, .integer:
            guard type == "dimension" || type == "duration" else { return }
            issues.append(writtenForm(node, type: type, member: member, written: "\(G8ValueProblem.describe(node.json)) is a number without its unit"))
        default:
            return
        }
    }

    /// Adds the issues of what the `$ref` `reference` names, where a value of `type` is wanted:
    /// a token of another type (`#/numbers/ratio/$value` for a dimension), or a part of a value
    /// that is not in `type`'s form (`#/colors/red/$value/components/0`), each reported at the
    /// `$ref`. A pointer that names nothing was reported by resolution.
    private mutating func collectPointerIssues(
        _ reference: G8JSONMember, type: String, member: String, depth: Int, into issues: inout [FormIssue]
    ) {
        guard let text = reference.value.string, let all = pointerComponents(text), all.starts(with: pointerPrefix) else { return }
        let components = all.dropFirst(pointerPrefix.count)
        guard let valueAt = components.firstIndex(of: "$value"),
            let index = tokenPaths[components[..<valueAt].joined(separator: ".")]
        else { return }
        let site = Site.node(reference.value)
        let rest = components[(valueAt + 1)...]
        if rest.isEmpty {
            guard let aliasType = resolved.types[index].name, aliasType != type, !G8AliasResolver.isFormatName(type),
                G8AliasResolver.compatible(aliasType, with: type)
            else { return }
            issues.append(FormIssue(member: member, site: site, rule: "a $ref here names a \(type) token",
                                    written: "'\(tokenPaths.order[index])' is a \(aliasType) token"))
            return
        }
        var landed = tokenDefinitions[index].value
        for component in rest {
            if let member = landed.member(component) {
                landed = member.value
            } else if case .array(let items) = landed.value, let position = Int(component), items.indices.contains(position) {
                landed = items[position]
            } else {
                return
            }
        }
        var found: [FormIssue] = []
        collectFormIssues(in: landed, type: type, member: member, depth: depth + 1, into: &found)
        issues += found.map { FormIssue(member: $0.member, site: site, rule: $0.rule, written: $0.written) }
    }

    /// The issue with a string written where a value of `type` is wanted: an alias to a token
    /// of another type (which the reader accepts for its value), an alias whose braces do not
    /// close, a dimension, duration or color written as text, or a weight name the format
    /// does not list.
    private mutating func stringFormIssue(_ text: String, node: G8JSONNode, type: String, member: String) -> FormIssue? {
        switch G8AliasResolver.referencedIndex(in: text, paths: tokenPaths) {
        case .token(let index):
            guard let aliasType = resolved.types[index].name, aliasType != type else { return nil }
            if type == G8TokenSchema.lineHeight {
                guard aliasType != "number" else { return nil }
                return FormIssue(member: member, site: .node(node), rule: "an alias here names a number token",
                                 written: "'\(tokenPaths.order[index])' is a \(aliasType) token")
            }
            guard !G8AliasResolver.isFormatName(type), G8AliasResolver.compatible(aliasType, with: type) else { return nil }
            return FormIssue(
                member: member, site: .node(node), rule: "an alias here names a \(type) token",
                written: "'\(tokenPaths.order[index])' is a \(aliasType) token")
        case .unknown:
            return nil
        case .notReference:
            break
        }
        if tokensStudio, G8TokenExpression.needsEvaluation(text) {
            return FormIssue(member: member, site: .node(node),
                             rule: "\(G8AliasResolver.article(type == G8TokenSchema.lineHeight ? "number" : type)) is written out or is an alias \"{group.token}\"",
                             written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio expression")
        }
        if G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "{"), "{") {
            return FormIssue(member: member, site: .node(node), rule: "an alias is \"{group.token}\"",
                             written: "\(G8ValueProblem.describe(.string(text))) is invalid alias syntax")
        }
        switch type {
        case "dimension", "duration":
            return writtenForm(node, type: type, member: member, written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio form")
        case "color":
            let origin = G8AliasResolver.hasPrefix(text, ascii: UInt8(ascii: "#"), "#") ? "an older draft's form" : "a CSS form"
            return writtenForm(node, type: type, member: member, written: "\(G8ValueProblem.describe(.string(text))) is \(origin)")
        case "number":
            return FormIssue(member: member, site: .node(node), rule: "a number is a JSON number",
                             written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio form")
        case "fontFamily" where text.isEmpty:
            return FormIssue(member: member, site: .node(node), rule: "a font family name is not empty", written: "\"\" names no family")
        case "fontWeight" where !G8AliasResolver.formatWeightNames.contains(text):
            return FormIssue(member: member, site: .node(node), rule: "a fontWeight is a number from 1 to 1000 or a name the format lists, such as \"semi-bold\"",
                             written: "\(G8ValueProblem.describe(.string(text))) is not one of them")
        case G8TokenSchema.lineHeight:
            return FormIssue(member: member, site: .node(node), rule: "a lineHeight is a number, a multiple of the font size",
                             written: "\(G8ValueProblem.describe(.string(text))) is a Tokens Studio form")
        default:
            return nil
        }
    }

    /// The issue with a value of `type` written in a form other than the format's, naming the
    /// format's form of it (``G8TokenType/formatValue(_:)``).
    private func writtenForm(_ node: G8JSONNode, type: String, member: String, written: String) -> FormIssue {
        let value = node.json
        var form = tokenTypes[type]?.formatValue(value) ?? value
        // A number written as text reads as one without its unit.
        if form == value, let text = value.stringValue, let number = Double(text), number.isFinite {
            form = tokenTypes[type]?.formatValue(.number(number)) ?? value
        }
        let rule = form == value
            ? "\(G8AliasResolver.article(type)) is an object such as \(G8AliasResolver.formExample(type))"
            : "\(G8AliasResolver.article(type)) is \(G8AliasResolver.formText(form))"
        return FormIssue(member: member, site: .node(node), rule: rule, written: written)
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
