import CGtk4
import Foundation
import G8Gtk
import Testing

/// A theme's named colours reach the widgets no style names: a plain GtkButton and a
/// GtkCalendar draw in the theme's window, view and accent colours, in light and dark, and
/// a theme without named colours gives GTK's own look back.
@MainActor
@Suite("Named colours on the display") struct NamedColorTests {
    static let theme = """
        {"tokens": {"color": {"$type": "color",
           "surface": {"$value": "#F0F4E8", "$modes": {"dark": "#202830"}},
           "text": {"$value": "#102030", "$modes": {"dark": "#E0E8F0"}},
           "view": {"$value": "#FFF8F0", "$modes": {"dark": "#101418"}},
           "accent": {"$value": "#0A66D6", "$modes": {"dark": "#5EA2FF"}}}},
         "namedColors": {"window_bg_color": "{color.surface}", "window_fg_color": "{color.text}",
           "view_bg_color": "{color.view}", "view_fg_color": "{color.text}", "accent_bg_color": "{color.accent}"},
         "styles": {"screen": {"box.spacing": 12}}}
        """

    /// A window with a button and a calendar that no style names, and room around them.
    static let document = """
        <interface>
          <object class="GtkWindow" id="window">
            <property name="default-width">300</property>
            <property name="default-height">320</property>
            <property name="decorated">false</property>
            <child>
              <object class="GtkBox" id="box">
                <property name="orientation">vertical</property>
                <property name="margin-start">16</property>
                <property name="margin-end">16</property>
                <property name="margin-top">16</property>
                <property name="margin-bottom">16</property>
                <child><object class="GtkButton" id="ok"><property name="label">OK</property></object></child>
                <child><object class="GtkCalendar" id="calendar"/></child>
              </object>
            </child>
          </object>
        </interface>
        """

