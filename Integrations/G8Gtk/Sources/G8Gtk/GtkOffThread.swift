import CGtk4
import Foundation
import G8Widgets

/// What a style reaches off GTK's thread in place of a GTK object: GObjects may be touched only
/// on the thread that called ``G8Gtk/start()``.
///
/// An interface (and a widget's `layer`) hands out these instead of its nodes when asked from
/// another thread, and a node or a layer a style is applied to directly has the engine style
/// one of these in its place (`G8StandInProviding`). They are of another class than the nodes, so a plan the engine recorded on
/// GTK's thread does not reach them and sets nothing; the engine then goes key by key, and
/// each key's property refuses its value with an error that says why, named with the
/// object's GType and the keypath:
///
/// ```
/// error: title.xalign: GtkLabel.xalign cannot be 0.5: GTK objects are set only on GTK's main thread, the one that called G8Gtk.start()
/// ```
///
/// Nothing of the style is applied, and no GTK object is read or written. A ``G8StandIn``: a
/// theme's values are checked against the widgets' properties, not against these refusals.
final class GtkOffThread: G8ChildProviding, G8TypeNaming, G8StandIn, @unchecked Sendable {
    /// The GType name of the object it stands for, or `Layer` for a widget's layer.
    let g8TypeName: String
    let isWidget: Bool

    init(typeName: String, isWidget: Bool) {
        g8TypeName = typeName
        self.isWidget = isWidget
    }

    /// The stand-in for `node`, named with its GType (GLib's type system may be asked from
    /// any thread).
    convenience init(standingFor node: GtkNode) {
        self.init(typeName: node.typeName, isWidget: node.isWidget)
    }

    /// `layer`, for widgets, as a node has it.
    func g8Child(named name: String) -> G8ChildLookup {
        guard name == GtkLayerKey.name, isWidget else { return .notFound }
        return .object(GtkOffThread(typeName: "Layer", isWidget: false))
    }

    var g8ChildNames: [String] { isWidget ? [GtkLayerKey.name] : [] }

    static let reason = "GTK objects are set only on GTK's main thread, the one that called G8Gtk.start()"

    /// An applier declaring every key the GTK appliers know, each refusing any value with
    /// ``reason``, by state as colours are, so that `titleColor:highlighted` is refused for
    /// the thread too.
    static func applier(names: [String]) -> G8ValueApplier<GtkOffThread> {
        var seen: Set<String> = []
        let properties = names.filter { seen.insert($0).inserted }.map { name in
            G8Property<GtkOffThread>(
                name, states: GtkControlState.self, get: { _, _ in GtkProperties.Refused?.none },
                set: { _, _, _ in }, validate: { _ in reason }
            ).namingValueType("GTK value")
        }
        return G8ValueApplier(properties: properties)
    }
}
