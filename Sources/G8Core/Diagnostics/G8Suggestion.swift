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
    ///
    /// A diagnostic for a misspelt key or a broken token reference asks this of every
    /// property or token name, and a hostile theme can hold thousands of them: a candidate is
    /// measured only as far as it could still win. One whose length alone puts it further
    /// than the best so far (or than the limit) is skipped, a distance stops at the first row
    /// all past that bound, and plain ASCII names are compared as bytes. The answer is the one the full comparison of every candidate gives.
    public static func nearest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        nearestCandidate(to: name, in: candidates)
    }

    /// ``nearest(to:in:)`` for an array of names, what the engine's modules pass: compiled here
    /// for arrays. Called from another module, the generic function runs unspecialized, each
    /// candidate read through the sequence's witnesses, and a theme of misspelt names asks it
    /// of every property name for each name it does not know.
    @usableFromInline
    package static func nearest(to name: String, in candidates: [String]) -> String? {
        nearestCandidate(to: name, in: candidates)
    }

    private static func nearestCandidate<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let limit = max(1, name.count / 3)
        let spelled = Spelling(name)
        var measure = Measure()
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate != name && !candidate.isEmpty {
            // Only a candidate within the limit can be the answer, and only one no further
            // than the best so far can replace it.
            let bound = best?.distance ?? limit
            guard let distance = measure.distance(from: spelled, to: candidate, atMost: bound) else { continue }
            if let current = best, distance == current.distance, candidate >= current.candidate { continue }
            best = (distance, candidate)
        }
        return best?.candidate
    }

    /// Levenshtein distance, with a transposition of two neighbours counting as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        var measure = Measure()
        return measure.distance(Array(a), Array(b), atMost: .max) ?? 0
    }

    /// A name lowered once for comparing with many candidates: as bytes when it is plain
    /// ASCII (where a byte is a character; a carriage return is not plain, since one before a
    /// line feed makes a single character of two bytes), as characters otherwise.
    private struct Spelling {
        let bytes: [UInt8]?
        let characters: [Character]

        init(_ name: String) {
            bytes = Spelling.isPlain(name) ? name.utf8.map(Spelling.lowered) : nil
            characters = bytes == nil ? Array(name.lowercased()) : []
        }

        static func isPlain(_ string: String) -> Bool {
            string.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
        }

        @inline(__always)
        static func lowered(_ byte: UInt8) -> UInt8 {
            byte &- 0x41 < 26 ? byte | 0x20 : byte
        }
    }

    /// The rows of the distance table and a candidate's lowered bytes, kept from one candidate
    /// to the next.
    private struct Measure {
        var rows: ([Int], [Int], [Int]) = ([], [], [])
        var bytes: [UInt8] = []

        /// The distance from `spelled` to `candidate`, both lowered, when at most `bound`.
        mutating func distance(from spelled: Spelling, to candidate: String, atMost bound: Int) -> Int? {
            if let name = spelled.bytes {
                // Most candidates are ruled out by their length alone, known without a look at
                // their bytes: a character takes at least one.
                let count = candidate.utf8.count
                if count < name.count - bound { return nil }
                var lowered = bytes  // moved out while read, so the call below lends it uncopied
                bytes = []
                defer { bytes = lowered }
                let plain = candidate.utf8.withContiguousStorageIfAvailable { candidate in
                    Measure.lower(candidate, into: &lowered, ifCloserThan: bound, to: name.count)
                } ?? Measure.lower(Array(candidate.utf8), into: &lowered, ifCloserThan: bound, to: name.count)
                switch plain {
                case .some(true): return distance(name, lowered, atMost: bound)
                case .some(false): return nil
                case nil: break  // not plain ASCII: compared as characters below
                }
            }
            let name = spelled.bytes.map { Array(String(decoding: $0, as: UTF8.self)) } ?? spelled.characters
            return distance(name, Array(candidate.lowercased()), atMost: bound)
        }

        /// The optimal string alignment distance from `a` to `b` when at most `bound`, nil
        /// when greater. Once a row's entries are all past the bound, so are every later
        /// row's: an entry is at least the smallest of the row before, or one more than the
        /// smallest of the row before that, and a row's smallest entry is at most one more
        /// than the smallest of the row before it.
        mutating func distance<T: Equatable>(_ a: [T], _ b: [T], atMost bound: Int) -> Int? {
            guard abs(a.count - b.count) <= bound else { return nil }
            if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
            // Moved out while in use, so that writing them copies nothing.
            var (previousPrevious, previous, current) = rows
            rows = ([], [], [])
            defer { rows = (previousPrevious, previous, current) }
            Measure.size(&previousPrevious, b.count + 1)
            Measure.size(&previous, b.count + 1)
            Measure.size(&current, b.count + 1)
            for j in 0...b.count { previous[j] = j }
            for i in 1...a.count {
                current[0] = i
                var minimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = value
                    minimum = min(minimum, value)
                }
                if minimum > bound { return nil }
                swap(&previousPrevious, &previous)
                swap(&previous, &current)
            }
            return previous[b.count] <= bound ? previous[b.count] : nil
        }

        /// Nil when `candidate`'s bytes are not plain ASCII; else whether it is as long as a
        /// name of `nameCount` bytes give or take `bound`, and when it is, its bytes lowered
        /// into `lowered`.
        private static func lower<C: Collection<UInt8>>(
            _ candidate: C, into lowered: inout [UInt8], ifCloserThan bound: Int, to nameCount: Int
        ) -> Bool? {
            for byte in candidate where byte >= 0x80 || byte == 0x0D { return nil }
            guard abs(candidate.count - nameCount) <= bound else { return false }
            lowered.removeAll(keepingCapacity: true)
            for byte in candidate { lowered.append(Spelling.lowered(byte)) }
            return true
        }

        /// Makes `row` hold at least `count` entries.
        private static func size(_ row: inout [Int], _ count: Int) {
            if row.count < count { row.append(contentsOf: repeatElement(0, count: count - row.count)) }
        }
    }
}
