import CGtk4
import G8Gtk

extension GtkSnapshotter {
    /// Turns off GTK's animations (CSS transitions, such as a focus ring fading in) and the
    /// caret's blinking, for the whole process: with them on, a picture depends on when in the
    /// animation it is taken. Call after `G8Gtk.start()`; calling again changes nothing.
    @MainActor
    public static func holdStill() {
        guard let settings = gtk_settings_get_default() else { return }
        let object = UnsafeMutableRawPointer(settings)
        for name in ["gtk-enable-animations", "gtk-cursor-blink"] {
            var value = g8_value_of_type(g8_type_boolean())
            defer { g_value_unset(&value) }
            g_value_set_boolean(&value, 0)
            name.withCString { g_object_set_property(object.assumingMemoryBound(to: GObject.self), $0, &value) }
        }
    }
}
