import CGtk4
import Foundation
import G8Widgets

/// Widgets made in code: the tree under one `GtkWidget`, whose descendants' GtkBuilder ids and
/// widget names (`gtk_widget_set_name`) are the outlets a style's keys name.
///
/// ```swift
/// let window = gtk_window_new()!
/// let title = gtk_label_new("Hello")!
/// gtk_widget_set_name(title, "title")                  // the outlet "title"
/// gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), title)
/// let tree = try GtkWidgetTree.of(window)
/// manager.style(tree, with: "screen")                  // "title.textColor", "window.…" if named
/// let png = try tree.renderPNG(of: "title")
/// ```
///
/// It is styled, registered with a theme manager, rendered and connected to as a
/// ``GtkInterface`` is (both are ``GtkObjectTree``s).
///
/// ## Lifetime
/// A tree belongs to its root: ``of(_:)`` makes it the first time and gives the same tree
/// after, and it lives as long as the root does, without keeping the root alive. When nothing
/// but the tree holds the root any more (its window destroyed, or the root taken out of its
/// parent and let go), the tree lets go of every widget the next time GTK's main loop runs, and
/// is freed with the root unless you hold it; a theme manager then forgets it. Until then it
/// holds each widget with an outlet, as an interface does its objects: a widget taken out of the
/// tree stays alive, and styled, until ``refresh()`` finds it gone.
///
/// It belongs to GTK's thread, the one that called ``G8Gtk/start()``.
public final class GtkWidgetTree: GtkObjectTree, @unchecked Sendable {
    /// The root's node, holding the root through a toggle reference; nil once the root was let go.
    var _root: GtkNode?
    var _nodes: [String: GtkNode] = [:]
    /// `_nodes` again, for the lookups styles make.
    var _table = GtkIDTable([:])
    var _ids: [String] = []
    /// The root's node after the tree let go of it, while something else holds it.
    weak var _letGoRoot: GtkNode?

    /// The key of the tree in its root's object data.
    static let dataKey = "g8-widget-tree"

    /// The tree of `root`, a `GtkWidget`: the one made for it before, or a new one, which
    /// finds its outlets now (``refresh()`` finds them again).
    ///
    /// A widget's outlet is the name `gtk_widget_set_name` gave it, or else its GtkBuilder id;
    /// widgets without either are not outlets. A name outranks an id (a composite widget's
    /// template gives its parts ids), and between two names or two ids the first widget met
    /// (parents before children, children in order) is the outlet.
    ///
    /// - Throws: ``G8GtkError/notStarted`` before ``G8Gtk/start()``;
    ///   ``G8GtkError/notAWidget(_:)`` when `root` is a GObject of another kind.
    @MainActor
    public static func of(_ root: OpaquePointer) throws(G8GtkError) -> GtkWidgetTree {
        try of(UnsafeMutableRawPointer(root))
    }

    /// The tree of `root`, a `GtkWidget` as GTK's functions return one
    /// (`UnsafeMutablePointer<GtkWidget>`), as the `OpaquePointer` form gives it.
    @MainActor
    public static func of(_ root: UnsafeMutableRawPointer) throws(G8GtkError) -> GtkWidgetTree {
        guard G8Gtk.isStarted else { throw .notStarted }
        let object = root
        guard g8_is_widget(object) != 0 else { throw .notAWidget(GPtr.typeName(g8_object_type(object))) }
        let objectPointer = object.assumingMemoryBound(to: CObject.self)
        if let data = g_object_get_data(objectPointer, dataKey) {
            let existing = Unmanaged<GtkWidgetTree>.fromOpaque(data).takeUnretainedValue()
            if existing._root == nil, let kept = existing._letGoRoot {
                // Let go of, but kept alive by a node held elsewhere: the tree takes that node
                // back, so that the root keeps one tree and one toggle reference (GObject tells
                // none of two while both exist).
                existing.adopt(kept)
            }
            if existing._root != nil { return existing }
        }
        let tree = GtkWidgetTree(root: object)
        // The root owns the tree: released when the root is finalized.
        g_object_set_data_full(objectPointer, dataKey, Unmanaged.passRetained(tree).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<GtkWidgetTree>.fromOpaque(data).release()
        }
        return tree
    }

