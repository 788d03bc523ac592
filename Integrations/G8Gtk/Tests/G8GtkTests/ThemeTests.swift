import CGtk4
import Foundation
import G8Gtk
import Testing

@MainActor
@Suite("Themes") struct ThemeTests {
    /// A theme written for the model widgets' keys, with light and dark modes.
    static let themeJSON = """
        {
          "tokens": {
            "color": {
              "$type": "color",
              "paper": { "$value": "#FFFFFF", "$modes": { "dark": "#1C1C1E" } },
              "ink":   { "$value": "#111111", "$modes": { "dark": "#F2F2F7" } },
              "accent": { "$value": "#0366D6", "$modes": { "dark": "#64D2FF" } }
            }
          },
          "styles": {
            "screen": {
              "window.backgroundColor": "{color.paper}",
              "title.textColor": "{color.ink}", "title.font": { "family": "DejaVu Sans", "size": 22, "weight": "bold" },
              "title.textAlignment": "center", "title.numberOfLines": 1,
              "ok": { "titleColor": "{color.paper}", "titleColor:highlighted": "{color.ink}",
                      "backgroundColor": "{color.accent}", "layer.cornerRadius": 8, "layer.borderWidth": 0,
                      "tintColor": "{color.accent}", "alpha": 1, "isHidden": false, "isEnabled": true },
              "box.layoutMargins": { "top": 10, "left": 10, "bottom": 10, "right": 10 }
            }
          }
        }
        """

