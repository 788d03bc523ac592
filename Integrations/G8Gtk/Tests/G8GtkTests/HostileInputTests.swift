import CGtk4
import Foundation
import G8Gtk
import Testing

/// Hostile documents and values: large and deep documents, malformed ones, properties a style
/// cannot set, numbers at and past every kind's limits. GTK runs with fatal criticals.
@MainActor
@Suite("Hostile inputs") struct HostileInputTests {
    func window(_ body: String) -> String {
        "<interface><object class=\"GtkWindow\" id=\"window\"><property name=\"decorated\">false</property><child>\(body)</child></object></interface>"
    }

    @Test func tenThousandWidgets() throws {
        try TestGtk.start()
        var labels = ""
        for index in 0..<10_000 { labels += "<child><object class=\"GtkLabel\" id=\"l\(index)\"><property name=\"label\">label number \(index)</property></object></child>" }
        let xml = window("<object class=\"GtkBox\" id=\"box\"><property name=\"orientation\">vertical</property>\(labels)</object>")
        #expect(xml.utf8.count > 1_000_000)
        let ui = try GtkInterface(xml: xml)
        #expect(ui.ids.count == 10_002)
        var entries: [G8Style.Entry] = []
        for index in stride(from: 0, to: 10_000, by: 7) { entries.append(.init(key: G8Key("l\(index).textColor"), value: Color(hex: "#FF0000"))) }
        entries.append(.init(key: "l9999.xalign", value: 1.0))
        let style = G8Style(entries)
        let report = TestGtk.engine.applyStyle(style, to: ui)
        #expect(report.diagnostics == [])
        #expect(report.appliedCount == 1430)
        ui.flush()
        let first = try ui.object("l0"), last = try ui.object("l9999")
        #expect(first.cssClass != nil && first.cssClass == ui["l7"]?.cssClass)
        #expect(GtkTestProbe.double(last, "xalign") == 1)
    }

    @Test func aOneMegabyteLabel() throws {
        try TestGtk.start()
        let text = String(repeating: "0123456789abcdef", count: 65_536)
        let ui = try GtkInterface(xml: window("<object class=\"GtkLabel\" id=\"big\"><property name=\"label\">\(text)</property></object>"))
        let big = try ui.object("big")
        #expect(GtkTestProbe.label(big).utf8.count == 1_048_576)
        let report = TestGtk.engine.applyStyle(["big.text": text + "!", "big.wrap": true], to: ui)
        #expect(report.diagnostics == [])
        #expect(GtkTestProbe.label(big).utf8.count == 1_048_577)
    }

    @Test func fiveHundredLevelsDeep() throws {
        try TestGtk.start()
        var xml = "<object class=\"GtkLabel\" id=\"inner\"><property name=\"label\">deep</property></object>"
        for level in (0..<500).reversed() { xml = "<object class=\"GtkBox\" id=\"b\(level)\"><child>\(xml)</child></object>" }
        let ui = try GtkInterface(xml: window(xml))
        #expect(ui.ids.count == 502)
        let report = TestGtk.engine.applyStyle(["inner.textColor": Color(hex: "#0000FF"), "b499.spacing": 2, "b0.margin-start": 1], to: ui)
        #expect(report.diagnostics == [])
        ui.flush()
        #expect(GtkTestProbe.int(try ui.object("b499"), "spacing") == 2)
        #expect(try ui.object("inner").cssClass != nil)
    }

