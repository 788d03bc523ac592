import CGtk4
import Foundation
import G8Widgets

/// GTK objects found by outlet name, which a style's keys name: a GtkBuilder document's
/// (``GtkInterface``, by id) or a tree of widgets made in code (``GtkWidgetTree``, by id or
/// widget name).
///
/// Both are styled, registered with a theme manager, rendered and connected to alike:
///
/// ```swift
/// func showStyled(_ tree: some GtkObjectTree, manager: G8ThemeManager) throws -> Data {
///     manager.style(tree, with: "profile")
///     try tree.connect("follow", signal: "clicked") { print("followed") }
///     return try tree.renderPNG(of: "window")
/// }
/// ```
///
/// Its objects belong to GTK's thread, the one that called ``G8Gtk/start()``.
public protocol GtkObjectTree: G8ChildProviding {
    /// The outlet names, sorted.
    var ids: [String] { get }
    /// The object of outlet `id`, or nil.
    subscript(id: String) -> GtkNode? { get }
}

extension GtkObjectTree {
    /// The object of outlet `id`.
    ///
    /// - Throws: ``G8GtkError/unknownObject(_:suggestion:)`` naming the nearest id.
    public func object(_ id: String) throws(G8GtkError) -> GtkNode {
        guard let node = self[id] else { throw .unknownObject(id, suggestion: G8Suggestion.nearest(to: id, in: ids)) }
        return node
    }

    // MARK: G8ChildProviding

    /// The object of outlet `name`; off GTK's thread, a stand-in that refuses every value with
    /// an error saying that GTK objects are set only on GTK's thread.
    public func g8Child(named name: String) -> G8ChildLookup {
        guard let node = self[name] else { return .notFound }
        return GtkMain.isGtkThread ? .object(node) : .object(GtkOffThread(standingFor: node))
    }

    /// The outlet names.
    public var g8ChildNames: [String] { ids }

    // MARK: Signals

    /// Calls `handler` each time the object `id` emits `signal`, a signal without arguments
    /// that returns nothing, such as a button's `clicked` or a widget's `destroy`.
    @MainActor
    public func connect(_ id: String, signal: String, _ handler: @escaping @MainActor () -> Void) throws(G8GtkError) {
        let node = try object(id)
        guard g_signal_lookup(signal, node._gtype) != 0 else {
            throw .invalidInterface("\(node.typeName) has no signal '\(signal)'")
        }
        let box = Unmanaged.passRetained(UncheckedBox(handler)).toOpaque()
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            let handler = Unmanaged<UncheckedBox<@MainActor () -> Void>>.fromOpaque(data).takeUnretainedValue().value
            MainActor.assumeIsolated { handler() }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<UncheckedBox<@MainActor () -> Void>>.fromOpaque(data).release()
        }
        g_signal_connect_data(node._object, signal, unsafeBitCast(callback, to: GCallback.self), box, release, GConnectFlags(0))
    }

    // MARK: Showing and rendering

    /// Writes the style sheet's pending changes (see ``GtkStyleSheet``) and returns the CSS
    /// parse problems GTK reported since the last call.
    @MainActor
    @discardableResult
    public func flush() -> [G8Diagnostic] {
        GtkStyleSheet.shared.flush()
        return GtkStyleSheet.shared.takeParseErrors()
    }

    /// Shows the window with outlet `id` (or the window holding that widget).
    @MainActor
    public func present(_ id: String) throws(G8GtkError) {
        let window = try window(of: id)
        gtk_window_present(window)
    }

    @MainActor
    func window(of id: String) throws(G8GtkError) -> UnsafeMutablePointer<CWindow> {
        let node = try object(id)
        guard node.isWidget else { throw .renderFailed("'\(id)' is a \(node.typeName), not a widget") }
        guard let root = gtk_widget_get_root(node.widget),
            g_type_check_instance_is_a(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0
        else {
            throw .notInWindow(id)
        }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: CWindow.self)
    }

    /// The pixels of the widget with outlet `id` as the display shows them, styles applied, as
    /// PNG.
    ///
    /// Writes pending style changes, shows the widget's window if it is not shown, waits for
    /// GTK to lay out and draw a frame, then renders the widget with the window's renderer.
    ///
    /// - Throws: ``G8GtkError/unknownObject(_:suggestion:)`` for an unknown id,
    ///   ``G8GtkError/notInWindow(_:)`` for a widget without a window,
    ///   ``G8GtkError/renderFailed(_:)`` when the object is not a widget, or the window shows
    ///   no frame within 5 seconds.
    @MainActor
    public func renderPNG(of id: String) throws(G8GtkError) -> Data {
        let texture = try renderTexture(of: id)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let bytes = gdk_texture_save_to_png_bytes(texture) else { throw .renderFailed("GTK could not write the PNG") }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return Data() }
        return Data(bytes: data, count: Int(size))
    }

    /// The pixels of the widget with outlet `id`, as ``renderPNG(of:)`` renders them.
    @MainActor
    public func renderPixels(of id: String) throws(G8GtkError) -> GtkPixels {
        let texture = try renderTexture(of: id)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return GtkPixels(texture: texture)
    }

    @MainActor
    func renderTexture(of id: String) throws(G8GtkError) -> OpaquePointer {
        let window = try self.window(of: id)
        let widget = try object(id).widget
        flush()
        let windowWidget = GPtr.cast(GPtr.object(window), to: CWidget.self)
        if gtk_widget_get_visible(windowWidget) == 0 || gtk_widget_get_mapped(windowWidget) == 0 { gtk_window_present(window) }
        try GtkFrames.waitForFrame(of: windowWidget)
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard width > 0, height > 0 else { throw .renderFailed("'\(id)' has no size (\(width)×\(height)); is it visible?") }
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .renderFailed("'\(id)' draws nothing") }
        defer { gsk_render_node_unref(node) }
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
            throw .renderFailed("'\(id)' has no renderer")
        }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
            throw .renderFailed("the renderer made no texture")
        }
        return texture
    }
}
