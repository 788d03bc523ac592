import Testing
@testable import G8Core

@Suite("Order of application")
struct ApplyOrderTests {
    @Test func laterEntriesWin() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        g8.applyStyle(["width": 1, "width": 5], to: shape)
        #expect(shape.width == 5)
    }

    @Test func superStyleAppliesFirstAndTheRestOverridesIt() {
        let (g8, _) = makeEngine()
        let base: G8Style = ["width": 1, "count": 7]
        let shape = Shape()
        g8.applyStyle(["width": 4, G8K.superStyle: base], to: shape)
        #expect(shape.width == 4)
        #expect(shape.count == 7)
    }

    @Test func aListOfSuperStylesAppliesInOrder() {
        let (g8, _) = makeEngine()
        let shape = Shape()
        g8.applyStyle([G8K.superStyle: [["width": 1, "count": 1] as G8Style, ["width": 2]]], to: shape)
        #expect(shape.width == 2)
        #expect(shape.count == 1)
    }

    @Test func inlineDictionariesApplyInTheirFixedOrderEveryTime() {
        let (g8, box) = makeEngine(level: .verbose)
        for _ in 0..<20 {
            let screen = Screen()
            g8.applyStyle(["header": ["width": 1, "count": 2, "name": "n", "tint": "red"]], to: screen)
        }
        let sets = box.lines.filter { $0.contains(" set ") }
        #expect(Array(sets.prefix(4)) == [
            "verbose: header.count: set Shape.count to 2",
            "verbose: header.name: set Shape.name to \"n\"",
            "verbose: header.tint: set Shape.tint to \"red\"",
            "verbose: header.width: set Shape.width to 1",
        ])
        #expect(Set(stride(from: 0, to: sets.count, by: 4).map { Array(sets[$0..<$0 + 4]) }).count == 1)
    }

    @Test func theSameStyleGivesTheSameLogEveryTime() {
        let style: G8Style = ["header.width": 2, "footer": ["count": 3], "missing.width": 1, "header.wdth": 1]
        let (g8, _) = makeEngine(level: .verbose)
        let first = g8.applyStyle(style, to: DetailScreen()).lines
        let second = g8.applyStyle(style, to: DetailScreen()).lines
        #expect(first == second)
        #expect(first.count == 9)
    }

    @Test func aSuperStyleThatIsNotAStyleIsAnError() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle([G8K.superStyle: 3, "width": 2], to: Shape())
        #expect(report.lines == ["error: superStyle: superStyle expects a style or a list of styles, got Int"])
    }

    @Test func nestingBeyondTheLimitIsReportedNotRecursedForever() {
        let (g8, _) = makeEngine()
        var style: G8Style = ["width": 1]
        for _ in 0...G8.maximumDepth { style = [G8K.superStyle: style] }
        let shape = Shape()
        let report = g8.applyStyle(style, to: shape)
        #expect(report.lines == ["error: styles nest deeper than the limit of 64 levels"])
        #expect(shape.width == 0)
    }
}
