import G8Core
extension G8 {
    /// The JSON Schema (draft 2020-12) of theme files for this engine, derived from its
    /// appliers: what `g8 schema` writes.
    ///
    /// Every property name any applier declares is a key of a style, with the shape of its
    /// values (color strings, enum cases, font objects, numbers with the bounds the
    /// property's check puts on them) or a token reference; a keypath such as
    /// `"label1.textColor"` and state modifiers such as `"titleColor:highlighted"` are key
    /// patterns; any other key is a child, whose value is a nested style. Editors that read
    /// the schema complete style keys and check their values. `$defs` also holds each
    /// applier's class with its own properties (`class.Label`).
    ///
    /// ```swift
    /// var engine = G8.standard
    /// engine.add(valueApplier: badgeApplier)
    /// let schema = engine.jsonSchema()   // G8JSON, ordered as written
    /// ```
    public func jsonSchema() -> G8JSON {
        typealias W = G8SchemaWriter
        var properties: [(name: String, shapes: [G8JSON], owners: [String], modifiers: [String])] = []
        var classes: [(key: String, value: G8JSON)] = []
        func note(_ name: String, shape: G8JSON, owner: String, modifiers: [String]?) {
            if let index = properties.firstIndex(where: { $0.name == name }) {
                if !properties[index].shapes.contains(shape) { properties[index].shapes.append(shape) }
                if !properties[index].owners.contains(owner) { properties[index].owners.append(owner) }
                for modifier in modifiers ?? [] where !properties[index].modifiers.contains(modifier) {
                    properties[index].modifiers.append(modifier)
                }
            } else {
                properties.append((name, [shape], [owner], modifiers ?? []))
            }
        }
        for applier in registry.appliers {
            var own: [(key: String, value: G8JSON)] = []
            for name in applier.propertyNames {
                let shape = applier.properties?[name].map(W.propertyShape) ?? W.object()
                let modifiers = applier.properties?[name]?.modifierNames
                note(name, shape: shape, owner: applier.typeName, modifiers: modifiers)
                var described = shape
                if case .object(var members) = shape {
                    let type = applier.properties?[name]?.valueTypeName ?? "any value (a closure-form applier)"
                    let states = modifiers.map { "; varies by state: " + $0.joined(separator: ", ") } ?? ""
                    members.insert((key: "description", value: .string("\(applier.typeName).\(name): \(type)\(states)")), at: 0)
                    described = .object(members)
                }
                own.append((key: name, value: described))
            }
            let entry = W.object(("type", .string("object")), ("properties", .object(own)))
            if let index = classes.firstIndex(where: { $0.key == "class." + applier.typeName }) {
                classes[index].value = entry
            } else {
                classes.append((key: "class." + applier.typeName, value: entry))
            }
        }
        var styleProperties: [(key: String, value: G8JSON)] = [(
            key: G8Style.superStyleKey.stringValue,
            value: W.object(
                ("description", .string("A style name, or a list applied in order, before the rest of this style.")),
                ("anyOf", .array([W.object(("type", .string("string"))),
                                  W.object(("type", .string("array")), ("items", W.object(("type", .string("string")))))])))
        )]
        var patterns: [(key: String, value: G8JSON)] = []
        var values: [(key: String, value: G8JSON)] = []
        for property in properties {
            let shape = property.shapes.count == 1 ? property.shapes[0] : W.object(("anyOf", .array(property.shapes)))
            var options: [G8JSON] = [W.reference("reference")]
            if shape != W.object() { options.append(shape) } else { options = [W.object()] }
            let owners = property.owners.map { "\($0).\(property.name)" }.joined(separator: ", ")
            values.append((key: "value." + property.name, value: W.object(
                ("description", .string(owners)), ("anyOf", .array(options)))))
            let ref = W.reference("value." + property.name)
            styleProperties.append((key: property.name, value: ref))
            let name = W.escaped(property.name)
            patterns.append((key: "^([^.:{}]+\\.)+\(name)$", value: ref))
            if !property.modifiers.isEmpty {
                let states = property.modifiers.map(W.escaped).joined(separator: "|")
                patterns.append((key: "^([^.:{}]+\\.)*\(name)(:(\(states)))+$", value: ref))
            }
        }
        let style = W.object(
            ("description", .string("A G8 style. Keys are property names, keypaths ('label1.textColor') and state modifiers ('titleColor:normal:highlighted'); any other key names a child, whose value is a nested style. Key order is the order of application. Any value can be a token reference.")),
            ("type", .string("object")),
            ("propertyNames", W.object(("pattern", .string("^[^.:]+(\\.[^.:]+)*(:[^.:]+)*$")))),
            ("properties", .object(styleProperties)),
            ("patternProperties", .object(patterns)),
            ("additionalProperties", W.reference("style")))
        let tokenTypes = self.tokenTypes.keys.sorted().map { G8JSON.string($0) }
        let defs: [(key: String, value: G8JSON)] = G8SchemaWriter.tokenDefinitions(tokenTypes: tokenTypes) + [
            (key: "dimension", value: W.object(
                ("description", .string("A number with a unit: px and pt as they are, rem times 16.")),
                ("type", .string("string")), ("pattern", .string("^-?[0-9]+(\\.[0-9]+)?(px|pt|rem)$")))),
            (key: "style", value: style),
            (key: "namedColor", value: W.object(
                ("description", .string("A colour as a color token takes it (\"#RRGGBB\", a CSS colour, {\"colorSpace\", \"components\"}) or an alias to a color token.")),
                ("anyOf", .array([
                    W.reference("reference"), W.object(("type", .string("string"))),
                    W.object(("type", .string("object")), ("required", .array([.string("colorSpace"), .string("components")]))),
                ])))),
        ] + values + classes
        let namedColor = W.reference("namedColor")
        return W.object(
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://g8.invalid/schema/g8-theme.schema.json")),
            ("title", .string("G8 theme")),
            ("description", .string("Design tokens (W3C Design Tokens format) and named G8 styles that refer to them. Generated by 'g8 schema' from the engine's appliers (G8 \(G8.version)): do not edit.")),
            ("type", .string("object")),
            ("properties", W.object(
                ("$schema", W.object(("type", .string("string")))),
                ("$description", W.object(("type", .string("string")))),
                ("tokens", W.reference("group")),
                ("namedColors", W.object(
                    ("description", .string("GTK 4.8's and libadwaita 1.2's named colours (window_bg_color, theme_fg_color, …) to colours, resolved for each mode and context: the colours of widgets no style names. Other names are warned about and not written.")),
                    ("type", .string("object")),
                    ("properties", .object(G8NamedColor.knownNames.map { (key: $0, value: namedColor) })),
                    ("additionalProperties", namedColor))),
                ("styles", W.object(
                    ("description", .string("Style names to styles.")),
                    ("type", .string("object")),
                    ("additionalProperties", W.reference("style")))))),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(defs)))
    }
}

