import CGtk4
import Foundation
import G8Widgets

/// A GObject of an interface as the engine sees it: ``GtkClasses/GObject`` or one of its
/// subclasses, chosen by the object's GType.
public typealias GtkNode = GtkClasses.GObject

/// The Swift classes that stand for GTK's GTypes, named after them, so that diagnostics name
/// the GTK type: `GtkLabel has no property 'xlign'; did you mean 'xalign'?`.
///
/// Their hierarchy follows GTK's, so that the appliers of a GType apply to its subclasses. An
/// object whose GType has no class here (a GType of your own, a widget not listed) gets the
/// class of its nearest ancestor that has one: `MyFancyButton`, derived from `GtkButton`, is
/// styled as a ``GtkButton``, and the GObject properties of its own are still found by name.
public enum GtkClasses {
    /// Any GObject: the engine's handle on it, holding a reference for as long as it lives.
    ///
    /// The node keeps what the style set that GTK keeps in CSS (colours, fonts, radii, …) and
    /// gives the widget one generated CSS class that holds them all.
    open class GObject: G8ChildProviding, @unchecked Sendable {
        let _object: UnsafeMutablePointer<CObject>
        let _id: String?
        let _gtype: GType
        /// What the style set that is written as CSS, in typed fields, in memory the node
        /// owns: the style sheet compares it in place, where reading a stored property of
        /// the class would copy the whole struct (about a kilobyte) for each comparison.
        let _cssStorage: UnsafeMutablePointer<GtkCSSValues> = {
            let storage = UnsafeMutablePointer<GtkCSSValues>.allocate(capacity: 1)
            storage.initialize(to: GtkCSSValues())
            return storage
        }()
        /// The values at ``_cssStorage``, read and written in place.
        var _css: GtkCSSValues {
            unsafeAddress { UnsafePointer(_cssStorage) }
            unsafeMutableAddress { _cssStorage }
        }
        /// What the style set that GTK keeps itself (text, lines, alignment, margins), by slot.
        var _direct: [GtkSlot.Name: AnyHashable] = [:]
        /// How to put back GTK's own values of properties a style replaced, by key.
        var _baselines: [String: () -> Void] = [:]
        /// The generated class the widget has, with the values it stands for; nil when none.
        var _block: GtkStyleSheet.Block?
        /// The class the widget had before, kept so that switching back to it needs no lookup.
        var _previousBlock: GtkStyleSheet.Block?
        /// Whether the widget waits in the style sheet's list of changed widgets.
        var _isDirty = false
        var _layer: Layer?

        /// A node for `object`, taking a reference to it; `id` is its GtkBuilder id.
        public required init(retaining object: UnsafeMutableRawPointer, id: String?) {
            _object = object.assumingMemoryBound(to: CObject.self)
            _id = id
            _gtype = g8_object_type(object)
            isWidget = g8_is_widget(object) != 0
            g_object_ref(object)
        }

        deinit {
            _cssStorage.deinitialize(count: 1)
            _cssStorage.deallocate()
            GtkMain.release(UnsafeMutableRawPointer(_object))
        }

        /// The GObject, for calls into GTK of your own.
        public var gobject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(_object) }
        /// The object's GtkBuilder id, or nil.
        public var id: String? { _id }
        /// The object's GType.
        public var gtype: UInt { UInt(_gtype) }
        /// The object's GType name, such as `GtkLabel`.
        public var typeName: String { GPtr.typeName(_gtype) }
        /// The generated CSS class the widget has now, or nil when its style sets no CSS.
        public var cssClass: String? { _block?.className }

        /// Whether the object's GType is `typeName` or derives from it.
        public func isA(_ typeName: String) -> Bool {
            let type = g_type_from_name(typeName)
            return type != 0 && GPtr.isA(_gtype, type)
        }

        /// Whether the object is a GtkWidget; its GType never changes, so it is asked once.
        let isWidget: Bool
        var widget: UnsafeMutablePointer<CWidget> { GPtr.cast(_object, to: CWidget.self) }

        /// An applier for this class's objects from a closure.
        class func _closureApplier(
            keys: [String], _ apply: @escaping @Sendable ((any G8Value)?, GtkNode, String, G8Key) -> Bool
        ) -> any G8ValueApplierProtocol {
            G8ValueApplier<Self>(keys: keys) { value, node, name, key in apply(value, node, name, key) }
        }

