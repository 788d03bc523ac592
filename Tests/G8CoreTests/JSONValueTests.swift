import Testing
@testable import G8Core

@Suite("JSON values as dictionary keys")
struct JSONValueTests {
    @Test func equalValuesHashEquallyAndOthersAreDistinctKeys() {
        let font: G8JSON = .object([("family", .string("Inter")), ("size", .number(16))])
        let reordered: G8JSON = .object([("size", .number(16)), ("family", .string("Inter"))])
        var seen: [G8JSON: Int] = [:]
        for (index, value) in [font, reordered, .number(1), .number(1.0), .string("1"), .array([.number(1)]),
                               .array([]), .object([]), .null, .bool(false), .number(-0.0), .number(0)].enumerated() {
            if seen[value] == nil { seen[value] = index }
        }
        // 1 and 1.0 are one number, as are -0 and 0; an object's members count in order.
        #expect(seen[.number(1)] == 2)
        #expect(seen[.number(0)] == 10)
        #expect(seen[reordered] == 1 && seen[font] == 0)
        #expect(seen.count == 10)
        #expect(font.hashValue == G8JSON.object([("family", .string("Inter")), ("size", .number(16.0))]).hashValue)
    }
}
