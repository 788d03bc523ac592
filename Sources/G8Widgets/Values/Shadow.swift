/// One shadow: color, offset, blur, spread and whether it is inset, as one layer of the
/// Design Tokens format's `shadow` type (a token holds one shadow or a list of them; see
/// ``decodeList(_:remBase:)``).
///
/// In a style, `"layer.shadow"` sets the layer's shadow:
/// - `shadowColor` is the color made opaque and `shadowOpacity` its alpha;
/// - `shadowOffset` is `(offsetX, offsetY)` (both use y down, as UIKit and CSS do);
/// - `shadowRadius` is `blur / 2`: CSS's blur radius is twice the standard deviation of the
///   Gaussian, Core Animation's shadow radius about the deviation itself, so a CSS blur of 8
///   looks like a shadow radius of 4;
/// - `spread` is kept in the value but not drawn (a layer's shadow has no spread), and an
///   inset shadow cannot be a layer's shadow: the key refuses it.
///
/// ```swift
/// let card = Shadow(color: Color(white: 0, alpha: 0.2), offsetX: 0, offsetY: 2, blur: 8)
/// g8.applyStyle([G8K.View.layer: [G8K.Layer.shadow: card]], to: view)
/// ```
public struct Shadow: Sendable, Hashable, G8CompositeValue, CustomStringConvertible {
    /// The color, with its alpha.
    public var color: Color
    /// The horizontal offset in points, positive to the right.
    public var offsetX: Double
    /// The vertical offset in points, positive downwards.
    public var offsetY: Double
    /// The blur radius in points, as CSS's, 0 or more.
    public var blur: Double
    /// How far the shadow grows past the shape, in points.
    public var spread: Double
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool

    /// A shadow from its parts.
    public init(color: Color, offsetX: Double, offsetY: Double, blur: Double, spread: Double = 0, inset: Bool = false) {
        self.color = color
        self.offsetX = offsetX
        self.offsetY = offsetY
        self.blur = blur
        self.spread = spread
        self.inset = inset
    }

    /// `0 2 8 0 #00000033`, as CSS's `box-shadow` orders them, with `inset` first when inset.
    public var description: String {
        let numbers = [offsetX, offsetY, blur, spread].map(G8ValueText.number).joined(separator: " ")
        return (inset ? "inset " : "") + numbers + " \(color)"
    }

    static let members = ["color", "offsetX", "offsetY", "blur", "spread", "inset"]

    /// One shadow object `{"color", "offsetX", "offsetY", "blur", "spread", "inset"}`: the
    /// color in any form ``G8TokenValues/color(_:)`` reads, the lengths dimensions (rems count
    /// `remBase` points), `inset` a Boolean, false when absent.
    ///
    /// Problems name the member: `blur expects a dimension …, got "soft"`.
    public static func decode(_ json: G8JSON, remBase: Double = Dimension.defaultRemBase) -> Result<Shadow, G8ValueProblem> {
        guard json.objectMembers != nil else {
            return .failure(G8ValueProblem(expected: "a shadow {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\"}", got: json))
        }
        if let problem = json.unknownMemberProblem(allowed: members) { return .failure(problem) }
        func length(_ name: String) -> Result<Double, G8ValueProblem> {
            json.member(name, expected: "a dimension") { G8TokenValues.dimension($0, remBase: remBase) }
        }
        var inset = false
        if let flag = json["inset"] {
            guard let bool = flag.boolValue else {
                return .failure(G8ValueProblem(member: "inset", expected: "true or false", got: flag))
            }
            inset = bool
        }
        return json.member("color", expected: "a color", G8TokenValues.color).flatMap { color in
            length("offsetX").flatMap { x in
                length("offsetY").flatMap { y in
                    length("blur").flatMap { blur in
                        guard blur >= 0 else {
                            return .failure(G8ValueProblem(member: "blur", expected: "a blur of 0 or more", got: json["blur"] ?? .null))
                        }
                        return length("spread").map { Shadow(color: color, offsetX: x, offsetY: y, blur: blur, spread: $0, inset: inset) }
                    }
                }
            }
        }
    }

    /// A `shadow` token's value: one shadow object or a list of them (drawn first on top, as
    /// CSS draws them). Problems in a list name the item: `[1].color expects …`.
    public static func decodeList(_ json: G8JSON, remBase: Double = Dimension.defaultRemBase) -> Result<[Shadow], G8ValueProblem> {
        guard case .array(let items) = json else { return decode(json, remBase: remBase).map { [$0] } }
        guard !items.isEmpty else {
            return .failure(G8ValueProblem(expected: "a shadow or a list of shadows", actual: "an empty list"))
        }
        var shadows: [Shadow] = []
        for (index, item) in items.enumerated() {
            switch decode(item, remBase: remBase) {
            case .failure(let problem): return .failure(problem.inside("[\(index)]"))
            case .success(let shadow): shadows.append(shadow)
            }
        }
        return .success(shadows)
    }
}

extension Shadow: G8ValueConvertible {
    /// A JSON shadow object converts to a shadow; so does a list, as its first shadow that is
    /// not inset (a layer draws one outer shadow).
    public static func g8Convert(from value: any G8Value) -> Shadow? {
        guard let json = value as? G8JSON, let shadows = try? decodeList(json).get() else { return nil }
        if case .array = json { return shadows.first { !$0.inset } }
        return shadows.first
    }
}
