import Foundation
import G8Gtk
import Testing

@MainActor
@Suite("Diagnostics") struct DiagnosticTests {
    func apply(_ style: G8Style, strict: Bool = false) throws -> (GtkInterface, [String]) {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        var engine = TestGtk.engine
        engine.isStrict = strict
        let report = engine.applyStyle(style, to: ui)
        return (ui, report.diagnostics.map(\.description))
    }

    @Test func unknownPropertySuggestsTheGObjectProperty() throws {
        let (_, lines) = try apply(["title.xlign": 0.5])
        #expect(lines == ["warning: title.xlign: GtkLabel has no property 'xlign'; did you mean 'xalign'?"])
    }

    @Test func wrongType() throws {
        let (_, lines) = try apply(["title.wrap": "yes", "title.textColor": 12])
        #expect(lines == [
            "error: title.wrap: GtkLabel.wrap expects Bool, got String",
            "error: title.textColor: GtkLabel.textColor expects Color, got Int",
        ])
    }

    @Test func outOfRange() throws {
        let (_, lines) = try apply(["title.xalign": 1.5, "title.lines": -7, "box.spacing": 40000000000])
        #expect(lines == [
            "error: title.xalign: GtkLabel.xalign cannot be 1.5: expected a number from 0 to 1",
            "error: title.lines: GtkLabel.lines cannot be -7: expected an integer from -1 to 2147483647",
            "error: box.spacing: GtkBox.spacing cannot be 40000000000: expected an integer from 0 to 2147483647",
        ])
    }

    @Test func unknownEnumNick() throws {
        let (_, lines) = try apply(["title.ellipsize": "ned", "title.wrap-mode": "wrod"])
        #expect(lines == [
            "error: title.ellipsize: GtkLabel.ellipsize cannot be \"ned\": expected one of \"none\", \"start\", \"middle\", \"end\"; did you mean \"end\"?",
            "error: title.wrap-mode: GtkLabel.wrap-mode cannot be \"wrod\": expected one of \"word\", \"char\", \"word-char\"; did you mean \"word\"?",
        ])
    }

    @Test func readOnlyAndConstructOnly() throws {
        let (_, lines) = try apply(["title.mnemonic-keyval": 2, "ok.css-name": "fancy", "window.application": "x", "ok.has-frame": true])
        #expect(lines == [
            "error: title.mnemonic-keyval: GtkLabel.mnemonic-keyval cannot be 2: the property is read-only",
            "error: ok.css-name: GtkButton.css-name cannot be \"fancy\": the property is construct-only; set it where the object is made, in the .ui document",
            "error: window.application: GtkWindow.application cannot be \"x\": the property holds a GtkApplication, which a style cannot set",
        ])
    }

    @Test func missingIDSuggestsTheNearest() throws {
        let (_, lines) = try apply(["titel.textColor": "#FF0000"])
        #expect(lines == ["warning: titel.textColor: GtkInterface has no child 'titel'; did you mean 'title'?"])
    }

    @Test func unknownStateModifier() throws {
        let (_, lines) = try apply(["ok.titleColor:pressed": "#FF0000", "ok.title:highlighted": "Go"])
        #expect(lines == [
            "error: ok.titleColor:pressed: GtkButton.titleColor has no state 'pressed'",
            "error: ok.title:highlighted: GtkButton.title does not vary by state; remove ':highlighted'",
        ])
    }

    @Test func badCSSIsReported() throws {
        let (ui, lines) = try apply(["ok.css": "colr: red;"])
        #expect(lines == ["error: ok.css: GtkButton.css cannot be \"colr: red;\": GTK cannot parse it: No property named \"colr\" (at character 1)"])
        #expect(try ui.object("ok").cssClass == nil)
    }

    @Test func strictModeAppliesNothingWhenAnyValueFails() throws {
        let (ui, lines) = try apply(["title.text": "Changed", "title.xalign": 0.7, "title.lines": -7], strict: true)
        #expect(lines == [
            "error: title.lines: GtkLabel.lines cannot be -7: expected an integer from -1 to 2147483647",
            "error: strict mode: nothing was applied because of 1 error",
        ])
        let title = try ui.object("title")
        #expect(G8.gtk.propertyNames(for: title).contains("xalign"))
        #expect(GtkTestProbe.label(title) == "Hello G8")
        #expect(GtkTestProbe.double(title, "xalign") == 0)
    }
}
