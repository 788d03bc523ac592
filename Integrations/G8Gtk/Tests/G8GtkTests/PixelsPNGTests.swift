import Foundation
import G8Gtk
import Testing

/// GtkPixels as PNG and from bytes: what snapshots write and read back.
@MainActor
@Suite("Pixels as PNG") struct PixelsPNGTests {
    @Test func opaquePixelsComeBackFromPNGExactly() throws {
        try TestGtk.start()
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 17, 34, 51, 255, 1, 2, 3, 255, 250, 251, 252, 255]
        let pixels = try #require(GtkPixels(width: 3, height: 2, rgba: rgba))
        let png = try pixels.pngData()
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(GtkPixels(png: png) == pixels)
    }

    /// GDK reads a PNG into premultiplied pixels: a translucent pixel's colour comes back as
    /// near as its alpha lets it, and a transparent pixel's colour is lost.
    @Test func translucentPixelsComeBackAsPremultipliedPixelsHoldThem() throws {
        try TestGtk.start()
        let rgba: [UInt8] = [200, 100, 50, 128, 7, 9, 11, 3, 255, 255, 255, 0, 90, 180, 45, 254]
        let pixels = try #require(GtkPixels(width: 2, height: 2, rgba: rgba))
        let back = try #require(GtkPixels(png: try pixels.pngData()))
        #expect(back.rgba == [199, 100, 50, 128, 0, 0, 0, 3, 0, 0, 0, 0, 90, 180, 45, 254])
        // Pixels that were read from GDK come back exactly.
        #expect(GtkPixels(png: try back.pngData()) == back)
    }

    @Test func bytesThatDoNotMakeTheSizeAreRefused() {
        #expect(GtkPixels(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 15)) == nil)
        #expect(GtkPixels(width: 0, height: 0, rgba: []) == nil)
        #expect(GtkPixels(width: -1, height: -4, rgba: [0, 0, 0, 0]) == nil)
        #expect(GtkPixels(width: Int.max, height: 2, rgba: []) == nil)
        #expect(GtkPixels(width: 1, height: 1, rgba: [1, 2, 3, 4])?.pixel(x: 0, y: 0) == GtkRGBA(red: 1, green: 2, blue: 3, alpha: 4))
    }
}
