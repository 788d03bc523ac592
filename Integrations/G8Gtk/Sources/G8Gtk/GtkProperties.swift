import CGtk4
import Foundation
import G8Widgets

/// The GObject properties of a GType as engine properties: each with the property's own type,
/// range and enum nicks, found by introspection.
enum GtkProperties {
    /// A value that a property a style cannot set takes for any input, so that the check
    /// refuses it with the reason (read-only, construct-only, a type no style holds).
    struct Refused: G8Value, G8ValueConvertible, Hashable {
        static func g8Convert(from value: any G8Value) -> Refused? { Refused() }
    }

    /// The properties GType `type` itself brings (not its parents'), for node class `C`: those
    /// it installs, and those of the interfaces it implements and its parent does not, such as
    /// `GtkBox`'s `orientation` from `GtkOrientable`. Those in ``GtkAppliers/lookProperties``
    /// are marked look, those in ``GtkAppliers/contentProperties`` content; the others state no
    /// role, and so count as content.
    static func own<C: GtkNode>(of type: GType, for _: C.Type) -> [G8Property<C>] {
        let isWidget = GPtr.isA(type, g8_type_widget())
        return ownSpecs(of: type).map { spec in
            let made: G8Property<C> = property(spec, for: C.self, isWidget: isWidget)
            if GtkAppliers.lookProperties.contains(made.name) { return made.marked(.look) }
            return GtkAppliers.contentProperties.contains(made.name) ? made.marked(.content) : made
        }
    }

    /// The names of the properties GType `type` itself brings.
    static func names(of type: GType) -> [String] {
        ownSpecs(of: type).map { String(cString: g_param_spec_get_name($0)) }
    }

    /// The param specs of ``own(of:for:)``. The class stays referenced: its param specs are used
    /// for as long as the engine lives.
    private static func ownSpecs(of type: GType) -> [UnsafeMutablePointer<GParamSpec>] {
        let specs = allSpecs(of: type)
        // An interface's property is listed with the interface as its owner: it is this type's
        // own when the parent type does not have it.
        let parent = g_type_parent(type)
        let parentNames = parent == 0 || g8_type_fundamental(parent) != g8_type_fundamental(type)
            ? Set<String>() : Set(allSpecs(of: parent).map { String(cString: g_param_spec_get_name($0)) })
        return specs.filter { spec in
            let owner = spec.pointee.owner_type
            if owner == type { return true }
            return g8_type_fundamental(owner) == g8_type_interface() && !parentNames.contains(String(cString: g_param_spec_get_name(spec)))
        }
    }

    /// Every param spec of GType `type`'s class, its parents' and interfaces' included.
    private static func allSpecs(of type: GType) -> [UnsafeMutablePointer<GParamSpec>] {
        guard let klass = g_type_class_ref(type) else { return [] }
        var count: guint = 0
        guard let list = g_object_class_list_properties(klass.assumingMemoryBound(to: GObjectClass.self), &count) else { return [] }
        defer { g_free(list) }
        return (0..<Int(count)).compactMap { list[$0] }
    }

