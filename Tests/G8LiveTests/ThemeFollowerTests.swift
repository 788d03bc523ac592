import Foundation
import G8Widgets
import Synchronization
import Testing

/// An engine's theme followers see every theme its managers make current, before the objects
/// are restyled: at the manager's making, and at each switch of mode, theme or update.
@Suite("Theme followers")
struct ThemeFollowerTests {
    static let json = """
        {"tokens": {"color": {"$type": "color", "surface": {"$value": "#FFFFFF", "$modes": {"dark": "#1C1C1E"}}}},
         "namedColors": {"window_bg_color": "{color.surface}"},
         "styles": {"card": {"backgroundColor": "{color.surface}"}}}
        """

    /// What each call of the follower saw: the theme's mode and its window_bg_color.
    final class Seen: Sendable {
        let calls = Mutex<[String]>([])
    }

    @Test func aFollowerSeesEachThemeTheManagerMakesCurrent() throws {
        let seen = Seen()
        var g8 = G8.standard
        g8.add(themeFollower: G8ThemeFollower { theme in
            let color = theme.namedColors.first.flatMap { try? G8TokenValues.color($0.value).get() }
            seen.calls.withLock { $0.append("\(theme.mode ?? "default") \(color.map(\.hexString) ?? "none")") }
        })
        #expect(g8.themeFollowers.count == 1)
        let theme = try G8Theme(json: Data(Self.json.utf8), file: "theme.json", engine: g8)
        let manager = G8ThemeManager(engine: g8, theme: theme)
        let view = View()
        manager.style(view, with: "card")
        try manager.switchMode(to: "dark")
        try manager.switchMode(to: nil)
        manager.switchTheme(to: try G8Theme(json: Data(#"{"styles": {"card": {"alpha": 0.5}}}"#.utf8), engine: g8))
        #expect(seen.calls.withLock { $0 } == ["default #FFFFFF", "dark #1C1C1E", "default #FFFFFF", "default none"])
        #expect(view.alpha == 0.5)
    }

    @Test func anEngineHasNoFollowersUntilOneIsAdded() {
        #expect(G8.standard.themeFollowers.isEmpty)
    }
}
