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
    /// Adds to `issues` each alias written as a part of `node`, a value of a type in
    /// ``partsAreValues``: a color's alpha or component, a dimension's value, a cubic Bézier's
    /// coordinate.
    private func collectAliasesInParts(of node: G8JSONNode, type: String, member: String, into issues: inout [G8FormIssue]) {
        // The part's name is made only for an issue: a color's components are checked by the
        // thousand in a design system, and are nearly always numbers.
        func check(_ part: G8JSONNode, _ partName: @autoclosure () -> String) {
            guard let text = part.string, G8AliasResolver.isReference(part) else { return }
            let name = partName()
            issues.append(G8FormIssue(
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
        let order = read.tokenPaths.order, prefix = tokenPrefix
        for index in order.indices {
            guard case .resolved = tokens.values[index], let type = tokens.types[index].name else { continue }
            var node = read.tokenDefinitions[index].value
            var inMode = false
            if let mode, let modeValue = read.tokenDefinitions[index].modes.last(where: { $0.name == mode })?.value {
                node = modeValue
                inMode = true
            }
            if case .string(let text) = node.value, case .token(let aliased) = G8AliasResolver.referencedIndex(in: text, paths: read.tokenPaths),
                tokens.types[aliased].name == type
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
        var issues: [G8FormIssue] = []
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
    mutating func collectFormIssues(in node: G8JSONNode, type: String, member: String, depth: Int, into issues: inout [G8FormIssue]) {
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
                issues.append(G8FormIssue(member: member, site: .node(node), rule: "a lineHeight is a number, a multiple of the font size",
                                        written: "a dimension is read as one, in a form the Design Tokens format does not allow"))
                return
            }
            let type = type == "shadow" ? "$shadow" : type
            guard let form = G8AliasResolver.objectForms[type] else { return }
            for position in members.indices where !form.members.contains(members[position].key) {
                let extra = members[position]
                let list = form.list
                issues.append(G8FormIssue(
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
                    issues.append(G8FormIssue(member: G8AliasResolver.memberPath(member, "hex"), site: .node(hex),
                                            rule: "a color's hex is six hex digits, \"#RRGGBB\"",
                                            written: "\(G8ValueProblem.describe(hex.json)) is not"))
                }
                if let space = node.member("colorSpace")?.value.string, let hueIndex = G8AliasResolver.hueIndex[space],
                    case .array(let components)? = node.member("components")?.value.value, hueIndex < components.count,
                    let hue = components[hueIndex].json.doubleValue, !(0..<360).contains(hue)
                {
                    issues.append(G8FormIssue(member: G8AliasResolver.memberPath(member, "components[\(hueIndex)]"), site: .node(components[hueIndex]),
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
                        issues.append(G8FormIssue(member: G8AliasResolver.memberPath(member, name), site: .node(node),
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
                    issues.append(G8FormIssue(member: member + "[\(index)]", site: .node(item),
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
}
