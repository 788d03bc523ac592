import Foundation
import G8Widgets
import Testing

/// Diagnostic codes: each names the module whose checks report it, and the code a diagnostic
/// carries is the static member that module declares.
@Suite("Diagnostic codes")
struct DiagnosticCodeTests {
    @Test func anEngineDiagnosticCarriesItsG8CoreCode() {
        let report = G8.standard.applyStyle(["font": "Helvetica", "textColr": Color.red], to: Label())
        #expect(report.diagnostics.map(\.code) == [.typeMismatch, .unknownProperty])
        #expect(report.diagnostics.map(\.code.description) == ["G8Core.typeMismatch", "G8Core.unknownProperty"])
    }

    @Test func aThemeDiagnosticCarriesItsG8ThemesCode() {
        let json = ##"{"tokens": {"c": {"$type": "color", "a": {"$value": "{c.b}"}}}}"##
        let error = #expect(throws: G8ThemeError.self) { try G8Theme(json: Data(json.utf8), file: "t.json", engine: .standard) }
        #expect(error?.diagnostics.map(\.code) == [.unknownToken])
        #expect(error?.diagnostics.first?.code.description == "G8Themes.unknownToken")
    }

    @Test func aWatcherThatCannotWatchSaysSoWithItsOwnCode() {
        let missing = URL(fileURLWithPath: "/nonexistent-g8-folder/theme.json")
        let error = #expect(throws: G8ThemeError.self) {
            _ = try G8ThemeWatcher(url: missing, engine: .standard) { _ in }
        }
        #expect(error?.diagnostics.map(\.code) == [.watchFailed])
        #expect(error?.diagnostics.first?.code.module == "G8Live")
    }

    @Test func aDiagnosticOfYourOwnHasTheCustomCode() {
        let diagnostic = G8Diagnostic(level: .warning, path: "avatar.badge", message: "badges are drawn at most 99")
        #expect(diagnostic.code == .custom)
        #expect(diagnostic.description == "warning: avatar.badge: badges are drawn at most 99")
    }
}
