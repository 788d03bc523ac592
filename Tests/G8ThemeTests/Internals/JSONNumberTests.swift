import Testing
@testable import G8Core
@testable import G8Themes

/// The parser reads a number of at most 15 digits and no exponent itself (its digits divided by
/// a power of ten), and any other through `Double(String)`: both must give the same `Double`,
/// bit for bit, for every literal.
@Suite("JSON numbers")
struct JSONNumberTests {
    /// The numbers of a JSON array of `literals`, as parsed.
    private func parsed(_ literals: [String]) -> [Double] {
        guard case .success(let root) = G8JSONParser.parse(Array(("[" + literals.joined(separator: ",") + "]").utf8)),
            case .array(let items) = root.value
        else { return [] }
        return items.map { item in
            switch item.value {
            case .number(let number): return number
            case .integer(let integer): return Double(integer)
            default: return .nan
            }
        }
    }

    @Test func everyLiteralReadsAsDoubleReadsIt() {
        var generator = SystemRandomNumberGenerator()
        var literals = [
            "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.2", "0.3", "1.5", "16", "0.8", "123456789012345",
            "1234567890123456", "0.000000000000001", "0.0000000000000001", "999999999999999", "9999999999999999",
            "1.7976931348623157e308", "5e-324", "1e22", "1E+2", "2.5e-3", "-0.000001", "3.141592653589793",
            "0.1234567890123456789", "100000000000000000000000",
        ]
        for _ in 0..<4000 {
            // Integer and fraction parts of random lengths (up to 18 digits in all, either side of
            // the fast path's 15), sometimes negative, sometimes with an exponent.
            let integerDigits = Int.random(in: 1...10, using: &generator)
            let fractionDigits = Int.random(in: 0...8, using: &generator)
            var literal = Bool.random(using: &generator) ? "-" : ""
            literal += String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<integerDigits { literal += String(Int.random(in: 0...9, using: &generator)) }
            if Int.random(in: 0..<4, using: &generator) == 0 { literal = literal.hasPrefix("-") ? "-0" : "0" }
            if fractionDigits > 0 {
                literal += "."
                for _ in 0..<fractionDigits { literal += String(Int.random(in: 0...9, using: &generator)) }
            }
            if Int.random(in: 0..<8, using: &generator) == 0 { literal += "e" + String(Int.random(in: -20...20, using: &generator)) }
            literals.append(literal)
        }
        let numbers = parsed(literals)
        #expect(numbers.count == literals.count)
        for (literal, number) in zip(literals, numbers) {
            #expect(number.bitPattern == Double(literal)!.bitPattern, "\(literal)")
        }
    }

    @Test func aNumberTooLargeForADoubleIsStillRefused() {
        guard case .failure(let error) = G8JSONParser.parse(Array("[1e400]".utf8)) else {
            Issue.record("1e400 parsed")
            return
        }
        #expect(error.message == "the number 1e400 is out of range")
        #expect(error.offset == 1)
    }

    @Test func integerLiteralsBeyondTwoToTheFiftyThreeThatFitIntAreKeptExactly() {
        let cases: [(String, G8JSONNode.Value)] = [
            ("9223372036854775807", .integer(.max)),
            ("-9223372036854775808", .integer(.min)),
            ("9007199254740993", .integer(9_007_199_254_740_993)),
            ("-9007199254740993", .integer(-9_007_199_254_740_993)),
            ("9007199254740992", .number(9_007_199_254_740_992)),
            ("9223372036854775808", .number(9_223_372_036_854_775_808)),
            ("-9223372036854775809", .number(-9_223_372_036_854_775_808)),
            ("9223372036854775807.0", .number(9_223_372_036_854_775_808)),
            ("1e17", .number(1e17)),
        ]
        for (literal, expected) in cases {
            guard case .success(let node) = G8JSONParser.parse(Array(literal.utf8)) else {
                Issue.record("\(literal) did not parse")
                continue
            }
            let same = G8JSONNode(value: expected, source: 0, offset: 0)
            #expect(node.hasSameValue(as: same), "\(literal) parsed as \(node.json)")
        }
    }

    @Test func anIntegerEqualsAndHashesAsTheNumberOfTheSameValue() {
        #expect(G8JSON.integer(5) == .number(5))
        #expect(G8JSON.integer(5).hashValue == G8JSON.number(5).hashValue)
        #expect(G8JSON.integer(.max) != .number(9_223_372_036_854_775_808))
        #expect(G8JSON.integer(.max).description == "9223372036854775807")
        #expect(G8JSON.integer(.max).kindName == "number")
        #expect(G8JSON.integer(.min).doubleValue == -9_223_372_036_854_775_808)
    }
}
