/// A gradient: colors at positions along it, as the Design Tokens format's `gradient` type.
///
/// ```swift
/// let fade = Gradient(stops: [.init(color: .white, position: 0), .init(color: .black, position: 1)])
/// ```
public struct Gradient: Sendable, Hashable, G8Value, CustomStringConvertible {
    /// One color at one position.
    public struct Stop: Sendable, Hashable, CustomStringConvertible {
        /// The color.
        public var color: Color
        /// Where the color is, from 0 (the start) to 1 (the end).
        public var position: Double

        /// A stop; the position is clamped to 0...1, as the format says.
        public init(color: Color, position: Double) {
            self.color = color
            self.position = position.isNaN ? 0 : min(max(position, 0), 1)
        }

        /// `#FFFFFF 0`.
        public var description: String { "\(color) \(G8ValueText.number(position))" }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient from its stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// `[#FFFFFF 0, #000000 1]`.
    public var description: String { "[" + stops.map(\.description).joined(separator: ", ") + "]" }

    /// A `gradient` token's value: a non-empty list of `{"color", "position"}`, the color in
    /// any form ``G8TokenValues/color(_:)`` reads, the position a number clamped to 0...1 (the
    /// format says positions outside are clamped, not refused).
    ///
    /// Problems name the stop: `[1].position expects a number, got "end"`.
    public static func decode(_ json: G8JSON) -> Result<Gradient, G8ValueProblem> {
        guard case .array(let items) = json, !items.isEmpty else {
            return .failure(G8ValueProblem(expected: "a list of stops {\"color\", \"position\"}", got: json))
        }
        var stops: [Stop] = []
        for (index, item) in items.enumerated() {
            let stop: Result<Stop, G8ValueProblem>
            if item.objectMembers == nil {
                stop = .failure(G8ValueProblem(expected: "a stop {\"color\", \"position\"}", got: item))
            } else if let problem = item.unknownMemberProblem(allowed: ["color", "position"]) {
                stop = .failure(problem)
            } else {
                stop = item.member("color", expected: "a color", G8TokenValues.color).flatMap { color in
                    item.member("position", expected: "a number", G8TokenValues.number).map { Stop(color: color, position: $0) }
                }
            }
            switch stop {
            case .failure(let problem): return .failure(problem.inside("[\(index)]"))
            case .success(let stop): stops.append(stop)
            }
        }
        return .success(Gradient(stops: stops))
    }
}

extension Gradient: G8ValueConvertible {
    /// A JSON list of `{"color", "position"}` converts to a gradient.
    public static func g8Convert(from value: any G8Value) -> Gradient? {
        (value as? G8JSON).flatMap { try? decode($0).get() }
    }
}
