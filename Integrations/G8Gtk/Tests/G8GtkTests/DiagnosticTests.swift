import CGtk4
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
            "error: title.lines: GtkLabel.lines cannot be -7: expected an integer from -1 to 32767",
            "error: box.spacing: GtkBox.spacing cannot be 40000000000: expected an integer from 0 to 32767",
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
        let (_, lines) = try apply(["ok.titleColor:pressed": "#FF0000", "ok.alpha:highlighted": 0.5])
        #expect(lines == [
            "error: ok.titleColor:pressed: GtkButton.titleColor has no state 'pressed'",
            "error: ok.alpha:highlighted: GtkButton.alpha does not vary by state; remove ':highlighted'",
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
            "error: title.lines: GtkLabel.lines cannot be -7: expected an integer from -1 to 32767",
            "error: strict mode: nothing was applied because of 1 error",
        ])
        let title = try ui.object("title")
        #expect(G8.gtk.propertyNames(for: title).contains("xalign"))
        #expect(GtkTestProbe.label(title) == "Hello G8")
        #expect(GtkTestProbe.double(title, "xalign") == 0)
    }
}

/// Diagnostics name an object by its GType, also when it has no node class of its own.
@MainActor
@Suite("GType names") struct GTypeNameTests {
    static let document = """
        <interface>
          <object class="GtkWindow" id="window">
            <child><object class="GtkCalendar" id="calendar"/></child>
          </object>
        </interface>
        """

    @Test func aGTypeWithoutANodeClassIsNamedAsItself() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: Self.document)
        let calendar = try ui.object("calendar")
        #expect(calendar is GtkClasses.GtkWidget)
        #expect(calendar.g8TypeName == "GtkCalendar")
        let report = TestGtk.engine.applyStyle(["calendar.textColr": "#FF0000", "calendar.textColor": 12, "calendar.alpha": 2], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            "warning: calendar.textColr: GtkCalendar has no property 'textColr'; did you mean 'textColor'?",
            "error: calendar.textColor: GtkCalendar.textColor expects Color, got Int",
            "error: calendar.alpha: GtkCalendar.alpha cannot be 2: expected a number from 0 to 1",
        ])
    }

    @Test func propertiesSetThroughTheirParamSpecNotifyOnce() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let title = try ui.object("title"), box = try ui.object("box")
        final class Count: @unchecked Sendable { var value = 0 }
        let count = Count()
        let unmanaged = Unmanaged.passRetained(count)
        defer { unmanaged.release() }
        let handler: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            Unmanaged<Count>.fromOpaque(data).takeUnretainedValue().value += 1
        }
        g8_signal_connect(title.gobject, "notify::xalign", unsafeBitCast(handler, to: GCallback.self), unmanaged.toOpaque())
        let report = TestGtk.engine.applyStyle(["title.xalign": 0.75, "box.spacing": 7, "box.homogeneous": true], to: ui)
        #expect(report.diagnostics == [])
        #expect(GtkTestProbe.double(title, "xalign") == 0.75)
        #expect(count.value == 1)
        #expect(GtkTestProbe.int(box, "spacing") == 7)
        #expect(gtk_box_get_homogeneous(box.gobject.assumingMemoryBound(to: GtkBox.self)) != 0)
        g_signal_handlers_disconnect_matched(
            title.gobject, G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, unmanaged.toOpaque())
    }
}