    @MainActor
    private init(root: UnsafeMutableRawPointer) {
        let node = GtkKnownTypes.node(for: root, id: GtkWidgetTree.widgetName(of: root) ?? GtkInterface.builderID(of: root))
        node._toggle = GtkRootToggle(holding: root, for: self)
        _root = node
        refresh()
    }

    /// The root widget, or nil once the tree let go of it.
    public var root: OpaquePointer? { _root.map { OpaquePointer($0._object) } }

    /// The outlet names, sorted.
    public var ids: [String] { _ids }

    /// The widget of outlet `id`, or nil.
    public subscript(id: String) -> GtkNode? { _table[id] }

    /// Finds the outlets again, after widgets were added to the tree, taken out of it or
    /// renamed: a widget still in the tree keeps its node (and what styles set on it), one taken
    /// out is let go of. Restyle the tree (``G8ThemeManager/style(_:with:)`` again) to style
    /// the widgets it found.
    ///
    /// - Complexity: O(n), n the number of widgets under the root.
    @MainActor
    public func refresh() {
        guard let root = _root else { return }
        var byObject: [UnsafeMutableRawPointer: GtkNode] = [:]
        for node in _nodes.values { byObject[UnsafeMutableRawPointer(node._object)] = node }
        byObject[UnsafeMutableRawPointer(root._object)] = root
        // Names first, then ids where no widget has the name: a composite widget's template
        // gives its own parts ids (AdwActionRow's "title"), which a name given in code outranks.
        var named: [(String, UnsafeMutableRawPointer)] = [], identified: [(String, UnsafeMutableRawPointer)] = []
        var stack = [UnsafeMutableRawPointer(root._object)]
        while let widget = stack.popLast() {
            if let name = GtkWidgetTree.widgetName(of: widget) {
                named.append((name, widget))
            } else if let id = GtkInterface.builderID(of: widget), id != GPtr.typeName(g8_object_type(widget)) {
                // A template's widget has its type's name as id.
                identified.append((id, widget))
            }
            // Children pushed last first, so that they are met in order.
            var children: [UnsafeMutableRawPointer] = []
            var child = gtk_widget_get_first_child(widget.assumingMemoryBound(to: CWidget.self))
            while let current = child {
                children.append(UnsafeMutableRawPointer(current))
                child = gtk_widget_get_next_sibling(current)
            }
            stack += children.reversed()
        }
        var nodes: [String: GtkNode] = [:]
        for (name, widget) in named + identified where nodes[name] == nil {
            // The root only through its own node, whose reference is the toggle one.
            if widget == UnsafeMutableRawPointer(root._object) {
                if root.id == name { nodes[name] = root }
            } else if let node = byObject[widget], node.id == name {
                nodes[name] = node
            } else {
                nodes[name] = GtkKnownTypes.node(for: widget, id: name)
            }
        }
        _nodes = nodes
        _table = GtkIDTable(nodes)
        _ids = nodes.keys.sorted()
    }

    /// The name `gtk_widget_set_name` gave the widget, or nil.
    static func widgetName(of widget: UnsafeMutableRawPointer) -> String? {
        // The property, not gtk_widget_get_name, which gives the type's name for a widget
        // without one.
        var value = g8_value_of_type(g8_type_string())
        defer { g_value_unset(&value) }
        g_object_get_property(widget.assumingMemoryBound(to: CObject.self), "name", &value)
        guard let name = GPtr.string(g_value_get_string(&value)), !name.isEmpty else { return nil }
        return name
    }

    /// Lets go of every widget, the root last: nothing but the tree held the root.
    @MainActor
    func rootLetGo() {
        _nodes = [:]
        _table = GtkIDTable([:])
        _ids = []
        // The root's toggle reference goes with its node, and the root with it (unless a
        // caller still holds the node); the root's data then releases this tree.
        _letGoRoot = _root
        _root = nil
    }

    /// Holds `root`, the node of the root the tree let go of, again, and finds the outlets.
    @MainActor
    func adopt(_ root: GtkNode) {
        _root = root
        _letGoRoot = nil
        refresh()
        // Nothing but the node may hold the root now: GObject, which has said so, will not say
        // it again.
        if let toggle = root._toggle, toggle.isLast {
            GtkMain.post { if toggle.isLast { toggle.tree?.rootLetGo() } }
        }
    }
}
