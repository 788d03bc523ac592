import Testing
@testable import G8Core

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
}
