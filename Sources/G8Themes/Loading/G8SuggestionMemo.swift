import G8Core

/// "Did you mean" suggestions among a list of names, each worked out once while the list
/// keeps its length (names are only ever added to it).
struct G8SuggestionMemo {
    private var known: [String: (candidateCount: Int, suggestion: String?)] = [:]

    /// The name of `candidates` nearest to `name` (``G8Suggestion/nearest(to:in:)``).
    mutating func suggestion(for name: String, among candidates: [String]) -> String? {
        if let found = known[name], found.candidateCount == candidates.count { return found.suggestion }
        let suggestion = G8Suggestion.nearest(to: name, in: candidates)
        known[name] = (candidates.count, suggestion)
        return suggestion
    }
}
