import CGtk4

/// GTK's own getters and setters of common properties, called directly: the functions the
/// class's `get_property` and `set_property` call for the property, without a `GValue` and the
/// class's dispatch. A theme switch sets such a property on every widget it styles (`xalign` on
/// each label, a margin on each button), and a window's first styling reads each one first, to
/// put it back later; the `GValue` and the dispatch cost more than the getter or setter itself.
///
/// Only for properties that notify explicitly (`G_PARAM_EXPLICIT_NOTIFY`): their setters send
/// the notification themselves, when the value changes, as they do when called through
/// `set_property`, so GTK sees the same calls either way. Any other property, and a property
/// of a GType a class overrides, goes through its `GParamSpec` as before.
enum GtkDirectAccessors {
    typealias Object = UnsafeMutableRawPointer

    /// A property's getter and setter.
    struct Accessors<V>: Sendable {
        let get: @Sendable (Object) -> V
        let set: @Sendable (Object, V) -> Void
    }

    /// The accessors of the property `name` that GType `owner` installs, when it is listed here
    /// and `flags` say that it notifies explicitly.
    static func accessors<V>(owner: String, name: String, flags: Int32, in table: [String: Accessors<V>]) -> Accessors<V>? {
        guard flags & G_PARAM_EXPLICIT_NOTIFY.rawValue != 0 else { return nil }
        return table["\(owner).\(name)"]
    }

    @inline(__always)
    private static func widget(_ object: Object) -> UnsafeMutablePointer<CGtk4.GtkWidget> { object.assumingMemoryBound(to: CGtk4.GtkWidget.self) }

    @inline(__always)
    private static func box(_ object: Object) -> UnsafeMutablePointer<CGtk4.GtkBox> { object.assumingMemoryBound(to: CGtk4.GtkBox.self) }

    static let floats: [String: Accessors<Float>] = [
        "GtkLabel.xalign": Accessors(get: { gtk_label_get_xalign(OpaquePointer($0)) }, set: { gtk_label_set_xalign(OpaquePointer($0), $1) }),
        "GtkLabel.yalign": Accessors(get: { gtk_label_get_yalign(OpaquePointer($0)) }, set: { gtk_label_set_yalign(OpaquePointer($0), $1) }),
    ]

    static let doubles: [String: Accessors<Double>] = [
        "GtkWidget.opacity": Accessors(get: { gtk_widget_get_opacity(widget($0)) }, set: { gtk_widget_set_opacity(widget($0), $1) }),
    ]

    static let ints: [String: Accessors<Int32>] = [
        "GtkWidget.margin-start": Accessors(
            get: { gtk_widget_get_margin_start(widget($0)) }, set: { gtk_widget_set_margin_start(widget($0), $1) }),
        "GtkWidget.margin-end": Accessors(
            get: { gtk_widget_get_margin_end(widget($0)) }, set: { gtk_widget_set_margin_end(widget($0), $1) }),
        "GtkWidget.margin-top": Accessors(
            get: { gtk_widget_get_margin_top(widget($0)) }, set: { gtk_widget_set_margin_top(widget($0), $1) }),
        "GtkWidget.margin-bottom": Accessors(
            get: { gtk_widget_get_margin_bottom(widget($0)) }, set: { gtk_widget_set_margin_bottom(widget($0), $1) }),
        "GtkBox.spacing": Accessors(get: { gtk_box_get_spacing(box($0)) }, set: { gtk_box_set_spacing(box($0), $1) }),
        "GtkLabel.lines": Accessors(get: { gtk_label_get_lines(OpaquePointer($0)) }, set: { gtk_label_set_lines(OpaquePointer($0), $1) }),
        "GtkLabel.width-chars": Accessors(
            get: { gtk_label_get_width_chars(OpaquePointer($0)) }, set: { gtk_label_set_width_chars(OpaquePointer($0), $1) }),
        "GtkLabel.max-width-chars": Accessors(
            get: { gtk_label_get_max_width_chars(OpaquePointer($0)) }, set: { gtk_label_set_max_width_chars(OpaquePointer($0), $1) }),
    ]

    static let bools: [String: Accessors<Bool>] = [
        "GtkWidget.hexpand": Accessors(get: { gtk_widget_get_hexpand(widget($0)) != 0 }, set: { gtk_widget_set_hexpand(widget($0), $1 ? 1 : 0) }),
        "GtkWidget.vexpand": Accessors(get: { gtk_widget_get_vexpand(widget($0)) != 0 }, set: { gtk_widget_set_vexpand(widget($0), $1 ? 1 : 0) }),
        "GtkWidget.visible": Accessors(get: { gtk_widget_get_visible(widget($0)) != 0 }, set: { gtk_widget_set_visible(widget($0), $1 ? 1 : 0) }),
        "GtkWidget.sensitive": Accessors(
            get: { gtk_widget_get_sensitive(widget($0)) != 0 }, set: { gtk_widget_set_sensitive(widget($0), $1 ? 1 : 0) }),
        "GtkWidget.can-target": Accessors(
            get: { gtk_widget_get_can_target(widget($0)) != 0 }, set: { gtk_widget_set_can_target(widget($0), $1 ? 1 : 0) }),
        "GtkWidget.focusable": Accessors(
            get: { gtk_widget_get_focusable(widget($0)) != 0 }, set: { gtk_widget_set_focusable(widget($0), $1 ? 1 : 0) }),
        "GtkLabel.wrap": Accessors(get: { gtk_label_get_wrap(OpaquePointer($0)) != 0 }, set: { gtk_label_set_wrap(OpaquePointer($0), $1 ? 1 : 0) }),
        "GtkLabel.selectable": Accessors(
            get: { gtk_label_get_selectable(OpaquePointer($0)) != 0 }, set: { gtk_label_set_selectable(OpaquePointer($0), $1 ? 1 : 0) }),
        "GtkLabel.single-line-mode": Accessors(
            get: { gtk_label_get_single_line_mode(OpaquePointer($0)) != 0 },
            set: { gtk_label_set_single_line_mode(OpaquePointer($0), $1 ? 1 : 0) }),
    ]
}
