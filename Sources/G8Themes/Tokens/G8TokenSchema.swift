import G8Core
/// The format's composite types member by member: the type-check stage of the token reader.
///
/// A composite value is checked one member at a time against the member's own type, so that a
/// problem names the member (`typography.lineHeight expects a number, got "banana"`), and a
/// member that aliases another token must alias one of the member's type.
enum G8TokenSchema {
    struct Member {
        let name: String
        let type: String
        let required: Bool
    }

    /// The composite types of the Design Tokens Format Module 2025.10 with object values.
    static let composites: [String: [Member]] = [
        "shadow": [
            Member(name: "color", type: "color", required: true),
            Member(name: "offsetX", type: "dimension", required: true),
            Member(name: "offsetY", type: "dimension", required: true),
            Member(name: "blur", type: "dimension", required: true),
            Member(name: "spread", type: "dimension", required: true),
            Member(name: "inset", type: "boolean", required: false),
        ],
        "border": [
            Member(name: "color", type: "color", required: true),
            Member(name: "width", type: "dimension", required: true),
            Member(name: "style", type: "strokeStyle", required: true),
        ],
        "transition": [
            Member(name: "duration", type: "duration", required: true),
            Member(name: "delay", type: "duration", required: true),
            Member(name: "timingFunction", type: "cubicBezier", required: true),
        ],
        "typography": [
            Member(name: "fontFamily", type: "fontFamily", required: true),
            Member(name: "fontSize", type: "dimension", required: true),
            Member(name: "fontWeight", type: "fontWeight", required: false),
            Member(name: "letterSpacing", type: "dimension", required: false),
            Member(name: "lineHeight", type: "number", required: false),
        ],
    ]

    /// A gradient's stops: a color and a position from 0 to 1.
    static let gradientStop: [Member] = [
        Member(name: "color", type: "color", required: true),
        Member(name: "position", type: "number", required: true),
    ]

    /// The type of a typography's `lineHeight` as references inside it are checked: a name of
    /// no token type (it begins with `$`), so that an alias there may name a number token or a
    /// dimension token alike, as a value written there may be either.
    static let lineHeight = "$lineHeight"

    /// The names of the types this schema knows, which every reader accepts as `$type`.
    static let typeNames: Set<String> = Set(composites.keys).union(["gradient", "strokeStyle"])

    static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]

    /// The type of a composite's member, for checking an alias written there: `shadow` and
    /// `color` give `color`; a gradient's stops and a list of shadows pass through.
    static func memberType(of type: String, member: String) -> String? {
        if type == "gradient" { return gradientStop.first { $0.name == member }?.type }
        if type == "strokeStyle" && member == "dashArray" { return nil }
        // A line height is a number; real files also write a dimension, or alias one, which
        // the typography's own check reads (the strict reading warns of both alike).
        if type == "typography" && member == "lineHeight" { return lineHeight }
        return composites[type]?.first { $0.name == member }?.type
    }

    /// What is wrong with `value` as a `type`, or nil; types outside the schema go to `leaf`.
    static func problem(with value: G8JSON, type: String, leaf: (String, G8JSON) -> G8ValueProblem?) -> G8ValueProblem? {
        switch type {
        case "shadow":
            if case .array(let layers) = value {
                for (index, layer) in layers.enumerated() {
                    if let problem = members(of: layer, schema: composites["shadow"] ?? [], what: "a shadow object", leaf: leaf) {
                        return problem.inside("[\(index)]")
                    }
                }
                return nil
            }
            return members(of: value, schema: composites["shadow"] ?? [], what: "a shadow object or a list of them", leaf: leaf)
        case "gradient":
            guard case .array(let stops) = value, !stops.isEmpty else {
                return G8ValueProblem(expected: "a list of stops such as {\"color\": …, \"position\": 0}", got: value)
            }
            for (index, stop) in stops.enumerated() {
                if let problem = members(of: stop, schema: gradientStop, what: "a stop object", leaf: leaf) {
                    return problem.inside("[\(index)]")
                }
                if let position = stop["position"]?.doubleValue, !(0...1).contains(position) {
                    return G8ValueProblem(member: "[\(index)].position", expected: "a number from 0 to 1", got: .number(position))
                }
            }
            return nil
        case "strokeStyle":
            let expected = "one of " + strokeStyles.map { G8JSON.quote($0) }.joined(separator: ", ") + " or {\"dashArray\", \"lineCap\"}"
            if let name = value.stringValue {
                if strokeStyles.contains(name) { return nil }
                let note = G8Suggestion.nearest(to: name, in: strokeStyles).map { "did you mean \"\($0)\"?" }
                return G8ValueProblem(expected: expected, got: value, note: note)
            }
            guard value.objectMembers != nil else { return G8ValueProblem(expected: expected, got: value) }
            guard let dashes = value["dashArray"] else { return .missing("dashArray", expected: "a list of dimensions") }
            guard case .array(let items) = dashes, !items.isEmpty else {
                return G8ValueProblem(member: "dashArray", expected: "a list of dimensions", got: dashes)
            }
            for (index, item) in items.enumerated() {
                if let problem = leaf("dimension", item) { return problem.inside("dashArray[\(index)]") }
            }
            guard let cap = value["lineCap"] else { return .missing("lineCap", expected: lineCaps.map { G8JSON.quote($0) }.joined(separator: ", ")) }
            guard let name = cap.stringValue, lineCaps.contains(name) else {
                return G8ValueProblem(member: "lineCap", expected: "one of " + lineCaps.map { G8JSON.quote($0) }.joined(separator: ", "), got: cap)
            }
            return nil
        default:
            if let schema = composites[type] {
                return members(of: value, schema: schema, what: "a \(type) object", leaf: leaf)
            }
            return leaf(type, value)
        }
    }

    private static func members(
        of value: G8JSON, schema: [Member], what: String, leaf: (String, G8JSON) -> G8ValueProblem?
    ) -> G8ValueProblem? {
        guard value.objectMembers != nil else { return G8ValueProblem(expected: what, got: value) }
        for member in schema {
            guard let memberValue = value[member.name] else {
                if member.required { return .missing(member.name, expected: expectedText(member.type)) }
                continue
            }
            if let problem = problem(with: memberValue, type: member.type, leaf: leaf) {
                return problem.member.isEmpty
                    ? G8ValueProblem(member: member.name, expected: shortExpected(member.type, problem), actual: problem.actual, note: problem.note)
                    : problem.inside(member.name)
            }
        }
        return nil
    }

    /// How a member's type is named in a member's problem: `a number`, `a dimension`.
    private static func shortExpected(_ type: String, _ problem: G8ValueProblem) -> String {
        switch type {
        case "number", "boolean", "string": problem.expected
        default: expectedText(type)
        }
    }

    static func expectedText(_ type: String) -> String {
        switch type {
        case "number": "a number"
        case "boolean": "true or false"
        case "dimension": "a dimension such as {\"value\": 16, \"unit\": \"px\"}"
        case "duration": "a duration such as {\"value\": 200, \"unit\": \"ms\"}"
        case "color": "a color"
        case "fontFamily": "a family name or a list of them"
        case "fontWeight": "a weight from 1 to 1000 or a name such as \"bold\""
        case "cubicBezier": "four numbers [x1, y1, x2, y2]"
        case "strokeStyle": "a stroke style such as \"solid\""
        default: "a \(type)"
        }
    }
}
