import CGtk4
import G8Gtk

/// Reads GTK's own state, independently of the engine's getters.
enum GtkTestProbe {
    static func label(_ node: GtkNode) -> String {
        String(cString: gtk_label_get_label(OpaquePointer(node.gobject)))
    }

    static func double(_ node: GtkNode, _ name: String) -> Double {
        var value = g8_value_of_type(g8_type_float())
        defer { g_value_unset(&value) }
        g_object_get_property(node.gobject.assumingMemoryBound(to: GObject.self), name, &value)
        return Double(g_value_get_float(&value))
    }

    static func int(_ node: GtkNode, _ name: String) -> Int {
        var value = g8_value_of_type(g8_type_int())
        defer { g_value_unset(&value) }
        g_object_get_property(node.gobject.assumingMemoryBound(to: GObject.self), name, &value)
        return Int(g_value_get_int(&value))
    }

    static func classes(_ node: GtkNode) -> [String] {
        guard let list = gtk_widget_get_css_classes(node.gobject.assumingMemoryBound(to: GtkWidget.self)) else { return [] }
        defer { g_strfreev(list) }
        var out: [String] = []
        var index = 0
        while let item = list[index] {
            out.append(String(cString: item))
            index += 1
        }
        return out
    }
}
