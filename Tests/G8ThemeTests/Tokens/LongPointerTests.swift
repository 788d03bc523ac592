import G8Widgets
import Testing

/// JSON Pointer `$ref`s of many components: the token a pointer starts with is found among
/// its first components only (a token's path is no deeper than the nesting limit), so that a
/// pointer costs as much as it is long, not as its length squared.
@Suite("Long JSON Pointers")
struct LongPointerTests {
    @Test func aPointerOf20000ComponentsNamesNothingPastItsToken() {
        let pointer = "#/" + String(repeating: "x/", count: 20_000)
        let head = #"{"x": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": "#
        #expect(tokenLint(head + #"{"$ref": "\#(pointer)"}}}"#)
            == ["tokens.json:1:\(head.count + 1): error: a: $ref '\(pointer)' names nothing: '#/x' has no member 'x'"])
    }

    @Test func aPointerPastTheTokenItNamesReachesIntoItsValue() throws {
        let theme = try tokens(##"""
            {"x": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": "0px", "offsetY": "0px", "blur": "0px", "spread": "0px"}},
             "a": {"$type": "color", "$value": {"$ref": "#/x/$value/color"}}}
            """##)
        #expect(theme.token("a")?.value == .string("#000000"))
    }

    @Test func aPointerOfMoreComponentsThanAnyTokenPathIsReadAsItsTokenTree() {
        let pointer = "#/" + Array(repeating: "g", count: 70).joined(separator: "/")
        #expect(tokenLint(#"{"g": {"t": {"$type": "number", "$value": 1}}, "a": {"$type": "number", "$value": {"$ref": "\#(pointer)"}}}"#)
            == ["tokens.json:1:83: error: a: $ref '\(pointer)' names nothing: '#/g' has no member 'g'"])
    }
}
