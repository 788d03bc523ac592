/// An animated transition: how long it takes, how long it waits, and its timing curve, as the
/// Design Tokens format's `transition` type.
///
/// ```swift
/// let quick = Transition(duration: 0.2, delay: 0, timingFunction: .ease)
/// ```
public struct Transition: Sendable, Hashable, G8Value, CustomStringConvertible {
    /// How long the transition takes, in seconds.
    public var duration: Double
    /// How long it waits before starting, in seconds.
    public var delay: Double
    /// How progress follows time.
    public var timingFunction: CubicBezier

    /// A transition from its parts.
    public init(duration: Double, delay: Double = 0, timingFunction: CubicBezier = .ease) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }

    /// `0.2s after 0s cubic-bezier(…)`.
    public var description: String {
        "\(G8ValueText.number(duration))s after \(G8ValueText.number(delay))s \(timingFunction)"
    }

    /// A `transition` token's value: `{"duration", "delay", "timingFunction"}`, the durations
    /// as ``G8TokenValues/duration(_:)`` reads them, the curve as ``CubicBezier/decode(_:)``.
    ///
    /// Problems name the member: `timingFunction[0] expects a number from 0 to 1, got 2`.
    public static func decode(_ json: G8JSON) -> Result<Transition, G8ValueProblem> {
        guard json.objectMembers != nil else {
            return .failure(G8ValueProblem(expected: "a transition {\"duration\", \"delay\", \"timingFunction\"}", got: json))
        }
        if let problem = json.unknownMemberProblem(allowed: ["duration", "delay", "timingFunction"]) { return .failure(problem) }
        return json.member("duration", expected: "a duration", G8TokenValues.duration).flatMap { duration in
            json.member("delay", expected: "a duration", G8TokenValues.duration).flatMap { delay in
                json.member("timingFunction", expected: "a cubic Bézier [P1x, P1y, P2x, P2y]", CubicBezier.decode).map {
                    Transition(duration: duration, delay: delay, timingFunction: $0)
                }
            }
        }
    }
}

extension Transition: G8ValueConvertible {
    /// A JSON `{"duration", "delay", "timingFunction"}` converts to a transition.
    public static func g8Convert(from value: any G8Value) -> Transition? {
        (value as? G8JSON).flatMap { try? decode($0).get() }
    }
}
