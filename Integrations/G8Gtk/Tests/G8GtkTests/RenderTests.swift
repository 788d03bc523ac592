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
        let pixels = try #require(GtkPixels(png: png))
        #expect(pixels.width == 200)
        #expect(pixels.pixel(x: 190, y: 110) == GtkRGBA(red: 28, green: 117, blue: 218))
    }

    @Test func aWidgetOutsideAWindowIsAClearError() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: """
            <interface>
              <object class="GtkLabel" id="loose"><property name="label">Alone</property></object>
              <object class="GtkAdjustment" id="range"/>
            </interface>
            """)
        #expect(throws: G8GtkError.notInWindow("loose")) { try ui.renderPNG(of: "loose") }
        #expect(G8GtkError.notInWindow("loose").description
            == "cannot render 'loose': it is not in a window; GTK lays out and draws only widgets in one")
        #expect(throws: G8GtkError.renderFailed("'range' is a GtkAdjustment, not a widget")) { try ui.renderPNG(of: "range") }
    }
}
