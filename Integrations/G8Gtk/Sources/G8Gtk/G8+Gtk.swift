import CGtk4
import Foundation
import G8Widgets

extension G8 {
    /// An engine with appliers for GTK 4's widgets and the widget token types: the model
    /// widgets' keys (`textColor`, `backgroundColor`, `font`, `titleColor:highlighted`,
    /// `layer.cornerRadius`, …) and every GObject property by its own name (`xalign`, `wrap`,
    /// `margin-start`), with its type, range and enum nicks.
    ///
    /// ```swift
    /// var g8 = G8.gtk
    /// g8.add(gtkApplier: badgeApplier)       // yours come before the built-in ones
    /// let report = g8.applyStyle(style, to: ui)
    /// ```
    ///
    /// Its appliers act on GTK's objects and must run on the main thread. Its theme managers
    /// write each theme's named colours on the display (``GtkNamedColors``).
    public static let gtk: G8 = {
        var g8 = G8()
        g8.add(valueAppliers: GtkAppliers.all())
        for type in G8TokenType.widgetTypes { g8.add(tokenType: type) }
        // A document's ids are named apart from properties: `"title": { … }` styles the
        // object with id `title`, though labels and windows have a `title` property.
        g8.readsChildStylesUnderPropertyNames = true
        // The theme's named colours, for the widgets no style names, follow the managers' theme.
        g8.add(themeFollower: GtkNamedColors.follower)
        return g8
    }()

    /// Registers an applier for the objects of a GType and its subclasses; it comes before
    /// the appliers already registered for them.
    ///
    /// The GType is looked up when this is called: register it first (call its `_get_type`
    /// function) so that the applier is tried before the built-in appliers of its parents.
    /// A GType unknown then is matched by name when styling, after the built-in appliers.
    public mutating func add(gtkApplier: GtkApplier) {
        add(valueAppliers: [gtkApplier.valueApplier()])
    }
}

/// An applier for the objects of one GType, by its name, and of every GType derived from it.
///
/// ```swift
/// let badge = GtkApplier(typeName: "MyBadge", keys: ["badgeColor", "badgeText"],
///                        roles: ["badgeColor": .look, "badgeText": .content]) { value, node, key, _ in
///     switch key {
///     case "badgeColor": return G8.applyValue(value, to: node, at: \.[cssColor: "color"])
///     case "badgeText": return G8.applyValue(value, to: node, at: \.[stringProperty: "label"])
///     default: return false
///     }
/// }
/// ```
///
/// Each key's role says what setting it changes, for a remote theme's policy
/// (`G8RemotePolicy.lookOnly` lets an update from a server set only keys stated
/// ``G8PropertyRole/look``). A key whose role is not stated counts as
/// ``G8PropertyRole/content``: state `.look` for colours, fonts and metrics, and leave words,
/// links, markup and CSS `.content`.
public struct GtkApplier: Sendable {
    /// The GType name, such as `GtkLabel` or `MyBadge`.
    public let typeName: String
    /// The keys the applier handles, for suggestions and for checking themes.
    public let keys: [String]
    /// What setting each key changes (``G8PropertyRole``), by key; a key not here counts as
    /// ``G8PropertyRole/content``.
    public let roles: [String: G8PropertyRole]
    /// Called with the value, the node, the property name and the key; returns whether it
    /// handled the key. Set values with ``G8/applyValue(_:to:at:)`` so that wrong types are
    /// reported and strict validation and theme switches work.
    public let apply: @Sendable ((any G8Value)?, GtkNode, String, G8Key) -> Bool

    /// An applier for `typeName` and its subclasses.
    ///
    /// - Parameters:
    ///   - typeName: the GType name, such as `GtkLabel` or `MyBadge`.
    ///   - keys: the keys the applier handles.
    ///   - roles: what setting each key changes; a key without a role here counts as
    ///     ``G8PropertyRole/content``, which `G8RemotePolicy.lookOnly` refuses from a server.
    ///   - apply: sets the value; returns whether it handled the key.
    public init(
        typeName: String, keys: [String], roles: [String: G8PropertyRole] = [:],
        _ apply: @escaping @Sendable ((any G8Value)?, GtkNode, String, G8Key) -> Bool
    ) {
        self.typeName = typeName
        self.keys = keys
        self.roles = roles
        self.apply = apply
    }

