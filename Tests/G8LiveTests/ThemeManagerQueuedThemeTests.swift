import Foundation
import Testing
import G8Widgets

/// A view whose `hook` setter runs an action: an applier that calls the manager back while it
/// applies a style.
private final class Hook: View {
    var hook = 0 {
        didSet {
            let action = onHook
            onHook = nil
            action?()
        }
    }
    var onHook: (() -> Void)?
}

private let engine: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    g8.add(valueApplier: G8ValueApplier<Hook>(properties: [G8Property("hook", get: { $0.hook }, set: { $0.hook = $1 })]))
    return g8
}()

private func theme(text: String, dark: String, extra: String = "") throws -> G8Theme {
    try G8Theme(json: Data("""
        {"tokens": {"c": {"$type": "color", "text": {"$value": "\(text)", "$modes": {"dark": "\(dark)"}}}},
         "styles": {"hook": {"hook": 1}, "label": {"textColor": "{c.text}"}\(extra)}}
        """.utf8), engine: engine)
}

@Suite("Calls queued while the manager restyles read the theme they will have")
struct ThemeManagerQueuedThemeTests {
    @Test func aContextSwitchAfterAQueuedThemeSwitchResolvesTheNewTheme() throws {
        let a = try theme(text: "#000000", dark: "#FFFFFF"), b = try theme(text: "#FF0000", dark: "#00FF00")
        let manager = G8ThemeManager(engine: engine, theme: a)
        let label = Label(), hook = Hook()
        manager.style(label, with: "label")
        var thrown: G8ThemeError?
        hook.onHook = {
            manager.switchTheme(to: b)
            do throws(G8ThemeError) { try manager.switchContexts(to: ["mode": "dark"]) } catch { thrown = error }
        }
        manager.style(hook, with: "hook")
        #expect(thrown == nil)
        #expect(manager.mode == "dark")
        #expect(label.textColor?.description == "#00FF00")
    }

    @Test func aModeSwitchAfterAQueuedThemeSwitchResolvesTheNewTheme() throws {
        let a = try theme(text: "#000000", dark: "#FFFFFF"), b = try theme(text: "#FF0000", dark: "#00FF00")
        let manager = G8ThemeManager(engine: engine, theme: a)
        let label = Label(), hook = Hook()
        manager.style(label, with: "label")
        hook.onHook = {
            manager.switchTheme(to: b)
            _ = try? manager.switchMode(to: "dark")
        }
        manager.style(hook, with: "hook")
        #expect(manager.mode == "dark" && label.textColor?.description == "#00FF00")
    }

    @Test func aStyleOfTheThemeAQueuedSwitchLeadsToIsRegistered() throws {
        let a = try theme(text: "#000000", dark: "#FFFFFF")
        let b = try theme(text: "#FF0000", dark: "#00FF00", extra: #", "onlyB": {"alpha": 0.5}"#)
        let manager = G8ThemeManager(engine: engine, theme: a)
        let view = View(), hook = Hook()
        var report: G8Report?
        hook.onHook = {
            manager.switchTheme(to: b)
            report = manager.style(view, with: "onlyB")
        }
        manager.style(hook, with: "hook")
        #expect(report?.diagnostics.isEmpty == true)
        #expect(view.alpha == 0.5)
        #expect(manager.registeredCount == 2)
    }

    @Test func aStyleOnlyTheCurrentThemeHasIsRefusedAfterAQueuedSwitchToATheme() throws {
        let a = try theme(text: "#000000", dark: "#FFFFFF", extra: #", "onlyA": {"alpha": 0.5}"#)
        let b = try theme(text: "#FF0000", dark: "#00FF00")
        let manager = G8ThemeManager(engine: engine, theme: a)
        let view = View(), hook = Hook()
        var report: G8Report?
        hook.onHook = {
            manager.switchTheme(to: b)
            report = manager.style(view, with: "onlyA")
        }
        manager.style(hook, with: "hook")
        #expect(report?.diagnostics.map(\.description) == ["error: View[onlyA]: unknown style 'onlyA'"])
        #expect(view.alpha == 1)
    }
}
