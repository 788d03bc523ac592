import Foundation
import G8GtkTesting
import Testing

/// The gallery example's window in both modes of its theme, as its references show it: a
/// change to the theme, to G8Gtk's styling or to the engine that moves a pixel shows here.
@MainActor
@Suite("Gallery snapshots") struct GallerySnapshotTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/GtkGallery/Resources").standardizedFileURL

    @Test func theGalleryLooksAsItsReferencesInBothModes() throws {
        try Card.start()
        let ui = try GtkInterface(contentsOf: Self.resources.appendingPathComponent("gallery.ui"))
        let theme = try G8Theme(contentsOf: Self.resources.appendingPathComponent("gallery-theme.json"), engine: Card.engine)
        let manager = G8ThemeManager(engine: Card.engine, theme: theme)
        #expect(manager.style(ui, with: "gallery").diagnostics == [])
        try expectSnapshot(of: ui, "window", named: "gallery", modes: ["light", "dark"], manager: manager)
    }
}
