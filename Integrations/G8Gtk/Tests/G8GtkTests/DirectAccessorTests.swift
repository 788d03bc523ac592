import CGtk4
@testable import G8Gtk
import Testing

/// GTK's own getters and setters that G8Gtk calls in place of a property's `GValue` path
/// (``GtkDirectAccessors``) read and write what that path does, for every property listed.
@MainActor
@Suite("Direct accessors") struct DirectAccessorTests {
    /// A new object of the property's owner: a label for `GtkLabel` and `GtkWidget`, a box for `GtkBox`.
    func object(for key: String) -> UnsafeMutableRawPointer {
        let made = key.hasPrefix("GtkBox.") ? gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0) : gtk_label_new("x")
        let object = UnsafeMutableRawPointer(made!)
        g_object_ref_sink(object)
        return object
    }

    func property(_ key: String) -> String { String(key.split(separator: ".")[1]) }

    func read(_ object: UnsafeMutableRawPointer, _ name: String, _ type: GType) -> GValue {
        var value = g8_value_of_type(type)
        g_object_get_property(object.assumingMemoryBound(to: GObject.self), name, &value)
        return value
    }

    @Test func everyAccessorReadsAndWritesWhatThePropertyDoes() throws {
        try TestGtk.start()
        var checked = 0
        for (key, accessors) in GtkDirectAccessors.floats {
            let object = self.object(for: key)
            defer { g_object_unref(object) }
            accessors.set(object, 0.25)
            var value = read(object, property(key), g8_type_float())
            #expect(g_value_get_float(&value) == 0.25 && accessors.get(object) == 0.25, "\(key)")
            g_value_unset(&value)
            checked += 1
        }
        for (key, accessors) in GtkDirectAccessors.doubles {
            let object = self.object(for: key)
            defer { g_object_unref(object) }
            // Opacity is kept as an 8-bit alpha: 0.5 reads 127/255 either way.
            accessors.set(object, 0.5)
            var value = read(object, property(key), g8_type_double())
            #expect(abs(g_value_get_double(&value) - 0.5) < 0.01 && accessors.get(object) == g_value_get_double(&value), "\(key)")
            g_value_unset(&value)
            checked += 1
        }
        for (key, accessors) in GtkDirectAccessors.ints {
            let object = self.object(for: key)
            defer { g_object_unref(object) }
            accessors.set(object, 7)
            var value = read(object, property(key), g8_type_int())
            #expect(g_value_get_int(&value) == 7 && accessors.get(object) == 7, "\(key)")
            g_value_unset(&value)
            checked += 1
        }
        for (key, accessors) in GtkDirectAccessors.bools {
            let object = self.object(for: key)
            defer { g_object_unref(object) }
            for flag in [true, false, true] {
                accessors.set(object, flag)
                var value = read(object, property(key), g8_type_boolean())
                #expect((g_value_get_boolean(&value) != 0) == flag && accessors.get(object) == flag, "\(key)")
                g_value_unset(&value)
            }
            checked += 1
        }
        #expect(checked == GtkDirectAccessors.floats.count + GtkDirectAccessors.doubles.count + GtkDirectAccessors.ints.count
            + GtkDirectAccessors.bools.count)
        #expect(checked == 20)
    }
}
