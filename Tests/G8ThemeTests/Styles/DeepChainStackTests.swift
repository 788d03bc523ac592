import Foundation
import Testing

/// Chains of superStyles and of `$extends` as deep as the limits allow, loaded by a `g8` whose
/// stack is a secondary thread's: each level of either recurses, and in a debug build 64 levels
/// take about three times that stack. A load runs with the stack it needs wherever it is called
/// (`G8Stack`), so these load or are refused by the limit, never crash.
@Suite("Chains as deep as the limits on a small stack")
struct DeepChainStackTests {
    /// `count` styles, each the superStyle of the one before; a screen's heading uses the first.
    static func superStyles(_ count: Int) -> String {
        var lines = [#"{"styles": {"#]
        for index in 0..<(count - 1) { lines.append(#""s\#(index)": {"superStyle": "s\#(index + 1)", "alpha": 0.5},"#) }
        lines.append(#""s\#(count - 1)": {"alpha": 0.5},"#)
        lines.append(#""screen": {"heading": {"superStyle": "s0"}}"#)
        lines.append("}}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` groups, each extending the next, each with a token of its own.
    static func extends(_ count: Int) -> String {
        var lines = ["{"]
        for index in 0..<(count - 1) {
            lines.append(#""g\#(index)": {"$extends": "{g\#(index + 1)}", "x\#(index)": {"$type": "number", "$value": \#(index)}},"#)
        }
        lines.append(#""g\#(count - 1)": {"last": {"$type": "number", "$value": 1}}"#)
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen's heading is one level below the screen, and each superStyle one more: 63 of
    /// them reach the limit of 64 levels.
    @Test func superStylesToTheLimitLintClean() throws {
        let result = try LongReferenceChainTests.g8OnSmallStack(["lint"], input: Self.superStyles(63))
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func superStylesToTheLimitStyleTheScreen() throws {
        let result = try LongReferenceChainTests.g8OnSmallStack(["dump", "--style", "screen"], input: Self.superStyles(63))
        #expect(result.status == 0)
        #expect(result.output.contains("alpha=0.5"))
    }

    @Test func superStylesPastTheLimitAreRefusedAtLintAsWhenApplied() throws {
        let result = try LongReferenceChainTests.g8OnSmallStack(["lint"], input: Self.superStyles(64))
        #expect(result.status == 1)
        #expect(result.output == ("""
            <file>:66:38: error: styles.screen.heading.superStyle: superStyles nest deeper than the limit of 64 levels: \
            screen → s0 → s1 → s2 → … → s61 → s62 → s63 (65 styles)
            g8 lint: 1 error and 0 warnings in 1 file

            """))
    }

    @Test func extendsToTheLimitLintsClean() throws {
        let result = try LongReferenceChainTests.g8OnSmallStack(["lint", "--design-tokens"], input: Self.extends(63))
        #expect(result.status == 0)
        #expect(result.output == "g8 lint: no problems in 1 file\n")
    }

    @Test func extendsPastTheLimitAreRefusedNamingTheChain() throws {
        let result = try LongReferenceChainTests.g8OnSmallStack(["lint", "--design-tokens"], input: Self.extends(64))
        #expect(result.status == 1)
        #expect(result.output == ("""
            <file>:2:20: error: g0.$extends: $extends nests groups deeper than the limit of 64 levels: \
            g0 → g1 → g2 → g3 → … → g61 → g62 → g63 (64 groups)
            g8 lint: 1 error and 0 warnings in 1 file

            """))
    }
}
