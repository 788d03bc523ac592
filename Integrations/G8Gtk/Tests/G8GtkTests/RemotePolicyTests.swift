import CGtk4
import Foundation
import G8Gtk
import G8Remote
import Testing

/// A remote update under the default policy may restyle GTK's widgets but not rewrite them:
/// `label`, `use-markup` and raw `css` are refused whole, each with its keypath and place, and
/// the widgets keep their words; alignment and colours pass. A GtkApplier of the app's own
/// states its keys' roles, and only those stated look pass.
@MainActor
@Suite("Remote updates keep the words") struct RemotePolicyTests {
    /// The app's own theme, which gives the label its words.
    static let bundled = """
        {
          "tokens": { "color": { "$type": "color", "ink": { "$value": "#111111" } } },
          "styles": { "screen": { "title.textColor": "{color.ink}", "title.label": "Hello G8" } }
        }
        """

    @Test func anUpdateSettingLabelMarkupOrCSSIsRefusedWholeAndALookUpdatePasses() throws {
        try TestGtk.start()
        let bundled = try G8Theme(json: Data(Self.bundled.utf8), file: "bundled.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: bundled)
        let ui = try GtkInterface(xml: TestGtk.document)
        #expect(manager.style(ui, with: "screen").diagnostics == [])

        let update = #"""
            {
              "styles": {
                "screen": {
                  "title.textColor": "#FF0000",
                  "title.label": "<a href='https://example.com'>Claim your prize</a>",
                  "title.use-markup": true,
                  "title.xalign": 0.5,
                  "ok.css": "color: red;"
                }
              }
            }
            """#
        let refusal = #expect(throws: G8ThemeError.self) {
            try bundled.merging(json: Data(update.utf8), file: "update.json", policy: .lookOnly)
        }
        #expect(refusal?.diagnostics.map(\.description) == [
            "update.json:5:22: error: styles.screen.title.label: a remote update may not set 'label': it sets content (words, links or markup a user reads), not look",
            "update.json:6:27: error: styles.screen.title.use-markup: a remote update may not set 'use-markup': it sets content (words, links or markup a user reads), not look",
            "update.json:8:17: error: styles.screen.ok.css: a remote update may not set 'css': it sets content (words, links or markup a user reads), not look",
        ])
        #expect(GtkTestProbe.label(try ui.object("title")) == "Hello G8")

        // The same update without the words is look, and restyles.
        let look = try bundled.merging(
            json: Data(##"{ "styles": { "screen": { "title.textColor": "#FF0000", "title.xalign": 0.5 } } }"##.utf8),
            file: "update.json", policy: .lookOnly)
        #expect(manager.switchTheme(to: look).diagnostics == [])
        #expect(GtkTestProbe.double(try ui.object("title"), "xalign") == 0.5)
        #expect(GtkTestProbe.label(try ui.object("title")) == "Hello G8")
    }

    @Test func aGtkApplierStatesItsKeysRolesAndOnlyItsLookKeysPassARemoteUpdate() throws {
        try TestGtk.start()
        var engine = TestGtk.engine
        engine.add(gtkApplier: GtkApplier(
            typeName: "GtkLabel", keys: ["badgeColor", "badgeText", "badgeHint"], roles: ["badgeColor": .look, "badgeText": .content]
        ) { value, node, name, _ in
            switch name {
            case "badgeColor": return G8.applyValue(value, to: node, at: \.[cssColor: "outline-color"])
            case "badgeText", "badgeHint": return G8.applyValue(value, to: node, at: \.[stringProperty: "tooltip-text"])
            default: return false
            }
        })
        let bundled = try G8Theme(json: Data(##"{ "styles": { "screen": { "title.badgeColor": "#111111", "title.badgeText": "New" } } }"##.utf8),
                                  file: "bundled.json", engine: engine)
        let update = ##"{ "styles": { "screen": { "title.badgeColor": "#00FF00", "title.badgeText": "Win", "title.badgeHint": "Tap" } } }"##
        let refusal = #expect(throws: G8ThemeError.self) {
            try bundled.merging(json: Data(update.utf8), file: "update.json", policy: .lookOnly)
        }
        #expect(refusal?.diagnostics.map(\.description) == [
            "update.json:1:77: error: styles.screen.title.badgeText: a remote update may not set 'badgeText': it sets content (words, links or markup a user reads), not look",
            "update.json:1:103: error: styles.screen.title.badgeHint: a remote update may not set 'badgeHint': its definition does not mark it look, so it counts as content",
        ])
        // The key stated look passes, and restyles the label.
        let look = try bundled.merging(json: Data(##"{ "styles": { "screen": { "title.badgeColor": "#00FF00" } } }"##.utf8),
                                       file: "update.json", policy: .lookOnly)
        let ui = try GtkInterface(xml: TestGtk.document)
        let manager = G8ThemeManager(engine: engine, theme: look)
        #expect(manager.style(ui, with: "screen").diagnostics == [])
        ui.flush()
        let title = try ui.object("title")
        let name = try #require(title.cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(name){outline-color:rgb(0,255,0);}"))
        #expect(GtkTestProbe.label(title) == "Hello G8")
    }
}
