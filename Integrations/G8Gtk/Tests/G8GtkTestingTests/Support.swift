import Foundation
import G8GtkTesting
import Testing

/// The card window of Fixtures/: 360×320 px, white (dark: #1C1C1E), a card of 100×50 px at
/// (20, 20) in #0366D6 (dark: #64D2FF).
@MainActor
enum Card {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let uiFile = fixtures.appendingPathComponent("card.ui")
    static let themeFile = fixtures.appendingPathComponent("card.theme.json")

    /// GTK started with the cairo renderer, as ci.sh starts it.
    static func start() throws {
        setenv("GSK_RENDERER", "cairo", 1)
        setenv("GTK_A11Y", "none", 1)
        setenv("GDK_SCALE", "1", 1)
        try G8Gtk.start()
    }

    /// A new card window styled by the card theme, in its default mode.
    static func make() throws -> (ui: GtkInterface, manager: G8ThemeManager) {
        try start()
        let ui = try GtkInterface(contentsOf: uiFile)
        var engine = G8.gtk
        engine.logHandler = { _ in }
        let manager = G8ThemeManager(engine: engine, theme: try G8Theme(contentsOf: themeFile, engine: engine))
        #expect(manager.style(ui, with: "card").diagnostics == [])
        return (ui, manager)
    }

    /// The card window's pixels in its default mode.
    static func pixels() throws -> GtkPixels {
        let (ui, _) = try make()
        GtkSnapshotter.holdStill()
        return try ui.renderPixels(of: "window")
    }
}

/// A new empty folder under the temporary folder, removed by `body`'s end.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

extension GtkPixels {
    /// The same pixels with the pixel at (`x`, `y`) set to `color`.
    func setting(x: Int, y: Int, to color: GtkRGBA) -> GtkPixels? {
        var bytes = rgba
        let index = (y * width + x) * 4
        bytes[index] = color.red
        bytes[index + 1] = color.green
        bytes[index + 2] = color.blue
        bytes[index + 3] = color.alpha
        return GtkPixels(width: width, height: height, rgba: bytes)
    }
}