    func valueApplier() -> any G8ValueApplierProtocol {
        let typeName = typeName, apply = apply
        let type = g_type_from_name(typeName)
        let nodeClass = type == 0 ? GtkClasses.GObject.self : GtkKnownTypes.nodeClass(for: type)
        return nodeClass._closureApplier(keys: keys, roles: roles) { value, node, name, key in
            guard node.isA(typeName) else { return false }
            return apply(value, node, name, key)
        }
    }
}

extension GtkClasses.GObject {
    /// A CSS declaration of the node's generated class, such as `"outline-color"`, as raw
    /// text: for ``G8/applyValue(_:to:at:)`` in appliers of your own. Nil removes it.
    public subscript(cssValue property: String) -> String? {
        get { slot(.css, .normal).flatMap { (raw: String) in GtkAppliers.declaration(property, in: raw) } }
        set {
            var raw: String = slot(.css) ?? ""
            raw = GtkAppliers.removing(property, from: raw)
            if let newValue { raw += "\(property):\(newValue);" }
            setSlot(.css, .normal, raw.isEmpty ? nil : raw)
        }
    }

    /// A string GObject property of the object, such as an `AdwWindowTitle`'s `"title"`: for
    /// ``G8/applyValue(_:to:at:)`` in appliers of your own, which then puts the value back on a
    /// theme switch. Nil reads a NULL string, and sets the property's default.
    ///
    /// - Precondition: the object has a string property of that name, which is writable.
    public subscript(stringProperty property: String) -> String? {
        get {
            var value = g8_value_of_type(g8_type_string())
            defer { g_value_unset(&value) }
            g_object_get_property(_object, property, &value)
            return GPtr.string(g_value_get_string(&value))
        }
        set {
            guard let newValue else {
                if let spec = g_object_class_find_property(g8_object_class(_object), property) {
                    var value = g8_value_of_type(g8_type_string())
                    defer { g_value_unset(&value) }
                    g_param_value_set_default(spec, &value)
                    g_object_set_property(_object, property, &value)
                }
                return
            }
            var value = g8_value_of_type(g8_type_string())
            defer { g_value_unset(&value) }
            g_value_set_string(&value, newValue)
            g_object_set_property(_object, property, &value)
        }
    }

    /// A colour CSS declaration of the node's generated class, such as `"color"`.
    public subscript(cssColor property: String) -> Color? {
        get { self[cssValue: property].flatMap { Color.g8Convert(from: $0) } }
        set { self[cssValue: property] = newValue.map(GtkCSS.color) }
    }
}

/// The built-in appliers.
enum GtkAppliers {
    static func all() -> [any G8ValueApplierProtocol] {
        var appliers: [any G8ValueApplierProtocol] = []
        // GObject properties by introspection, one applier a class, most general first.
        for known in GtkKnownTypes.all {
            appliers.append(known.type._introspectedApplier(known.get()))
        }
        // The model widgets' keys, after, so that they come first where names meet.
        appliers += [layer, widget, label, button, entry, textView]
        // What a style reaches off GTK's thread: every one of those keys, refused.
        var names = layer.propertyNames + widget.propertyNames + label.propertyNames + button.propertyNames
        names += entry.propertyNames + textView.propertyNames
        for known in GtkKnownTypes.all { names += GtkProperties.names(of: known.get()) }
        appliers.append(GtkOffThread.applier(names: names))
        return appliers
    }

    /// The GObject properties that are words, links or markup a user reads
    /// (``G8PropertyRole/content``), stated so: a remote policy's refusal says what they set.
    static let contentProperties: Set<String> = [
        "label", "text", "title", "subtitle", "placeholder-text", "tooltip-text", "tooltip-markup", "uri", "use-markup",
        "use-underline", "primary-icon-tooltip-text", "primary-icon-tooltip-markup", "secondary-icon-tooltip-text",
        "secondary-icon-tooltip-markup",
    ]