    /// The property for one param spec, by its value type.
    static func property<C: GtkNode>(_ spec: UnsafeMutablePointer<GParamSpec>, for _: C.Type, isWidget: Bool) -> G8Property<C> {
        let name = String(cString: g_param_spec_get_name(spec))
        let flags = spec.pointee.flags.rawValue
        let valueType = spec.pointee.value_type
        let address = UInt(bitPattern: spec)
        if flags & G_PARAM_WRITABLE.rawValue == 0 {
            return refused(name, "the property is read-only", valueType)
        }
        if flags & G_PARAM_READABLE.rawValue == 0 {
            return refused(name, "the property is write-only, so a theme switch could not put it back", valueType)
        }
        if flags & G_PARAM_CONSTRUCT_ONLY.rawValue != 0 {
            return refused(name, "the property is construct-only; set it where the object is made, in the .ui document", valueType)
        }
        let fundamental = g8_type_fundamental(valueType)
        // GTK's own setter, for the common properties that have one listed.
        let owner = GPtr.typeName(spec.pointee.owner_type)
        if let reason = userState["\(owner).\(name)"] { return refused(name, reason, valueType) }
        func direct<V>(_ table: [String: GtkDirectAccessors.Accessors<V>]) -> GtkDirectAccessors.Accessors<V>? {
            GtkDirectAccessors.accessors(owner: owner, name: name, flags: flags, in: table)
        }
        switch fundamental {
        case g8_type_boolean():
            if let direct = direct(GtkDirectAccessors.bools) {
                return G8Property<C>(
                    name, get: { direct.get($0.gobject) },
                    set: { node, value in if GtkMain.isGtkThread { direct.set(node.gobject, value) } })
            }
            return G8Property<C>(
                name, get: { read($0, address) { g_value_get_boolean($0) != 0 } },
                set: { node, value in write(node, address) { g_value_set_boolean($0, value ? 1 : 0) } })
        case g8_type_int(), g8_type_uint(), g8_type_long(), g8_type_ulong(), g8_type_int64(), g8_type_uint64(),
            g8_type_char(), g8_type_uchar():
            let (low, high) = integerRange(spec, fundamental, isWidget: isWidget)
            let reason = "expected an integer from \(low) to \(high)"
            if fundamental == g8_type_int(), let direct = direct(GtkDirectAccessors.ints) {
                return G8Property<C>(
                    name, get: { node in Int(direct.get(node.gobject)) },
                    set: { node, value in if GtkMain.isGtkThread { direct.set(node.gobject, gint(clamping: value)) } },
                    validate: { value in (low...high).contains(Int64(value)) ? nil : reason })
            }
            return G8Property<C>(
                name, get: { node in read(node, address) { getInteger($0, fundamental) } },
                set: { node, value in write(node, address) { setInteger($0, fundamental, value) } },
                validate: { value in (low...high).contains(Int64(value)) ? nil : reason })
        case g8_type_float(), g8_type_double():
            let isFloat = fundamental == g8_type_float()
            let low = isFloat ? Double(g8_pspec_float_min(spec)) : g8_pspec_double_min(spec)
            let high = isFloat ? Double(g8_pspec_float_max(spec)) : g8_pspec_double_max(spec)
            let reason = "expected a number from \(GtkCSS.number(low)) to \(GtkCSS.number(high))"
            let validate: @Sendable (Double) -> String? = { value in value.isFinite && value >= low && value <= high ? nil : reason }
            if isFloat, let direct = direct(GtkDirectAccessors.floats) {
                return G8Property<C>(
                    name, get: { node in Double(direct.get(node.gobject)) },
                    set: { node, value in if GtkMain.isGtkThread { direct.set(node.gobject, Float(value)) } }, validate: validate)
            }
            if !isFloat, let direct = direct(GtkDirectAccessors.doubles) {
                return G8Property<C>(
                    name, get: { node in direct.get(node.gobject) },
                    set: { node, value in if GtkMain.isGtkThread { direct.set(node.gobject, value) } }, validate: validate)
            }
            return G8Property<C>(
                name, get: { node in read(node, address) { isFloat ? Double(g_value_get_float($0)) : g_value_get_double($0) } },
                set: { node, value in
                    write(node, address) { isFloat ? g_value_set_float($0, Float(value)) : g_value_set_double($0, value) }
                },
                validate: { value in value.isFinite && value >= low && value <= high ? nil : reason })
        case g8_type_string():
            // Nil is the property's default, as GTK made the object, and the empty string when
            // that default is NULL: setters that take no NULL are not told which
            // (`gtk_button_set_icon_name` refuses it, `GtkText`'s `text` passes it to strlen).
            return G8Property<C>(
                name, optionalType: String.self,
                get: { node in read(node, address) { GPtr.string(g_value_get_string($0)) } },
                set: { node, value in
                    write(node, address) { target in
                        if let value {
                            g_value_set_string(target, value)
                        } else {
                            g_param_value_set_default(GtkProperties.spec(address), target)
                            if g_value_get_string(target) == nil { g_value_set_string(target, "") }
                        }
                    }
                })
        case g8_type_enum():
            let nicks = enumNicks(valueType)
            return G8Property<C>(
                name, type: String.self,
                get: { node in read(node, address) { enumNick(valueType, g_value_get_enum($0)) } },
                set: { node, nick in
                    guard let number = enumValue(valueType, nick) else { return }
                    write(node, address) { g_value_set_enum($0, number) }
                },
                validate: { nick in enumValue(valueType, nick) == nil ? oneOf(nicks, nick) : nil })
        case g8_type_flags():
            let nicks = flagNicks(valueType)
            return G8Property<C>(
                name, type: String.self,
                get: { node in read(node, address) { flagsText(valueType, g_value_get_flags($0)) } },
                set: { node, text in
                    guard let bits = flagsValue(valueType, text) else { return }
                    write(node, address) { g_value_set_flags($0, bits) }
                },
                validate: { text in
                    let unknown = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                        .first { !$0.isEmpty && !nicks.contains($0) }
                    return unknown.map { oneOf(nicks, $0, joined: " separated by \"|\"") }
                })
        case g8_type_boxed() where valueType == g8_type_rgba():
            return G8Property<C>(
                name, optionalType: Color.self,
                get: { node in
                    read(node, address) { value in
                        g_value_get_boxed(value).map { raw -> Color in
                            let rgba = raw.assumingMemoryBound(to: GdkRGBA.self).pointee
                            return Color(red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue), alpha: Double(rgba.alpha))
                        }
                    }
                },
                set: { node, color in
                    write(node, address) { value in
                        if let color {
                            var rgba = GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
                            g_value_set_boxed(value, &rgba)
                        } else {
                            g_value_set_boxed(value, nil)
                        }
                    }
                })
        default:
            return refused(name, "the property holds a \(GPtr.typeName(valueType)), which a style cannot set", valueType)
        }
    }

    /// Properties that hold what the user is doing rather than how a widget looks, which a
    /// style does not set, with why. A notebook's `page` is switched by GTK only for a notebook
    /// in a window: one outside any (left out by its document) fails inside GTK, a critical.
    static let userState: [String: String] = [
        "GtkNotebook.page": "the property is the page the user is on, not a style; GTK switches it only for a notebook in a window",
    ]

    /// A property no style sets, refusing every value with `reason`; its value type named in
    /// diagnostics as a style would write a value of GType `valueType` (`Int`, `Color`), or as
    /// the GType (`PangoTabArray`) when no style value stands for one.
    static func refused<C: GtkNode>(_ name: String, _ reason: String, _ valueType: GType) -> G8Property<C> {
        G8Property<C>(name, type: Refused.self, get: { _ in Refused() }, set: { _, _ in }, validate: { _ in reason })
            .namingValueType(styleTypeName(of: valueType))
    }

    /// The type a style writes a value of GType `type` as, or the GType's name.
    static func styleTypeName(of type: GType) -> String {
        switch g8_type_fundamental(type) {
        case g8_type_boolean(): "Bool"
        case g8_type_int(), g8_type_uint(), g8_type_long(), g8_type_ulong(), g8_type_int64(), g8_type_uint64(), g8_type_char(),
            g8_type_uchar():
            "Int"
        case g8_type_float(), g8_type_double(): "Double"
        case g8_type_string(), g8_type_enum(), g8_type_flags(): "String"
        case g8_type_boxed() where type == g8_type_rgba(): "Color"
        default: GPtr.typeName(type)
        }
    }

    /// `expected one of "a", "b"; did you mean "c"?`
    static func oneOf(_ nicks: [String], _ given: String, joined: String = "") -> String {
        let list = nicks.map { "\"\($0)\"" }.joined(separator: ", ")
        let near = G8Suggestion.nearest(to: given, in: nicks)
        return "expected one of \(list)\(joined)" + (near.map { "; did you mean \"\($0)\"?" } ?? "")
    }

    // MARK: GValues

    private static func spec(_ address: UInt) -> UnsafeMutablePointer<GParamSpec> {
        UnsafeMutablePointer<GParamSpec>(bitPattern: address).unsafelyUnwrapped
    }

    /// Reads the property into a GValue of its type and passes it to `body`.
    static func read<T>(_ node: GtkNode, _ address: UInt, _ body: (UnsafeMutablePointer<GValue>) -> T) -> T {
        let pspec = spec(address)
        var value = g8_value_of_type(pspec.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(node._object, pspec.pointee.name, &value)
        return body(&value)
    }

    /// Fills a GValue of the property's type with `body` and sets it.
    static func write(_ node: GtkNode, _ address: UInt, _ body: (UnsafeMutablePointer<GValue>) -> Void) {
        // GObjects belong to GTK's thread: from another, the property is left as it is.
        guard GtkMain.isGtkThread else { return }
        let pspec = spec(address)
        var value = g8_value_of_type(pspec.pointee.value_type)
        defer { g_value_unset(&value) }
        body(&value)
        g8_object_set_pspec(node._object, pspec, &value)
    }

    /// The most a widget's integer property takes when its GType sets no bound of its own
    /// (a range to `G_MAXINT`, such as `width-request` or `spacing`), and the least for one
    /// from `G_MININT`: GTK lays widgets out in pixels in ints and draws them on surfaces of at
    /// most 32767 pixels a side, so a larger size fails inside GTK (a critical from its
    /// renderer) when the window is next drawn, or overflows as sizes are added up.
    static let widgetIntegerLimit: Int64 = 32767

    /// The range a style may set an integer property to: the param spec's, and for a widget's
    /// property without a bound of its own, at most ``widgetIntegerLimit`` either way.
    static func integerRange(_ spec: UnsafeMutablePointer<GParamSpec>, _ type: GType, isWidget: Bool) -> (Int64, Int64) {
        let (low, high) = specRange(spec, type)
        guard isWidget else { return (low, high) }
        let open = Int64(Int32.max)
        return (low <= -open ? -widgetIntegerLimit : low, high >= open ? widgetIntegerLimit : high)
    }

    private static func specRange(_ spec: UnsafeMutablePointer<GParamSpec>, _ type: GType) -> (Int64, Int64) {
        let clamp: (UInt64) -> Int64 = { Int64(clamping: $0) }
        switch type {
        case g8_type_int(): return (Int64(g8_pspec_int_min(spec)), Int64(g8_pspec_int_max(spec)))
        case g8_type_uint(): return (Int64(g8_pspec_uint_min(spec)), Int64(g8_pspec_uint_max(spec)))
        case g8_type_long(): return (Int64(g8_pspec_long_min(spec)), Int64(g8_pspec_long_max(spec)))
        case g8_type_ulong(): return (clamp(UInt64(g8_pspec_ulong_min(spec))), clamp(UInt64(g8_pspec_ulong_max(spec))))
        case g8_type_int64(): return (Int64(g8_pspec_int64_min(spec)), Int64(g8_pspec_int64_max(spec)))
        case g8_type_uint64(): return (clamp(UInt64(g8_pspec_uint64_min(spec))), clamp(UInt64(g8_pspec_uint64_max(spec))))
        case g8_type_char(): return (Int64(g8_pspec_char_min(spec)), Int64(g8_pspec_char_max(spec)))
        default: return (Int64(g8_pspec_uchar_min(spec)), Int64(g8_pspec_uchar_max(spec)))
        }
    }

    static func getInteger(_ value: UnsafeMutablePointer<GValue>, _ type: GType) -> Int {
        switch type {
        case g8_type_int(): Int(g_value_get_int(value))
        case g8_type_uint(): Int(g_value_get_uint(value))
        case g8_type_long(): Int(g_value_get_long(value))
        case g8_type_ulong(): Int(clamping: g_value_get_ulong(value))
        case g8_type_int64(): Int(g_value_get_int64(value))
        case g8_type_uint64(): Int(clamping: g_value_get_uint64(value))
        case g8_type_char(): Int(g_value_get_schar(value))
        default: Int(g_value_get_uchar(value))
        }
    }

    /// Sets an integer already checked against the property's range.
    static func setInteger(_ value: UnsafeMutablePointer<GValue>, _ type: GType, _ number: Int) {
        switch type {
        case g8_type_int(): g_value_set_int(value, gint(clamping: number))
        case g8_type_uint(): g_value_set_uint(value, guint(clamping: number))
        case g8_type_long(): g_value_set_long(value, glong(clamping: number))
        case g8_type_ulong(): g_value_set_ulong(value, gulong(clamping: number))
        case g8_type_int64(): g_value_set_int64(value, gint64(number))
        case g8_type_uint64(): g_value_set_uint64(value, guint64(clamping: number))
        case g8_type_char(): g_value_set_schar(value, gint8(clamping: number))
        default: g_value_set_uchar(value, guchar(clamping: number))
        }
    }

    static func enumNicks(_ type: GType) -> [String] {
        guard let klass = g_type_class_ref(type)?.assumingMemoryBound(to: GEnumClass.self) else { return [] }
        return (0..<Int(klass.pointee.n_values)).compactMap { GPtr.string(klass.pointee.values[$0].value_nick) }
    }

    static func enumValue(_ type: GType, _ nick: String) -> gint? {
        guard let klass = g_type_class_ref(type)?.assumingMemoryBound(to: GEnumClass.self) else { return nil }
        return g_enum_get_value_by_nick(klass, nick).map { $0.pointee.value }
    }

    static func enumNick(_ type: GType, _ number: gint) -> String {
        guard let klass = g_type_class_ref(type)?.assumingMemoryBound(to: GEnumClass.self) else { return String(number) }
        return g_enum_get_value(klass, number).flatMap { GPtr.string($0.pointee.value_nick) } ?? String(number)
    }

    static func flagNicks(_ type: GType) -> [String] {
        guard let klass = g_type_class_ref(type)?.assumingMemoryBound(to: GFlagsClass.self) else { return [] }
        return (0..<Int(klass.pointee.n_values)).compactMap { GPtr.string(klass.pointee.values[$0].value_nick) }
    }

    static func flagsValue(_ type: GType, _ text: String) -> guint? {
        guard let klass = g_type_class_ref(type)?.assumingMemoryBound(to: GFlagsClass.self) else { return nil }
        var bits: guint = 0
        for part in text.split(separator: "|") {
            let nick = part.trimmingCharacters(in: .whitespaces)
            if nick.isEmpty { continue }
            guard let value = g_flags_get_value_by_nick(klass, nick) else { return nil }
            bits |= value.pointee.value
        }
        return bits
    }

    static func flagsText(_ type: GType, _ bits: guint) -> String {
        guard let klass = g_type_class_ref(type)?.assumingMemoryBound(to: GFlagsClass.self) else { return String(bits) }
        var names: [String] = []
        for index in 0..<Int(klass.pointee.n_values) {
            let value = klass.pointee.values[index]
            if value.value != 0, bits & value.value == value.value, let nick = GPtr.string(value.value_nick) { names.append(nick) }
        }
        return names.joined(separator: "|")
    }
}
