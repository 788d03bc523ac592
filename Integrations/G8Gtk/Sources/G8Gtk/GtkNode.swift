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
    open class GObject: G8ChildProviding, G8TypeNaming, G8StandInProviding, @unchecked Sendable {
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
        /// One bit a CSS field (``GtkCSSBit``): set when the field may differ from that of the
        /// class the widget has (``_block``; no values when nil), clear when it is equal. All
        /// clear, the class holds the widget's values, and the style sheet leaves it as it is.
        var _differsFromBlock: UInt64 = 0
        /// The same against ``_previousBlock``: all clear, the class of before holds the
        /// values, and the widget gets it back without a lookup.
        var _differsFromPrevious: UInt64 = 0
        /// One bit a CSS field (``GtkCSSBit``), set when the field is not that of
        /// ``GtkCSSValues/empty``: the fields the style sheet compares.
        var _setFields: UInt64 = 0
        /// The values of ``_block`` and of ``_previousBlock`` (``GtkCSSValues/emptyStorage`` for
        /// none), which the setters compare with: read without retaining the classes. The
        /// style sheet sets them with the classes; a node keeps its classes, so they stay valid.
        var _blockValues = GtkCSSValues.emptyStorage
        var _previousValues = GtkCSSValues.emptyStorage
        var _layer: Layer?
        /// Set when the node holds its object through a toggle reference (the root of a
        /// ``GtkWidgetTree``), which it drops in place of a plain one.
        var _toggle: GtkRootToggle?

        /// A node for `object`, taking a reference to it; `id` is its outlet name.
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
            if let toggle = _toggle {
                toggle.release(UnsafeMutableRawPointer(_object))
            } else {
                GtkMain.release(UnsafeMutableRawPointer(_object))
            }
        }

        /// The GObject, for calls into GTK of your own.
        public var gobject: UnsafeMutableRawPointer { UnsafeMutableRawPointer(_object) }
        /// The object's outlet name: its GtkBuilder id, or in a ``GtkWidgetTree`` the widget
        /// name it was found by; nil for an object that is no outlet.
        public var id: String? { _id }
        /// The object's GType.
        public var gtype: UInt { UInt(_gtype) }
        /// The object's GType name, such as `GtkLabel`.
        public var typeName: String { GPtr.typeName(_gtype) }
        /// The GType name, for the engine's diagnostics: an object of a GType that has no
        /// class of its own here (`GtkColorButton`, `MyBadge`) is named as itself, not as the
        /// class it is styled as.
        public var g8TypeName: String { typeName }
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
            keys: [String], roles: [String: G8PropertyRole], _ apply: @escaping @Sendable ((any G8Value)?, GtkNode, String, G8Key) -> Bool
        ) -> any G8ValueApplierProtocol {
            G8ValueApplier<Self>(keys: keys, roles: roles) { value, node, name, key in apply(value, node, name, key) }
        }

        /// An applier for the GObject properties that `type` itself installs.
        class func _introspectedApplier(_ type: GType) -> any G8ValueApplierProtocol {
            G8ValueApplier<Self>(properties: GtkProperties.own(of: type, for: Self.self))
        }

        // MARK: G8ChildProviding

        /// `layer`, for widgets: the border, corner radius and shadow (`"ok.layer.cornerRadius"`).
        public func g8Child(named name: String) -> G8ChildLookup {
            guard name == GtkLayerKey.name, isWidget else { return .notFound }
            // Off GTK's thread, a stand-in that refuses every value (see `GtkOffThread`).
            guard GtkMain.isGtkThread else { return .object(GtkOffThread(typeName: "Layer", isWidget: false)) }
            if let layer = _layer { return .object(layer) }
            let layer = Layer(node: self)
            _layer = layer
            return .object(layer)
        }

        /// `layer` for widgets.
        public var g8ChildNames: [String] { isWidget ? [GtkLayerKey.name] : [] }

        // MARK: G8StandInProviding

        /// Nil on GTK's thread; on another, what the engine styles in the node's place when a
        /// style is applied to the node itself: a stand-in named with the node's GType that
        /// refuses every value (see `GtkOffThread`), so that nothing is set and each key is
        /// an error saying why.
        public var g8StandIn: AnyObject? { GtkMain.isGtkThread ? nil : GtkOffThread(standingFor: self) }

        // MARK: Slots

        /// Marks the widget's CSS as changed: the style sheet writes its class when GTK's main
        /// loop next runs, or at ``GtkStyleSheet/flush()``. Only GTK's thread touches the
        /// style sheet's list, so it needs no lock: from another thread the value is kept and
        /// written with the widget's next change on GTK's thread.
        @inline(__always)
        func cssChanged() {
            guard !_isDirty, isWidget, GtkMain.isGtkThread else { return }
            _isDirty = true
            let pending = GtkStyleSheet.pending
            pending.pointee.append(self)
            if pending.pointee.count == 1 { GtkStyleSheet.scheduleFlush() }
        }

        /// Sets the CSS field of bit `bit` (``GtkCSSBit``), of type `V`, to `value`, in place,
        /// and notes whether it now equals that field of the widget's class and of the class it
        /// had before: one field compared with each, where the style sheet would otherwise
        /// compare every field of the values with both classes.
        @inline(__always)
        func update<V: Equatable>(_ bit: Int, _ value: V) {
            assert(type(of: GtkCSSBit.paths[bit]).valueType == V.self, "bit \(bit) is not a field of type \(V.self)")
            let offset = GtkCSSBit.offsets[bit]
            let field = (UnsafeMutableRawPointer(_cssStorage) + offset).assumingMemoryBound(to: V.self)
            if field.pointee == value { return }
            field.pointee = value
            let mask = UInt64(1) << UInt64(bit)
            if (UnsafeRawPointer(GtkCSSValues.emptyStorage) + offset).assumingMemoryBound(to: V.self).pointee == value {
                _setFields &= ~mask
            } else {
                _setFields |= mask
            }
            if (UnsafeRawPointer(_blockValues) + offset).assumingMemoryBound(to: V.self).pointee == value {
                _differsFromBlock &= ~mask
            } else {
                _differsFromBlock |= mask
            }
            if (UnsafeRawPointer(_previousValues) + offset).assumingMemoryBound(to: V.self).pointee == value {
                _differsFromPrevious &= ~mask
            } else {
                _differsFromPrevious |= mask
            }
            cssChanged()
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
            typealias Bit = GtkCSSBit
            switch name {
            case .color: update(Bit.color + state.rawValue, value)
            case .background: update(Bit.background + state.rawValue, value)
            case .borderColor: update(Bit.borderColor + state.rawValue, value)
            case .accent: update(Bit.accent, value)
            case .shadowColor: update(Bit.shadowColor, value)
            case .layerBackground: update(Bit.layerBackground, value)
            default: break
            }
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
            typealias Bit = GtkCSSBit
            switch name {
            case .letterSpacing: update(Bit.letterSpacing, value)
            case .lineHeight: update(Bit.lineHeight, value)
            case .radius: update(Bit.radius, value)
            case .borderWidth: update(Bit.borderWidth, value)
            case .shadowOpacity: update(Bit.shadowOpacity, value)
            case .shadowRadius: update(Bit.shadowRadius, value)
            case .layerOpacity: update(Bit.layerOpacity, value)
            default: break
            }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Font? { name == .font ? _css.font : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Font?) {
            if name == .font { update(GtkCSSBit.font, value) }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Typography? {
            name == .typography ? _css.typography : nil
        }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Typography?) {
            if name == .typography { update(GtkCSSBit.typography, value) }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> EdgeInsets? {
            name == .padding ? _css.padding : nil
        }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: EdgeInsets?) {
            if name == .padding { update(GtkCSSBit.padding, value) }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Border? { name == .border ? _css.border : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Border?) {
            if name == .border { update(GtkCSSBit.border, value) }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Shadow? { name == .shadow ? _css.shadow : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Shadow?) {
            if name == .shadow { update(GtkCSSBit.shadow, value) }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> Size? {
            name == .shadowOffset ? _css.shadowOffset : nil
        }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: Size?) {
            if name == .shadowOffset {
                update(GtkCSSBit.shadowOffset, value)
            }
        }

        func slot(_ name: GtkSlot.Name, _ state: GtkControlState = .normal) -> String? { name == .css ? _css.css : nil }
        func setSlot(_ name: GtkSlot.Name, _ state: GtkControlState, _ value: String?) {
            if name == .css { update(GtkCSSBit.css, value) }
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
    /// `GtkButton`: `title` and `titleColor` by state, `titleFont`, `contentEdgeInsets`.
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
    public final class Layer: G8StandInProviding, @unchecked Sendable {
        unowned let node: GObject
        init(node: GObject) { self.node = node }

        /// Nil on GTK's thread; on another, a stand-in that refuses every value, as a node's.
        public var g8StandIn: AnyObject? { GtkMain.isGtkThread ? nil : GtkOffThread(typeName: "Layer", isWidget: false) }
    }
}
