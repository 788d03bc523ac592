import CGtk4

/// A GVariant that Swift holds a reference to, dropped with it.
///
/// Values from the bus are read only after their type string is checked: GLib's getters log
/// a critical (fatal under `G_DEBUG=fatal-criticals`) when a value is of another type, so every
/// accessor here checks the type first and answers nil for another.
final class GtkVariant {
    let pointer: OpaquePointer

    /// Takes over a reference that is not floating (a method's reply, a child value).
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Holds a reference of its own to a value GLib lends (a signal's parameters).
    init(borrowing pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    deinit {
        g_variant_unref(pointer)
    }

    /// The value's D-Bus type, such as `u` or `(ddd)`.
    var typeString: String {
        String(cString: g_variant_get_type_string(pointer))
    }

    /// The value in GVariant's text form, as `gdbus` shows it: `'dark'`, `(0.2, 0.5, 0.9)`.
    var text: String {
        guard let printed = g_variant_print(pointer, 0) else { return "?" }
        defer { g_free(printed) }
        return String(cString: printed)
    }

    /// The `index`th member of a tuple, a dictionary entry or an array; nil when the value is
    /// not a container or has no such member.
    func child(_ index: Int) -> GtkVariant? {
        guard g_variant_is_container(pointer) != 0, index >= 0, index < Int(g_variant_n_children(pointer)) else { return nil }
        return GtkVariant(taking: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// The members of a container; none for another value.
    var children: [GtkVariant] {
        guard g_variant_is_container(pointer) != 0 else { return [] }
        return (0..<Int(g_variant_n_children(pointer))).compactMap(child)
    }

    /// The value inside however many variants (`v`) it is wrapped in: xdg-desktop-portal's
    /// `Read` answers in two, `ReadOne`, `ReadAll` and `SettingChanged` in one. GVariant's own
    /// limit on nesting bounds the loop.
    var unboxed: GtkVariant {
        var value = self
        while value.typeString == "v" {
            value = GtkVariant(taking: g_variant_get_variant(value.pointer))
        }
        return value
    }

    /// The string of an `s`; nil for another type.
    var string: String? {
        typeString == "s" ? String(cString: g_variant_get_string(pointer, nil)) : nil
    }

    /// The number of a `u`; nil for another type.
    var uint32: UInt32? {
        typeString == "u" ? g_variant_get_uint32(pointer) : nil
    }

    /// The number of a `d`; nil for another type.
    var double: Double? {
        typeString == "d" ? g_variant_get_double(pointer) : nil
    }

    /// The entries of an `a{s…}` dictionary by key; nil for another type.
    var dictionary: [String: GtkVariant]? {
        let type = typeString
        guard type.hasPrefix("a{s") else { return nil }
        var entries: [String: GtkVariant] = [:]
        for entry in children {
            guard let key = entry.child(0)?.string, let value = entry.child(1) else { continue }
            entries[key] = value
        }
        return entries
    }

    /// A floating `(…)` of `members`, for a method's parameters (the call takes it over).
    static func tuple(_ members: [OpaquePointer?]) -> OpaquePointer {
        var members = members
        return members.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// A floating `s`.
    static func string(_ text: String) -> OpaquePointer {
        g_variant_new_string(text)
    }

    /// A floating `as`.
    static func strings(_ texts: [String]) -> OpaquePointer {
        var members = texts.map { OpaquePointer?(g_variant_new_string($0)) }
        return members.withUnsafeMutableBufferPointer { buffer in
            g_variant_new_array(g_variant_type_checked_("s"), buffer.baseAddress, gsize(buffer.count))
        }
    }
}
