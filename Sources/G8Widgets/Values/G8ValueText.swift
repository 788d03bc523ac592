/// How the value decoders quote input in their problems, one place for all of them.
enum G8ValueText {
    /// A string in double quotes, escaped as JSON writes it (cut at 40 characters).
    static func quote(_ text: String) -> String { G8ValueProblem.describe(.string(text)) }

    /// A list of names, each quoted: `"solid", "dashed"`.
    static func quoteAll(_ names: [String]) -> String { names.map(quote).joined(separator: ", ") }

    /// A number as written: `4`, not `4.0`.
    static func number(_ value: Double) -> String { Font.format(value) }

    /// `did you mean "x"?` for the candidate nearest to `name`, or nil.
    static func suggestion(for name: String, in candidates: [String]) -> String? {
        G8Suggestion.nearest(to: name, in: candidates).map { "did you mean \(quote($0))?" }
    }
}