    @Test(arguments: [
        ("<interface><object class=\"GtkLabel\" id=\"a\">", "invalid GtkBuilder document: Error on line 1 char 44: Document ended unexpectedly with elements still open — “object” was the last element opened"),
        ("", "invalid GtkBuilder document: Error on line 1 char 1: Document was empty or contained only whitespace"),
        ("<interface><object class=\"GtkNope\" id=\"a\"/></interface>", "invalid GtkBuilder document: .:1:43 Invalid object type 'GtkNope'"),
        ("<interface><object class=\"GtkLabel\" id=\"a\"><property name=\"nope\">1</property></object></interface>", "invalid GtkBuilder document: .:1:66 Invalid property: GtkLabel.nope"),
        ("<interface><object class=\"GtkLabel\" id=\"a\"/><object class=\"GtkLabel\" id=\"a\"/></interface>", "invalid GtkBuilder document: .:1:77 Duplicate object ID 'a' (previously on line 1)"),
        ("<interface><object class=\"GtkButton\" id=\"a\"><signal name=\"clicked\" handler=\"nope\"/></object></interface>", "invalid GtkBuilder document: No function named `nope`."),
        ("<nope/>", "invalid GtkBuilder document: <input>:1:7 Unhandled tag: <nope>"),
        ("<interface><template class=\"X\" parent=\"GtkWidget\"/></interface>", "invalid GtkBuilder document: .:1:51 Template declaration (class 'X', parent 'GtkWidget') where templates aren't supported"),
    ])
    func malformedDocumentsAreErrors(xml: String, message: String) throws {
        try TestGtk.start()
        #expect {
            _ = try GtkInterface(xml: xml)
        } throws: { error in
            (error as? G8GtkError)?.description == message
        }
    }

    @Test func propertiesOfObjectBoxedAndPointerTypesAreRefused() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle([
            "window.child": "box", "window.application": 1, "title.attributes": "bold", "title.tabs": ["x": 1],
            "box.layout-manager": Color(hex: "#FF0000"), "title.mnemonic-widget": "ok",
        ], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            "error: window.child: GtkWindow.child cannot be \"box\": the property holds a GtkWidget, which a style cannot set",
            "error: window.application: GtkWindow.application cannot be 1: the property holds a GtkApplication, which a style cannot set",
            "error: title.attributes: GtkLabel.attributes cannot be \"bold\": the property holds a PangoAttrList, which a style cannot set",
            "error: title.tabs: GtkLabel.tabs is a PangoTabArray, not an object a style can apply to",
            "error: box.layout-manager: GtkBox.layout-manager cannot be #FF0000: the property holds a GtkLayoutManager, which a style cannot set",
            "error: title.mnemonic-widget: GtkLabel.mnemonic-widget cannot be \"ok\": the property holds a GtkWidget, which a style cannot set",
        ])
        #expect(report.appliedCount == 0)
        let box = try ui.object("box")
        #expect(gtk_widget_get_parent(box.gobject.assumingMemoryBound(to: GtkWidget.self)) == (try ui.object("window")).gobject.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Nil for a string property: its default, or the empty string where the default is NULL,
    /// which some setters refuse (`gtk_button_set_icon_name`) or pass to strlen (`GtkText`).
    @Test func aNilStringIsTheDefaultOrEmpty() throws {
        // GTK answers NULL for an empty icon name.
        func iconName(_ button: UnsafeMutablePointer<GtkButton>) -> String { gtk_button_get_icon_name(button).map { String(cString: $0) } ?? "" }
        try TestGtk.start()
        let ui = try GtkInterface(xml: window("""
            <object class="GtkBox" id="box">
              <child><object class="GtkSpinButton" id="spin"/></child>
              <child><object class="GtkButton" id="ok"><property name="label">OK</property></object></child>
            </object>
            """))
        let report = TestGtk.engine.applyStyle(["spin.text": String?.none, "ok.icon-name": String?.none, "ok.tooltip-text": String?.none], to: ui)
        #expect(report.diagnostics == [])
        let ok = try ui.object("ok")
        #expect(iconName(ok.gobject.assumingMemoryBound(to: GtkButton.self)) == "")
        // A theme that set an icon, switched for one that does not: GTK's own NULL put back as "".
        let a = try G8Theme(json: Data(##"{"styles": {"s": {"ok.icon-name": "go-next"}}}"##.utf8), engine: .gtk)
        let b = try G8Theme(json: Data(##"{"styles": {"s": {"ok.tooltip-text": "Go"}}}"##.utf8), engine: .gtk)
        let other = try GtkInterface(xml: TestGtk.document)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: a)
        #expect(manager.style(other, with: "s").diagnostics == [])
        let button = try other.object("ok").gobject.assumingMemoryBound(to: GtkButton.self)
        #expect(iconName(button) == "go-next")
        #expect(manager.switchTheme(to: b).diagnostics == [])
        #expect(iconName(button) == "")
    }

    static let extremes: [(String, any G8Value)] = [
        ("G_MAXINT", Int(Int32.max)), ("-G_MAXINT", -Int(Int32.max)), ("NaN", Double.nan), ("+inf", Double.infinity), ("-inf", -Double.infinity),
    ]

    /// Each numeric kind's property with G_MAXINT, -G_MAXINT, NaN and ±∞: every value refused
    /// or set within range, and what GTK holds afterwards.
    @Test func numbersAtEveryKindsLimits() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: window("""
            <object class="GtkBox" id="box">
              <child><object class="GtkLabel" id="title"><property name="label">x</property></object></child>
              <child><object class="GtkRevealer" id="revealer"/></child>
              <child><object class="GtkTextView" id="text"/></child>
            </object>
            """))
        // int (an open range, capped, and a bounded one), uint, double, float, enum, flags: what
        // G_MAXINT and -G_MAXINT are told; NaN and ±∞ are never finite.
        let kinds: [(key: String, type: String, big: String, small: String)] = [
            ("title.width-request", "GtkLabel", "expected an integer from -1 to 32767", "expected an integer from -1 to 32767"),
            ("title.margin-start", "GtkLabel", "expected an integer from 0 to 32767", "expected an integer from 0 to 32767"),
            ("revealer.transition-duration", "GtkRevealer", "expected an integer from 0 to 32767", "expected an integer from 0 to 32767"),
            ("title.opacity", "GtkLabel", "expected a number from 0 to 1", "expected a number from 0 to 1"),
            ("title.xalign", "GtkLabel", "expected a number from 0 to 1", "expected a number from 0 to 1"),
            ("title.ellipsize", "GtkLabel", "", ""),
            ("text.input-hints", "GtkTextView", "", ""),
        ]
        for kind in kinds {
            var lines: [String] = []
            for (_, value) in Self.extremes {
                let report = TestGtk.engine.applyStyle(G8Style([.init(key: G8Key(kind.key), value: value)]), to: ui)
                #expect(report.appliedCount == 0)
                lines += report.diagnostics.map(\.description)
            }
            let property = kind.type + "." + (kind.key.split(separator: ".").last ?? "")
            let integers = kind.big.isEmpty
                ? Array(repeating: "error: \(kind.key): \(property) expects String, got Int", count: 2)
                : ["error: \(kind.key): \(property) cannot be 2147483647: \(kind.big)",
                   "error: \(kind.key): \(property) cannot be -2147483647: \(kind.small)"]
            #expect(lines == integers + ["nan", "inf", "-inf"].map { "error: \(kind.key): \(property) cannot be \($0): expected a finite number" })
        }
        // GTK's own values, untouched.
        let title = try ui.object("title"), revealer = try ui.object("revealer")
        #expect(GtkTestProbe.int(title, "width-request") == -1)
        #expect(GtkTestProbe.int(title, "margin-start") == 0)
        #expect(GtkTestProbe.double(title, "xalign") == 0.5)
        #expect(gtk_widget_get_opacity(title.gobject.assumingMemoryBound(to: GtkWidget.self)) == 1)
        #expect(gtk_label_get_ellipsize(OpaquePointer(title.gobject)) == PANGO_ELLIPSIZE_NONE)
        #expect(gtk_revealer_get_transition_duration(OpaquePointer(revealer.gobject)) == 250)
        // At the limits, set.
        let report = TestGtk.engine.applyStyle(["title.width-request": 32767, "title.margin-start": 32767, "revealer.transition-duration": 32767], to: ui)
        #expect(report.diagnostics == [])
        #expect(GtkTestProbe.int(title, "width-request") == 32767)
        #expect(gtk_revealer_get_transition_duration(OpaquePointer(revealer.gobject)) == 32767)
    }

    /// What becomes a CSS length stops at 32767, in the model's keys and in raw `css`: a widget
    /// larger than GTK's surfaces fails inside GTK's renderer when its window is drawn.
    @Test func cssLengthsPastGtksSurfacesAreRefused() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle([
            "title.css": "min-width: 99999999px;", "ok.css": "color: #123456; margin: 1e5px;", "ok.contentEdgeInsets": EdgeInsets(top: 0, left: 0, bottom: 0, right: 40000),
            "ok.layer.shadowOffset": Size(width: 1e300, height: 0), "title.font": Font(name: "DejaVu Sans", size: 1e300),
            "ok.layer.cornerRadius": 40000, "title.letterSpacing": -40000,
        ], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            #"error: title.css: GtkLabel.css cannot be "min-width: 99999999px;": 99999999 at character 12; css takes numbers up to 32767, as GTK draws sizes of at most 32767 pixels"#,
            #"error: ok.css: GtkButton.css cannot be "color: #123456; margin: 1e5px;": 1e5 at character 25; css takes numbers up to 32767, as GTK draws sizes of at most 32767 pixels"#,
            "error: ok.contentEdgeInsets: GtkButton.contentEdgeInsets cannot be (0, 0, 0, 40000): expected insets from 0 to 32767",
            "error: ok.layer.shadowOffset: Layer.shadowOffset cannot be (1e+300×0): expected a width and height from -32767 to 32767",
            "error: title.font: GtkLabel.font cannot be DejaVu Sans 1e+300pt: expected a point size above 0 and at most 32767",
            "error: ok.layer.cornerRadius: Layer.cornerRadius cannot be 40000: expected a number from 0 to 32767",
            "error: title.letterSpacing: GtkLabel.letterSpacing cannot be -40000: expected a number from -32767 to 32767",
        ])
        #expect(report.appliedCount == 0)
        let fine = TestGtk.engine.applyStyle(["title.css": "min-width: 32767px; color: #123456;", "ok.layer.cornerRadius": 32767], to: ui)
        #expect(fine.diagnostics == [])
        ui.flush()
        #expect(try ui.object("title").cssClass != nil)
    }

    /// A notebook's page is the user's, not a style's: GTK switches it only in a window, and
    /// one its document left outside any (a second child of an overlay replaces the first)
    /// raised a critical.
    @Test func aNotebooksPageIsNotAStyle() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: window("""
            <object class="GtkOverlay" id="overlay">
              <child><object class="GtkNotebook" id="tabs"><child><object class="GtkLabel" id="one"/></child><child><object class="GtkLabel" id="two"/></child></object></child>
              <child><object class="GtkLabel" id="cover"/></child>
            </object>
            """))
        let tabs = try ui.object("tabs")
        #expect(gtk_widget_get_root(tabs.gobject.assumingMemoryBound(to: GtkWidget.self)) == nil)
        let report = TestGtk.engine.applyStyle(["tabs.page": 1, "tabs.show-tabs": false], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            "error: tabs.page: GtkNotebook.page cannot be 1: the property is the page the user is on, not a style; GTK switches it only for a notebook in a window",
        ])
        #expect(gtk_notebook_get_current_page(OpaquePointer(tabs.gobject)) == 0)
        #expect(gtk_notebook_get_show_tabs(OpaquePointer(tabs.gobject)) == 0)
    }
}
