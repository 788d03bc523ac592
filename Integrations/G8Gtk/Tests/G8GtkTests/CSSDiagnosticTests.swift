import CGtk4
import Foundation
import G8Gtk
import G8Remote
import Testing

/// A `css` value of declarations alone that GTK refuses (`colr: red;`) loads, and is refused
/// when it is applied, each with its own diagnostic at its own place in the theme, as a check
/// of it alone words it; a good value beside a bad one is applied, and a lint reports the bad
/// ones before anything is applied. (A value that is not declarations alone is refused by the
/// load: `CSSInjectionTests`.)
@MainActor
@Suite("css diagnostics") struct CSSDiagnosticTests {
    static let theme = """
        {
          "styles": {
            "a": { "ok.css": "colr: red;", "title.css": "min-height: 3px;" },
            "b": { "ok.css": "padding: 4px;" },
            "c": { "title": { "css": "padding: 4px; margn: 2px;" } },
            "d": { "ok.css": "min-height: 3px;" }
          }
        }
        """

    static func errors(_ report: G8Report) -> [String] {
        report.diagnostics.filter { $0.level == .error }.map(\.description)
    }

    @Test func twoBadValuesOfOneThemeEachGetTheirOwnDiagnosticAtTheirOwnPlaceWhenApplied() throws {
        try TestGtk.start()
        #expect(TestGtk.loadErrors(Self.theme) == [])
        let theme = try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = manager.style(ui, with: "a")
        #expect(Self.errors(report) == [
            #"theme.json:3:22: error: GtkInterface[a].ok.css: GtkButton.css cannot be "colr: red;": GTK cannot parse it: No property named "colr" (at character 1)"#,
        ])
        let other = try GtkInterface(xml: TestGtk.document)
        #expect(Self.errors(manager.style(other, with: "c")) == [
            #"theme.json:5:30: error: GtkInterface[c].title.css: GtkLabel.css cannot be "padding: 4px; margn: 2px;": GTK cannot parse it: No property named "margn" (at character 15)"#,
        ])
        ui.flush()
        other.flush()
        // The good value beside the bad one is applied; the refused ones set nothing.
        #expect(try ui.object("ok").cssClass == nil && other.object("title").cssClass == nil)
        let title = try #require(try ui.object("title").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(title){min-height: 3px;}"))
        #expect(!GtkStyleSheet.shared.css.contains("colr") && !GtkStyleSheet.shared.css.contains("margn"))
    }

    @Test func aLintReportsWhatGTKRefusesAtItsPlace() throws {
        try TestGtk.start()
        let problems = G8Theme.lint(json: Data(Self.theme.utf8), file: "theme.json", engine: TestGtk.engine)
        #expect(problems.filter { $0.level == .error }.map(\.description) == [
            #"theme.json:3:22: error: styles.a.ok.css: 'css' cannot be "colr: red;": GTK cannot parse it: No property named "colr" (at character 1)"#,
            #"theme.json:5:30: error: styles.c.title.css: 'css' cannot be "padding: 4px; margn: 2px;": GTK cannot parse it: No property named "margn" (at character 15)"#,
        ])
    }

    @Test func aBadValueOfAnUpdateIsRefusedAtItsPlaceWhenApplied() throws {
        try TestGtk.start()
        let bundled = try G8Theme(json: Data(#"{"styles": {"screen": {"title.xalign": 0.5}}}"#.utf8), file: "bundled.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: bundled)
        let ui = try GtkInterface(xml: TestGtk.document)
        #expect(manager.style(ui, with: "screen").diagnostics == [])
        let update = """
            {
              "styles": {
                "screen": { "title.css": "margn: 2px;", "ok.css": "min-height: 31px;" }
              }
            }
            """
        let merged = try bundled.merging(json: Data(update.utf8), file: "update.json", policy: .allowingKeys(["css"]))
        #expect(Self.errors(manager.switchTheme(to: merged)) == [
            #"update.json:3:30: error: GtkInterface[screen].title.css: GtkLabel.css cannot be "margn: 2px;": GTK cannot parse it: No property named "margn" (at character 1)"#,
        ])
        ui.flush()
        let ok = try #require(try ui.object("ok").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(ok){min-height: 31px;}"))
        #expect(try ui.object("title").cssClass == nil)

        let fixed = try bundled.merging(
            json: Data(#"{"styles": {"screen": {"title.css": "margin: 2px;"}}}"#.utf8), file: "update.json", policy: .allowingKeys(["css"]))
        #expect(manager.switchTheme(to: fixed).diagnostics == [])
        ui.flush()
        let title = try #require(try ui.object("title").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(title){margin: 2px;}"))
    }
}