    /// The colour most pixels of the widget `id` have in `pixels`.
    func mostCommon(in pixels: GtkPixels, of id: String, _ ui: GtkInterface) throws -> GtkRGBA? {
        let widget = try ui.object(id).gobject.assumingMemoryBound(to: GtkWidget.self)
        let window = try ui.object("window").gobject.assumingMemoryBound(to: GtkWidget.self)
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return nil }
        var counts: [GtkRGBA: Int] = [:]
        let x0 = Int(bounds.origin.x) + 2, y0 = Int(bounds.origin.y) + 2
        for y in y0..<(y0 + Int(bounds.size.height) - 4) {
            for x in x0..<(x0 + Int(bounds.size.width) - 4) {
                if let pixel = pixels.pixel(x: x, y: y) { counts[pixel, default: 0] += 1 }
            }
        }
        return counts.max { $0.value < $1.value }?.key
    }

    /// `foreground` at `alpha` over `background`, as 8-bit channels.
    static func blend(_ foreground: GtkRGBA, _ alpha: Double, over background: GtkRGBA) -> GtkRGBA {
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return GtkRGBA(
            red: mix(foreground.red, background.red), green: mix(foreground.green, background.green),
            blue: mix(foreground.blue, background.blue))
    }

    /// Whether two colours differ by at most one step in each channel (cairo's rounding).
    static func near(_ lhs: GtkRGBA?, _ rhs: GtkRGBA) -> Bool {
        guard let lhs else { return false }
        return abs(Int(lhs.red) - Int(rhs.red)) <= 1 && abs(Int(lhs.green) - Int(rhs.green)) <= 1
            && abs(Int(lhs.blue) - Int(rhs.blue)) <= 1 && lhs.alpha == 255
    }

    @Test func aButtonAndACalendarNoStyleNamesTakeTheThemesColoursInLightAndDark() throws {
        try TestGtk.start()
        defer { GtkNamedColors.shared.write([]) }
        let ui = try GtkInterface(xml: Self.document)
        let theme = try G8Theme(json: Data(Self.theme.utf8), file: "theme.json", engine: TestGtk.engine)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        #expect(manager.style(ui, with: "screen").diagnostics == [])
        #expect(GtkNamedColors.shared.css.hasPrefix("""
            @define-color window_bg_color rgb(240,244,232);
            @define-color window_fg_color rgb(16,32,48);
            @define-color view_bg_color rgb(255,248,240);
            @define-color view_fg_color rgb(16,32,48);
            @define-color accent_bg_color rgb(10,102,214);
            @define-color accent_fg_color @theme_selected_fg_color;

            """))

        let light = try ui.renderPixels(of: "window")
        let lightText = GtkRGBA(red: 16, green: 32, blue: 48), lightSurface = GtkRGBA(red: 240, green: 244, blue: 232)
        #expect(light.pixel(x: 4, y: 4) == lightSurface)
        #expect(Self.near(try mostCommon(in: light, of: "ok", ui), Self.blend(lightText, 0.1, over: lightSurface)))
        #expect(try mostCommon(in: light, of: "calendar", ui) == GtkRGBA(red: 255, green: 248, blue: 240))

        try manager.switchMode(to: "dark")
        #expect(GtkNamedColors.shared.css.hasPrefix("@define-color window_bg_color rgb(32,40,48);\n"))
        let dark = try ui.renderPixels(of: "window")
        let darkText = GtkRGBA(red: 224, green: 232, blue: 240), darkSurface = GtkRGBA(red: 32, green: 40, blue: 48)
        #expect(dark.pixel(x: 4, y: 4) == darkSurface)
        #expect(Self.near(try mostCommon(in: dark, of: "ok", ui), Self.blend(darkText, 0.1, over: darkSurface)))
        #expect(try mostCommon(in: dark, of: "calendar", ui) == GtkRGBA(red: 16, green: 20, blue: 24))

        // Back to light: every pixel as the first time.
        try manager.switchMode(to: nil)
        #expect(try ui.renderPixels(of: "window") == light)

        // A theme without named colours writes none: GTK's Default theme draws the window again.
        manager.switchTheme(to: try G8Theme(json: Data(#"{"styles": {"screen": {"box.spacing": 12}}}"#.utf8), engine: TestGtk.engine))
        #expect(GtkNamedColors.shared.css == "")
        #expect(try ui.renderPixels(of: "window").pixel(x: 4, y: 4) == GtkRGBA(red: 246, green: 245, blue: 244))
    }

    @Test func onlyKnownNamesAndColoursAreWritten() throws {
        try TestGtk.start()
        defer { GtkNamedColors.shared.write([]) }
        GtkNamedColors.shared.write([
            G8NamedColor(name: "window_bg_color; } * { color: red", value: .string("#FF0000")),
            G8NamedColor(name: "view_bg_color", value: .string("red; } * { color: red")),
            G8NamedColor(name: "theme_bg_color", value: .string("#102030")),
        ])
        #expect(GtkNamedColors.shared.css.hasPrefix("@define-color theme_bg_color rgb(16,32,48);\n@define-color window_bg_color @theme_bg_color;\n"))
        #expect(!GtkNamedColors.shared.css.contains("red"))
    }

    /// A resolver document's styles file gives named colours too: they take the tokens of the
    /// chosen contexts, so a switch to high contrast rewrites them.
    @Test func aResolverThemesNamedColoursFollowItsContexts() throws {
        try TestGtk.start()
        defer { GtkNamedColors.shared.write([]) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-named-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            {"name": "App", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}},
             "modifiers": {"contrast": {"contexts": {"normal": [], "high": [{"$ref": "./high.tokens.json"}]}, "default": "normal"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/contrast"}]}
            """#.utf8).write(to: folder.appendingPathComponent("app.resolver.json"))
        try Data(##"{"color": {"$type": "color", "accent": {"$value": "#0A66D6"}}}"##.utf8).write(to: folder.appendingPathComponent("base.tokens.json"))
        try Data(##"{"color": {"$type": "color", "accent": {"$value": "#003F8A"}}}"##.utf8).write(to: folder.appendingPathComponent("high.tokens.json"))
        let styles = #"{"styles": {"screen": {"box.spacing": 12}}, "namedColors": {"accent_bg_color": "{color.accent}"}}"#
        let theme = try G8Theme(
            resolver: folder.appendingPathComponent("app.resolver.json"), styles: Data(styles.utf8), stylesFile: "styles.json", engine: .gtk)
        #expect(theme.namedColors == [G8NamedColor(name: "accent_bg_color", value: .string("#0A66D6"))])
        let manager = G8ThemeManager(engine: .gtk, theme: theme)
        #expect(GtkNamedColors.shared.css.contains("@define-color accent_bg_color rgb(10,102,214);"))
        try manager.switchContexts(to: ["contrast": "high"])
        #expect(GtkNamedColors.shared.css.contains("@define-color accent_bg_color rgb(0,63,138);"))
    }

    @Test func theSameColoursAgainLoadNothing() throws {
        try TestGtk.start()
        defer { GtkNamedColors.shared.write([]) }
        let colors = [G8NamedColor(name: "accent_bg_color", value: .string("#0A66D6"))]
        GtkNamedColors.shared.write(colors)
        let loads = GtkNamedColors.shared.reloadCount
        GtkNamedColors.shared.write(colors)
        #expect(GtkNamedColors.shared.reloadCount == loads)
    }
}
