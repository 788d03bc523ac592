/// How a line is drawn: a CSS border-style keyword, or a dash pattern with line caps, as the
/// Design Tokens format's `strokeStyle` type.
///
/// ```swift
/// let dotted = StrokeStyle.keyword(.dotted)
/// let dashes = StrokeStyle.dashes([4, 2], lineCap: .round)
/// ```
public enum StrokeStyle: Sendable, Hashable, G8Value, CustomStringConvertible {
    /// The keywords of CSS's `border-style` that the format allows.
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        /// A continuous line.
        case solid
        /// Dashes.
        case dashed
        /// Dots.
        case dotted
        /// Two parallel lines.
        case double
        /// Carved in.
        case groove
        /// Raised.
        case ridge
        /// The box looks raised.
        case outset
        /// The box looks sunk.
        case inset
    }

    /// How the ends of dashes are drawn.
    public enum LineCap: String, Sendable, Hashable, CaseIterable {
        /// Rounded ends.
        case round
        /// Flat ends at the end points.
        case butt
        /// Flat ends past the end points by half the width.
        case square
    }

    /// A keyword style.
    case keyword(Keyword)
    /// Dashes and gaps of these lengths in points, alternating, with line caps.
    case dashes([Double], lineCap: LineCap)

    /// A solid line.
    public static let solid = StrokeStyle.keyword(.solid)

    /// The keyword, or `dashes(4, 2) round`.
    public var description: String {
        switch self {
        case .keyword(let keyword): keyword.rawValue
        case .dashes(let lengths, let cap): "dashes(\(lengths.map(G8ValueText.number).joined(separator: ", "))) \(cap.rawValue)"
        }
    }

    /// A `strokeStyle` token's value: a keyword (`"dashed"`), or
    /// `{"dashArray": [dimension, …], "lineCap": "round" | "butt" | "square"}`; dimensions in
    /// rem count `remBase` points.
    ///
    /// Problems name the member: `dashArray[1] expects a dimension …`, or for a keyword
    /// `expects one of "solid", …, got "dashd"; did you mean "dashed"?`.
    public static func decode(_ json: G8JSON, remBase: Double = Dimension.defaultRemBase) -> Result<StrokeStyle, G8ValueProblem> {
        let keywords = Keyword.allCases.map(\.rawValue)
        if let text = json.stringValue {
            guard let keyword = Keyword(rawValue: text) else {
                return .failure(G8ValueProblem(
                    expected: "one of \(G8ValueText.quoteAll(keywords))", got: json,
                    note: G8ValueText.suggestion(for: text, in: keywords)))
            }
            return .success(.keyword(keyword))
        }
        guard json.objectMembers != nil else {
            return .failure(G8ValueProblem(
                expected: "a keyword such as \"solid\" or {\"dashArray\", \"lineCap\"}", got: json))
        }
        if let problem = json.unknownMemberProblem(allowed: ["dashArray", "lineCap"]) { return .failure(problem) }
        guard let dashJSON = json["dashArray"] else { return .failure(.missing("dashArray", expected: "a list of dimensions")) }
        guard case .array(let items) = dashJSON, !items.isEmpty else {
            return .failure(G8ValueProblem(member: "dashArray", expected: "a list of dimensions", got: dashJSON))
        }
        var lengths: [Double] = []
        for (index, item) in items.enumerated() {
            switch Dimension.decode(item) {
            case .failure(let problem): return .failure(problem.inside("dashArray[\(index)]"))
            case .success(let dimension):
                let points = dimension.points(remBase: remBase)
                guard points >= 0 else {
                    return .failure(G8ValueProblem(member: "dashArray[\(index)]", expected: "a length of 0 or more", got: item))
                }
                lengths.append(points)
            }
        }
        let caps = LineCap.allCases.map(\.rawValue)
        guard let capJSON = json["lineCap"] else { return .failure(.missing("lineCap", expected: "one of \(G8ValueText.quoteAll(caps))")) }
        guard let name = capJSON.stringValue, let cap = LineCap(rawValue: name) else {
            return .failure(G8ValueProblem(
                member: "lineCap", expected: "one of \(G8ValueText.quoteAll(caps))", got: capJSON,
                note: capJSON.stringValue.flatMap { G8ValueText.suggestion(for: $0, in: caps) }))
        }
        return .success(.dashes(lengths, lineCap: cap))
    }
}

extension StrokeStyle: G8ValueConvertible {
    /// A keyword string or a JSON `{"dashArray", "lineCap"}` converts to a stroke style.
    public static func g8Convert(from value: any G8Value) -> StrokeStyle? {
        if let text = value as? String { return try? decode(.string(text)).get() }
        return (value as? G8JSON).flatMap { try? decode($0).get() }
    }
}
