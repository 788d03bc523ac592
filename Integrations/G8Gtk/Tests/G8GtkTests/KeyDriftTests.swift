import CGtk4
import Foundation
@testable import G8Gtk
import Testing

/// Keys the model widgets and GTK once took differently, applied on both engines: the same
/// states, types and checks, with the same diagnostics but for the object's type.
@MainActor
@Suite("Key drifts") struct KeyDriftTests {
    static var standard: G8 {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        return g8
    }

    func gtk(_ style: G8Style) throws -> (GtkInterface, [String]) {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        return (ui, TestGtk.engine.applyStyle(style, to: ui).diagnostics.map(\.description))
    }

    func label(_ node: GtkNode) -> String {
        String(cString: gtk_button_get_label(node.gobject.assumingMemoryBound(to: GtkButton.self)))
    }

    @Test func aTitleVariesByStateOnBothEngines() throws {
        let button = Button()
        let modelReport = Self.standard.applyStyle(["title": "Send", "title:highlighted": "Sending"], to: button)
        #expect(modelReport.diagnostics == [])
        #expect(button.title(for: .normal) == "Send")
        #expect(button.title(for: .highlighted) == "Sending")

        let (ui, lines) = try gtk(["ok.title": "Send", "ok.title:highlighted": "Sending"])
        #expect(lines == [])
        let ok = try ui.object("ok"), widget = ok.gobject.assumingMemoryBound(to: GtkWidget.self)
        #expect(label(ok) == "Send")
        gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
        #expect(label(ok) == "Sending")
        gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
        #expect(label(ok) == "Send")
        // A later normal title is shown in the normal state, and the pressed one still pressed.
        #expect(TestGtk.engine.applyStyle(["ok.title": "Post"], to: ui).diagnostics == [])
        #expect(label(ok) == "Post")
        gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
        #expect(label(ok) == "Sending")
        gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
    }

    /// A theme of the keys that drifted lints clean on both engines, and one with their bad
    /// values fails on both with the same messages.
    @Test func aThemeLintsAlikeOnBothEngines() throws {
        let clean = #"{"styles": {"s": {"ok": {"title:highlighted": "Sending", "contentEdgeInsets": {"top": 4, "left": 8, "bottom": 4, "right": 8}, "layer.opacity": 0.5}}}}"#
        #expect(G8Theme.lint(json: Data(clean.utf8), file: "theme.json", engine: .standard).map(\.description) == [])
        #expect(G8Theme.lint(json: Data(clean.utf8), file: "theme.json", engine: .gtk).map(\.description) == [])
        let bad = #"{"styles": {"s": {"ok": {"contentEdgeInsets": {"top": -4, "left": 8, "bottom": 4, "right": 8}, "layer.opacity": 2}}}}"#
        let expected = [
            #"theme.json:1:47: error: styles.s.ok.contentEdgeInsets: 'contentEdgeInsets' cannot be {"top":-4,"left":8,"bottom":4,"right":8}: expected insets of 0 or more"#,
            #"theme.json:1:113: error: styles.s.ok.layer.opacity: 'opacity' cannot be 2: expected a number from 0 to 1"#,
        ]
        #expect(G8Theme.lint(json: Data(bad.utf8), file: "theme.json", engine: .standard).map(\.description) == expected)
        #expect(G8Theme.lint(json: Data(bad.utf8), file: "theme.json", engine: .gtk).map(\.description) == expected)
    }

    @Test func aMisspeltStateIsRefusedAlike() throws {
        let button = Button()
        let model = Self.standard.applyStyle(["title:hilighted": "Sending"], to: button).diagnostics.map(\.description)
        #expect(model == ["error: title:hilighted: Button.title has no state 'hilighted'; did you mean 'highlighted'?"])
        #expect(button.title(for: .highlighted) == nil)
        let (ui, lines) = try gtk(["ok.title:hilighted": "Sending"])
        #expect(lines == ["error: ok.title:hilighted: GtkButton.title has no state 'hilighted'; did you mean 'highlighted'?"])
        #expect(label(try ui.object("ok")) == "OK")
    }

