import CGtk4
import Foundation
import G8Gtk

/// The GTK calls the studio makes that G8Gtk has no API for: a label's markup, a drop-down's
/// strings and selection, a property-change signal and the native Open dialog.
///
/// Invariants: every pointer comes from a ``GtkNode`` of a live ``GtkInterface`` whose GType
/// the caller names (a `GtkLabel` for ``setMarkup(_:on:)``, a `GtkDropDown` for the drop-down
/// calls, a `GtkWindow` for ``chooseFile(parent:_:)``), so each cast is to the object's own
/// type; the interface keeps the object alive while the studio runs. A callback's context is
/// a retained box that GLib releases with the handler (signals) or the dialog's response.
/// Everything runs on GTK's thread, the main actor.
@MainActor
enum StudioGtk {
    /// Sets a `GtkLabel`'s text as Pango markup.
    static func setMarkup(_ markup: String, on label: GtkNode) {
        gtk_label_set_markup(OpaquePointer(label.gobject), markup)
    }

    /// Sets a `GtkLabel`'s plain text.
    static func setText(_ text: String, on label: GtkNode) {
        gtk_label_set_text(OpaquePointer(label.gobject), text)
    }

    /// Replaces a `GtkDropDown`'s strings and selects `selected`.
    static func setItems(_ items: [String], selected: Int, on dropDown: GtkNode) {
        guard let list = gtk_string_list_new(nil) else { return }
        for item in items { gtk_string_list_append(list, item) }
        gtk_drop_down_set_model(OpaquePointer(dropDown.gobject), list)
        g_object_unref(UnsafeMutableRawPointer(list))
        gtk_drop_down_set_selected(OpaquePointer(dropDown.gobject), guint(max(0, selected)))
    }

    /// The index a `GtkDropDown` has selected, or nil for none.
    static func selection(of dropDown: GtkNode) -> Int? {
        let index = gtk_drop_down_get_selected(OpaquePointer(dropDown.gobject))
        return index == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(index)
    }

    /// Calls `handler` each time the object's property `property` changes (`notify::NAME`).
    static func onChange(of property: String, in node: GtkNode, _ handler: @escaping @MainActor () -> Void) {
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        // notify's handler takes the object, the GParamSpec and the data.
        let callback: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            let handler = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue().value
            MainActor.assumeIsolated { handler() }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data).release()
        }
        g_signal_connect_data(node.gobject, "notify::\(property)", unsafeBitCast(callback, to: GCallback.self), box, release, GConnectFlags(0))
    }

    /// Shows GTK's native Open dialog (GtkFileChooserNative: GTK 4.8 has no GtkFileDialog)
    /// over the `GtkWindow` `parent`; `handler` gets the file chosen, and is not called when
    /// the dialog is cancelled.
    static func chooseFile(parent: GtkNode, _ handler: @escaping @MainActor (URL) -> Void) {
        let window = parent.gobject.assumingMemoryBound(to: GtkWindow.self)
        guard let dialog = gtk_file_chooser_native_new("Open a theme", window, GTK_FILE_CHOOSER_ACTION_OPEN, "_Open", "_Cancel") else { return }
        if let filter = gtk_file_filter_new() {
            gtk_file_filter_set_name(filter, "JSON themes and tokens")
            gtk_file_filter_add_pattern(filter, "*.json")
            gtk_file_chooser_add_filter(dialog, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))
        }
        let box = Unmanaged.passRetained(Box(handler)).toOpaque()
        // response's handler takes the dialog, the response id and the data; the box is
        // released, and the dialog unreferenced, at the one response a dialog gives.
        let callback: @convention(c) (gpointer?, gint, gpointer?) -> Void = { dialog, response, data in
            guard let dialog, let data else { return }
            let box = Unmanaged<Box<@MainActor (URL) -> Void>>.fromOpaque(data)
            var url: URL?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(OpaquePointer(dialog)) {
                if let path = g_file_get_path(file) {
                    url = URL(fileURLWithPath: String(cString: path))
                    g_free(path)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            let handler = box.takeUnretainedValue().value
            box.release()
            g_object_unref(dialog)
            if let url { MainActor.assumeIsolated { handler(url) } }
        }
        g_signal_connect_data(UnsafeMutableRawPointer(dialog), "response", unsafeBitCast(callback, to: GCallback.self), box, nil, GConnectFlags(0))
        gtk_native_dialog_show(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkNativeDialog.self))
    }

    /// A Swift value for a C context pointer.
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
