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

    /// A copy of ``empty`` that is never freed, for ``same(_:_:)``.
    nonisolated(unsafe) static let emptyStorage: UnsafePointer<GtkCSSValues> = {
        let storage = UnsafeMutablePointer<GtkCSSValues>.allocate(capacity: 1)
        storage.initialize(to: GtkCSSValues())
        return UnsafePointer(storage)
    }()

    /// Whether the values at `a` and `b` are equal (as `==` says), read in place field by
    /// field: passing the whole struct to `==` copies it, a kilobyte with its references
    /// retained, for each comparison. The cheapest fields to tell apart come first.
    static func same(_ a: UnsafePointer<GtkCSSValues>, _ b: UnsafePointer<GtkCSSValues>) -> Bool {
        // The colour tables state by state: `==` on a whole table copies both tables first.
        let equal = a.pointee.color.normal == b.pointee.color.normal && a.pointee.color.active == b.pointee.color.active
            && a.pointee.color.hover == b.pointee.color.hover && a.pointee.color.focus == b.pointee.color.focus
            && a.pointee.color.checked == b.pointee.color.checked && a.pointee.color.disabled == b.pointee.color.disabled
            && a.pointee.background.normal == b.pointee.background.normal
            && a.pointee.background.active == b.pointee.background.active
            && a.pointee.background.hover == b.pointee.background.hover
            && a.pointee.background.focus == b.pointee.background.focus
            && a.pointee.background.checked == b.pointee.background.checked
            && a.pointee.background.disabled == b.pointee.background.disabled
            && a.pointee.borderColor.normal == b.pointee.borderColor.normal
            && a.pointee.borderColor.active == b.pointee.borderColor.active
            && a.pointee.borderColor.hover == b.pointee.borderColor.hover
            && a.pointee.borderColor.focus == b.pointee.borderColor.focus
            && a.pointee.borderColor.checked == b.pointee.borderColor.checked
            && a.pointee.borderColor.disabled == b.pointee.borderColor.disabled
            && a.pointee.accent == b.pointee.accent
            && a.pointee.letterSpacing == b.pointee.letterSpacing && a.pointee.lineHeight == b.pointee.lineHeight
            && a.pointee.padding == b.pointee.padding && a.pointee.radius == b.pointee.radius
            && a.pointee.borderWidth == b.pointee.borderWidth && a.pointee.shadowColor == b.pointee.shadowColor
            && a.pointee.shadowOpacity == b.pointee.shadowOpacity && a.pointee.shadowRadius == b.pointee.shadowRadius
            && a.pointee.shadowOffset == b.pointee.shadowOffset && a.pointee.layerBackground == b.pointee.layerBackground
            && a.pointee.layerOpacity == b.pointee.layerOpacity && a.pointee.font == b.pointee.font
            && a.pointee.typography == b.pointee.typography && a.pointee.border == b.pointee.border
            && a.pointee.shadow == b.pointee.shadow && a.pointee.css == b.pointee.css
        assert(equal == (a.pointee == b.pointee), "GtkCSSValues.same(_:_:) misses a field")
        return equal
    }
}
