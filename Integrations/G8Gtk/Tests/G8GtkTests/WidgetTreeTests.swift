import CGtk4
import Foundation
import G8Gtk
import Testing

/// Widgets made in code, styled through a `GtkWidgetTree`: outlets by GtkBuilder id and widget
/// name, the theme manager, rendering, and the tree's lifetime, which follows its root's.
@MainActor
@Suite("Widget trees") struct WidgetTreeTests {
    /// A window of 200×120 px named `window`, holding a box `box` with a label `title` and a
    /// button `ok`, and an unnamed label; made in code, as an app makes its widgets.
    struct Window {
        let window: UnsafeMutablePointer<GtkWidget>
        let box: UnsafeMutablePointer<GtkWidget>
        let title: UnsafeMutablePointer<GtkWidget>
        let ok: UnsafeMutablePointer<GtkWidget>

        init() {
            window = gtk_window_new()
            gtk_window_set_default_size(window.as(GtkWindow.self), 200, 120)
            gtk_window_set_decorated(window.as(GtkWindow.self), 0)
            gtk_widget_set_name(window, "window")
            box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10)
            gtk_widget_set_name(box, "box")
            title = gtk_label_new("Hello G8")
            gtk_widget_set_name(title, "title")
            ok = gtk_button_new_with_label("OK")
            gtk_widget_set_name(ok, "ok")
            gtk_box_append(box.as(GtkBox.self), title)
            gtk_box_append(box.as(GtkBox.self), ok)
            gtk_box_append(box.as(GtkBox.self), gtk_label_new("unnamed"))
            gtk_window_set_child(window.as(GtkWindow.self), box)
        }

