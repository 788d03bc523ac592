extension Color {
    /// The members of a color's object form.
    static let dtcgMembers = ["colorSpace", "components", "alpha", "hex"]

    /// A color token's `$value` in the Design Tokens format 2025.10, after aliases are resolved:
    /// the object form `{"colorSpace", "components", "alpha", "hex"}`, or a hex string.
    ///
    /// ```swift
    /// Color.dtcg(.object([("colorSpace", .string("oklch")),
    ///                     ("components", .array([.number(0.7), .number(0.1), .string("none")]))]))
    /// Color.dtcg(.string("#66B31A"))
    /// ```
    ///
    /// - `components` holds three numbers or `"none"`, each in the range the format gives for
    ///   the space (``ColorSpace/componentRanges``); hues wrap around 360.
    /// - `alpha` is a number from 0 to 1, 1 when absent.
    /// - `hex` (`"#RRGGBB"`) is the format's fallback for tools that lack the space: it is
    ///   checked, but the components win, since every space converts here.
    /// - A member that looks like a misspelling of one of these is refused, with the name as a
    ///   suggestion; other members are ignored.
    ///
    /// The problem names the member at fault: `components[1] expects a number or "none", got "x"`.
    public static func dtcg(_ json: G8JSON) -> Result<Color, G8ValueProblem> {
        if let text = json.stringValue {
            guard let color = Color(hex: text) else {
                return .failure(G8ValueProblem(expected: "a color such as {\"colorSpace\": \"srgb\", \"components\": [0.4, 0.702, 0.102]} or \"#66B31A\"", got: json))
            }
            return .success(color)
        }
        guard json.objectMembers != nil else {
            return .failure(G8ValueProblem(
                expected: "a color object {\"colorSpace\", \"components\", \"alpha\"} or a hex string", got: json))
        }
        if let problem = json.unknownMemberProblem(allowed: dtcgMembers) { return .failure(problem) }
        guard let spaceJSON = json["colorSpace"] else {
            return .failure(.missing("colorSpace", expected: "one of \(ColorSpace.quotedNames)"))
        }
        guard let name = spaceJSON.stringValue, let space = ColorSpace(rawValue: name) else {
            let near = spaceJSON.stringValue.flatMap { G8Suggestion.nearest(to: $0, in: ColorSpace.allCases.map(\.rawValue)) }
            return .failure(G8ValueProblem(
                member: "colorSpace", expected: "one of \(ColorSpace.quotedNames)", got: spaceJSON,
                note: near.map { "did you mean \(G8ValueText.quote($0))?" }))
        }
        guard let componentsJSON = json["components"] else {
            return .failure(.missing("components", expected: "3 components"))
        }
        guard case .array(let items) = componentsJSON else {
            return .failure(G8ValueProblem(member: "components", expected: "an array of 3 components", got: componentsJSON))
        }
        guard items.count == 3 else {
            return .failure(G8ValueProblem(
                member: "components", expected: "3 components for \(G8ValueText.quote(space.rawValue))",
                actual: "\(items.count)"))
        }
        var components: [Double?] = []
        let ranges = space.componentRanges
        for (index, item) in items.enumerated() {
            let member = "components[\(index)]"
            if item.stringValue == "none" {
                components.append(nil)
                continue
            }
            guard let number = item.doubleValue, number.isFinite else {
                return .failure(G8ValueProblem(member: member, expected: "a number or \"none\"", got: item))
            }
            if let range = ranges[index], !range.contains(number) {
                let expected = range.upperBound == .greatestFiniteMagnitude
                    ? "a number from \(G8ValueText.number(range.lowerBound))"
                    : "a number from \(G8ValueText.number(range.lowerBound)) to \(G8ValueText.number(range.upperBound))"
                return .failure(G8ValueProblem(
                    member: member, expected: expected + " in \(G8ValueText.quote(space.rawValue))", got: item))
            }
            components.append(number)
        }
        var alpha = 1.0
        if let alphaJSON = json["alpha"] {
            guard let number = alphaJSON.doubleValue, (0...1).contains(number) else {
                return .failure(G8ValueProblem(member: "alpha", expected: "a number from 0 to 1", got: alphaJSON))
            }
            alpha = number
        }
        if let hexJSON = json["hex"] {
            guard let text = hexJSON.stringValue, Color(hex: text) != nil, text.hasPrefix("#") else {
                return .failure(G8ValueProblem(member: "hex", expected: "a hex color such as \"#66B31A\"", got: hexJSON))
            }
        }
        return .success(Color(colorSpace: space, components: components, alpha: alpha))
    }
}
