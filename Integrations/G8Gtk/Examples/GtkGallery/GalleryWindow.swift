import CGtk4
import Foundation
import G8Gtk

/// The gallery's window: the GtkBuilder document's, with a section of stock widgets made in
/// code, each part styled by its own style of one theme manager.
@MainActor
struct GalleryWindow {
    /// The document's objects; its ids are the outlets of the style `gallery`.
    let ui: GtkInterface
    /// The widgets made in code, under the box named `stock`; their names are the outlets of
    /// the style `galleryStock`.
    let stock: GtkWidgetTree
    /// What the two styles reported.
    let report: G8Report

    /// Makes the window, a window of `app`, and styles it with `manager`.
    init(app: G8GtkApplication, manager: G8ThemeManager) throws {
        guard let uiURL = GalleryWindow.resource("gallery.ui") else { throw GalleryError("gallery.ui is missing from the bundle") }
        ui = try GtkInterface(contentsOf: uiURL)
        let window = try ui.object("window").gobject
        gtk_window_set_application(window.assumingMemoryBound(to: GtkWindow.self), UnsafeMutablePointer(app.application))

        // Stock widgets that no style names: the theme's named colours colour them.
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)!
        gtk_widget_set_name(box, "stock")
        let heading = gtk_label_new("Stock widgets in the theme's named colours")!
        gtk_widget_set_name(heading, "stockTitle")
        gtk_label_set_xalign(OpaquePointer(heading), 0)
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        let button = gtk_button_new_with_label("Plain button")!
        let toggle = gtk_switch_new()!
        gtk_switch_set_active(OpaquePointer(toggle), 1)
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        let progress = gtk_progress_bar_new()!
        gtk_progress_bar_set_fraction(OpaquePointer(progress), 0.6)
        gtk_widget_set_hexpand(progress, 1)
        gtk_widget_set_valign(progress, GTK_ALIGN_CENTER)
        for widget in [button, toggle, progress] { gtk_box_append(asBox(row), widget) }
        gtk_box_append(asBox(box), heading)
        gtk_box_append(asBox(box), row)
        let content = try ui.object("content").gobject, card = try ui.object("card").gobject
        gtk_box_insert_child_after(content.assumingMemoryBound(to: GtkBox.self), box, card.assumingMemoryBound(to: CGtk4.GtkWidget.self))
        stock = try GtkWidgetTree.of(box)

        var report = manager.style(ui, with: "gallery")
        report.append(manager.style(stock, with: "galleryStock"))
        self.report = report
    }

    /// Every outlet, the document's then those made in code.
    var outlets: String {
        "\(ui.ids.sorted().joined(separator: ", ")); made in code: \(stock.ids.sorted().joined(separator: ", "))"
    }

    /// A resource of the gallery: beside this source file when the source tree is here, else
    /// in the bundle.
    static func resource(_ name: String) -> URL? {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/\(name)")
        if FileManager.default.fileExists(atPath: source.path) { return source }
        let dot = name.lastIndex(of: ".") ?? name.endIndex
        return Bundle.module.url(forResource: String(name[..<dot]), withExtension: String(name[dot...].dropFirst()))
    }
}

/// `widget`, a `GtkBox`, as one.
func asBox(_ widget: UnsafeMutablePointer<CGtk4.GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
}

/// A problem that ends the gallery, in one sentence.
struct GalleryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
