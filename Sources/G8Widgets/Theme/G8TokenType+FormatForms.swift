import G8Core
import G8Themes

/// The Design Tokens format's own form of the widget values' token types: what
/// ``G8TokenType/formatValue(_:)`` returns and `g8 tokens` prints.
extension G8TokenType {
    /// A color as `{"colorSpace": "srgb", "components": [r, g, b], "alpha", "hex"}`; an object
    /// already in the format's form is kept, with its own color space.
    static func colorForm(_ value: G8JSON) -> G8JSON? {
        guard value.objectMembers == nil, case .success(let color) = G8TokenValues.color(value) else { return nil }
        var members: [(key: String, value: G8JSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([.number(color.red), .number(color.green), .number(color.blue)])),
        ]
        if color.alpha != 1 { members.append(("alpha", .number(color.alpha))) }
        members.append(("hex", .string("#" + color.hexString.dropFirst().prefix(6).lowercased())))
        return .object(members)
    }

    /// `value` with the members `forms` names rewritten by their form, the others kept.
    static func members(_ forms: [String: @Sendable (G8JSON) -> G8JSON?]) -> @Sendable (G8JSON) -> G8JSON? {
        { value in
            guard let members = value.objectMembers else { return nil }
            return .object(members.map { member in
                (member.key, forms[member.key].flatMap { $0(member.value) } ?? member.value)
            })
        }
    }

    /// One composite value or a list of them, each rewritten by `form`.
    static func oneOrList(_ form: @escaping @Sendable (G8JSON) -> G8JSON?) -> @Sendable (G8JSON) -> G8JSON? {
        { value in
            if case .array(let items) = value { return .array(items.map { form($0) ?? $0 }) }
            return form(value)
        }
    }

    static let typographyForm = members([
        "fontSize": G8TokenType.dimensionForm, "letterSpacing": G8TokenType.dimensionForm,
    ])
    static let shadowForm = oneOrList(members([
        "color": colorForm, "offsetX": G8TokenType.dimensionForm, "offsetY": G8TokenType.dimensionForm,
        "blur": G8TokenType.dimensionForm, "spread": G8TokenType.dimensionForm,
    ]))
    static let strokeStyleForm: @Sendable (G8JSON) -> G8JSON? = members([
        "dashArray": { value in
            guard case .array(let items) = value else { return nil }
            return .array(items.map { G8TokenType.dimensionForm($0) ?? $0 })
        },
    ])
    static let borderForm = members(["color": colorForm, "width": G8TokenType.dimensionForm, "style": strokeStyleForm])
    static let transitionForm = members(["duration": G8TokenType.durationForm, "delay": G8TokenType.durationForm])
    static let gradientForm: @Sendable (G8JSON) -> G8JSON? = { value in
        guard case .array(let stops) = value else { return nil }
        return .array(stops.map { members(["color": colorForm])($0) ?? $0 })
    }
}
