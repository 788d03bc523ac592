import CGtk4
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

    /// A focused entry draws the same pixels whenever it is rendered in the same state: the
    /// caret's blinking and the focus ring do not depend on when the picture is taken.
    @Test func aFocusedEntryRendersTheSameAfterAToAndBack() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: """
            <interface>
              <object class="GtkWindow" id="window">
                <property name="default-width">220</property>
                <property name="default-height">80</property>
                <property name="decorated">false</property>
                <child>
                  <object class="GtkBox" id="box">
                    <property name="orientation">vertical</property>
                    <child><object class="GtkEntry" id="field"><property name="text">Typed</property></object></child>
                    <child><object class="GtkButton" id="ok"><property name="label">OK</property></object></child>
                  </object>
                </child>
              </object>
            </interface>
            """)
        let light: G8Style = [
            "window.backgroundColor": Color(hex: "#FFFFFF"), "field.textColor": Color(hex: "#111111"),
            "field.layer.borderColor": Color(hex: "#0366D6"), "field.layer.borderWidth": 2,
            "ok.backgroundColor": Color(hex: "#0366D6"),
        ]
        let dark: G8Style = [
            "window.backgroundColor": Color(hex: "#1C1C1E"), "field.textColor": Color(hex: "#F2F2F7"),
            "field.layer.borderColor": Color(hex: "#64D2FF"), "field.layer.borderWidth": 2,
            "ok.backgroundColor": Color(hex: "#64D2FF"),
        ]
        #expect(TestGtk.engine.applyStyle(light, to: ui).diagnostics == [])
        gtk_widget_grab_focus(try ui.object("field").gobject.assumingMemoryBound(to: GtkWidget.self))
        let first = try ui.renderPixels(of: "window")
        var pictures: [GtkPixels] = []
        for _ in 0..<3 {
            TestGtk.engine.applyStyle(dark, to: ui)
            _ = try ui.renderPixels(of: "window")
            TestGtk.engine.applyStyle(light, to: ui)
            pictures.append(try ui.renderPixels(of: "window"))
        }
        for picture in pictures { #expect(picture == first) }
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
