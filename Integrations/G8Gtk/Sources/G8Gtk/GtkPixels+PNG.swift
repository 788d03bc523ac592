import CGtk4
import Foundation

extension GtkPixels {
    /// Pixels made from `rgba`, `width × height × 4` bytes of red, green, blue and alpha (not
    /// premultiplied), row by row; nil when the sizes do not agree, or the image is empty or
    /// larger than GDK's textures (2³¹ − 1 pixels a side).
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            width.multipliedReportingOverflow(by: height * 4).overflow == false,
            rgba.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixels as a PNG, encoded by GDK: ``init(png:)`` reads the same pixels back.
    ///
    /// - Throws: ``G8GtkError/renderFailed(_:)`` when GDK cannot encode the image.
    @MainActor
    public func pngData() throws(G8GtkError) -> Data {
        let bytes = rgba.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let texture = gdk_memory_texture_new(Int32(width), Int32(height), GDK_MEMORY_R8G8B8A8, bytes, gsize(width * 4)) else {
            throw .renderFailed("GDK could not make a \(width)×\(height) texture")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard let png = gdk_texture_save_to_png_bytes(texture) else { throw .renderFailed("GTK could not write the PNG") }
        defer { g_bytes_unref(png) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(png, &size) else { return Data() }
        return Data(bytes: data, count: Int(size))
    }
}
