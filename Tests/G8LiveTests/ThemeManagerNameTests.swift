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

@Suite("The theme manager compares names by their bytes")
struct ThemeManagerNameTests {
    private func manager() throws -> G8ThemeManager {
        let theme = try G8Theme(json: Data("""
            {"styles": {"\(composed)": {"alpha": 0.5}, "\(decomposed)": {"alpha": 0.25}}}
            """.utf8), engine: silent)
        return G8ThemeManager(engine: silent, theme: theme)
    }

    @Test(arguments: [true, false])
    func namesThatDifferOnlyInNormalisationAreTwoStylesInEitherOrder(composedFirst: Bool) throws {
        let manager = try manager()
        let nfc = View(), nfd = View()
        if composedFirst {
            manager.style(nfc, with: composed)
            manager.style(nfd, with: decomposed)
        } else {
            manager.style(nfd, with: decomposed)
            manager.style(nfc, with: composed)
        }
        #expect(nfc.alpha == 0.5 && nfd.alpha == 0.25)
        manager.restyleAll()
        #expect(nfc.alpha == 0.5 && nfd.alpha == 0.25)
    }

    /// Two combining marks in either order: canonically equivalent, as long in UTF-8, and
    /// different bytes.
    @Test func namesOfTheSameLengthThatDifferOnlyInTheOrderOfMarksAreTwoStyles() throws {
        let first = "a\u{301}\u{323}", second = "a\u{323}\u{301}"
        #expect(first == second && first.utf8.count == second.utf8.count)
        let theme = try G8Theme(json: Data("""
            {"styles": {"\(first)": {"alpha": 0.5}, "\(second)": {"alpha": 0.25}}}
            """.utf8), engine: silent)
        let manager = G8ThemeManager(engine: silent, theme: theme)
        let one = View(), other = View()
        manager.style(one, with: first)
        manager.style(other, with: second)
        #expect(one.alpha == 0.5 && other.alpha == 0.25)
    }

    @Test func registeringAgainUnderTheOtherSpellingChangesTheStyle() throws {
        let manager = try manager()
        let view = View()
        manager.style(view, with: composed)
        manager.style(view, with: decomposed)
        #expect(view.alpha == 0.25)
        manager.style(view, with: composed)
        #expect(view.alpha == 0.5)
    }
}
