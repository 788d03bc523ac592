import G8Widgets

/// One value a style set that GTK takes as CSS: which, and for which state.
struct GtkSlot: Hashable {
    enum Name: String {
        case color, background, borderColor, accent, font, typography, letterSpacing, lineHeight
        case padding, radius, borderWidth, border, shadow, shadowColor, shadowOpacity, shadowRadius, shadowOffset
        case layerBackground, layerOpacity, css, clips
        // Kept by GTK itself, with baselines.
        case text, lines, alignment, margins, placeholder, titles
    }
    let name: Name
    let state: GtkControlState
}

/// A colour for each state it can vary by, each in a field of its own, so that one state's
/// colour is read and written in place (``GtkCSSBit/offsets``).
struct GtkStateColors: Hashable, Sendable {
    var normal: Color?, hover: Color?, focus: Color?, checked: Color?, active: Color?, disabled: Color?

    subscript(state: GtkControlState) -> Color? {
        switch state {
        case .normal: normal
        case .hover: hover
        case .focus: focus
        case .checked: checked
        case .active: active
        case .disabled: disabled
        }
    }

    /// The fields by state, in the order of ``GtkControlState``'s raw values. (Key paths are
    /// immutable; the array is a constant.)
    nonisolated(unsafe) static let fields: [WritableKeyPath<GtkStateColors, Color?>] = [\.normal, \.hover, \.focus, \.checked, \.active, \.disabled]
}

/// The bit of each CSS field in a node's ``GtkClasses/GObject/_differsFromBlock``: the colour
/// tables a bit a state (`color + state.rawValue`), then one a field.
enum GtkCSSBit {
    static let color = 0, background = 6, borderColor = 12, accent = 18, font = 19, typography = 20
    static let letterSpacing = 21, lineHeight = 22, padding = 23, radius = 24, borderWidth = 25, border = 26
    static let shadow = 27, shadowColor = 28, shadowOpacity = 29, shadowRadius = 30, shadowOffset = 31
    static let layerBackground = 32, layerOpacity = 33, css = 34
    /// Every bit: nothing known to be equal.
    static let unknown = UInt64.max

    /// Where each bit's field is in ``GtkCSSValues``, from its start: a setter reads and
    /// writes one field in place, where going through the struct's properties would copy
    /// the colour tables they are in.
    static let offsets: [Int] = paths.map { MemoryLayout<GtkCSSValues>.offset(of: $0)! }

    /// Each bit's field. (Key paths are immutable; the array is a constant.)
    nonisolated(unsafe) static let paths: [PartialKeyPath<GtkCSSValues>] = {
        typealias Values = GtkCSSValues
        var paths: [PartialKeyPath<Values>] = []
        for table in [\Values.color, \Values.background, \Values.borderColor] {
            for field in GtkStateColors.fields { paths.append(table.appending(path: field)) }
        }
        paths += [
            \Values.accent, \Values.font, \Values.typography, \Values.letterSpacing, \Values.lineHeight, \Values.padding,
            \Values.radius, \Values.borderWidth, \Values.border, \Values.shadow, \Values.shadowColor,
            \Values.shadowOpacity, \Values.shadowRadius, \Values.shadowOffset, \Values.layerBackground,
            \Values.layerOpacity, \Values.css,
        ]
        return paths
    }()
}

/// What a widget's style set that GTK takes as CSS, each in a field of its type: compared and
/// hashed without boxing, it is the key of the generated class that holds it.
struct GtkCSSValues: Hashable, Sendable {
    var color = GtkStateColors(), background = GtkStateColors(), borderColor = GtkStateColors()
    var accent: Color?, font: Font?, typography: Typography?, letterSpacing: Double?, lineHeight: Double?
    var padding: EdgeInsets?, radius: Double?, borderWidth: Double?, border: Border?
    var shadow: Shadow?, shadowColor: Color?, shadowOpacity: Double?, shadowRadius: Double?, shadowOffset: Size?
    var layerBackground: Color?, layerOpacity: Double?, css: String?

    static let empty = GtkCSSValues()

    /// A copy of ``empty`` that is never freed, compared with in place.
    nonisolated(unsafe) static let emptyStorage: UnsafePointer<GtkCSSValues> = {
        let storage = UnsafeMutablePointer<GtkCSSValues>.allocate(capacity: 1)
        storage.initialize(to: GtkCSSValues())
        return UnsafePointer(storage)
    }()

    /// Each bit's field compared in place at two values (``GtkCSSBit``), by the field's type.
    static let fieldEquals: [@Sendable (UnsafeRawPointer, UnsafeRawPointer) -> Bool] = {
        func equal<V: Equatable & SendableMetatype>(_: V.Type, _ bit: Int) -> @Sendable (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            let offset = GtkCSSBit.offsets[bit]
            return { a, b in (a + offset).assumingMemoryBound(to: V.self).pointee == (b + offset).assumingMemoryBound(to: V.self).pointee }
        }
        typealias Bit = GtkCSSBit
        var result = (Bit.color..<Bit.accent).map { equal(Color?.self, $0) }
        result += [
            equal(Color?.self, Bit.accent), equal(Font?.self, Bit.font), equal(Typography?.self, Bit.typography),
            equal(Double?.self, Bit.letterSpacing), equal(Double?.self, Bit.lineHeight), equal(EdgeInsets?.self, Bit.padding),
            equal(Double?.self, Bit.radius), equal(Double?.self, Bit.borderWidth), equal(Border?.self, Bit.border),
            equal(Shadow?.self, Bit.shadow), equal(Color?.self, Bit.shadowColor), equal(Double?.self, Bit.shadowOpacity),
            equal(Double?.self, Bit.shadowRadius), equal(Size?.self, Bit.shadowOffset), equal(Color?.self, Bit.layerBackground),
            equal(Double?.self, Bit.layerOpacity), equal(String?.self, Bit.css),
        ]
        assert(result.count == GtkCSSBit.paths.count, "GtkCSSValues.fieldEquals misses a field")
        return result
    }()

    /// The bits of the fields of the values at `values` that are not those of ``empty``.
    static func setFields(of values: UnsafePointer<GtkCSSValues>) -> UInt64 {
        var fields: UInt64 = 0
        for bit in fieldEquals.indices where !fieldEquals[bit](values, emptyStorage) { fields |= 1 << UInt64(bit) }
        return fields
    }

    /// Whether the values at `a` and `b`, whose fields outside `fields` are both those of
    /// ``empty``, are equal: only the fields of `fields` are read. A widget's values are a few
    /// fields set among forty, and a window's widgets are compared with the classes by the
    /// thousand: reading each widget's kilobyte whole would take most of the time from the
    /// processor's caches.
    static func same(_ a: UnsafePointer<GtkCSSValues>, _ b: UnsafePointer<GtkCSSValues>, fields: UInt64) -> Bool {
        var left = fields
        while left != 0 {
            let bit = left.trailingZeroBitCount
            guard fieldEquals[bit](a, b) else { return false }
            left &= left - 1
        }
        assert(a.pointee == b.pointee, "GtkCSSValues.same(_:_:fields:) was given values that differ outside its fields")
        return true
    }
}
