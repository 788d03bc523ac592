import Testing
@testable import G8Core
@testable import G8Themes

/// The parser gives a repeated long key the same `String` (a cache of the keys met, each in the
/// slot its bytes' hash gives); whatever the cache holds, every key must read as written.
@Suite("JSON keys")
struct JSONKeyTests {
    /// The keys of the root object as parsed, in order.
    private func keys(of document: String) -> [String] {
        guard case .success(let root) = G8JSONParser.parse(Array(document.utf8)) else { return ["<parse failed>"] }
        return root.members?.map(\.key) ?? []
    }

    @Test func keysOfEveryLengthAndFormReadAsWritten() {
        // More distinct long keys than the cache has slots, each repeated, so that keys replace
        // one another in their slots; short keys; escaped and non-ASCII keys, some equal to a
        // long key written plainly.
        var written: [String] = []
        for round in 0..<2 {
            for index in 0..<1500 { written.append("component.part\(index).textColor") }
            written.append("short\(round)")
        }
        written += ["caf\u{E9}.background.color.x", "exactly15bytes!", "exactly16bytes!!"]
        var document = "{"
        for (index, key) in written.enumerated() { document += (index == 0 ? "" : ",") + "\"\(key)\": \(index)" }
        // The first long key again, with an escape: the same text, read through the slow path.
        document += ", \"\\u0063omponent.part0.textColor\": 0}"
        #expect(keys(of: document) == written + ["component.part0.textColor"])
    }

    @Test func aLongKeyThatIsAPrefixOrExtensionOfAnotherIsItsOwn() {
        let document = #"{"card.layer.borderColor": 1, "card.layer.borderColors": 2, "card.layer.borderColo": 3, "card.layer.borderColor": 4}"#
        #expect(keys(of: document) == ["card.layer.borderColor", "card.layer.borderColors", "card.layer.borderColo", "card.layer.borderColor"])
    }

    /// The parser reads the document's bytes through a pointer (``G8JSONBytes``): a string,
    /// key or byte-order mark that the document's last byte cuts short is an error at its
    /// start, and one that ends at the last byte reads whole.
    @Test func stringsCutShortOrEndingAtTheLastByte() {
        func outcome(_ bytes: [UInt8]) -> String {
            switch G8JSONParser.parse(bytes) {
            case .success(let node): "\(node.json)"
            case .failure(let error): "\(error.offset): \(error.message)"
            }
        }
        #expect(outcome(Array(#""abc""#.utf8)) == "\"abc\"")
        #expect(outcome(Array(#""{abc""#.utf8)) == "\"{abc\"")
        #expect(outcome(Array(#""abc"#.utf8)) == "0: unterminated string")
        #expect(outcome(Array(#""{abc"#.utf8)) == "0: unterminated string")
        #expect(outcome(Array(#"{"key"#.utf8)) == "1: unterminated string")
        #expect(outcome(Array(#"{"k\"#.utf8)) == "3: unterminated string")
        #expect(outcome(Array(#"{"caf"#.utf8) + [0xC3]) == "5: invalid UTF-8")
        #expect(outcome([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == "[1]")
        #expect(outcome([0xEF, 0xBB]) == "0: expected a value, found byte 0xEF")
        #expect(outcome([0xEF, 0xBB, 0xBF]) == "3: expected a value, found end of input")
        #expect(outcome([]) == "0: expected a value, found end of input")
    }

    /// The parser reads a plain string eight bytes at a time and stops at the first byte that
    /// ends it or needs the checked path: each such byte, at each place in and across the
    /// words of a key and of a value, and before the document's last eight bytes, reads as
    /// the checked path reads it.
    @Test func everyKindOfByteAtEveryPlaceInAWord() {
        func outcome(_ document: String) -> String {
            switch G8JSONParser.parse(Array(document.utf8)) {
            case .success(let node): "\(node.members.map { $0.map { "\($0.key)=\($0.value.json)" } } ?? [])"
            case .failure(let error): "\(error.offset): \(error.message)"
            }
        }
        // Written as JSON, and what the key and the value read as.
        let kinds: [(written: String, read: String)] = [
            ("\\n", "\n"), ("\\\"", "\""), ("\\\\", "\\"), ("\\u00e9", "\u{E9}"), ("\u{E9}", "\u{E9}"), ("\u{1F600}", "\u{1F600}"),
            ("~", "~"), (" ", " "), ("!", "!"), ("#", "#"), ("[", "["), ("]", "]"), ("\u{7F}", "\u{7F}"),
        ]
        for length in 0..<20 {
            for (written, read) in kinds {
                for place in 0...length {
                    let prefix = String(repeating: "a", count: place), suffix = String(repeating: "b", count: length - place)
                    let text = prefix + written + suffix, expected = prefix + read + suffix
                    for padding in [0, 1, 7, 30] {
                        let document = "{\"\(text)\": \"\(text)\"" + String(repeating: " ", count: padding) + "}"
                        let json = G8JSON.string(expected)
                        #expect(outcome(document) == "\([expected + "=" + "\(json)"])", "\(document)")
                    }
                }
            }
            // A raw control character, at each place: refused at its offset.
            for place in 0...length {
                let text = String(repeating: "a", count: place) + "\t" + String(repeating: "b", count: length - place)
                #expect(outcome("{\"\(text)\": 1}") == "\(2 + place): unescaped control character in a string")
                #expect(outcome("{\"k\": \"\(text)\"}") == "\(7 + place): unescaped control character in a string")
            }
        }
    }
}
