import Testing
import G8Core
import G8Themes

@Suite("Token expressions (Tokens Studio math)")
struct TokenExpressionTests {
    let tokens: [String: G8JSON] = [
        "space.base": .string("8px"),
        "dimension.scale": .string("2"),
        "dimension.sm": .string("8"),
        "fontSizes.body": .string("16"),
        "size.rem": .string("1rem"),
        "colors.black": .string("#000000"),
        "colors.blue": .string("#0000FF"),
        "ratio": .number(1.5),
        "shadow.card": .object([("x", .number(0)), ("y", .number(2))]),
    ]

    func evaluate(_ text: String) -> Result<G8JSON, G8ValueProblem> {
        G8TokenExpression.evaluate(text) { tokens[$0] }
    }

    @Test func multipliesAReferenceKeepingItsUnit() {
        #expect(evaluate("{space.base} * 2") == .success(.string("16px")))
        #expect(evaluate("{space.base}*{ratio}") == .success(.string("12px")))
    }

    @Test func numbersWrittenAsStringsComputeToNumbers() {
        #expect(evaluate("{dimension.sm} * {dimension.scale}") == .success(.number(16)))
        #expect(evaluate("{fontSizes.body} * 0.65") == .success(.number(10.4)))
    }

    @Test func roundToAndPowersFollowTokensStudio() {
        // Tokens Studio's type scale: 16 × 1.25² = 25, 16 × 1.25³ = 31.25 → 31.
        #expect(evaluate("roundTo({fontSizes.body}*1.25^2)") == .success(.number(25)))
        #expect(evaluate("roundTo({fontSizes.body}*1.25^3)") == .success(.number(31)))
        #expect(evaluate("roundTo(31.256, 1)") == .success(.number(31.3)))
        #expect(evaluate("2^3^2") == .success(.number(512)))
    }

    @Test func precedenceParenthesesAndUnaryMinus() {
        #expect(evaluate("1 + 2 * 3") == .success(.number(7)))
        #expect(evaluate("(1 + 2) * 3") == .success(.number(9)))
        #expect(evaluate("-{space.base} / 2") == .success(.string("-4px")))
        #expect(evaluate("max(4px, {space.base}) - 2px") == .success(.string("6px")))
        #expect(evaluate("{space.base} / 4px") == .success(.number(2)))
    }

    @Test func colorFunctionsComeBackAsTextWithReferencesSubstituted() {
        #expect(evaluate("rgba({colors.black}, 0.5)") == .success(.string("rgba(#000000, 0.5)")))
        #expect(evaluate("rgba({colors.blue}, 50%)") == .success(.string("rgba(#0000FF, 50%)")))
        #expect(evaluate("linear-gradient(180deg, {colors.black} 0%, rgba({colors.black}, 0.00) 45%)")
            == .success(.string("linear-gradient(180deg, #000000 0%, rgba(#000000, 0.00) 45%)")))
    }

    @Test func aLoneReferenceIsItsValueUnchanged() {
        #expect(evaluate("{shadow.card}") == .success(tokens["shadow.card"]!))
        #expect(evaluate("{ratio}") == .success(.number(1.5)))
    }

    @Test func problemsNameWhatWentWrong() {
        #expect(evaluate("{space.huge} * 2") == .failure(G8ValueProblem(
            expected: "a reference to a token", actual: "{space.huge}", note: "no token is named 'space.huge'")))
        #expect(evaluate("{size.rem} + 4px").map(\.description) == .failure(G8ValueProblem(
            expected: "arithmetic that can be computed", actual: "\"{size.rem} + 4px\"",
            note: "cannot combine 'rem' and 'px' without a conversion")))
        #expect(evaluate("{space.base} / 0").mapError(\.description) == .failure(
            "expects arithmetic that can be computed, got \"{space.base} / 0\"; division by zero"))
        #expect(evaluate("{shadow.card} * 2").mapError(\.description) == .failure(
            "expects a reference to a single value inside an expression, got an object; {shadow.card} is a composite value"))
        #expect(evaluate("{space.base * 2").mapError(\.description) == .failure(
            "expects a reference closed by '}', got \"{space.base * 2\""))
    }

    @Test func plainValuesNeedNoEvaluation() {
        #expect(!G8TokenExpression.needsEvaluation("16px"))
        #expect(!G8TokenExpression.needsEvaluation("#FF0000"))
        #expect(!G8TokenExpression.needsEvaluation("sans-serif"))
        #expect(G8TokenExpression.needsEvaluation("{a.b}"))
        #expect(G8TokenExpression.needsEvaluation("4 * 2"))
        #expect(G8TokenExpression.needsEvaluation("8px - 2px"))
    }
}

extension String: @retroactive Error {}
