import CGtk4
import Foundation
import G8Widgets

/// GTypes by the names a GtkBuilder document writes, and the keys ``G8/gtk`` takes for the
/// objects of each, found by GType introspection alone: `g_type_class_ref` and
/// `g_object_class_list_properties` need no display, so a theme is checked where GTK cannot
/// start, as in CI.
enum GtkTypeCatalog {
    /// The GType a document's `class` attribute names, or nil when there is none. A GType not
    /// registered yet is found as GtkBuilder finds it when it loads a document, through its
    /// `_get_type` function, by a builder that makes no object; once registered, by name.
    static func type(named name: String) -> GType? {
        let type = g_type_from_name(name)
        if type != 0 { return type }
        guard let builder = gtk_builder_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let resolved = gtk_builder_get_type_from_name(builder, name)
        return resolved == 0 ? nil : resolved
    }

    /// The names of the GTypes ``G8/gtk`` has appliers of its own for: what a misspelt class
    /// name is compared with.
    static var knownNames: [String] { GtkKnownTypes.all.map(\.name) }

    /// The keys a style may set on an object of GType `type` at the top level of its entry
    /// (`title.wrap`, `title.textColor`), and those under its `layer` (`title.layer.cornerRadius`):
    /// the model keys of its node class and its ancestors', and the GObject properties of the
    /// GTypes at or above it that the engine has appliers for, as the engine applies them.
    static func keys(of type: GType) -> (own: Set<String>, layer: Set<String>) {
        var own = Set<String>()
        var current = type
        while current != 0 {
            if GtkKnownTypes.byName[GPtr.typeName(current)] != nil { own.formUnion(GtkProperties.names(of: current)) }
            current = g_type_parent(current)
        }
        let node = GtkKnownTypes.nodeClass(for: type)
        guard node is GtkClasses.GtkWidget.Type else { return (own, []) }
        own.formUnion(GtkAppliers.widget.propertyNames)
        if node is GtkClasses.GtkLabel.Type { own.formUnion(GtkAppliers.label.propertyNames) }
        if node is GtkClasses.GtkButton.Type { own.formUnion(GtkAppliers.button.propertyNames) }
        if node is GtkClasses.GtkEntry.Type { own.formUnion(GtkAppliers.entry.propertyNames) }
        if node is GtkClasses.GtkTextView.Type { own.formUnion(GtkAppliers.textView.propertyNames) }
        own.insert(GtkLayerKey.name)
        return (own, Set(GtkAppliers.layer.propertyNames))
    }

    /// The names of the GObject properties of GType `type`, its parents' and interfaces'
    /// included; nil for a type that is no GObject class, which has none.
    static func propertyNames(of type: GType) -> [String]? {
        guard isObjectClass(type), let klass = g_type_class_ref(type) else { return nil }
        defer { g_type_class_unref(klass) }
        var count: guint = 0
        guard let list = g_object_class_list_properties(klass.assumingMemoryBound(to: GObjectClass.self), &count) else { return [] }
        defer { g_free(list) }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: g_param_spec_get_name($0)) } }
    }

    /// Whether an object of GType `type` has the GObject property `name`, written as GtkBuilder
    /// takes it (`margin_start` is `margin-start`).
    static func hasProperty(_ name: String, type: GType) -> Bool {
        guard isObjectClass(type), let klass = g_type_class_ref(type) else { return false }
        defer { g_type_class_unref(klass) }
        return g_object_class_find_property(klass.assumingMemoryBound(to: GObjectClass.self), name) != nil
    }

    /// Whether GType `type` is a GObject class: an interface that requires GObject (as
    /// `GtkOrientable` does) is a GObject by `g_type_is_a`, but has no class to reference.
    static func isObjectClass(_ type: GType) -> Bool {
        g8_type_fundamental(type) == g8_type_object()
    }

    /// Whether GType `type` is `ancestor` or derives from it; false for an ancestor not registered.
    static func isA(_ type: GType, _ ancestor: String) -> Bool {
        guard let base = self.type(named: ancestor) else { return false }
        return GPtr.isA(type, base)
    }
}