        func destroy() { gtk_window_destroy(window.as(GtkWindow.self)) }
    }

    /// Whether GTK still has the object: a weak reference GObject clears when it is finalized.
    final class Finalized {
        var reference = GWeakRef()
        init(_ object: UnsafeMutablePointer<GtkWidget>) { g_weak_ref_init(&reference, object) }
        var isFinalized: Bool {
            guard let object = g_weak_ref_get(&reference) else { return true }
            g_object_unref(object)
            return false
        }
        deinit { g_weak_ref_clear(&reference) }
    }

    static let themeJSON = """
        {
          "tokens": { "color": { "$type": "color",
            "ink": { "$value": "#111111", "$modes": { "dark": "#EEEEEE" } },
            "paper": { "$value": "#FFFFFF", "$modes": { "dark": "#222222" } } } },
          "styles": { "screen": {
            "title.textColor": "{color.ink}", "title.xalign": 0.5, "title.text": "Styled",
            "ok.titleColor": "{color.ink}", "ok.layer.cornerRadius": 4, "box.spacing": 6,
            "window.backgroundColor": "{color.paper}" } }
        }
        """

    func colorRule(_ node: GtkNode) -> String? {
        guard let name = node.cssClass else { return nil }
        return GtkStyleSheet.shared.css.split(separator: "\n").first { $0.hasPrefix(".\(name){") }.map(String.init)
    }

    @Test func outletsAreWidgetNamesAndBuilderIds() throws {
        try TestGtk.start()
        let made = Window()
        defer { made.destroy() }
        let ui = try GtkInterface(xml: """
            <interface><object class="GtkLabel" id="caption"><property name="label">Built</property></object></interface>
            """)
        gtk_box_append(made.box.as(GtkBox.self), try ui.object("caption").gobject.assumingMemoryBound(to: GtkWidget.self))
        let tree = try GtkWidgetTree.of(OpaquePointer(made.window))
        #expect(tree.ids == ["box", "caption", "ok", "title", "window"])
        #expect(tree["caption"]?.gobject == (try ui.object("caption")).gobject)
        // A name outranks an id, wherever the two widgets are.
        let named = gtk_label_new("Named")!
        gtk_widget_set_name(named, "caption")
        gtk_box_append(made.box.as(GtkBox.self), named)
        tree.refresh()
        #expect(tree["caption"]?.gobject == UnsafeMutableRawPointer(named))
        #expect(try tree.object("title").typeName == "GtkLabel")
        #expect(tree["window"]?.gobject == UnsafeMutableRawPointer(made.window))
        #expect(throws: G8GtkError.unknownObject("titel", suggestion: "title")) { try tree.object("titel") }
        #expect(try GtkWidgetTree.of(OpaquePointer(made.window)) === tree)
    }

    @Test func aStyleSetsWidgetsMadeInCodeAndTheyRender() throws {
        try TestGtk.start()
        let made = Window()
        defer { made.destroy() }
        let tree = try GtkWidgetTree.of(OpaquePointer(made.window))
        let report = TestGtk.engine.applyStyle([
            "window.backgroundColor": Color(hex: "#FFFFFF"),
            "box.backgroundColor": Color(hex: "#0366D6"),
            "title.text": "Styled", "title.xalign": 0.5,
            "titel.textColor": Color(hex: "#FF0000"),
        ], to: tree)
        #expect(report.diagnostics.map(\.description) == [
            "warning: titel.textColor: GtkWidgetTree has no child 'titel'; did you mean 'title'?",
        ])
        let title = try tree.object("title")
        #expect(GtkTestProbe.label(title) == "Styled")
        #expect(GtkTestProbe.double(title, "xalign") == 0.5)
        let pixels = try tree.renderPixels(of: "window")
        #expect(pixels.width == 200)
        #expect(pixels.pixel(x: 190, y: 110) == GtkRGBA(red: 3, green: 102, blue: 214))
    }

    @Test func aManagerSwitchesModesOnATreeItDoesNotKeepAlive() throws {
        try TestGtk.start()
        let made = Window()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        #expect(manager.style(try GtkWidgetTree.of(OpaquePointer(made.window)), with: "screen").diagnostics == [])
        // Nothing in the test holds the tree: its root does.
        let tree = try GtkWidgetTree.of(OpaquePointer(made.window))
        let title = try tree.object("title")
        #expect(try manager.switchMode(to: "dark").diagnostics == [])
        tree.flush()
        #expect(colorRule(title) == ".\(title.cssClass ?? ""){color:rgb(238,238,238);}")
        #expect(GtkTestProbe.int(try tree.object("box"), "spacing") == 6)
        #expect(manager.registeredCount == 1)
        made.destroy()
    }

    @Test func aDestroyedWindowDropsItsTreeAndItsWidgetsAreFreed() throws {
        try TestGtk.start()
        let made = Window()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        weak let tree = try GtkWidgetTree.of(OpaquePointer(made.window))
        #expect(manager.style(try #require(tree), with: "screen").diagnostics == [])
        let window = Finalized(made.window), title = Finalized(made.title)
        made.destroy()
        G8Gtk.drainEvents()
        #expect(tree == nil)
        #expect(window.isFinalized)
        #expect(title.isFinalized)
        #expect(try manager.switchMode(to: "dark").diagnostics == [])
        #expect(manager.registeredCount == 0)
    }

    @Test func aRootMovedToAnotherParentKeepsItsTree() throws {
        try TestGtk.start()
        let first = Window(), second = Window()
        defer { first.destroy(); second.destroy() }
        weak let tree = try GtkWidgetTree.of(OpaquePointer(first.box))
        #expect(tree?.ids == ["box", "ok", "title"])
        // Out of its window, held by nothing but the tree, then into another window.
        g_object_ref(first.box)
        gtk_window_set_child(first.window.as(GtkWindow.self), nil)
        g_object_unref(first.box)
        gtk_box_append(second.box.as(GtkBox.self), first.box)
        G8Gtk.drainEvents()
        #expect(tree?.ids == ["box", "ok", "title"])
        #expect(TestGtk.engine.applyStyle(["title.text": "Moved"], to: try #require(tree)).diagnostics == [])
        #expect(GtkTestProbe.label(try #require(tree?["title"])) == "Moved")
    }

    @Test func aRootLetGoOfOutsideAWindowIsFreedWithItsTree() throws {
        try TestGtk.start()
        let made = Window()
        defer { made.destroy() }
        weak let tree = try GtkWidgetTree.of(OpaquePointer(made.box))
        let box = Finalized(made.box), ok = Finalized(made.ok)
        gtk_window_set_child(made.window.as(GtkWindow.self), nil)
        G8Gtk.drainEvents()
        #expect(tree == nil)
        #expect(box.isFinalized)
        #expect(ok.isFinalized)
    }

    @Test func refreshFindsWidgetsAddedAndLetsGoOfWidgetsTakenOut() throws {
        try TestGtk.start()
        let made = Window()
        defer { made.destroy() }
        let tree = try GtkWidgetTree.of(OpaquePointer(made.window))
        let title = try tree.object("title")
        let subtitle = gtk_label_new("Added")
        gtk_widget_set_name(subtitle, "subtitle")
        gtk_box_append(made.box.as(GtkBox.self), subtitle)
        let ok = Finalized(made.ok)
        gtk_box_remove(made.box.as(GtkBox.self), made.ok)
        #expect(tree.ids == ["box", "ok", "title", "window"])
        #expect(!ok.isFinalized)
        tree.refresh()
        #expect(tree.ids == ["box", "subtitle", "title", "window"])
        #expect(ok.isFinalized)
        // A widget still in the tree keeps its node, and what styles set on it.
        #expect(try tree.object("title") === title)
        #expect(TestGtk.engine.applyStyle(["subtitle.text": "Found"], to: tree).diagnostics == [])
        #expect(GtkTestProbe.label(try tree.object("subtitle")) == "Found")
    }

    @Test func aRootThatIsNotAWidgetIsRefused() throws {
        try TestGtk.start()
        let adjustment = try #require(gtk_adjustment_new(0, 0, 1, 0.1, 0.1, 0))
        g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
        defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
        #expect(throws: G8GtkError.notAWidget("GtkAdjustment")) { try GtkWidgetTree.of(adjustment) }
        #expect(G8GtkError.notAWidget("GtkAdjustment").description == "the root of a widget tree must be a GtkWidget, not a GtkAdjustment")
    }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The widget as the GTK type its functions take, as C's casting macros give it.
    func `as`<T>(_ type: T.Type) -> UnsafeMutablePointer<T> { UnsafeMutableRawPointer(self).assumingMemoryBound(to: T.self) }
}
