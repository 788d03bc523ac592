import CGtk4
import Foundation
import G8Widgets

/// A GtkBuilder document's objects, whose ids are the outlets a style's keys name.
///
/// ```swift
/// let ui = try GtkInterface(xml: """
///     <interface>
///       <object class="GtkWindow" id="window">
///         <child><object class="GtkLabel" id="title"><property name="label">Hello</property></object></child>
///       </object>
///     </interface>
///     """)
/// G8.gtk.applyStyle(["title.textColor": Color(hex: "#0366D6")], to: ui)
/// let png = try ui.renderPNG(of: "window")
/// ```
///
/// The interface holds a reference to each object with an id, and destroys the windows the
/// document made when it goes away. It belongs to the main thread.
public final class GtkInterface: GtkObjectTree, @unchecked Sendable {
    let _builder: OpaquePointer
    let _nodes: [String: GtkNode]
    /// `_nodes` again, for the lookups styles make.
    let _table: GtkIDTable
    let _ids: [String]

    /// Loads a GtkBuilder document.
    ///
    /// - Throws: ``G8GtkError/notStarted`` before ``G8Gtk/start()``;
    ///   ``G8GtkError/invalidInterface(_:)`` with GTK's message when the document is not one.
    @MainActor
    public init(xml: String) throws(G8GtkError) {
        guard G8Gtk.isStarted else { throw .notStarted }
        if let problem = GtkInterface.markupProblem(xml) { throw .invalidInterface(problem) }
        let builder = gtk_builder_new()
        var error: UnsafeMutablePointer<GError>?
        let loaded = xml.withCString { gtk_builder_add_from_string(builder, $0, -1, &error) }
        guard loaded != 0, let builder else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            if let builder { g_object_unref(UnsafeMutableRawPointer(builder)) }
            throw .invalidInterface(message)
        }
        _builder = builder
        var nodes: [String: GtkNode] = [:]
        var list = gtk_builder_get_objects(builder)
        let head = list
        while let item = list {
            if let object = item.pointee.data, let id = GtkInterface.builderID(of: object) {
                nodes[id] = GtkKnownTypes.node(for: object, id: id)
            }
            list = item.pointee.next
        }
        g_slist_free(head)
        _nodes = nodes
        _table = GtkIDTable(nodes)
        _ids = nodes.keys.sorted()
        // Builder documents set the application's CSS names; a builder loaded once is
        // not needed to keep the objects alive, the nodes are.
    }

    /// Loads a GtkBuilder document from a file.
    @MainActor
    public convenience init(contentsOf url: URL) throws(G8GtkError) {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .invalidInterface("cannot read \(url.path): \(error.localizedDescription)")
        }
        try self.init(xml: text)
    }

    deinit {
        let windows = _nodes.values.filter { $0.isA("GtkWindow") }.map { UnsafeMutableRawPointer($0._object) }
        let builder = UnsafeMutableRawPointer(_builder)
        let teardown = {
            for window in windows { gtk_window_destroy(window.assumingMemoryBound(to: CWindow.self)) }
            g_object_unref(builder)
        }
        if GtkMain.isGtkThread {
            teardown()
        } else {
            // The windows must be destroyed on the main thread; the nodes' references keep
            // them alive until then.
            for window in windows { g_object_ref(window) }
            let box = Unmanaged.passRetained(Teardown(windows: windows, builder: builder))
            g_idle_add({ data in
                guard let data else { return 0 }
                let teardown = Unmanaged<Teardown>.fromOpaque(data).takeRetainedValue()
                for window in teardown.windows {
                    gtk_window_destroy(window.assumingMemoryBound(to: CWindow.self))
                    g_object_unref(window)
                }
                g_object_unref(teardown.builder)
                return 0
            }, box.toOpaque())
        }
    }

    private final class Teardown {
        let windows: [UnsafeMutableRawPointer]
        let builder: UnsafeMutableRawPointer
        init(windows: [UnsafeMutableRawPointer], builder: UnsafeMutableRawPointer) {
            self.windows = windows
            self.builder = builder
        }
    }

    /// GLib's message when `xml` is not well-formed XML, or nil. GtkBuilder's own parser takes
    /// an empty document, and one cut short, without an error: it never asks the XML parser
    /// whether every element was closed.
    static func markupProblem(_ xml: String) -> String? {
        var parser = GMarkupParser()
        guard let context = g_markup_parse_context_new(&parser, GMarkupParseFlags(0), nil, nil) else { return nil }
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        let parsed = xml.withCString { g_markup_parse_context_parse(context, $0, gssize(strlen($0)), &error) } != 0
        if parsed { _ = g_markup_parse_context_end_parse(context, &error) }
        guard let error else { return nil }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }

    static func builderID(of object: UnsafeMutableRawPointer) -> String? {
        if g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_buildable_get_type()) != 0 {
            return GPtr.string(gtk_buildable_get_buildable_id(OpaquePointer(object)))
        }
        return g_object_get_data(object.assumingMemoryBound(to: CObject.self), "gtk-builder-id")
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The ids of the document's objects, sorted.
    public var ids: [String] { _ids }

    /// The object with id `id`, or nil.
    public subscript(id: String) -> GtkNode? { _table[id] }
}

