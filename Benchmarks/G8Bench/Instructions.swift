import Foundation
import G8Remote
import G8Widgets

/// The main paths whose instructions `scripts/instructions.py` counts under callgrind and CI
/// holds against `Benchmarks/instructions.json`.
///
/// `g8-bench --count PATH N` prepares its inputs, then runs the path `N` times inside
/// ``measured(_:)``, the one function callgrind collects in (`--toggle-collect`), so that the
/// count is the paths' alone: no start-up, no input generation, no set-up.
enum Instructions {
    static let paths = [
        "screen-repeated", "screen-first", "registration", "key-switch", "theme-load", "style-heavy", "theme-merge", "remote-update",
    ]

    /// Runs `path` `count` times inside ``measured(_:)``; false for an unknown path.
    static func run(_ path: String, count: Int, inputs: String?) throws -> Bool {
        switch path {
        case "screen-repeated":
            let screen = BenchScreen()
            G8.standard.applyStyle(ScreenStyle.screen, to: screen)
            measured { for _ in 0..<count { G8.standard.applyStyle(ScreenStyle.screen, to: screen) } }
        case "screen-first":
            let engine = G8.standard
            engine.applyStyle(ScreenStyle.screen, to: BenchScreen())
            let screens = (0..<count).map { _ in BenchScreen() }
            let styles = (0..<count).map { _ in G8Style(ScreenStyle.screen.entries) }
            measured { for index in 0..<count { engine.applyStyle(styles[index], to: screens[index]) } }
        case "registration":
            let a = try G8Theme(json: Data(RunPath.themeA.utf8))
            let manager = G8ThemeManager(engine: .standard, theme: a)
            manager.style(BenchScreen(), with: "screen")
            let screens = (0..<count).map { _ in BenchScreen() }
            measured { for screen in screens { manager.style(screen, with: "screen") } }
            withExtendedLifetime(screens) {}
        case "key-switch":
            // `count` switches A → B → A of 100 registered screens.
            let a = try G8Theme(json: Data(RunPath.themeA.utf8)), b = try G8Theme(json: Data(RunPath.themeB.utf8))
            let manager = G8ThemeManager(engine: .standard, theme: a)
            let screens = (0..<100).map { _ in BenchScreen() }
            for screen in screens { manager.style(screen, with: "screen") }
            manager.switchTheme(to: b)
            manager.switchTheme(to: a)
            measured {
                for _ in 0..<count {
                    manager.switchTheme(to: b)
                    manager.switchTheme(to: a)
                }
            }
            withExtendedLifetime(screens) {}
        case "theme-load":
            let data = ThemeBench.generate()
            _ = try? G8Theme(json: data)  // the process's one-time work: conformances, metadata
            measured { for _ in 0..<count { _ = try? G8Theme(json: data) } }
        case "style-heavy":
            let data = LoadBench.read(LoadBench.inputs(inputs), "style-heavy.json")
            _ = try? G8Theme(json: data)  // the process's one-time work: conformances, metadata
            measured { for _ in 0..<count { _ = try? G8Theme(json: data) } }
        case "theme-merge", "remote-update":
            // The benchmark theme, its styles standing alone, sent as an update over itself:
            // every key replaced, the whole theme checked again. `remote-update` judges each
            // entry under the default policy first, `.lookOnly`, which needs each entry's role;
            // the update (look keys, colour and number tokens) passes it whole and is merged as
            // `theme-merge` merges it.
            let data = ThemeBench.generate(superStyles: false)
            let theme = try G8Theme(json: data)
            let policy = path == "remote-update" ? G8RemotePolicy.lookOnly : nil
            _ = try? merge(data, into: theme, policy: policy)
            measured { for _ in 0..<count { _ = try? merge(data, into: theme, policy: policy) } }
        default:
            return false
        }
        return true
    }

    /// `data` merged into `theme` as a remote theme merges an update under `policy`, or as a
    /// local update when there is none.
    static func merge(_ data: Data, into theme: G8Theme, policy: G8RemotePolicy?) throws(G8ThemeError) -> G8Theme {
        guard let policy else { return try theme.merging(json: data, file: "update.json") }
        return try theme.merging(json: data, file: "update.json", policy: policy)
    }

    /// The work callgrind counts: collection is toggled on when this function is entered and off
    /// when it returns.
    @inline(never)
    static func measured(_ work: () -> Void) {
        work()
    }
}
