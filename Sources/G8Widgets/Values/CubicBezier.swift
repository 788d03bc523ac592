/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points, as CSS's
/// `cubic-bezier()` and the Design Tokens format's `cubicBezier` type.
///
/// ```swift
/// let ease = CubicBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)
/// let decoded = CubicBezier.decode(.array([.number(0.5), .number(0), .number(1), .number(1)]))
/// ```
public struct CubicBezier: Sendable, Hashable, G8Value, CustomStringConvertible {
    /// The first control point's x, from 0 to 1.
    public var p1x: Double
    /// The first control point's y.
    public var p1y: Double
    /// The second control point's x, from 0 to 1.
    public var p2x: Double
    /// The second control point's y.
    public var p2y: Double

    /// A curve from its control points; x values are clamped to 0...1.
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        self.p1x = min(max(p1x, 0), 1)
        self.p1y = p1y
        self.p2x = min(max(p2x, 0), 1)
        self.p2y = p2y
    }

    /// CSS's `ease`.
    public static let ease = CubicBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)
    /// A straight line: constant speed.
    public static let linear = CubicBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1)

    /// `cubic-bezier(0.25, 0.1, 0.25, 1)`.
    public var description: String {
        "cubic-bezier(\([p1x, p1y, p2x, p2y].map(G8ValueText.number).joined(separator: ", ")))"
    }

    /// A `cubicBezier` token's value: `[P1x, P1y, P2x, P2y]`, the x values from 0 to 1.
    ///
    /// Problems name the member: `[2] expects a number from 0 to 1, got 1.5`.
    public static func decode(_ json: G8JSON) -> Result<CubicBezier, G8ValueProblem> {
        guard case .array(let items) = json else {
            return .failure(G8ValueProblem(expected: "an array [P1x, P1y, P2x, P2y]", got: json))
        }
        guard items.count == 4 else {
            return .failure(G8ValueProblem(expected: "4 numbers [P1x, P1y, P2x, P2y]", actual: "\(items.count)"))
        }
        var numbers: [Double] = []
        for (index, item) in items.enumerated() {
            let isX = index % 2 == 0
            guard let number = item.doubleValue, number.isFinite, !isX || (0...1).contains(number) else {
                return .failure(G8ValueProblem(member: "[\(index)]", expected: isX ? "a number from 0 to 1" : "a number", got: item))
            }
            numbers.append(number)
        }
        return .success(CubicBezier(p1x: numbers[0], p1y: numbers[1], p2x: numbers[2], p2y: numbers[3]))
    }
}

extension CubicBezier: G8ValueConvertible {
    /// A JSON `[P1x, P1y, P2x, P2y]` converts to a curve.
    public static func g8Convert(from value: any G8Value) -> CubicBezier? {
        (value as? G8JSON).flatMap { try? decode($0).get() }
    }
}