    @Test func aModelThemeStylesGtkWidgetsWithoutErrors() throws {
        try TestGtk.start()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: .gtk)
        #expect(theme.warnings == [])
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle(try theme.style(named: "screen"), to: ui)
        #expect(report.diagnostics == [])
        #expect(report.appliedCount == 15)
    }

    @Test func modeSwitchAndBackGivesIdenticalPixels() throws {
        try TestGtk.start()
        let theme = try G8Theme(json: Data(Self.themeJSON.utf8), file: "theme.json", engine: .gtk)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: theme)
        let ui = try GtkInterface(xml: TestGtk.document)
        #expect(manager.style(ui, with: "screen").diagnostics == [])
        let light = try ui.renderPNG(of: "window")
        let lightPixels = try #require(GtkPixels(png: light))
        #expect(lightPixels.pixel(x: 2, y: 2) == GtkRGBA(red: 255, green: 255, blue: 255))

        #expect(try manager.switchMode(to: "dark").diagnostics == [])
        let dark = try ui.renderPNG(of: "window")
        let darkPixels = try #require(GtkPixels(png: dark))
        #expect(darkPixels.pixel(x: 2, y: 2) == GtkRGBA(red: 28, green: 28, blue: 30))
        #expect(dark != light)

        #expect(try manager.switchMode(to: nil).diagnostics == [])
        let back = try ui.renderPNG(of: "window")
        #expect(GtkPixels(png: back) == lightPixels)
    }

    @Test func switchingBackRestoresGtkOwnValues() throws {
        try TestGtk.start()
        let a = try G8Theme(json: Data(#"{"styles": {"s": {"title.xalign": 0.5, "title.textAlignment": "right", "title.numberOfLines": 0, "box.layoutMargins": {"top": 4, "left": 4, "bottom": 4, "right": 4}}}}"#.utf8), engine: .gtk)
        let b = try G8Theme(json: Data(##"{"styles": {"s": {"title.textColor": "#FF0000"}}}"##.utf8), engine: .gtk)
        let ui = try GtkInterface(xml: TestGtk.document)
        let title = try ui.object("title"), box = try ui.object("box")
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: a)
        manager.style(ui, with: "s")
        #expect(GtkTestProbe.double(title, "xalign") == 1)
        #expect(GtkTestProbe.int(box, "margin-top") == 4)
        _ = manager.switchTheme(to: b)
        // B does not set them: GTK's own values are back, as the .ui document set them.
        #expect(GtkTestProbe.double(title, "xalign") == 0)
        #expect(GtkTestProbe.int(title, "lines") == -1)
        #expect(GtkTestProbe.int(box, "margin-top") == 0)
        ui.flush()
        #expect(title.cssClass != nil)
        _ = manager.switchTheme(to: a)
        ui.flush()
        #expect(GtkTestProbe.double(title, "xalign") == 1)
        #expect(title.cssClass == nil)
    }

    @Test func watcherRestylesOnGtksMainLoop() throws {
        try TestGtk.start()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-watch-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("theme.json")
        try Data(#"{"styles": {"s": {"title.text": "one"}}}"#.utf8).write(to: url)
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: try G8Theme(contentsOf: url, engine: .gtk))
        let ui = try GtkInterface(xml: TestGtk.document)
        manager.style(ui, with: "s")
        #expect(GtkTestProbe.label(try ui.object("title")) == "one")
        var updates: [String] = []
        let watcher = try GtkThemeWatcher(url: url, manager: manager, debounce: 0.05) { outcome in
            switch outcome {
            case .success(let report): updates.append("restyled: \(report.summary)")
            case .failure(let error): updates.append("refused: \(error.diagnostics.map(\.description).joined(separator: "; "))")
            }
        }
        defer { watcher.cancel() }
        try Data(#"{"styles": {"s": {"title.text": "two"}}}"#.utf8).write(to: url)
        let deadline = Date().addingTimeInterval(5)
        while updates.isEmpty, Date() < deadline { G8Gtk.runLoop(for: 0.05) }
        #expect(updates == ["restyled: 1 value set, 0 errors, 0 warnings"])
        #expect(GtkTestProbe.label(try ui.object("title")) == "two")
        try Data(#"{"styles": {"s": {"title.xalign": 7}}}"#.utf8).write(to: url)
        while updates.count < 2, Date() < deadline.addingTimeInterval(5) { G8Gtk.runLoop(for: 0.05) }
        #expect(updates.count == 2)
        #expect(updates.last?.hasPrefix("refused: ") == true)
        #expect(GtkTestProbe.label(try ui.object("title")) == "two")
    }

    /// A theme of several files: a resolver document whose `contrast` modifier lays other
    /// tokens over the styles file's. Each save of the styles file loads the whole again, in
    /// the manager's contrast, and a bad save keeps the look.
    @Test func watcherWithALoaderReloadsTheWholeThemeInTheManagersContexts() throws {
        try TestGtk.start()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8gtk-watch-load-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let resolver = directory.appendingPathComponent("app.resolver.json"), styles = directory.appendingPathComponent("styles.json")
        try Data(#"""
            {"name": "App", "version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "./base.tokens.json"}]}},
             "modifiers": {"contrast": {"contexts": {"normal": [], "high": [{"$ref": "./high.tokens.json"}]}, "default": "normal"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/contrast"}]}
            """#.utf8).write(to: resolver)
        try Data(#"{"word": {"$type": "number", "align": {"$value": 0.25}}}"#.utf8).write(to: directory.appendingPathComponent("base.tokens.json"))
        try Data(#"{"word": {"$type": "number", "align": {"$value": 0.75}}}"#.utf8).write(to: directory.appendingPathComponent("high.tokens.json"))
        try Data(#"{"styles": {"s": {"title.text": "one", "title.xalign": "{word.align}"}}}"#.utf8).write(to: styles)
        let load = { @MainActor () throws(G8ThemeError) -> G8Theme in
            let data: Data
            do { data = try Data(contentsOf: styles) } catch { throw G8ThemeError(diagnostics: [G8Diagnostic(level: .error, path: "", message: "unreadable")]) }
            return try G8Theme(resolver: resolver, styles: data, stylesFile: "styles.json", engine: TestGtk.engine)
        }
        let manager = G8ThemeManager(engine: TestGtk.engine, theme: try load())
        let ui = try GtkInterface(xml: TestGtk.document)
        manager.style(ui, with: "s")
        try manager.switchContexts(to: ["contrast": "high"])
        let title = try ui.object("title")
        #expect(GtkTestProbe.double(title, "xalign") == 0.75)
        var updates: [String] = []
        let watcher = try GtkThemeWatcher(url: styles, manager: manager, debounce: 0.05, load: load) { outcome in
            switch outcome {
            case .success(let report): updates.append("restyled: \(report.summary)")
            case .failure(let error): updates.append("refused: \(error.diagnostics.map(\.description).joined(separator: "; "))")
            }
        }
        defer { watcher.cancel() }
        try Data(#"{"styles": {"s": {"title.text": "two", "title.xalign": "{word.align}"}}}"#.utf8).write(to: styles)
        let deadline = Date().addingTimeInterval(5)
        while updates.isEmpty, Date() < deadline { G8Gtk.runLoop(for: 0.05) }
        #expect(updates == ["restyled: 2 values set, 0 errors, 0 warnings"])
        #expect(GtkTestProbe.label(title) == "two")
        #expect(GtkTestProbe.double(title, "xalign") == 0.75)
        #expect(manager.theme.contexts == ["contrast": "high"])
        // A style naming a token no file has: refused at its place, the look kept.
        try Data(#"{"styles": {"s": {"title.text": "three", "title.xalign": "{word.nope}"}}}"#.utf8).write(to: styles)
        while updates.count < 2, Date() < deadline.addingTimeInterval(5) { G8Gtk.runLoop(for: 0.05) }
        #expect(updates.count == 2)
        #expect(updates.last?.hasPrefix("refused: styles.json:1:") == true)
        #expect(GtkTestProbe.label(title) == "two")
    }

    @Test func noDisplayIsAnError() {
        #expect(G8GtkError.noDisplay("DISPLAY=:99").description == "no display: DISPLAY=:99")
    }
}