        /// An applier for the GObject properties that `type` itself installs.
        class func _introspectedApplier(_ type: GType) -> any G8ValueApplierProtocol {
            G8ValueApplier<Self>(properties: GtkProperties.own(of: type, for: Self.self))
        }

        // MARK: G8ChildProviding

        /// `layer`, for widgets: the border, corner radius and shadow (`"ok.layer.cornerRadius"`).
        public func g8Child(named name: String) -> G8ChildLookup {
            guard name == "layer", isWidget else { return .notFound }
            if let layer = _layer { return .object(layer) }
            let layer = Layer(node: self)
            _layer = layer
            return .object(layer)
        }

        /// `layer` for widgets.
        public var g8ChildNames: [String] { isWidget ? ["layer"] : [] }

        // MARK: Slots

        /// Marks the widget's CSS as changed: the style sheet writes its class when GTK's main
        /// loop next runs, or at ``GtkStyleSheet/flush()``. Only GTK's thread touches the
        /// style sheet's list, so it needs no lock: from another thread the value is kept and
        /// written with the widget's next change on GTK's thread.
        @inline(__always)
        func cssChanged() {
            guard !_isDirty, isWidget, GtkMain.isGtkThread else { return }
            _isDirty = true
            GtkStyleSheet.pending.append(self)
            if GtkStyleSheet.pending.count == 1 { GtkStyleSheet.scheduleFlush() }
        }

