import CGtk4
import Foundation
import G8Gtk
import G8Remote
import Testing

/// Each bad `css` value of a load or an update is refused with its own diagnostic, at its own
/// place, as a check of it alone words it; a good value beside a bad one is not refused, and
/// passes once the bad one is gone.
@MainActor
@Suite("css diagnostics") struct CSSDiagnosticTests {
    static let theme = """
        {
          "styles": {
            "a": { "ok.css": "colr: red;" },
            "b": { "ok.css": "padding: 4px;" },
            "c": { "title": { "css": "padding: 4px; margn: 2px;" } },
            "d": { "ok.css": "min-height: 3px;" }
          }
        }
        """

    @Test func twoBadValuesOfOneLoadEachGetTheirOwnDiagnosticAtTheirOwnPlace() throws {
        try TestGtk.start()
        #expect(TestGtk.loadErrors(Self.theme) == [
            #"theme.json:3:22: error: styles.a.ok.css: 'css' cannot be "colr: red;": GTK cannot parse it: No property named "colr" (at character 1)"#,
            #"theme.json:5:30: error: styles.c.title.css: 'css' cannot be "padding: 4px; margn: 2px;": GTK cannot parse it: No property named "margn" (at character 15)"#,
        ])
        // Each as a load of it alone reports it.
        let alone = """
            {
              "styles": {
                "a": { "ok.css": "colr: red;" }
              }
            }
            """
        #expect(TestGtk.loadErrors(alone) == [
            #"theme.json:3:22: error: styles.a.ok.css: 'css' cannot be "colr: red;": GTK cannot parse it: No property named "colr" (at character 1)"#,
        ])
    }

    @Test func twoBadValuesOfOneUpdateEachGetTheirOwnDiagnosticAtTheirOwnPlace() throws {
        try TestGtk.start()
        let bundled = try G8Theme(json: Data(#"{"styles": {"screen": {"ok.css": "padding: 2px;"}}}"#.utf8), file: "bundled.json", engine: .gtk)
        let update = """
            {
              "styles": {
                "screen": { "ok.css": "colr: red;", "title.css": "min-height: 3px;" },
                "other": { "title.css": "padding: 4px; margn: 2px;", "ok.css": "padding: 2px;" },
                "last": { "ok.css": "min-width: 7px;" }
              }
            }
            """
        let refusal = #expect(throws: G8ThemeError.self) {
            try bundled.merging(json: Data(update.utf8), file: "update.json", policy: .allowingKeys(["css"]))
        }
        #expect(refusal?.diagnostics.map(\.description) == [
            #"update.json:3:27: error: styles.screen.ok.css: 'css' cannot be "colr: red;": GTK cannot parse it: No property named "colr" (at character 1)"#,
            #"update.json:4:29: error: styles.other.title.css: 'css' cannot be "padding: 4px; margn: 2px;": GTK cannot parse it: No property named "margn" (at character 15)"#,
        ])
    }

    @Test func aGoodValueAfterABadOneInAnUpdatePassesOnceTheBadOneIsGone() throws {
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
        let refusal = #expect(throws: G8ThemeError.self) {
            try bundled.merging(json: Data(update.utf8), file: "update.json", policy: .allowingKeys(["css"]))
        }
        #expect(refusal?.diagnostics.map(\.description) == [
            #"update.json:3:30: error: styles.screen.title.css: 'css' cannot be "margn: 2px;": GTK cannot parse it: No property named "margn" (at character 1)"#,
        ])
        #expect(try ui.object("ok").cssClass == nil)

        let fixed = try bundled.merging(
            json: Data(#"{"styles": {"screen": {"ok.css": "min-height: 31px;"}}}"#.utf8), file: "update.json", policy: .allowingKeys(["css"]))
        #expect(manager.switchTheme(to: fixed).diagnostics == [])
        ui.flush()
        let ok = try #require(try ui.object("ok").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(ok){min-height: 31px;}"))
    }
}
