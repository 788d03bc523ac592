/// How the value decoders quote input in their problems, one place for all of them.
enum G8ValueText {
    /// A string in double quotes, escaped as JSON writes it (cut at 40 characters).
    static func quote(_ text: String) -> String { G8ValueProblem.describe(.string(text)) }

    /// A list of names, each quoted: `"solid", "dashed"`.
    static func quoteAll(_ names: [String]) -> String { names.map(quote).joined(separator: ", ") }

    /// A number as written: `4`, not `4.0`.
    static func number(_ value: Double) -> String { Font.format(value) }

    /// `did you mean "x"?` for the candidate nearest to `name`, or nil; nil at once for names
    /// longer than 40 characters, which no candidate is near and which would make the edit
    /// distances slow.
    static func suggestion(for name: String, in candidates: [String]) -> String? {
        guard name.utf8.count <= 40 else { return nil }
        return G8Suggestion.nearest(to: name, in: candidates).map { "did you mean \(quote($0))?" }
    }
}

extension G8JSON {
    /// The problem with an object's member names: the first one not in `allowed` that looks
    /// like a misspelling of an allowed one, refused with that name as a suggestion (it would
    /// otherwise be lost without a word). Other members are ignored, since real files carry
    /// extra ones (Microsoft Fluent's typography has `WebkitFontSmoothing`). Nil when none.
    func unknownMemberProblem(allowed: [String]) -> G8ValueProblem? {
        guard let members = objectMembers else { return nil }
        for (key, _) in members where !allowed.contains(key) {
            guard let near = G8ValueText.suggestion(for: key, in: allowed) else { continue }
            return G8ValueProblem(expected: "only the members \(G8JSON.quotedList(allowed))", actual: "the member \(G8ValueText.quote(key))", note: near)
        }
        return nil
    }

    /// A required member decoded, its problem named from this object: `color expects …`.
    func member<T>(_ name: String, expected: String, _ decode: (G8JSON) -> Result<T, G8ValueProblem>) -> Result<T, G8ValueProblem> {
        guard let value = self[name] else { return .failure(.missing(name, expected: expected)) }
        return decode(value).mapError { $0.inside(name) }
    }
}
