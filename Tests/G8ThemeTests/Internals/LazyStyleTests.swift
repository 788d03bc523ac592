import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
import G8Widgets

/// A theme checks every style when it loads and makes each one the first time it is asked for
/// (``G8ThemeStyles``): these pin that a style made late is the style an early one would be,
/// whatever the order styles are asked for in, that it is made once for every copy of the
/// theme and every thread, and that the load's diagnostics are the check's.
@Suite("Styles made on first use")
struct LazyStyleTests {
    static let text = """
        {"tokens": {"ink": {"$type": "color", "$value": "#102030"},
                    "lines": {"$value": 3, "$deprecated": "use two lines"}},
         "styles": {
           "base": {"label1.textColor": "{ink}", "label1.numberOfLines": "{lines}"},
           "card": {"superStyle": "base", "innerView": {"alpha": 0.5, "layer.cornerRadius": 4},
                    "button1.titleColor:highlighted": "#FF0000", "label2.font": {"family": "Inter", "size": 15}},
           "other": {"superStyle": ["card", "base"], "label2.text": "hi", "label3.textColor": "{ink}"}
         }}
        """

    /// Each style as an application leaves a fresh screen, and as its description reads.
    static func made(_ theme: G8Theme, askingFor order: [String]) throws -> [String: String] {
        var made: [String: String] = [:]
        for name in order {
            let style = try theme.style(named: name)
            let screen = Screen()
            #expect(quiet.applyStyle(style, to: screen).isClean)
            made[name] = style.description + "\n" + quiet.dump(screen)
        }
        return made
    }

    @Test func theOrderStylesAreAskedForInChangesNoStyle() throws {
        let forwards = try LazyStyleTests.made(try theme(LazyStyleTests.text), askingFor: ["base", "card", "other"])
        let backwards = try LazyStyleTests.made(try theme(LazyStyleTests.text), askingFor: ["other", "card", "base"])
        #expect(forwards == backwards)
        // The superStyles reached their screens: `other` sets what `card` and `base` set.
        let other = Screen()
        quiet.applyStyle(try theme(LazyStyleTests.text).style(named: "other"), to: other)
        #expect(other.label1.textColor == Color(hex: "#102030") && other.label1.numberOfLines == 3)
        #expect(other.innerView.alpha == 0.5 && other.button1.titleColor(for: .highlighted) == Color(hex: "#FF0000"))
        #expect(other.label2.text == "hi" && other.label2.font == Font(name: "Inter", size: 15))
    }

    @Test func aStyleIsMadeOnceForEveryCopyOfTheTheme() throws {
        let loaded = try theme(LazyStyleTests.text)
        let copy = loaded
        let card = try copy.style(named: "other")  // makes `card` and `base` on the way
        #expect(try loaded.style(named: "other").storage === card.storage)
        let superStyles = card.entries[0].contents.nested ?? []
        #expect(superStyles.count == 2)
        #expect(superStyles[0].storage === (try loaded.style(named: "card")).storage)
        #expect(superStyles[1].storage === (try loaded.style(named: "base")).storage)
        // Another load makes its own.
        #expect(try theme(LazyStyleTests.text).style(named: "other").storage !== card.storage)
    }

    @Test func threadsAskingTogetherGetTheSameStyle() async throws {
        let loaded = try theme(LazyStyleTests.text)
        let names = ["other", "card", "base"]
        let identities = await withTaskGroup(of: (String, ObjectIdentifier).self) { group in
            for index in 0..<48 {
                group.addTask {
                    let name = names[index % names.count]
                    return (name, ObjectIdentifier(try! loaded.style(named: name).storage))
                }
            }
            var found: [String: Set<ObjectIdentifier>] = [:]
            for await (name, id) in group { found[name, default: []].insert(id) }
            return found
        }
        #expect(identities.count == 3 && identities.values.allSatisfy { $0.count == 1 })
    }

    @Test func theLoadsWarningsAreTheChecksAndMakingAStyleAddsNone() throws {
        let loaded = try theme(LazyStyleTests.text)
        let expected = [
            "theme.json:4:66: warning: styles.base.label1.numberOfLines: token 'lines' is deprecated: use two lines",
        ]
        #expect(loaded.warnings.map(\.description) == expected)
        _ = try loaded.style(named: "other")
        #expect(loaded.warnings.map(\.description) == expected)
        #expect(loaded.styles.contains("card") && !loaded.styles.contains("cards"))
        #expect(throws: G8ThemeError.self) { try loaded.style(named: "cards") }
    }
}