    /// A theme switch puts back what the state's title replaced.
    @Test func aStateTitleIsPutBackByAThemeSwitch() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let a = try G8Theme(json: Data(#"{"styles": {"s": {"ok.title:highlighted": "Sending"}}}"#.utf8), engine: TestGtk.engine)
        let b = try G8Theme(json: Data(#"{"styles": {"s": {"ok.title": "Go"}}}"#.utf8), engine: TestGtk.engine)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: a)
        manager.style(ui, with: "s")
        let ok = try ui.object("ok"), widget = ok.gobject.assumingMemoryBound(to: GtkWidget.self)
        manager.switchTheme(to: b)
        gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
        #expect(label(ok) == "Go")
        gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
        #expect(label(ok) == "Go")
    }

    /// `textColor` varies by state on every GTK widget (every one has state flags) and not on
    /// the model's `Label`, as UIKit's does not: a theme for the model is a theme for GTK.
    @Test func textColorVariesByStateWhereTheWidgetHasStates() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let label = Label()
        let model = Self.standard.applyStyle(["textColor:selected": red], to: label).diagnostics.map(\.description)
        #expect(model == ["error: textColor:selected: Label.textColor does not vary by state; remove ':selected'"])
        let segments = SegmentedControl()
        #expect(Self.standard.applyStyle(["textColor:selected": red], to: segments).diagnostics == [])
        #expect(segments.explicitTextColor(for: .selected) == red)
        let (ui, lines) = try gtk(["title.textColor:selected": red])
        #expect(lines == [])
        #expect(try ui.object("title").slot(.color, .checked) == red)
    }

    @Test func infinityIsRefusedAlike() throws {
        let view = View()
        let style: G8Style = ["layer.cornerRadius": Double.infinity, "layer.border": Border(color: .black, width: .infinity)]
        #expect(Self.standard.applyStyle(style, to: view).diagnostics.map(\.description) == [
            "error: layer.cornerRadius: Layer.cornerRadius cannot be inf: expected a finite number",
            "error: layer.border: Layer.border cannot be infpt solid #000000: expected a width of 0 or more",
        ])
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.borderWidth == 0)
        let (ui, lines) = try gtk(style.prefixed("title"))
        #expect(lines == [
            "error: title.layer.cornerRadius: Layer.cornerRadius cannot be inf: expected a finite number",
            "error: title.layer.border: Layer.border cannot be infpt solid #000000: expected a width of 0 or more",
        ])
        #expect(try ui.object("title").slot(.radius) as Double? == nil)
        #expect(try ui.object("title").slot(.border) as Border? == nil)
        #expect(G8Checks.nonNegative(.infinity) == "expected a finite number")
    }

    @Test func negativeInsetsAreRefusedAlike() throws {
        let button = Button()
        let insets = EdgeInsets(top: -4, left: 0, bottom: 0, right: 0)
        #expect(Self.standard.applyStyle(["contentEdgeInsets": insets, "layoutMargins": insets], to: button).diagnostics.map(\.description) == [
            "error: contentEdgeInsets: Button.contentEdgeInsets cannot be (-4, 0, 0, 0): expected insets of 0 or more",
            "error: layoutMargins: Button.layoutMargins cannot be (-4, 0, 0, 0): expected insets of 0 or more",
        ])
        #expect(button.contentEdgeInsets == .zero)
        let (ui, lines) = try gtk(["ok.contentEdgeInsets": insets, "ok.layoutMargins": insets])
        #expect(lines == [
            "error: ok.contentEdgeInsets: GtkButton.contentEdgeInsets cannot be (-4, 0, 0, 0): expected insets of 0 or more",
            "error: ok.layoutMargins: GtkButton.layoutMargins cannot be (-4, 0, 0, 0): expected insets of 0 or more",
        ])
        let ok = try ui.object("ok")
        #expect(ok.slot(.padding) as EdgeInsets? == nil)
        #expect(gtk_widget_get_margin_top(ok.gobject.assumingMemoryBound(to: GtkWidget.self)) == 0)
    }

    @Test func opacityIsAFloatOnBothEngines() throws {
        let view = View()
        let style: G8Style = ["layer.opacity": 0.5, "layer.shadowOpacity": "half"]
        #expect(Self.standard.applyStyle(style, to: view).diagnostics.map(\.description) == [
            "error: layer.shadowOpacity: Layer.shadowOpacity expects Float, got String",
        ])
        #expect(view.layer.opacity == 0.5)
        let (ui, lines) = try gtk(style.prefixed("title"))
        #expect(lines == ["error: title.layer.shadowOpacity: Layer.shadowOpacity expects Float, got String"])
        #expect(try ui.object("title").slot(.layerOpacity) as Double? == 0.5)
    }
}

extension G8Style {
    /// The style's keys under the child `id`.
    fileprivate func prefixed(_ id: String) -> G8Style {
        G8Style(entries.map { G8Style.Entry(key: G8Key(stringLiteral: "\(id).\($0.key.stringValue)"), value: $0.value) })
    }
}
