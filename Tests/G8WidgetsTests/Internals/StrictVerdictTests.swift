import Foundation
import Testing
import G8Widgets

private final class Holder: ViewController {
    let heading = Label()
    var child: View = Label()
}

/// A view whose `numberOfLines` an applier sets through a property of another type: applying
/// `numberOfLines` to it is an error.
private final class Picky: View {
    var lines = "one"
}

/// A holder whose `swaps` property replaces its child whenever it is set: a setter that
/// changes what a later step of a plan reaches.
private final class Swapper: ViewController {
    var child = Label()
    var swaps = 0 { didSet { child = Label() } }
}

/// A strict engine keeps the verdict of a clean validation with the compiled plan of a style
/// and class, so repeated strict applications replay without validating again.
@Suite("Strict mode's cached verdict")
struct StrictVerdictTests {
    static func strictEngine() -> G8 {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.isStrict = true
        g8.add(valueApplier: G8ValueApplier<Picky> { value, object, key, _ in
            guard key == "numberOfLines" else { return false }
            G8.applyValue(value, to: object, at: \.lines)
            return true
        })
        return g8
    }

    /// A strict replay finds every child first, then sets the values, reading each child
    /// again: a child a setter replaced meanwhile is the one set, as the interpreter sets it.
    @Test func aChildASetterReplacesIsFoundAgainByAStrictReplay() {
        var g8 = StrictVerdictTests.strictEngine()
        g8.add(valueApplier: G8ValueApplier<Swapper>(properties: [G8Property("swaps", \.swaps)]))
        let style: G8Style = ["swaps": 1, "child.textColor": Color.red]
        let swapper = Swapper()
        for _ in 0..<3 {
            let before = swapper.child, beforeColor = swapper.child.textColor
            let report = g8.applyStyle(style, to: swapper)
            #expect(report.isClean && report.appliedCount == 2)
            #expect(swapper.child !== before)
            #expect(swapper.child.textColor == .red && before.textColor == beforeColor)
        }
    }

