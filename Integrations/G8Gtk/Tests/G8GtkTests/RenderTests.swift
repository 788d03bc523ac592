import Foundation
import G8Gtk
import Testing

@MainActor
@Suite("Rendering") struct RenderTests {
    @Test func backgroundAndTextColoursArePixels() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let style: G8Style = [
            "window.backgroundColor": Color(hex: "#FFFFFF"),
            "box.backgroundColor": Color(hex: "#0366D6"),
            "box.alpha": 0.9,
            "title.textColor": Color(hex: "#FF0000"),
            "title.font": Font.boldSystemFont(ofSize: 30),
        ]
        let report = TestGtk.engine.applyStyle(style, to: ui)
        #expect(report.diagnostics == [])
        #expect(report.appliedCount == 5)
        let png = try ui.renderPNG(of: "window")
        try png.write(to: URL(fileURLWithPath: "/tmp/g8gtk/basic.png"))
        let pixels = try #require(GtkPixels(png: png))
        #expect(pixels.width == 200)
        #expect(pixels.pixel(x: 190, y: 110) == GtkRGBA(red: 28, green: 117, blue: 218))
    }
}
