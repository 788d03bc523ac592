@testable import G8Core
import Testing

/// A style's key list: every keypath it sets, in NFC, in the order it applies them, made once
/// and kept with the style for every theme manager that registers objects under it.
@Suite("A style's key list")
struct KeyListTests {
    private func paths(_ list: G8Style.KeyList) -> [String] {
        list.text.split(separator: "\0", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func nestedStylesAndSuperStylesAreListedInTheOrderTheyApply() {
        let base: G8Style = ["textColor": "red", "font": "body"]
        let style: G8Style = [G8K.superStyle: base, "title": ["text": "x", "textColor": "blue"], "font": "title"]
        #expect(paths(style.keyList()) == ["textColor", "title.text", "title.textColor", "font"])
    }

    @Test func canonicallyEquivalentKeysGiveOneList() {
        let composed: G8Style = ["caf\u{E9}.textColor": "red"]
        let decomposed: G8Style = ["cafe\u{301}.textColor": "red"]
        #expect(composed.keyList() == decomposed.keyList())
        #expect(paths(decomposed.keyList()) == ["caf\u{E9}.textColor"])
    }

    @Test func theListIsMadeOnceAndKeptWithTheStyle() {
        // Longer than a string holds inline: the list's storage is on the heap.
        let style: G8Style = ["backgroundColor": 1, "titleLabel": ["textColor": 2]]
        let first = style.keyList()
        // A copy of the style shares its storage and so its list: the same storage, not a new one.
        let copy = style
        #expect(copy.keyList().text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
                == first.text.utf8.withContiguousStorageIfAvailable { $0.baseAddress })
        #expect(paths(first) == ["backgroundColor", "titleLabel.textColor"])
    }
}
