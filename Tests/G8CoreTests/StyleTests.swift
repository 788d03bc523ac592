import Testing
@testable import G8Core

@Suite("G8Style and G8Key")
struct StyleTests {
    @Test func literalKeepsTheOrderWritten() {
        let style: G8Style = ["b": 1, "a": 2, "c": 3]
        #expect(style.keys.map(\.stringValue) == ["b", "a", "c"])
    }

    @Test func superStyleMovesToTheFrontKeepingItsOrder() {
        let base: G8Style = ["width": 1]
        let style: G8Style = ["name": "x", G8K.superStyle: base, "count": 2]
        #expect(style.keys.map(\.stringValue) == ["superStyle", "name", "count"])
    }

    @Test func nestedDictionaryLiteralsBecomeStylesInTheDocumentedOrder() throws {
        let style: G8Style = ["child": ["zeta": 1, "alpha": 2, "a.b": 3, G8K.superStyle: G8Style()]]
        let nested = try #require(style.entries.first?.value as? G8Style)
        #expect(nested.keys.map(\.stringValue) == ["superStyle", "alpha", "zeta", "a.b"])
    }

    @Test func keysParseComponentsAndModifiers() {
        let key: G8Key = "button2.titleColor:disabled:selected"
        #expect(key.components == ["button2", "titleColor"])
        #expect(key.modifiers == ["disabled", "selected"])
        #expect(key.name == "titleColor")
        #expect(G8Key("titleColor").adding(modifier: "highlighted") == "titleColor:highlighted")
    }

    @Test func malformedKeysAreRecognised() {
        #expect(G8Key("").malformation == "the key is empty")
        #expect(G8Key("a..b").malformation == "the key has an empty component")
        #expect(G8Key("a:").malformation == "the key has an empty state modifier")
        #expect(G8Key("a:b.c").malformation == "state modifiers may only follow the last component")
        #expect(G8Key("a.b:c").malformation == nil)
    }

    @Test func subscriptReturnsTheLastValueAndSeesExplicitNil() {
        let style: G8Style = ["width": 1, "width": 2, "tint": nil]
        #expect(style["width"].flatMap { $0 } as? Int == 2)
        #expect(style["tint"] != nil)
        #expect(style["tint"].flatMap { $0 } == nil)
        #expect(style["absent"] == nil)
    }

    @Test func mergingPutsTheOtherStyleLast() {
        let merged = (["width": 1] as G8Style).merging(["width": 2, "count": 3])
        #expect(merged.keys.map(\.stringValue) == ["width", "width", "count"])
    }

    @Test func descriptionShowsNestedStylesIndented() {
        let style: G8Style = ["header": ["width": 2], "name": "x"]
        #expect(style.description == "header:\n  width: 2\nname: \"x\"")
    }
}