    /// The GObject properties that are look (``G8PropertyRole/look``): alignment, margins,
    /// sizes, spacing, wrapping, orientation, scrolling and transitions. Those in
    /// ``contentProperties`` are content; every other GObject property states no role and so
    /// counts as content too: `icon-name`, `visible-child-name`, and whatever a later GTK adds,
    /// until it is listed here.
    static let lookProperties: Set<String> = [
        "halign", "valign", "hexpand", "vexpand", "hexpand-set", "vexpand-set", "margin-start", "margin-end",
        "margin-top", "margin-bottom", "width-request", "height-request", "opacity", "overflow", "css-classes",
        "xalign", "yalign", "justify", "wrap", "wrap-mode", "natural-wrap-mode", "ellipsize", "lines", "width-chars",
        "max-width-chars", "single-line-mode", "spacing", "homogeneous", "baseline-position", "orientation",
        "row-spacing", "column-spacing", "row-homogeneous", "column-homogeneous", "has-frame", "can-shrink",
        "label-xalign", "pixel-size", "icon-size", "content-fit", "keep-aspect-ratio", "draw-value", "value-pos",
        "has-origin", "hscrollbar-policy", "vscrollbar-policy", "overlay-scrolling", "min-content-width",
        "min-content-height", "max-content-width", "max-content-height", "propagate-natural-width",
        "propagate-natural-height", "transition-type", "transition-duration", "hhomogeneous", "vhomogeneous",
        "interpolate-size", "wide-handle", "left-margin", "right-margin", "top-margin", "bottom-margin", "indent",
        "pixels-above-lines", "pixels-below-lines", "pixels-inside-wrap", "justification", "monospace",
        "shrink-center-last", "show-separators", "content-width", "content-height", "tab-pos", "show-border",
    ]

    typealias Widget = GtkClasses.GtkWidget
    typealias State = GtkControlState

    static func color<C: GtkNode>(_ key: G8Key, _ slot: GtkSlot.Name) -> G8Property<C> {
        G8Property<C>(
            key.name, states: State.self, get: { $0.slot(slot, $1) as Color? }, set: { $0.setSlot(slot, $2, $1) })
    }

