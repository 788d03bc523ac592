/// A border: color, width and style, as the Design Tokens format's `border` type.
///
/// In a style, `"layer.border"` sets the layer's `borderColor` and `borderWidth`; a layer
/// draws every border solid, so the style is kept in the value but not drawn.
///
/// ```swift
/// let focus = Border(color: .systemBlue, width: 2, style: .solid)
/// g8.applyStyle([G8K.View.layer: [G8K.Layer.border: focus]], to: field)
/// ```
public struct Border: Sendable, Hashable, G8CompositeValue, CustomStringConvertible {
    /// The color.
    public var color: Color
    /// The width in points, 0 or more.
    public var width: Double
    /// How the line is drawn.
    public var style: StrokeStyle

    /// A border from its parts.
    public init(color: Color, width: Double, style: StrokeStyle = .solid) {
        self.color = color
        self.width = width
        self.style = style
    }

    /// `2pt solid #007AFF`.
    public var description: String { "\(G8ValueText.number(width))pt \(style) \(color)" }

    /// A `border` token's value: `{"color", "width", "style"}`, the color in any form
    /// ``G8TokenValues/color(_:)`` reads, the width a dimension (rems count `remBase` points),
    /// the style a ``StrokeStyle``.
    ///
    /// Problems name the member: `width expects a dimension …, got "thick"`.
    public static func decode(_ json: G8JSON, remBase: Double = Dimension.defaultRemBase) -> Result<Border, G8ValueProblem> {
        guard json.objectMembers != nil else {
            return .failure(G8ValueProblem(expected: "a border {\"color\", \"width\", \"style\"}", got: json))
        }
        if let problem = json.unknownMemberProblem(allowed: ["color", "width", "style"]) { return .failure(problem) }
        let color = json.member("color", expected: "a color", G8TokenValues.color)
        let width = json.member("width", expected: "a dimension") { G8TokenValues.dimension($0, remBase: remBase) }
        let style = json.member("style", expected: "a stroke style") { StrokeStyle.decode($0, remBase: remBase) }
        return color.flatMap { color in
            width.flatMap { width in
                guard width >= 0 else {
                    return .failure(G8ValueProblem(member: "width", expected: "a width of 0 or more", got: json["width"] ?? .null))
                }
                return style.map { Border(color: color, width: width, style: $0) }
            }
        }
    }
}

extension Border: G8ValueConvertible {
    /// A JSON `{"color", "width", "style"}` converts to a border.
    public static func g8Convert(from value: any G8Value) -> Border? {
        (value as? G8JSON).flatMap { try? decode($0).get() }
    }
}
