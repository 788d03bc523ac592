import Foundation
import Testing
import G8Widgets

private let silent: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

/// `café` with its `é` as one scalar (NFC) and as `e` and a combining accent (NFD): equal as
/// Swift strings, different bytes.
private let composed = "caf\u{E9}", decomposed = "cafe\u{301}"

@Suite("The theme manager takes canonically equivalent names as one")
struct ThemeManagerNameTests {
    @Test(arguments: [(composed, decomposed), (decomposed, composed)])
    func aStyleIsFoundByEitherSpellingInEitherOrder(themeName: String, registered: String) throws {
        let theme = try G8Theme(json: Data(#"{"styles": {"\#(themeName)": {"alpha": 0.5}}}"#.utf8), engine: silent)
        let manager = G8ThemeManager(engine: silent, theme: theme)
        let first = View(), second = View()
        #expect(manager.style(first, with: registered).diagnostics.isEmpty)
        #expect(manager.style(second, with: themeName).diagnostics.isEmpty)
        #expect(first.alpha == 0.5 && second.alpha == 0.5)
        let next = try G8Theme(json: Data(#"{"styles": {"\#(registered)": {"alpha": 0.25}}}"#.utf8), engine: silent)
        #expect(manager.switchTheme(to: next).diagnostics.isEmpty)
        #expect(first.alpha == 0.25 && second.alpha == 0.25)
    }

    /// Two combining marks in either order: canonically equivalent, as long in UTF-8, and
    /// different bytes.
    @Test func namesThatDifferOnlyInTheOrderOfMarksAreOneStyle() throws {
        let first = "a\u{301}\u{323}", second = "a\u{323}\u{301}"
        #expect(first == second && first.utf8.count == second.utf8.count)
        let theme = try G8Theme(json: Data(#"{"styles": {"\#(first)": {"alpha": 0.5}}}"#.utf8), engine: silent)
        let manager = G8ThemeManager(engine: silent, theme: theme)
        let one = View(), other = View()
        manager.style(one, with: first)
        manager.style(other, with: second)
        #expect(one.alpha == 0.5 && other.alpha == 0.5)
    }

    @Test func registeringAgainUnderTheOtherSpellingKeepsTheStyle() throws {
        let theme = try G8Theme(json: Data(#"{"styles": {"\#(composed)": {"alpha": 0.5}, "plain": {"alpha": 0.25}}}"#.utf8), engine: silent)
        let manager = G8ThemeManager(engine: silent, theme: theme)
        let view = View()
        manager.style(view, with: composed)
        manager.style(view, with: "plain")
        #expect(view.alpha == 0.25)
        manager.style(view, with: decomposed)
        #expect(view.alpha == 0.5)
    }
}
