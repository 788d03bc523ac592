import G8Widgets
import Testing

/// WCAG 2.2 contrast ratios and compositing, against published values.
@Suite("Contrast ratio")
struct ContrastRatioTests {
    func ratio(_ text: String, _ background: String) -> Double {
        Color.contrastRatio(Color(hex: text) ?? .clear, Color(hex: background) ?? .clear)
    }

    @Test func publishedRatiosAreMet() {
        #expect(abs(ratio("#000000", "#FFFFFF") - 21) < 1e-9)
        #expect(abs(ratio("#FFFFFF", "#FFFFFF") - 1) < 1e-9)
        // WebAIM's contrast checker: #777777 on white is 4.48:1, #767676 4.54:1, #595959 7:1.
        #expect(abs(ratio("#777777", "#FFFFFF") - 4.48) < 0.005)
        #expect(abs(ratio("#767676", "#FFFFFF") - 4.54) < 0.005)
        #expect(abs(ratio("#595959", "#FFFFFF") - 7.00) < 0.005)
        #expect(abs(ratio("#0000FF", "#FFFFFF") - 8.59) < 0.005)
        #expect(abs(ratio("#FF0000", "#FFFFFF") - 4.00) < 0.005)
    }

    @Test func theRatioIsTheSameWhicheverColorIsLighter() {
        #expect(ratio("#8E8E93", "#FFFFFF") == ratio("#FFFFFF", "#8E8E93"))
    }

    @Test func translucentTextIsCompositedOverTheBackground() {
        let text = Color(white: 0, alpha: 0.4)
        #expect(text.composited(over: .white).hexString == "#999999")
        #expect(abs(text.contrastRatio(on: .white) - 2.85) < 0.005)
        #expect(Color.clear.composited(over: .white) == .white)
        #expect(Color.black.composited(over: .white) == .black)
    }

    @Test func luminanceRunsFromBlackToWhite() {
        #expect(Color.black.relativeLuminance == 0)
        #expect(abs(Color.white.relativeLuminance - 1) < 1e-9)
    }

    @Test func apcaMatchesItsPublishedValues() {
        // APCA-W3's own examples: #888 on white 63.056, white on #888 −68.541, black on #AAA
        // 58.146, #AAA on black −56.241.
        func lc(_ text: String, _ background: String) -> Double {
            (Color(hex: text) ?? .clear).apcaContrast(on: Color(hex: background) ?? .clear)
        }
        #expect(abs(lc("#888888", "#FFFFFF") - 63.056) < 0.001)
        #expect(abs(lc("#FFFFFF", "#888888") + 68.541) < 0.001)
        #expect(abs(lc("#000000", "#AAAAAA") - 58.146) < 0.001)
        #expect(abs(lc("#AAAAAA", "#000000") + 56.241) < 0.001)
        #expect(lc("#FFFFFF", "#FFFFFF") == 0)
    }
}
