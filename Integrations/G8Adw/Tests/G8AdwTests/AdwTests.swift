import CAdw
import Foundation
import G8Adw
import G8Gtk
import Testing

/// Adw's widgets made in code, styled through the keys of `G8.adw`, in an `AdwApplication`.
@MainActor
@Suite("Adw") struct AdwTests {
    static func start() throws {
        setenv("GSK_RENDERER", "cairo", 1)
        setenv("GTK_A11Y", "none", 1)
        setenv("GDK_SCALE", "1", 1)
        try G8Adw.start()
    }

    static var engine: G8 {
        var g8 = G8.adw
        g8.logHandler = { _ in }
        return g8
    }

    static func string(_ node: GtkNode, _ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_object_get_property(node.gobject.assumingMemoryBound(to: GObject.self), name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    static let themeJSON = """
        {
          "tokens": { "color": { "$type": "color",
            "ink": { "$value": "#111111", "$modes": { "dark": "#EEEEEE" } } } },
          "styles": { "profile": {
            "heading.text": "Profile", "heading.detailText": "Signed in", "heading.textColor": "{color.ink}",
            "follow.title": "Follow", "follow.titleColor": "{color.ink}", "follow.icon-name": "list-add-symbolic",
            "row.text": "Notifications", "row.detailText": "Daily", "bar.backgroundColor": "#F6F5F4" } }
        }
        """

    /// A header bar `bar` titled by `heading`, a button whose content is `follow`, a row `row`.
    static func makeWindow(in app: G8GtkApplication) -> UnsafeMutablePointer<GtkWidget> {
        let window = adw_application_window_new(UnsafeMutableRawPointer(app.application).assumingMemoryBound(to: GtkApplication.self))!
        gtk_widget_set_name(window, "window")
        gtk_window_set_default_size(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), 320, 200)
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let bar = adw_header_bar_new()!
        gtk_widget_set_name(bar, "bar")
        let heading = adw_window_title_new("Untitled", nil)!
        gtk_widget_set_name(heading, "heading")
        adw_header_bar_set_title_widget(OpaquePointer(bar), heading)
        let button = gtk_button_new()!
        let content = adw_button_content_new()!
        gtk_widget_set_name(content, "follow")
        gtk_button_set_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), content)
        let row = adw_action_row_new()!
        gtk_widget_set_name(row, "row")
        for child in [bar, button, row] { gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child) }
        adw_application_window_set_content(UnsafeMutableRawPointer(window).assumingMemoryBound(to: AdwApplicationWindow.self), box)
        return window
    }

    @Test func anAdwAppStylesAdwWidgetsWithTheModelWidgetsKeysAndSwitchesModes() throws {
        try Self.start()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: Self.engine)
        let manager = G8ThemeManager(engine: Self.engine, theme: theme)
        var texts: [String?] = [], rules: [String] = [], types: [String] = [], barPixel: GtkRGBA?
        let app = G8Adw.application(id: "org.g8.tests.Adw") { app in
            let window = Self.makeWindow(in: app)
            let tree = try GtkWidgetTree.of(window)
            #expect(manager.style(tree, with: "profile").diagnostics == [])
            let heading = try tree.object("heading"), follow = try tree.object("follow"), row = try tree.object("row")
            types = [heading, follow, row, try tree.object("bar")].map(\.typeName)
            texts = [Self.string(heading, "title"), Self.string(heading, "subtitle"), Self.string(follow, "label"),
                     Self.string(follow, "icon-name"), Self.string(row, "title"), Self.string(row, "subtitle")]
            barPixel = try tree.renderPixels(of: "bar").pixel(x: 2, y: 2)
            _ = try manager.switchMode(to: "dark")
            tree.flush()
            rules = [heading, follow, try tree.object("bar")].map { node in
                GtkStyleSheet.shared.css.split(separator: "\n").first { $0.hasPrefix(".\(node.cssClass ?? "?"){") }.map(String.init) ?? "none"
            }
            gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        }
        #expect(try app.run(arguments: ["g8-adw-tests"]) == 0)
        #expect(types == ["AdwWindowTitle", "AdwButtonContent", "AdwActionRow", "AdwHeaderBar"])
        #expect(texts == ["Profile", "Signed in", "Follow", "list-add-symbolic", "Notifications", "Daily"])
        #expect(rules.count == 3)
        #expect(rules.prefix(2).allSatisfy { $0.hasSuffix("{color:rgb(238,238,238);}") })
        #expect(rules.last?.hasSuffix("{background-color:rgb(246,245,244);background-image:none;}") == true)
        #expect(barPixel == GtkRGBA(red: 246, green: 245, blue: 244))
        G8Gtk.drainEvents()
        #expect(manager.registeredCount == 0)
    }

    @Test func adwKeysAreCheckedAndSuggestedByName() throws {
        try Self.start()
        let content = try #require(adw_button_content_new())
        g_object_ref_sink(UnsafeMutableRawPointer(content))
        defer { g_object_unref(UnsafeMutableRawPointer(content)) }
        let window = gtk_window_new()!
        defer { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        // A button's content, as Adw expects it.
        let button = gtk_button_new()!
        gtk_button_set_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), content)
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), button)
        gtk_widget_set_name(content, "follow")
        let tree = try GtkWidgetTree.of(window)
        let report = Self.engine.applyStyle(["follow.titel": "Follow", "follow.title": 3, "follow.icon-name": "go-next-symbolic"], to: tree)
        #expect(report.diagnostics.map(\.description) == [
            "warning: follow.titel: AdwButtonContent has no property 'titel'; did you mean 'title'?",
            "error: follow.title: AdwButtonContent.title expects String, got Int",
        ])
        #expect(Self.string(try tree.object("follow"), "icon-name") == "go-next-symbolic")
    }
}