/// Waiting for GTK to draw.
enum GtkFrames {
    final class Counter { var frames = 0 }

    /// Runs the main loop until the widget's frame clock has painted a frame after now.
    @MainActor
    static func waitForFrame(of widget: UnsafeMutablePointer<CWidget>, timeout: Double = 5) throws(G8GtkError) {
        let deadline = Date().addingTimeInterval(timeout)
        // The frame clock exists once the window is realized.
        while gtk_widget_get_frame_clock(widget) == nil || gtk_widget_get_mapped(widget) == 0 {
            if Date() > deadline { throw .renderFailed("the window was not shown within \(Int(timeout)) seconds") }
            GtkFrames.iterate()
        }
        guard let clock = gtk_widget_get_frame_clock(widget) else { throw .renderFailed("the window has no frame clock") }
        let counter = Counter()
        let unmanaged = Unmanaged.passRetained(counter)
        defer { unmanaged.release() }
        let handler: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            Unmanaged<Counter>.fromOpaque(data).takeUnretainedValue().frames += 1
        }
        let id = g8_signal_connect(UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(handler, to: GCallback.self), unmanaged.toOpaque())
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), id) }
        gtk_widget_queue_draw(widget)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_PAINT)
        while counter.frames == 0 {
            if Date() > deadline { throw .renderFailed("the window drew no frame within \(Int(timeout)) seconds") }
            iterate()
        }
    }

    /// One blocking iteration of the main loop, woken at least every 10 ms.
    @MainActor
    static func iterate() {
        let wake = g_timeout_add(10, { _ in 0 }, nil)
        g_main_context_iteration(nil, 1)
        // The timeout removes itself when it fires; remove it when something else woke the loop.
        if g_main_context_find_source_by_id(nil, wake) != nil { g_source_remove(wake) }
    }
}

/// A rendered image's pixels, 8-bit RGBA, not premultiplied.
public struct GtkPixels: Sendable, Equatable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha, row by row.
    public let rgba: [UInt8]

    /// The pixels of a PNG, decoded by GDK; nil when the data is not an image.
    @MainActor
    public init?(png: Data) {
        let bytes = png.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let texture = gdk_texture_new_from_bytes(bytes, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.init(texture: texture)
    }

    init(texture: OpaquePointer) {
        let width = Int(gdk_texture_get_width(texture))
        let height = Int(gdk_texture_get_height(texture))
        self.width = width
        self.height = height
        // GDK downloads premultiplied ARGB32 in native byte order: B, G, R, A on little-endian.
        var argb = [UInt8](repeating: 0, count: width * height * 4)
        argb.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: argb.count, by: 4) {
            let alpha = argb[index + 3]
            func unpremultiply(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
            }
            out[index] = unpremultiply(argb[index + 2])
            out[index + 1] = unpremultiply(argb[index + 1])
            out[index + 2] = unpremultiply(argb[index])
            out[index + 3] = alpha
        }
        rgba = out
    }

    /// The pixel at (`x`, `y`) as red, green, blue, alpha; nil outside the image.
    public func pixel(x: Int, y: Int) -> GtkRGBA? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return GtkRGBA(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
    }

    /// Whether any pixel in the rectangle has exactly `color`'s 8-bit channels and is opaque.
    public func contains(_ color: GtkRGBA, inX xs: Range<Int>, y ys: Range<Int>) -> Bool {
        for y in ys { for x in xs where pixel(x: x, y: y) == color { return true } }
        return false
    }
}

/// One 8-bit pixel.
public struct GtkRGBA: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0–255.
    public var alpha: UInt8

    /// A pixel from its channels; opaque unless `alpha` is given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `28,117,218,255`.
    public var description: String { "\(red),\(green),\(blue),\(alpha)" }
}