extension G8SchemaWriter {
    /// The token side of the format, which does not depend on appliers: groups, tokens,
    /// references, `$type`s (`tokenTypes`, the engine's).
    static func tokenDefinitions(tokenTypes: [G8JSON]) -> [(key: String, value: G8JSON)] {
        let string = object(("type", .string("string")))
        return [
            (key: "name", value: object(
                ("description", .string("Token and group names cannot be empty or contain '.', '{' or '}'.")),
                ("type", .string("string")), ("pattern", .string("^[^.{}$][^.{}]*$")))),
            (key: "type", value: object(
                ("description", .string("A token type registered with the engine.")),
                ("type", .string("string")), ("examples", .array(tokenTypes)))),
            (key: "reference", value: object(
                ("description", .string("An alias: the dotted path of another token in braces.")),
                ("type", .string("string")), ("pattern", .string("^\\{[^{}]+\\}$")))),
            (key: "pointer", value: object(
                ("description", .string("A JSON Pointer into the document, \"#/group/token\": a group or token this one takes in whole.")),
                ("type", .string("string")), ("pattern", .string("^#/")))),
            (key: "group", value: object(
                ("description", .string("A group of tokens and groups; its $type is inherited by what it holds.")),
                ("type", .string("object")),
                ("properties", object(
                    ("$type", reference("type")), ("$description", string),
                    ("$ref", reference("pointer")),
                    ("$extends", object(
                        ("description", .string("The group this one extends: its alias \"{group}\" or a JSON Pointer.")),
                        ("type", .string("string")))),
                    ("$deprecated", object(("type", .array([.string("boolean"), .string("string")])))),
                    ("$extensions", object(("type", .string("object")))))),
                ("propertyNames", object(("anyOf", .array([reference("name"), object(("pattern", .string("^\\$")))])))),
                ("additionalProperties", object(("anyOf", .array([reference("token"), reference("group")])))))),
            (key: "token", value: object(
                ("description", .string("A token: a value, optionally typed, described and varied by mode.")),
                ("type", .string("object")),
                ("required", .array([.string("$value")])),
                ("properties", object(
                    ("$value", reference("tokenValue")),
                    ("$type", reference("type")),
                    ("$description", string),
                    ("$modes", object(
                        ("description", .string("Values by mode name, for example light and dark.")),
                        ("type", .string("object")),
                        ("additionalProperties", reference("tokenValue")))),
                    ("$extensions", object(("type", .string("object")))))))),
            (key: "tokenValue", value: object(
                ("description", .string("A value for the token's $type, or a reference to another token.")),
                ("type", .array([.string("string"), .string("number"), .string("boolean"), .string("object"), .string("array")])))),
        ]
    }
}
