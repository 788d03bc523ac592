/// "Did you mean" suggestions: the candidate nearest to a misspelt name, as the engine's
/// diagnostics make them. Use it to suggest names in your own tools and appliers.
///
/// ```swift
/// G8Suggestion.nearest(to: "textColr", in: ["textColor", "font"])   // "textColor"
/// G8Suggestion.nearest(to: "zzz", in: ["textColor", "font"])        // nil
/// ```
public enum G8Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a
    /// plausible typo (at most a third of the name's length, and at least one edit), or
    /// differs only in letter case. Ties go to the alphabetically first candidate, so the
    /// suggestion is deterministic.
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let lowered = name.lowercased()
        var best: (distance: Int, candidate: String)?
        for candidate in Set(candidates) where candidate != name && !candidate.isEmpty {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            if let current = best {
                if distance < current.distance || (distance == current.distance && candidate < current.candidate) {
                    best = (distance, candidate)
                }
            } else {
                best = (distance, candidate)
            }
        }
        guard let best else { return nil }
        let limit = max(1, name.count / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance, with a transposition of two neighbours counting as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
