/// Why a value is not of the type it should be, down to the member at fault.
///
/// Composite values (typography, shadows, borders, colors in object form) are checked member by
/// member; a problem names the member so that a diagnostic can say
/// `typography.lineHeight expects a number, got "banana"` rather than "expects a font, got an object".
///
/// ```swift
/// let problem = G8ValueProblem(member: "lineHeight", expected: "a number", got: .string("banana"))
/// print(problem.inside("typography"))   // typography.lineHeight expects a number, got "banana"
/// ```
public struct G8ValueProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The member at fault as a path inside the value (`"lineHeight"`, `"components[1]"`), or
    /// empty when the whole value is at fault.
    public var member: String
    /// What the member expects, as diagnostics say it: `a number`, `one of "solid", "dashed"`.
    public var expected: String
    /// What it got, as diagnostics quote it: `"banana"`, `an object`, `nothing`.
    public var actual: String
    /// A hint on how to fix it, or nil: `did you mean "center"?`.
    public var note: String?

    /// A problem from its parts.
    public init(member: String = "", expected: String, actual: String, note: String? = nil) {
        self.member = member
        self.expected = expected
        self.actual = actual
        self.note = note
    }

    /// A problem with a JSON value, quoted as diagnostics quote JSON: strings in quotes (long
    /// ones cut at 40 characters), numbers as written, objects and arrays by kind.
    public init(member: String = "", expected: String, got json: G8JSON, note: String? = nil) {
        self.init(member: member, expected: expected, actual: G8ValueProblem.describe(json), note: note)
    }

    /// A member that is missing.
    public static func missing(_ member: String, expected: String) -> G8ValueProblem {
        G8ValueProblem(member: member, expected: expected, actual: "nothing")
    }

    /// The same problem seen from one level up: `inside("shadow")` turns member `color` into
    /// `shadow.color`, and `inside("shadow[1]")` into `shadow[1].color`.
    public func inside(_ outer: String) -> G8ValueProblem {
        var copy = self
        if outer.isEmpty { return copy }
        if member.isEmpty {
            copy.member = outer
        } else if member.hasPrefix("[") {
            copy.member = outer + member
        } else {
            copy.member = outer + "." + member
        }
        return copy
    }

    /// `member expects …, got …` (just `expects …, got …` for the whole value), then the note.
    public var description: String {
        let head = member.isEmpty ? "expects \(expected), got \(actual)" : "\(member) expects \(expected), got \(actual)"
        guard let note else { return head }
        return head + "; " + note
    }

    /// A JSON value as diagnostics quote it.
    public static func describe(_ json: G8JSON) -> String {
        switch json {
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return G8JSON.quote(shown)
        case .object: return "an object"
        case .array: return "an array"
        default: return json.description
        }
    }
}
