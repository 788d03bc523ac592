import G8Widgets

/// One value a style set that GTK takes as CSS: which, and for which state.
struct GtkSlot: Hashable {
    enum Name: String {
        case color, background, borderColor, accent, font, typography, letterSpacing, lineHeight
        case padding, radius, borderWidth, border, shadow, shadowColor, shadowOpacity, shadowRadius, shadowOffset
        case layerBackground, layerOpacity, css, clips
        // Kept by GTK itself, with baselines.
        case text, lines, alignment, margins, placeholder
    }
    let name: Name
    let state: GtkControlState
}

/// A colour for each state it can vary by: the normal state's in place, the others' out
/// of line, in a box shared by copies and made only when one of them is set (most widgets set
/// none), so that a node's values stay small and a comparison of two tables whose other
/// states are the same box, or none, reads one reference.
struct GtkStateColors: Hashable, Sendable {
    typealias V = Color
    var normal: V?
    /// The values of the states other than normal; nil when none is set, never a box of nils.
    private(set) var others: Others?

    /// The values of the other states, immutable: a change makes a new box.
    final class Others: Hashable, @unchecked Sendable {
        let hover: V?, focus: V?, checked: V?, active: V?, disabled: V?

        init(hover: V?, focus: V?, checked: V?, active: V?, disabled: V?) {
            (self.hover, self.focus, self.checked, self.active, self.disabled) = (hover, focus, checked, active, disabled)
        }

        subscript(state: GtkControlState) -> V? {
            switch state {
            case .normal: nil
            case .hover: hover
            case .focus: focus
            case .checked: checked
            case .active: active
            case .disabled: disabled
            }
        }

        static func == (a: Others, b: Others) -> Bool {
            a === b || (a.hover == b.hover && a.focus == b.focus && a.checked == b.checked && a.active == b.active && a.disabled == b.disabled)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hover)
            hasher.combine(focus)
            hasher.combine(checked)
            hasher.combine(active)
            hasher.combine(disabled)
        }
    }

    subscript(state: GtkControlState) -> V? {
        get { state == .normal ? normal : others?[state] }
        set { set(newValue, for: state, sharing: nil) }
    }

    /// Sets the colour of `state`; `shared` (the other states' box of a class's table) is
    /// taken when it holds what this table's box would, so that no box is made and the two
    /// tables compare by reference.
    mutating func set(_ value: V?, for state: GtkControlState, sharing shared: Others?) {
        if state == .normal {
            normal = value
            return
        }
        if others?[state] == value { return }
        let o = others
        var (hover, focus, checked, active, disabled) = (o?.hover, o?.focus, o?.checked, o?.active, o?.disabled)
        switch state {
        case .normal: break
        case .hover: hover = value
        case .focus: focus = value
        case .checked: checked = value
        case .active: active = value
        case .disabled: disabled = value
        }
        if hover == nil && focus == nil && checked == nil && active == nil && disabled == nil {
            others = nil
        } else if let box = shared, box.hover == hover, box.focus == focus, box.checked == checked,
            box.active == active, box.disabled == disabled
        {
            others = box
        } else {
            others = Others(hover: hover, focus: focus, checked: checked, active: active, disabled: disabled)
        }
    }
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
        let equal = a.pointee.color.normal == b.pointee.color.normal
            && a.pointee.background.normal == b.pointee.background.normal
            && a.pointee.borderColor.normal == b.pointee.borderColor.normal
            && a.pointee.color.others == b.pointee.color.others
            && a.pointee.background.others == b.pointee.background.others
            && a.pointee.borderColor.others == b.pointee.borderColor.others
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
