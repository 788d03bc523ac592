import CGtk4
import Foundation
import G8Gtk
import Testing

/// What a JSON theme is told about GTK's keys when it loads, against what applying says.
@MainActor
@Suite("Theme messages") struct ThemeMessageTests {
    /// The README's own `title` id, which labels and windows also have as a property.
    @Test func aNestedStyleUnderAnIDNamedLikeAPropertyStylesThatObject() throws {
        try TestGtk.start()
        let json = ##"{"styles": {"screen": {"title": {"textColor": "#FF0000", "xalign": 0.5}, "window": {"title": "Window", "name": "main"}}}}"##
        let theme = try G8Theme(json: Data(json.utf8), file: "theme.json", engine: .gtk)
        #expect(theme.warnings == [])
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle(try theme.style(named: "screen"), to: ui)
        #expect(report.diagnostics == [])
        #expect(report.appliedCount == 4)
        ui.flush()
        let title = try ui.object("title")
        #expect(GtkTestProbe.double(title, "xalign") == 0.5)
        #expect(GtkStyleSheet.shared.css.contains(".\(title.cssClass ?? "-"){color:rgb(255,0,0);}"))
        let window = try ui.object("window").gobject.assumingMemoryBound(to: GtkWindow.self)
        #expect(String(cString: gtk_window_get_title(window)) == "Window")
        // The same nested style from Swift.
        let swift = TestGtk.engine.applyStyle(["title": ["textColor": Color(hex: "#FF0000"), "xalign": 0.25] as G8Style], to: ui)
        #expect(swift.diagnostics == [])
        #expect(GtkTestProbe.double(title, "xalign") == 0.25)
    }

    @Test func anObjectUnderAPropertyThatTakesOneIsItsValueAndTheMessageSaysSo() {
        #expect(TestGtk.loadErrors(##"{"styles": {"screen": {"font": {"textColor": "#FF0000"}}}}"##) == [
            "theme.json:1:32: error: styles.screen.font: 'font' is a property that takes an object, not a child's name: a theme reads an object under it as its value, not as a nested style (set 'font' with a value, or give the child another name, such as another id in its document, and style it by that name)",
        ])
    }

    @Test func loadTimeSaysWhatApplyingSays() throws {
        try TestGtk.start()
        #expect(TestGtk.loadErrors(##"{"styles": {"s": {"title.ellipsize": "ned", "title.xalign": 1.5, "title.mnemonic-keyval": 3, "title.wrap": "yes", "window.application": 1, "title.tabs": 2}}}"##) == [
            #"theme.json:1:38: error: styles.s.title.ellipsize: 'ellipsize' cannot be "ned": expected one of "none", "start", "middle", "end"; did you mean "end"?"#,
            "theme.json:1:61: error: styles.s.title.xalign: 'xalign' cannot be 1.5: expected a number from 0 to 1",
            "theme.json:1:91: error: styles.s.title.mnemonic-keyval: 'mnemonic-keyval' cannot be 3: the property is read-only",
            #"theme.json:1:108: error: styles.s.title.wrap: 'wrap' expects Bool, got "yes""#,
            "theme.json:1:137: error: styles.s.window.application: 'application' cannot be 1: the property holds a GtkApplication, which a style cannot set",
            "theme.json:1:154: error: styles.s.title.tabs: 'tabs' cannot be 2: the property holds a PangoTabArray, which a style cannot set",
        ])
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle(["title.ellipsize": "ned"], to: ui)
        #expect(report.diagnostics.map(\.description) == [
            #"error: title.ellipsize: GtkLabel.ellipsize cannot be "ned": expected one of "none", "start", "middle", "end"; did you mean "end"?"#,
        ])
    }

    /// No message names the type that stands for values no style can set, whatever the key
    /// and value: every property of every class G8Gtk knows, given a value of each kind.
    @Test func noMessageNamesAnInternalType() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: """
            <interface><object class="GtkWindow" id="window"><child><object class="GtkBox" id="box">
              <child><object class="GtkLabel" id="label"/></child><child><object class="GtkButton" id="button"/></child>
              <child><object class="GtkEntry" id="entry"/></child><child><object class="GtkTextView" id="text"/></child>
              <child><object class="GtkSpinButton" id="spin"/></child><child><object class="GtkImage" id="image"/></child>
            </object></child></object></interface>
            """)
        var messages: [String] = []
        for id in ui.ids {
            let node = try ui.object(id)
            for name in G8.gtk.propertyNames(for: node) {
                for value in [#"[1]"#, #"{"x": 1}"#, ##"{"textColor": "#FF0000"}"##, "3", #""x""#] {
                    messages += TestGtk.loadErrors(#"{"styles": {"s": {"\#(id)": {"\#(name)": \#(value)}}}}"#)
                }
            }
            let values: [(any G8Value)?] = [1, "x", [1] as [Int], ["textColor": Color(hex: "#FF0000")] as G8Style, nil]
            for name in G8.gtk.propertyNames(for: node) {
                for value in values {
                    var engine = TestGtk.engine
                    engine.isStrict = true
                    messages += engine.applyStyle(G8Style([.init(key: G8Key("\(id).\(name)"), value: value)]), to: ui).diagnostics.map(\.description)
                }
            }
        }
        #expect(messages.count > 1000)
        #expect(messages.filter { $0.contains("Refused") || $0.contains("GtkProperties") } == [])
    }
}
