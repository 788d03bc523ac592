import CGtk4

/// GTK's own setters of common properties, called directly: the setter the class's
/// `set_property` calls for the property, without filling a `GValue` and going through the
/// class. A theme switch sets such a property on every widget it styles (`xalign` on each
/// label, a margin on each button), and the `GValue` and the class's dispatch cost more than
/// the setter itself.
///
/// Only for properties that notify explicitly (`G_PARAM_EXPLICIT_NOTIFY`): their setters send
/// the notification themselves, when the value changes, as they do when called through
/// `set_property`, so GTK sees the same calls either way. Any other property, and a property
/// of a GType a class overrides, goes through its `GParamSpec` as before.
enum GtkDirectSetters {
    typealias Object = UnsafeMutableRawPointer

    /// The setter of the property `name` that GType `owner` installs, when it is listed here and
    /// `flags` say that it notifies explicitly.
    static func setter<V>(owner: String, name: String, flags: Int32, in table: [String: @Sendable (Object, V) -> Void])
        -> (@Sendable (Object, V) -> Void)?
    {
        guard flags & G_PARAM_EXPLICIT_NOTIFY.rawValue != 0 else { return nil }
        return table["\(owner).\(name)"]
    }

    @inline(__always)
    private static func widget(_ object: Object) -> UnsafeMutablePointer<CGtk4.GtkWidget> { object.assumingMemoryBound(to: CGtk4.GtkWidget.self) }

    static let floats: [String: @Sendable (Object, Float) -> Void] = [
        "GtkLabel.xalign": { gtk_label_set_xalign(OpaquePointer($0), $1) },
        "GtkLabel.yalign": { gtk_label_set_yalign(OpaquePointer($0), $1) },
    ]

    static let doubles: [String: @Sendable (Object, Double) -> Void] = [
        "GtkWidget.opacity": { gtk_widget_set_opacity(widget($0), $1) },
    ]

    static let ints: [String: @Sendable (Object, Int32) -> Void] = [
        "GtkWidget.margin-start": { gtk_widget_set_margin_start(widget($0), $1) },
        "GtkWidget.margin-end": { gtk_widget_set_margin_end(widget($0), $1) },
        "GtkWidget.margin-top": { gtk_widget_set_margin_top(widget($0), $1) },
        "GtkWidget.margin-bottom": { gtk_widget_set_margin_bottom(widget($0), $1) },
        "GtkBox.spacing": { gtk_box_set_spacing($0.assumingMemoryBound(to: CGtk4.GtkBox.self), $1) },
        "GtkLabel.lines": { gtk_label_set_lines(OpaquePointer($0), $1) },
        "GtkLabel.width-chars": { gtk_label_set_width_chars(OpaquePointer($0), $1) },
        "GtkLabel.max-width-chars": { gtk_label_set_max_width_chars(OpaquePointer($0), $1) },
    ]

    static let bools: [String: @Sendable (Object, Bool) -> Void] = [
        "GtkWidget.hexpand": { gtk_widget_set_hexpand(widget($0), $1 ? 1 : 0) },
        "GtkWidget.vexpand": { gtk_widget_set_vexpand(widget($0), $1 ? 1 : 0) },
        "GtkWidget.visible": { gtk_widget_set_visible(widget($0), $1 ? 1 : 0) },
        "GtkWidget.sensitive": { gtk_widget_set_sensitive(widget($0), $1 ? 1 : 0) },
        "GtkWidget.can-target": { gtk_widget_set_can_target(widget($0), $1 ? 1 : 0) },
        "GtkWidget.focusable": { gtk_widget_set_focusable(widget($0), $1 ? 1 : 0) },
        "GtkLabel.wrap": { gtk_label_set_wrap(OpaquePointer($0), $1 ? 1 : 0) },
        "GtkLabel.selectable": { gtk_label_set_selectable(OpaquePointer($0), $1 ? 1 : 0) },
        "GtkLabel.single-line-mode": { gtk_label_set_single_line_mode(OpaquePointer($0), $1 ? 1 : 0) },
    ]
}
