import G8TestSupport
import Testing
@testable import G8Core

/// "Did you mean" suggestions measure a candidate only as far as it could still win: they must
/// give exactly what measuring every candidate in full gives.
@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    /// The suggestion worked out the plain way: every distinct candidate measured in full.
    static func reference(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        var best: (distance: Int, candidate: String)?
        for candidate in Set(candidates) where candidate != name && !candidate.isEmpty {
            let distance = candidate.lowercased() == lowered ? 0 : referenceDistance(lowered, candidate.lowercased())
            if let current = best {
                if distance < current.distance || (distance == current.distance && candidate < current.candidate) {
                    best = (distance, candidate)
                }
            } else {
                best = (distance, candidate)
            }
        }
        guard let best else { return nil }
        return best.distance <= max(1, name.count / 3) ? best.candidate : nil
    }

    static func referenceDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// A small deterministic generator (SplitMix64), so that a failure repeats.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Pieces names are made of: letters of both cases, a digit and a dot, and characters that
    /// are not plain ASCII (accents written whole and combined, a letter that lowers to two,
    /// an emoji, a carriage return and line feed, a lone carriage return).
    static let pieces = ["a", "b", "c", "o", "r", "C", "O", "R", "L", "1", ".", "é", "e\u{301}", "İ", "ß", "🎨", "\r\n", "\r"]

    static func word(_ generator: inout Generator, plain: Bool) -> String {
        let count = generator.next(12)
        return (0..<count).map { _ in pieces[generator.next(plain ? 11 : pieces.count)] }.joined()
    }

    @Test func theSuggestionIsTheFullComparisonsOnGeneratedNames() {
        var generator = Generator(state: 20_261_127)
        var suggested = 0
        for round in 0..<3_000 {
            let plain = round % 3 != 0
            let candidates = (0..<generator.next(24)).map { _ in SuggestionTests.word(&generator, plain: plain || generator.next(4) > 0) }
            // Names near a candidate (one edit away, or another case) as well as random ones.
            var name = SuggestionTests.word(&generator, plain: plain)
            if let near = candidates.randomElement(using: &generator), generator.next(2) == 0 {
                var characters = Array(near)
                if !characters.isEmpty {
                    let index = generator.next(characters.count)
                    switch generator.next(4) {
                    case 0: characters.remove(at: index)
                    case 1: characters.insert("x", at: index)
                    case 2: if index + 1 < characters.count { characters.swapAt(index, index + 1) }
                    default: characters.replaceSubrange(index...index, with: Array(String(characters[index]).uppercased()))
                    }
                }
                name = String(characters)
            }
            let expected = SuggestionTests.reference(to: name, in: candidates)
            #expect(G8Suggestion.nearest(to: name, in: candidates) == expected, "\(name.debugDescription) in \(candidates)")
            if expected != nil { suggested += 1 }
        }
        // The rounds exercise both answers.
        #expect(suggested > 500 && suggested < 2_500)
    }

    @Test func distancesMatchTheFullTable() {
        var generator = Generator(state: 7)
        for _ in 0..<2_000 {
            let a = SuggestionTests.word(&generator, plain: generator.next(2) == 0), b = SuggestionTests.word(&generator, plain: generator.next(2) == 0)
            #expect(G8Suggestion.editDistance(a, b) == SuggestionTests.referenceDistance(a, b), "\(a.debugDescription) \(b.debugDescription)")
        }
        #expect(G8Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(G8Suggestion.editDistance("textColor", "textCoolr") == 1)
    }

    @Test func tiesGoToTheAlphabeticallyFirstAndCaseAloneIsASuggestion() {
        #expect(G8Suggestion.nearest(to: "fonx", in: ["fony", "fonz", "font"]) == "font")
        #expect(G8Suggestion.nearest(to: "TEXTCOLOR", in: ["textColor", "textColour"]) == "textColor")
        #expect(G8Suggestion.nearest(to: "a", in: ["b", "ab"]) == "ab")
        #expect(G8Suggestion.nearest(to: "textColor", in: ["textColor"]) == nil)
        #expect(G8Suggestion.nearest(to: "", in: ["a"]) == "a")
    }
}

extension SuggestionTests.Generator: RandomNumberGenerator {
    mutating func next() -> UInt64 { UInt64(next(Int.max)) }
}
