import CGtk4
@testable import G8Gtk
import Testing

/// GTK's own getters and setters that G8Gtk calls in place of a property's `GValue` path
/// (``GtkDirectAccessors``) read and write what that path does, for every property listed.
@MainActor
@Suite("Direct accessors") struct DirectAccessorTests {
    /// Sets each of `values` on a new object of each property's owner (a label for `GtkLabel`
    /// and `GtkWidget`, a box for `GtkBox`) through the table's setter, and expects the getter
    /// and GObject's `g_object_get_property` to read the same value, close to the one set.
    /// Returns how many properties it checked.
    func check<V: Equatable>(
        _ table: [String: GtkDirectAccessors.Accessors<V>], _ values: [V], _ type: GType,
        close: (V, V) -> Bool = { $0 == $1 }, read: (UnsafeMutablePointer<GValue>) -> V
    ) -> Int {
        for (key, accessors) in table {
            let made = key.hasPrefix("GtkBox.") ? gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0) : gtk_label_new("x")
            let object = UnsafeMutableRawPointer(made!)
            g_object_ref_sink(object)
            defer { g_object_unref(object) }
            for value in values {
                accessors.set(object, value)
                var gvalue = g8_value_of_type(type)
                g_object_get_property(object.assumingMemoryBound(to: GObject.self), String(key.split(separator: ".")[1]), &gvalue)
                let property = read(&gvalue)
                g_value_unset(&gvalue)
                #expect(accessors.get(object) == property && close(property, value), "\(key) set to \(value)")
            }
        }
        return table.count
    }

    @Test func everyAccessorReadsAndWritesWhatThePropertyDoes() throws {
        try TestGtk.start()
        let checked = check(GtkDirectAccessors.floats, [0.25, 1], g8_type_float()) { g_value_get_float($0) }
            // Opacity is kept as an 8-bit alpha: 0.5 reads 127/255 either way.
            + check(GtkDirectAccessors.doubles, [0.5, 1], g8_type_double(), close: { abs($0 - $1) < 0.01 }) { g_value_get_double($0) }
            + check(GtkDirectAccessors.ints, [7, 0], g8_type_int()) { g_value_get_int($0) }
            + check(GtkDirectAccessors.bools, [true, false, true], g8_type_boolean()) { g_value_get_boolean($0) != 0 }
        #expect(checked == 20)
    }
}