    static let widget = G8ValueApplier<Widget>(properties: [
        color(G8K.Label.textColor, .color),
        color(G8K.View.backgroundColor, .background),
        G8Property(G8K.View.tintColor.name, optionalType: Color.self, get: { $0.slot(.accent) }, set: { $0.setSlot(.accent, .normal, $1) }),
        G8Property(G8K.Label.font.name, optionalType: Font.self, get: { $0.slot(.font) }, set: { $0.setSlot(.font, .normal, $1) }, validate: Checks.font),
        G8Property(
            G8K.Label.typography.name, optionalType: Typography.self, get: { $0.slot(.typography) }, set: { $0.setSlot(.typography, .normal, $1) },
            validate: Checks.typography),
        G8Property(
            G8K.Label.letterSpacing.name, optionalType: Double.self, get: { $0.slot(.letterSpacing) },
            set: { $0.setSlot(.letterSpacing, .normal, $1) }, validate: Checks.signedLength),
        G8Property(
            G8K.Label.lineHeight.name, optionalType: Double.self, get: { $0.slot(.lineHeight) },
            set: { $0.setSlot(.lineHeight, .normal, $1) }, validate: Checks.lineHeight),
        G8Property(
            G8K.View.alpha.name, get: { Double(gtk_widget_get_opacity($0.widget)) }, set: { gtk_widget_set_opacity($0.widget, $1) },
            validate: G8Checks.unit),
        G8Property(
            G8K.View.isHidden.name, get: { gtk_widget_get_visible($0.widget) == 0 }, set: { gtk_widget_set_visible($0.widget, $1 ? 0 : 1) }).marked(.behavior),
        G8Property(
            G8K.Control.isEnabled.name, get: { gtk_widget_get_sensitive($0.widget) != 0 }, set: { gtk_widget_set_sensitive($0.widget, $1 ? 1 : 0) }).marked(.behavior),
        G8Property(
            G8K.View.isUserInteractionEnabled.name, get: { gtk_widget_get_can_target($0.widget) != 0 },
            set: { gtk_widget_set_can_target($0.widget, $1 ? 1 : 0) }).marked(.behavior),
        G8Property(
            G8K.View.clipsToBounds.name, get: { gtk_widget_get_overflow($0.widget) == GTK_OVERFLOW_HIDDEN },
            set: { gtk_widget_set_overflow($0.widget, $1 ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }),
        G8Property(
            G8K.View.layoutMargins.name, optionalType: EdgeInsets.self, get: { $0.direct(.margins) },
            set: { node, insets in
                let widget = node.widget
                node.setDirect(.margins, insets, capture: {
                    let top = gtk_widget_get_margin_top(widget), bottom = gtk_widget_get_margin_bottom(widget)
                    let start = gtk_widget_get_margin_start(widget), end = gtk_widget_get_margin_end(widget)
                    return {
                        gtk_widget_set_margin_top(widget, top); gtk_widget_set_margin_bottom(widget, bottom)
                        gtk_widget_set_margin_start(widget, start); gtk_widget_set_margin_end(widget, end)
                    }
                }, apply: { insets in
                    gtk_widget_set_margin_top(widget, gint(insets.top.rounded()))
                    gtk_widget_set_margin_bottom(widget, gint(insets.bottom.rounded()))
                    gtk_widget_set_margin_start(widget, gint(insets.left.rounded()))
                    gtk_widget_set_margin_end(widget, gint(insets.right.rounded()))
                })
            }, validate: Checks.margins),
        G8Property(
            G8K.View.accessibilityIdentifier.name, optionalType: String.self,
            get: { GPtr.string(gtk_widget_get_name($0.widget)) }, set: { gtk_widget_set_name($0.widget, $1 ?? "") }).marked(.behavior),
        G8Property(
            G8K.GtkWidget.css.name, optionalType: String.self, get: { $0.slot(.css) }, set: { $0.setSlot(.css, .normal, $1) },
            validate: Checks.css).checkingWhenApplied(Checks.cssParsedByGTK).marked(.content),
    ], role: .look)

    static let label = G8ValueApplier<GtkClasses.GtkLabel>(properties: [
        G8Property(
            G8K.Label.text.name, optionalType: String.self, get: { GPtr.string(gtk_label_get_label(OpaquePointer($0._object))) },
            set: { gtk_label_set_label(OpaquePointer($0._object), $1 ?? "") }).marked(.content),
        G8Property(
            G8K.Label.numberOfLines.name, optionalType: Int.self, get: { $0.direct(.lines) },
            set: { node, lines in
                let label = OpaquePointer(node._object)
                node.setDirect(.lines, lines, capture: {
                    let wrap = gtk_label_get_wrap(label), count = gtk_label_get_lines(label)
                    let ellipsize = gtk_label_get_ellipsize(label)
                    return { gtk_label_set_wrap(label, wrap); gtk_label_set_lines(label, count); gtk_label_set_ellipsize(label, ellipsize) }
                }, apply: { lines in
                    // As UIKit: 0 is as many lines as the text needs, 1 a single line, n at most n.
                    gtk_label_set_wrap(label, lines == 1 ? 0 : 1)
                    gtk_label_set_lines(label, lines <= 1 ? -1 : gint(clamping: lines))
                    gtk_label_set_ellipsize(label, lines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
                })
            }, validate: G8Checks.nonNegativeInt),
        G8Property(
            G8K.Label.textAlignment.name, optionalType: TextAlignment.self, get: { $0.direct(.alignment) },
            set: { node, alignment in
                let label = OpaquePointer(node._object)
                node.setDirect(.alignment, alignment, capture: {
                    let x = gtk_label_get_xalign(label), justify = gtk_label_get_justify(label)
                    return { gtk_label_set_xalign(label, x); gtk_label_set_justify(label, justify) }
                }, apply: { alignment in
                    let (x, justify) = labelAlignment(alignment)
                    gtk_label_set_xalign(label, x)
                    gtk_label_set_justify(label, justify)
                })
            }),
    ], role: .look)

    static func labelAlignment(_ alignment: TextAlignment) -> (Float, GtkJustification) {
        switch alignment {
        case .left, .natural: (0, GTK_JUSTIFY_LEFT)
        case .center: (0.5, GTK_JUSTIFY_CENTER)
        case .right: (1, GTK_JUSTIFY_RIGHT)
        case .justified: (0, GTK_JUSTIFY_FILL)
        }
    }

    static let button = G8ValueApplier<GtkClasses.GtkButton>(properties: [
        G8Property(
            G8K.Button.title.name, states: State.self, get: { $0.title(for: $1) }, set: { $0.setTitle($1, for: $2) }).marked(.content),
        color(G8K.Button.titleColor, .color),
        G8Property(G8K.Button.titleFont.name, optionalType: Font.self, get: { $0.slot(.font) }, set: { $0.setSlot(.font, .normal, $1) }, validate: Checks.font),
        G8Property(
            G8K.Button.titleTypography.name, optionalType: Typography.self, get: { $0.slot(.typography) },
            set: { $0.setSlot(.typography, .normal, $1) }, validate: Checks.typography),
        G8Property(
            G8K.Button.contentEdgeInsets.name, optionalType: EdgeInsets.self, get: { $0.slot(.padding) }, set: { $0.setSlot(.padding, .normal, $1) },
            validate: Checks.insets),
    ], role: .look)

    static let entry = G8ValueApplier<GtkClasses.GtkEntry>(properties: [
        G8Property(
            G8K.TextField.text.name, optionalType: String.self,
            get: { GPtr.string(gtk_editable_get_text(OpaquePointer($0._object))) },
            set: { gtk_editable_set_text(OpaquePointer($0._object), $1 ?? "") }).marked(.content),
        G8Property(
            G8K.TextField.placeholder.name, optionalType: String.self,
            get: { GPtr.string(gtk_entry_get_placeholder_text(GPtr.cast($0._object, to: CGtk4.GtkEntry.self))) },
            set: { gtk_entry_set_placeholder_text(GPtr.cast($0._object, to: CGtk4.GtkEntry.self), $1) }).marked(.content),
        G8Property(
            G8K.TextField.textAlignment.name, optionalType: TextAlignment.self, get: { $0.direct(.alignment) },
            set: { node, alignment in
                let editable = OpaquePointer(node._object)
                node.setDirect(.alignment, alignment, capture: {
                    let x = gtk_editable_get_alignment(editable)
                    return { gtk_editable_set_alignment(editable, x) }
                }, apply: { alignment in gtk_editable_set_alignment(editable, labelAlignment(alignment).0) })
            }),
    ], role: .look)

    static let textView = G8ValueApplier<GtkClasses.GtkTextView>(properties: [
        G8Property(
            G8K.TextView.isEditable.name, get: { gtk_text_view_get_editable(GPtr.cast($0._object, to: CTextView.self)) != 0 },
            set: { gtk_text_view_set_editable(GPtr.cast($0._object, to: CTextView.self), $1 ? 1 : 0) }).marked(.behavior),
        G8Property(
            G8K.TextView.textContainerInset.name, optionalType: EdgeInsets.self, get: { $0.slot(.padding) },
            set: { $0.setSlot(.padding, .normal, $1) }, validate: Checks.insets),
        G8Property(
            G8K.GtkTextView.text.name, optionalType: String.self,
            get: { node in
                let buffer = gtk_text_view_get_buffer(GPtr.cast(node._object, to: CTextView.self))
                var start = GtkTextIter(), end = GtkTextIter()
                gtk_text_buffer_get_bounds(buffer, &start, &end)
                guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 1) else { return nil }
                defer { g_free(text) }
                return String(cString: text)
            },
            set: { node, text in
                let buffer = gtk_text_view_get_buffer(GPtr.cast(node._object, to: CTextView.self))
                gtk_text_buffer_set_text(buffer, text ?? "", -1)
            }).marked(.content),
    ], role: .look)

    static let layer = G8ValueApplier<GtkClasses.Layer>(properties: [
        G8Property(
            G8K.Layer.cornerRadius.name, optionalType: Double.self, get: { $0.node.slot(.radius) }, set: { $0.node.setSlot(.radius, .normal, $1) },
            validate: Checks.length),
        G8Property(
            G8K.Layer.borderWidth.name, optionalType: Double.self, get: { $0.node.slot(.borderWidth) },
            set: { $0.node.setSlot(.borderWidth, .normal, $1) }, validate: Checks.length),
        G8Property(
            G8K.Layer.borderColor.name, states: State.self, get: { $0.node.slot(.borderColor, $1) as Color? },
            set: { $0.node.setSlot(.borderColor, $2, $1) }),
        G8Property(
            G8K.Layer.border.name, optionalType: Border.self, get: { $0.node.slot(.border) }, set: { $0.node.setSlot(.border, .normal, $1) },
            validate: Checks.border),
        G8Property(
            G8K.Layer.shadow.name, optionalType: Shadow.self, get: { $0.node.slot(.shadow) }, set: { $0.node.setSlot(.shadow, .normal, $1) },
            validate: Checks.shadow),
        G8Property(
            G8K.Layer.shadowColor.name, optionalType: Color.self, get: { $0.node.slot(.shadowColor) },
            set: { $0.node.setSlot(.shadowColor, .normal, $1) }),
        G8Property(
            G8K.Layer.shadowOpacity.name, optionalType: Float.self, get: { ($0.node.slot(.shadowOpacity) as Double?).map(Float.init) },
            set: { $0.node.setSlot(.shadowOpacity, .normal, $1.map(Double.init)) }, validate: G8Checks.unitFloat),
        G8Property(
            G8K.Layer.shadowRadius.name, optionalType: Double.self, get: { $0.node.slot(.shadowRadius) },
            set: { $0.node.setSlot(.shadowRadius, .normal, $1) }, validate: Checks.length),
        G8Property(
            G8K.Layer.shadowOffset.name, optionalType: Size.self, get: { $0.node.slot(.shadowOffset) },
            set: { $0.node.setSlot(.shadowOffset, .normal, $1) }, validate: Checks.offset),
        G8Property(
            G8K.Layer.backgroundColor.name, optionalType: Color.self, get: { $0.node.slot(.layerBackground) },
            set: { $0.node.setSlot(.layerBackground, .normal, $1) }),
        G8Property(
            G8K.Layer.opacity.name, optionalType: Float.self, get: { ($0.node.slot(.layerOpacity) as Double?).map(Float.init) },
            set: { $0.node.setSlot(.layerOpacity, .normal, $1.map(Double.init)) }, validate: G8Checks.unitFloat),
        G8Property(
            G8K.Layer.masksToBounds.name, get: { gtk_widget_get_overflow($0.node.widget) == GTK_OVERFLOW_HIDDEN },
            set: { gtk_widget_set_overflow($0.node.widget, $1 ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }),
    ], role: .look)

    /// The value of `property` in raw declarations `a:b;c:d;`.
    static func declaration(_ property: String, in raw: String) -> String? {
        for part in raw.split(separator: ";") {
            let pieces = part.split(separator: ":", maxSplits: 1)
            if pieces.count == 2, pieces[0].trimmingCharacters(in: .whitespaces) == property {
                return pieces[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    static func removing(_ property: String, from raw: String) -> String {
        raw.split(separator: ";").filter {
            $0.split(separator: ":", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces) != property
        }.map { $0 + ";" }.joined()
    }

    /// Checks of values, each returning why a value is refused: the model widgets' check of
    /// the key (``G8Checks``) first, so that a value both refuse is refused in the same words,
    /// then GTK's own limit.
    ///
    /// What becomes a CSS length (a radius, a border, a shadow, padding, a font size) is at
    /// most ``GtkProperties/widgetIntegerLimit`` (32767) either way: GTK draws on surfaces of at
    /// most 32767 pixels a side, and a widget made larger fails inside GTK's renderer (a
    /// critical) when its window is drawn.
    enum Checks {
        static let limit = Double(GtkProperties.widgetIntegerLimit)
        static func within(_ value: Double) -> Bool { (-limit...limit).contains(value) }
        static func length(_ value: Double) -> String? {
            G8Checks.nonNegative(value) ?? (value <= limit ? nil : "expected a number from 0 to 32767")
        }
        static func lineHeight(_ value: Double) -> String? {
            G8Checks.lineHeight(value) ?? (value <= limit ? nil : "expected a number from 0 to 32767")
        }
        static func signedLength(_ value: Double) -> String? {
            G8Checks.finite(value) ?? (within(value) ? nil : "expected a number from -32767 to 32767")
        }
        static func font(_ font: Font) -> String? {
            G8Checks.font(font) ?? (font.pointSize <= limit ? nil : "expected a point size above 0 and at most 32767")
        }
        static func typography(_ typography: Typography) -> String? {
            G8Checks.typography(typography) ?? font(typography.font) ?? typography.lineHeight.flatMap(lineHeight)
                ?? signedLength(typography.letterSpacing)
        }
        static func insets(_ insets: EdgeInsets) -> String? {
            G8Checks.insets(insets)
                ?? ([insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 <= limit } ? nil : "expected insets from 0 to 32767")
        }
        static func margins(_ insets: EdgeInsets) -> String? {
            G8Checks.insets(insets)
                ?? ([insets.top, insets.left, insets.bottom, insets.right].allSatisfy { $0 <= limit } ? nil : "expected margins from 0 to 32767")
        }
        static func border(_ border: Border) -> String? {
            G8Checks.border(border) ?? (border.width <= limit ? nil : "expected a width from 0 to 32767")
        }
        /// As the model's check but for `inset`: CSS draws an inset shadow, and its spread.
        static func shadow(_ shadow: Shadow) -> String? {
            var outer = shadow
            outer.inset = false
            if let problem = G8Checks.shadow(outer) { return problem }
            guard shadow.spread.isFinite else { return "expected a finite shadow" }
            return [shadow.offsetX, shadow.offsetY, shadow.blur, shadow.spread].allSatisfy(within)
                ? nil : "expected offsets, blur and spread from -32767 to 32767, and a blur of 0 or more"
        }
        static func offset(_ size: Size) -> String? {
            G8Checks.size(size) ?? (within(size.width) && within(size.height) ? nil : "expected a width and height from -32767 to 32767")
        }
        /// Raw CSS declarations: of the forms GTK is known to take (``GtkKnownDeclarations``), or
        /// declarations alone (``GtkCSS/declarationProblem(_:)``). Checked wherever a value is,
        /// a theme's load and merge included: what keeps a style's CSS to its own widgets.
        static func css(_ text: String) -> String? {
            if GtkKnownDeclarations.accepts(text) { return nil }
            return GtkCSS.declarationProblem(text)
        }

        /// Declarations of a form GTK is not known to take, parsed by GTK when a value is
        /// applied on GTK's thread (``G8Property/checkingWhenApplied(_:)``): GTK's parse of a
        /// value costs as much as loading a whole style, so a theme's load leaves it to the
        /// first application, which reports a value GTK refuses at its place in the theme.
        static func cssParsedByGTK(_ value: any G8Value) -> String? {
            guard let text = value as? String, !GtkKnownDeclarations.accepts(text), GtkMain.isGtkThread else { return nil }
            return MainActor.assumeIsolated { GtkStyleSheet.check(declarations: text).map { "GTK cannot parse it: \($0)" } }
        }
    }
}