        @inline(__always)
        func change<V: Equatable>(_ field: inout V, _ value: V) -> Bool {
            if field == value { return false }
            field = value
            return true
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Color? {
            switch name {
            case .color: _css.color[state]
            case .background: _css.background[state]
            case .borderColor: _css.borderColor[state]
            case .accent: _css.accent
            case .shadowColor: _css.shadowColor
            case .layerBackground: _css.layerBackground
            default: nil
            }
        }

        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Color?) {
            let changed: Bool
            switch name {
            case .color: changed = change(&_css.color[state], value)
            case .background: changed = change(&_css.background[state], value)
            case .borderColor: changed = change(&_css.borderColor[state], value)
            case .accent: changed = change(&_css.accent, value)
            case .shadowColor: changed = change(&_css.shadowColor, value)
            case .layerBackground: changed = change(&_css.layerBackground, value)
            default: changed = false
            }
            if changed { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Double? {
            switch name {
            case .letterSpacing: _css.letterSpacing
            case .lineHeight: _css.lineHeight
            case .radius: _css.radius
            case .borderWidth: _css.borderWidth
            case .shadowOpacity: _css.shadowOpacity
            case .shadowRadius: _css.shadowRadius
            case .layerOpacity: _css.layerOpacity
            default: nil
            }
        }

        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Double?) {
            let changed: Bool
            switch name {
            case .letterSpacing: changed = change(&_css.letterSpacing, value)
            case .lineHeight: changed = change(&_css.lineHeight, value)
            case .radius: changed = change(&_css.radius, value)
            case .borderWidth: changed = change(&_css.borderWidth, value)
            case .shadowOpacity: changed = change(&_css.shadowOpacity, value)
            case .shadowRadius: changed = change(&_css.shadowRadius, value)
            case .layerOpacity: changed = change(&_css.layerOpacity, value)
            default: changed = false
            }
            if changed { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Font? { name == .font ? _css.font : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Font?) {
            if name == .font, change(&_css.font, value) { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Typography? {
            name == .typography ? _css.typography : nil
        }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Typography?) {
            if name == .typography, change(&_css.typography, value) { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> EdgeInsets? {
            name == .padding ? _css.padding : nil
        }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: EdgeInsets?) {
            if name == .padding, change(&_css.padding, value) { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Border? { name == .border ? _css.border : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Border?) {
            if name == .border, change(&_css.border, value) { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Shadow? { name == .shadow ? _css.shadow : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Shadow?) {
            if name == .shadow, change(&_css.shadow, value) { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Size? {
            name == .shadowOffset ? _css.shadowOffset : nil
        }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Size?) {
            if name == .shadowOffset, change(&_css.shadowOffset, value) { cssChanged() }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> String? { name == .css ? _css.css : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: String?) {
            if name == .css, change(&_css.css, value) { cssChanged() }
        }

        /// A value a style set that GTK keeps itself.
        func direct<V>(_ name: GtkSlot.Name) -> V? { _direct[name]?.base as? V }

        /// Sets a property GTK keeps itself, remembering GTK's own value the first time so that
        /// `nil` puts it back exactly.
        func setDirect<V: Hashable & Sendable>(
            _ name: GtkSlot.Name, _ value: V?, capture: () -> () -> Void, apply: (V) -> Void
        ) {
            if let value {
                if _baselines[name.rawValue] == nil { _baselines[name.rawValue] = capture() }
                _direct[name] = AnyHashable(value)
                apply(value)
            } else {
                _direct[name] = nil
                if let restore = _baselines.removeValue(forKey: name.rawValue) { restore() }
            }
        }
    }

    /// `GtkWidget`: colours, fonts, opacity, visibility, sensitivity, margins, its `layer`.
    open class GtkWidget: GObject, @unchecked Sendable {}
    /// `GtkWindow`.
    open class GtkWindow: GtkWidget, @unchecked Sendable {}
    /// `GtkApplicationWindow`.
    open class GtkApplicationWindow: GtkWindow, @unchecked Sendable {}
    /// `GtkDialog`.
    open class GtkDialog: GtkWindow, @unchecked Sendable {}
    /// `GtkButton`: `title`, `titleColor` by state, `titleFont`, `contentEdgeInsets`.
    open class GtkButton: GtkWidget, @unchecked Sendable {}
    /// `GtkToggleButton`.
    open class GtkToggleButton: GtkButton, @unchecked Sendable {}
    /// `GtkLinkButton`.
    open class GtkLinkButton: GtkButton, @unchecked Sendable {}
    /// `GtkCheckButton`.
    open class GtkCheckButton: GtkWidget, @unchecked Sendable {}
    /// `GtkMenuButton`.
    open class GtkMenuButton: GtkWidget, @unchecked Sendable {}
    /// `GtkLabel`: `text`, `numberOfLines`, `textAlignment`.
    open class GtkLabel: GtkWidget, @unchecked Sendable {}
    /// `GtkBox`.
    open class GtkBox: GtkWidget, @unchecked Sendable {}
    /// `GtkCenterBox`.
    open class GtkCenterBox: GtkWidget, @unchecked Sendable {}
    /// `GtkGrid`.
    open class GtkGrid: GtkWidget, @unchecked Sendable {}
    /// `GtkFrame`.
    open class GtkFrame: GtkWidget, @unchecked Sendable {}
    /// `GtkOverlay`.
    open class GtkOverlay: GtkWidget, @unchecked Sendable {}
    /// `GtkHeaderBar`.
    open class GtkHeaderBar: GtkWidget, @unchecked Sendable {}
    /// `GtkEntry`: `text`, `placeholder`, `textAlignment`.
    open class GtkEntry: GtkWidget, @unchecked Sendable {}
    /// `GtkPasswordEntry`.
    open class GtkPasswordEntry: GtkWidget, @unchecked Sendable {}
    /// `GtkSearchEntry`.
    open class GtkSearchEntry: GtkWidget, @unchecked Sendable {}
    /// `GtkText`.
    open class GtkText: GtkWidget, @unchecked Sendable {}
    /// `GtkSpinButton`.
    open class GtkSpinButton: GtkWidget, @unchecked Sendable {}
    /// `GtkTextView`: `isEditable`, `textContainerInset`.
    open class GtkTextView: GtkWidget, @unchecked Sendable {}
    /// `GtkImage`.
    open class GtkImage: GtkWidget, @unchecked Sendable {}
    /// `GtkPicture`.
    open class GtkPicture: GtkWidget, @unchecked Sendable {}
    /// `GtkSwitch`.
    open class GtkSwitch: GtkWidget, @unchecked Sendable {}
    /// `GtkRange`.
    open class GtkRange: GtkWidget, @unchecked Sendable {}
    /// `GtkScale`.
    open class GtkScale: GtkRange, @unchecked Sendable {}
    /// `GtkProgressBar`.
    open class GtkProgressBar: GtkWidget, @unchecked Sendable {}
    /// `GtkLevelBar`.
    open class GtkLevelBar: GtkWidget, @unchecked Sendable {}
    /// `GtkSpinner`.
    open class GtkSpinner: GtkWidget, @unchecked Sendable {}
    /// `GtkSeparator`.
    open class GtkSeparator: GtkWidget, @unchecked Sendable {}
    /// `GtkScrolledWindow`.
    open class GtkScrolledWindow: GtkWidget, @unchecked Sendable {}
    /// `GtkStack`.
    open class GtkStack: GtkWidget, @unchecked Sendable {}
    /// `GtkNotebook`.
    open class GtkNotebook: GtkWidget, @unchecked Sendable {}
    /// `GtkPaned`.
    open class GtkPaned: GtkWidget, @unchecked Sendable {}
    /// `GtkRevealer`.
    open class GtkRevealer: GtkWidget, @unchecked Sendable {}
    /// `GtkExpander`.
    open class GtkExpander: GtkWidget, @unchecked Sendable {}
    /// `GtkListBox`.
    open class GtkListBox: GtkWidget, @unchecked Sendable {}
    /// `GtkDrawingArea`.
    open class GtkDrawingArea: GtkWidget, @unchecked Sendable {}
    /// `GtkAdjustment`, which ranges and spin buttons take their values from.
    open class GtkAdjustment: GObject, @unchecked Sendable {}

    /// A widget's border, corner radius, shadow and background, as the model widgets' `layer`
    /// holds them: `"ok.layer.cornerRadius": 8` is the widget's CSS `border-radius`.
    public final class Layer: @unchecked Sendable {
        unowned let node: GObject
        init(node: GObject) { self.node = node }
    }
}

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

/// A value for each state a colour can vary by.
struct GtkStateValues<V: Hashable & Sendable>: Hashable, Sendable {
    var normal: V?, hover: V?, focus: V?, checked: V?, active: V?, disabled: V?

    subscript(state: GtkControlState) -> V? {
        get {
            switch state {
            case .normal: normal
            case .hover: hover
            case .focus: focus
            case .checked: checked
            case .active: active
            case .disabled: disabled
            }
        }
        set {
            switch state {
            case .normal: normal = newValue
            case .hover: hover = newValue
            case .focus: focus = newValue
            case .checked: checked = newValue
            case .active: active = newValue
            case .disabled: disabled = newValue
            }
        }
    }
}

/// What a widget's style set that GTK takes as CSS, each in a field of its type: compared and
/// hashed without boxing, it is the key of the generated class that holds it.
struct GtkCSSValues: Hashable, Sendable {
    var color = GtkStateValues<Color>(), background = GtkStateValues<Color>(), borderColor = GtkStateValues<Color>()
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
        // The state tables state by state: `==` on a whole table copies both tables first.
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

/// The node classes by GType name, with the functions that register those GTypes.
enum GtkKnownTypes {
    static let all: [(name: String, type: GtkNode.Type, get: @Sendable () -> GType)] = [
        ("GObject", GtkClasses.GObject.self, { g8_type_object() }),
        ("GtkWidget", GtkClasses.GtkWidget.self, { gtk_widget_get_type() }),
        ("GtkWindow", GtkClasses.GtkWindow.self, { gtk_window_get_type() }),
        ("GtkApplicationWindow", GtkClasses.GtkApplicationWindow.self, { gtk_application_window_get_type() }),
        ("GtkDialog", GtkClasses.GtkDialog.self, { gtk_dialog_get_type() }),
        ("GtkButton", GtkClasses.GtkButton.self, { gtk_button_get_type() }),
        ("GtkToggleButton", GtkClasses.GtkToggleButton.self, { gtk_toggle_button_get_type() }),
        ("GtkLinkButton", GtkClasses.GtkLinkButton.self, { gtk_link_button_get_type() }),
        ("GtkCheckButton", GtkClasses.GtkCheckButton.self, { gtk_check_button_get_type() }),
        ("GtkMenuButton", GtkClasses.GtkMenuButton.self, { gtk_menu_button_get_type() }),
        ("GtkLabel", GtkClasses.GtkLabel.self, { gtk_label_get_type() }),
        ("GtkBox", GtkClasses.GtkBox.self, { gtk_box_get_type() }),
        ("GtkCenterBox", GtkClasses.GtkCenterBox.self, { gtk_center_box_get_type() }),
        ("GtkGrid", GtkClasses.GtkGrid.self, { gtk_grid_get_type() }),
        ("GtkFrame", GtkClasses.GtkFrame.self, { gtk_frame_get_type() }),
        ("GtkOverlay", GtkClasses.GtkOverlay.self, { gtk_overlay_get_type() }),
        ("GtkHeaderBar", GtkClasses.GtkHeaderBar.self, { gtk_header_bar_get_type() }),
        ("GtkEntry", GtkClasses.GtkEntry.self, { gtk_entry_get_type() }),
        ("GtkPasswordEntry", GtkClasses.GtkPasswordEntry.self, { gtk_password_entry_get_type() }),
        ("GtkSearchEntry", GtkClasses.GtkSearchEntry.self, { gtk_search_entry_get_type() }),
        ("GtkText", GtkClasses.GtkText.self, { gtk_text_get_type() }),
        ("GtkSpinButton", GtkClasses.GtkSpinButton.self, { gtk_spin_button_get_type() }),
        ("GtkTextView", GtkClasses.GtkTextView.self, { gtk_text_view_get_type() }),
        ("GtkImage", GtkClasses.GtkImage.self, { gtk_image_get_type() }),
        ("GtkPicture", GtkClasses.GtkPicture.self, { gtk_picture_get_type() }),
        ("GtkSwitch", GtkClasses.GtkSwitch.self, { gtk_switch_get_type() }),
        ("GtkRange", GtkClasses.GtkRange.self, { gtk_range_get_type() }),
        ("GtkScale", GtkClasses.GtkScale.self, { gtk_scale_get_type() }),
        ("GtkProgressBar", GtkClasses.GtkProgressBar.self, { gtk_progress_bar_get_type() }),
        ("GtkLevelBar", GtkClasses.GtkLevelBar.self, { gtk_level_bar_get_type() }),
        ("GtkSpinner", GtkClasses.GtkSpinner.self, { gtk_spinner_get_type() }),
        ("GtkSeparator", GtkClasses.GtkSeparator.self, { gtk_separator_get_type() }),
        ("GtkScrolledWindow", GtkClasses.GtkScrolledWindow.self, { gtk_scrolled_window_get_type() }),
        ("GtkStack", GtkClasses.GtkStack.self, { gtk_stack_get_type() }),
        ("GtkNotebook", GtkClasses.GtkNotebook.self, { gtk_notebook_get_type() }),
        ("GtkPaned", GtkClasses.GtkPaned.self, { gtk_paned_get_type() }),
        ("GtkRevealer", GtkClasses.GtkRevealer.self, { gtk_revealer_get_type() }),
        ("GtkExpander", GtkClasses.GtkExpander.self, { gtk_expander_get_type() }),
        ("GtkListBox", GtkClasses.GtkListBox.self, { gtk_list_box_get_type() }),
        ("GtkDrawingArea", GtkClasses.GtkDrawingArea.self, { gtk_drawing_area_get_type() }),
        ("GtkAdjustment", GtkClasses.GtkAdjustment.self, { gtk_adjustment_get_type() }),
    ]

    static let byName: [String: GtkNode.Type] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.type) })

    /// The node class for an object of `type`: its own, or its nearest ancestor's.
    static func nodeClass(for type: GType) -> GtkNode.Type {
        var current = type
        while current != 0 {
            if let known = byName[GPtr.typeName(current)] { return known }
            current = g_type_parent(current)
        }
        return GtkClasses.GObject.self
    }

    /// The node for a GObject.
    static func node(for object: UnsafeMutableRawPointer, id: String?) -> GtkNode {
        nodeClass(for: g8_object_type(object)).init(retaining: object, id: id)
    }
}

/// The main thread and GTK's main loop.
enum GtkMain {
    /// The thread that started GTK: the main actor's.
    nonisolated(unsafe) static var owner: pthread_t?

    /// Whether this is GTK's thread.
    static var isGtkThread: Bool {
        guard let owner else { return false }
        return pthread_equal(owner, pthread_self()) != 0
    }

    /// Drops a reference, on the main thread: at once when on it, from GTK's main loop when not.
    static func release(_ object: UnsafeMutableRawPointer) {
        if isGtkThread {
            g_object_unref(object)
        } else {
            g_idle_add({ object in
                if let object { g_object_unref(object) }
                return 0
            }, object)
        }
    }
}