    /// Under a theme manager a strict registration finds the plan's children and replays it,
    /// noting what it replaces, in one walk: it must leave, and put back, what the journaled
    /// application of a plain engine does, a setter replacing a later child included.
    @Test func aStrictManagerRegistersAndSwitchesAsAPlainOneDoes() throws {
        var strict = StrictVerdictTests.strictEngine()
        strict.add(valueApplier: G8ValueApplier<Swapper>(properties: [G8Property("swaps", \.swaps)]))
        var plain = strict
        plain.isStrict = false
        let a = try G8Theme(json: Data(##"{"styles": {"s": {"swaps": 1, "child.textColor": "#FF0000"}}}"##.utf8))
        let b = try G8Theme(json: Data(##"{"styles": {"s": {"child.numberOfLines": 3}}}"##.utf8))
        func run(_ engine: G8) -> [String] {
            let manager = G8ThemeManager(engine: engine, theme: a)
            let swappers = (0..<4).map { _ in Swapper() }
            var states: [String] = []
            for swapper in swappers {
                let first = swapper.child
                let report = manager.style(swapper, with: "s")
                #expect(report.isClean && report.appliedCount == 2)
                #expect(swapper.child !== first && swapper.child.textColor == .red && first.textColor == .black)
            }
            states += swappers.map { "\($0.swaps) \($0.child.textColor.map { "\($0)" } ?? "nil") \($0.child.numberOfLines)" }
            manager.switchTheme(to: b)
            states += swappers.map { "\($0.swaps) \($0.child.textColor.map { "\($0)" } ?? "nil") \($0.child.numberOfLines)" }
            manager.switchTheme(to: a)
            states += swappers.map { "\($0.swaps) \($0.child.textColor.map { "\($0)" } ?? "nil") \($0.child.numberOfLines)" }
            return states
        }
        let strictStates = run(strict), plainStates = run(plain)
        #expect(strictStates == plainStates)
        let (styledA, styledB) = (Array(repeating: "1 #FF0000 1", count: 4), Array(repeating: "0 #000000 3", count: 4))
        #expect(strictStates == styledA + styledB + styledA)
    }

    /// A strict registration whose object's children differ from the plan's (the verdict does
    /// not cover it) is validated, refused whole, and leaves nothing for a switch to put back.
    @Test func aStrictManagerRefusesAnObjectWhoseChildrenDiffer() throws {
        let g8 = StrictVerdictTests.strictEngine()
        let theme = try G8Theme(json: Data(##"{"styles": {"s": {"heading.textColor": "#FF0000", "child.numberOfLines": 3}}}"##.utf8))
        let manager = G8ThemeManager(engine: g8, theme: theme)
        for _ in 0..<2 { #expect(manager.style(Holder(), with: "s").isClean) }
        let other = Holder()
        other.child = Picky()
        let report = manager.style(other, with: "s")
        #expect(report.diagnostics.map(\.description) == [
            "1:74: error: Holder[s].child.numberOfLines: Picky.numberOfLines expects String, got Double",
            "error: Holder[s]: strict mode: nothing was applied because of 1 error",
        ])
        #expect(other.heading.textColor == .black && (other.child as? Picky)?.lines == "one")
        other.heading.textColor = .blue
        manager.switchTheme(to: theme)
        #expect(other.heading.textColor == .blue && (other.child as? Picky)?.lines == "one")
    }

    @Test func aStyleWithErrorsIsRefusedEveryTime() {
        let g8 = StrictVerdictTests.strictEngine()
        let style: G8Style = ["heading.textColor": Color.red, "heading.numberOfLines": "two"]
        for _ in 0..<3 {
            let holder = Holder()
            let report = g8.applyStyle(style, to: holder)
            #expect(holder.heading.textColor == .black && holder.heading.numberOfLines == 1)
            #expect(report.appliedCount == 0)
            #expect(report.diagnostics.map(\.description) == [
                "error: heading.numberOfLines: Label.numberOfLines expects Int, got String",
                "error: strict mode: nothing was applied because of 1 error",
            ])
        }
    }

    @Test func aCachedVerdictStillAppliesEveryValue() {
        let g8 = StrictVerdictTests.strictEngine()
        let style: G8Style = ["heading.textColor": Color.red, "child.numberOfLines": 3, "view.backgroundColor": Color.blue]
        for _ in 0..<3 {
            let holder = Holder()
            let report = g8.applyStyle(style, to: holder)
            #expect(report.isClean && report.appliedCount == 3)
            #expect(holder.heading.textColor == .red && (holder.child as? Label)?.numberOfLines == 3)
            #expect(holder.view.backgroundColor == .blue)
        }
    }

    @Test func aCachedVerdictDoesNotCoverAnObjectWhoseChildrenDiffer() {
        let g8 = StrictVerdictTests.strictEngine()
        let style: G8Style = ["heading.textColor": Color.red, "child.numberOfLines": 3]
        #expect(g8.applyStyle(style, to: Holder()).isClean)
        #expect(g8.applyStyle(style, to: Holder()).isClean)
        let other = Holder()
        other.child = Picky()
        let report = g8.applyStyle(style, to: other)
        #expect(other.heading.textColor == .black && (other.child as? Picky)?.lines == "one")
        #expect(report.diagnostics.map(\.description) == [
            "error: child.numberOfLines: Picky.numberOfLines expects String, got Int",
            "error: strict mode: nothing was applied because of 1 error",
        ])
    }

    @Test func addingAnApplierInvalidatesTheVerdict() {
        var g8 = StrictVerdictTests.strictEngine()
        let style: G8Style = ["heading.textColor": Color.red, "heading.numberOfLines": 2]
        #expect(g8.applyStyle(style, to: Holder()).isClean)
        #expect(g8.applyStyle(style, to: Holder()).isClean)
        g8.add(valueApplier: G8ValueApplier<Label> { value, object, key, _ in
            guard key == "numberOfLines" else { return false }
            G8.applyValue(value, to: object, at: \.text)
            return true
        })
        let holder = Holder()
        let report = g8.applyStyle(style, to: holder)
        #expect(holder.heading.textColor == .black && holder.heading.text == nil)
        #expect(report.diagnostics.map(\.description) == [
            "error: heading.numberOfLines: Label.numberOfLines expects String, got Int",
            "error: strict mode: nothing was applied because of 1 error",
        ])
    }
}
