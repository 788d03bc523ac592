import CGtk4
import Foundation
import G8Gtk
import Testing

/// A `G8GtkApplication` run as an app runs: activated, a window made in code and styled, and
/// over when its last window closes. Not unique, it needs no D-Bus session bus.
@MainActor
@Suite("Application") struct ApplicationTests {
    struct Stop: Error, Equatable {}

    @Test func anAppStylesAWindowMadeInCodeAndEndsWhenTheWindowCloses() throws {
        try TestGtk.start()
        let theme = try G8Theme(json: Data(##"{"styles": {"main": {"title.text": "Styled", "window.backgroundColor": "#0366D6"}}}"##.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        var activations = 0, labels: [String] = [], corner: GtkRGBA?
        weak var treeSeen: GtkWidgetTree?
        let app = G8GtkApplication(id: "org.g8.tests.App") { app in
            activations += 1
            let window = app.makeWindow()
            gtk_widget_set_name(window, "window")
            gtk_window_set_default_size(window.as(GtkWindow.self), 120, 60)
            let title = gtk_label_new("Hello")
            gtk_widget_set_name(title, "title")
            gtk_window_set_child(window.as(GtkWindow.self), title)
            let tree = try GtkWidgetTree.of(window)
            treeSeen = tree
            #expect(manager.style(tree, with: "main").diagnostics == [])
            labels.append(GtkTestProbe.label(try tree.object("title")))
            corner = try tree.renderPixels(of: "window").pixel(x: 1, y: 58)
            // The app's last window closes: the app ends.
            gtk_window_destroy(window.as(GtkWindow.self))
        }
        #expect(try app.run(arguments: ["g8-gtk-tests"]) == 0)
        #expect(activations == 1)
        #expect(labels == ["Styled"])
        #expect(corner == GtkRGBA(red: 3, green: 102, blue: 214))
        G8Gtk.drainEvents()
        #expect(treeSeen == nil)
        #expect(manager.registeredCount == 0)
    }

    @Test func whatActivateThrowsEndsTheAppAndRunThrowsIt() throws {
        try TestGtk.start()
        var windows = 0, window: UnsafeMutablePointer<GtkWidget>?
        let app = G8GtkApplication(id: nil) { app in
            window = app.makeWindow()
            windows = Int(g_list_length(gtk_application_get_windows(UnsafeMutableRawPointer(app.application).assumingMemoryBound(to: GtkApplication.self))))
            throw Stop()
        }
        #expect(throws: Stop()) { try app.run(arguments: ["g8-gtk-tests"]) }
        #expect(windows == 1)
        // Ended with its window open.
        let open = try #require(window)
        #expect(gtk_widget_get_visible(open) == 0)
        gtk_window_destroy(open.as(GtkWindow.self))
    }

    @Test func anOptionGtkDoesNotKnowEndsTheAppBeforeItIsActivated() throws {
        try TestGtk.start()
        var activations = 0
        let app = G8GtkApplication(id: nil) { _ in activations += 1 }
        #expect(try app.run(arguments: ["g8-gtk-tests", "--no-such-option"]) == 1)
        #expect(activations == 0)
    }
}
