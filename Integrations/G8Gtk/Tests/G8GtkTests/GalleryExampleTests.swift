import Foundation
import G8Gtk
import Testing

/// The gallery app run as a user runs it, in a process of its own under the test run's
/// display: what it prints, and the pictures it writes in each mode and contrast.
@MainActor
@Suite("Gallery app") struct GalleryExampleTests {
    static let example = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("GtkGallery")

    /// Runs the gallery with `arguments`; its exit status, standard output and standard error.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = example
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let folder = FileManager.default.temporaryDirectory
        let output = folder.appendingPathComponent("g8-gallery-out-\(UUID().uuidString)")
        let errors = folder.appendingPathComponent("g8-gallery-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8))
    }

    static let light = GtkRGBA(red: 255, green: 255, blue: 255)
    static let darkPaper = GtkRGBA(red: 28, green: 28, blue: 30)
    static let black = GtkRGBA(red: 0, green: 0, blue: 0)

    @Test func theGalleryDrawsItselfInEachModeAndContrastAndQuits() throws {
        try TestGtk.start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var pictures: [String: GtkPixels] = [:]
        for (mode, contrast) in [("light", "normal"), ("dark", "normal"), ("light", "high"), ("dark", "high")] {
            let path = folder.appendingPathComponent("\(mode)-\(contrast).png").path
            let run = try Self.run(["--screenshot", path, "--mode", mode, "--contrast", contrast])
            #expect(run.status == 0)
            #expect(run.output == """
                outlets: card, cardTitle, check, content, field, subtitle, title, toggleMode, window; made in code: stock, stockTitle
                styled: 29 values set, 0 errors, 0 warnings
                mode \(mode), contrast \(contrast): 29 values set, 0 errors, 0 warnings; wrote \(path) (378×399)

                """)
            let picture = try #require(GtkPixels(png: Data(contentsOf: URL(fileURLWithPath: path))))
            pictures["\(mode)-\(contrast)"] = picture
        }
        let lightNormal = try #require(pictures["light-normal"]), darkNormal = try #require(pictures["dark-normal"])
        let lightHigh = try #require(pictures["light-high"]), darkHigh = try #require(pictures["dark-high"])
        // The window's paper: white in light mode at either contrast; dark, and black at high contrast.
        #expect(lightNormal.pixel(x: 2, y: 2) == Self.light)
        #expect(lightHigh.pixel(x: 2, y: 2) == Self.light)
        #expect(darkNormal.pixel(x: 2, y: 2) == Self.darkPaper)
        #expect(darkHigh.pixel(x: 2, y: 2) == Self.black)
        // The card (a style names it): its surface, white or black at high contrast.
        #expect(lightNormal.pixel(x: 40, y: 127) == GtkRGBA(red: 242, green: 244, blue: 247))
        #expect(lightHigh.pixel(x: 40, y: 127) == Self.light)
        #expect(darkNormal.pixel(x: 40, y: 127) == GtkRGBA(red: 44, green: 44, blue: 46))
        #expect(darkHigh.pixel(x: 40, y: 127) == Self.black)
        // The progress bar made in code, which no style names: the theme's accent through the
        // named colour accent_bg_color, in each mode and contrast.
        let bar = (x: 210..<350, y: 290..<312)
        #expect(lightNormal.contains(GtkRGBA(red: 3, green: 102, blue: 214), inX: bar.x, y: bar.y))
        #expect(darkNormal.contains(GtkRGBA(red: 100, green: 210, blue: 255), inX: bar.x, y: bar.y))
        #expect(lightHigh.contains(GtkRGBA(red: 0, green: 63, blue: 138), inX: bar.x, y: bar.y))
        #expect(darkHigh.contains(GtkRGBA(red: 159, green: 227, blue: 255), inX: bar.x, y: bar.y))
        #expect(!lightNormal.contains(GtkRGBA(red: 0, green: 63, blue: 138), inX: bar.x, y: bar.y))
    }

    /// Every text the gallery's styles colour, on the background under it, in each mode and
    /// contrast, passes WCAG 2.2 AA (4.5:1): the pairs are read from the style, the colours
    /// from the resolver document's tokens.
    @Test func everyTextOfTheGalleryPassesWCAGAAInEachModeAndContrast() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/GtkGallery/Resources").standardizedFileURL
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: resources.appendingPathComponent("gallery-theme.json"))) as? [String: Any]
        let styles = try #require(file?["styles"] as? [String: [String: Any]])
        // Each outlet's background: its own, else its container's.
        let containers = ["title": "window", "subtitle": "window", "card": "window", "cardTitle": "card", "field": "card",
                          "check": "card", "toggleMode": "window", "stockTitle": "window"]
        var values: [String: String] = [:]
        for style in styles.values { for (key, value) in style { if let value = value as? String { values[key] = value } } }
        func background(of outlet: String) -> String? {
            values["\(outlet).backgroundColor"] ?? containers[outlet].flatMap { background(of: $0) }
        }
        var pairs: [(key: String, text: String, background: String)] = []
        for (key, value) in values.sorted(by: { $0.key < $1.key }) where key.contains(".textColor") || key.contains(".titleColor") {
            let outlet = String(key.prefix { $0 != "." })
            pairs.append((key, value, try #require(background(of: outlet), "no background under \(outlet)")))
        }
        #expect(pairs.map(\.key) == [
            "cardTitle.textColor", "check.textColor", "field.textColor", "stockTitle.textColor", "subtitle.textColor",
            "title.textColor", "toggleMode.titleColor", "toggleMode.titleColor:highlighted",
        ])
        let tokens = try G8Theme(resolver: resources.appendingPathComponent("gallery.resolver.json"), engine: .gtk)
        var failing: [String] = []
        for contrast in ["normal", "high"] {
            for mode in [nil, "dark"] {
                let theme = try tokens.resolved(contexts: ["contrast": contrast]).resolved(mode: mode)
                func color(_ alias: String) throws -> Color {
                    let token = try #require(theme.token(String(alias.dropFirst().dropLast())), "no token \(alias)")
                    return try G8TokenValues.color(token.value).get()
                }
                for pair in pairs {
                    let ratio = try color(pair.text).contrastRatio(on: color(pair.background))
                    if ratio < 4.5 { failing.append("\(pair.key) in \(mode ?? "light"), \(contrast) contrast: \(String(format: "%.2f", ratio)):1") }
                }
            }
        }
        #expect(failing == [])
    }

    /// The gallery running on a display of its own, its theme a copy the test saves: a broken
    /// save is reported and leaves the window as it was; the next good save restyles it.
    @Test func savingTheThemeWhileTheGalleryRunsRestylesItAndABrokenSaveChangesNothing() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/GtkGallery/Resources").standardizedFileURL
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("g8-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["gallery-theme.json", "gallery.resolver.json", "gallery-high-contrast.tokens.json"] {
            try FileManager.default.copyItem(at: resources.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let theme = folder.appendingPathComponent("gallery-theme.json")
        let gallery = try ExampleProcess("GtkGallery", ["--mode", "light", "--seconds", "120"], in: folder,
                                         environment: ["G8_GALLERY_THEME": theme.path])
        #expect(gallery.wait(for: "watching \(theme.path)\n"))
        let original = try String(contentsOf: theme, encoding: .utf8)

        // A save that breaks the file: reported with its place, nothing applied.
        let broken = original.replacingOccurrences(of: ##""title.textColor": "{color.ink}","##, with: ##""title.textColor": "{color.ink}""##)
        #expect(broken != original)
        try Data(broken.utf8).write(to: theme, options: .atomic)
        #expect(gallery.wait(for: "gallery-theme.json not applied:\n"))

        // The file fixed, the title's colour changed: the window is restyled whole.
        let fixed = original.replacingOccurrences(of: ##""title.textColor": "{color.ink}","##, with: ##""title.textColor": "{color.muted}","##)
        try Data(fixed.utf8).write(to: theme, options: .atomic)
        #expect(gallery.wait(for: "gallery-theme.json reloaded: 29 values set, 0 errors, 0 warnings; mode light, contrast normal\n"))
        let printed = gallery.printed
        #expect(printed.hasPrefix("""
            outlets: card, cardTitle, check, content, field, subtitle, title, toggleMode, window; made in code: stock, stockTitle
            styled: 29 values set, 0 errors, 0 warnings

            """))
        // The broken save's diagnostic names the file and the place of the fault: printed by
        // the gallery, and logged by the library's default handler on standard error.
        let fault = "gallery-theme.json:25:7: error: invalid JSON: expected ',' or '}', found '\"'\n"
        let notApplied = try #require(printed.range(of: "gallery-theme.json not applied:\n" + fault))
        let reloaded = try #require(printed.range(of: "gallery-theme.json reloaded:"))
        #expect(notApplied.upperBound <= reloaded.lowerBound)
        #expect(gallery.complaints == fault)
    }

    @Test func aBadOptionIsRefusedWithTheChoicesAndTheNearestName() throws {
        let contrast = try Self.run(["--screenshot", "x.png", "--contrast", "hihg"])
        #expect(contrast.status == 2)
        #expect(contrast.output == "")
        #expect(contrast.errors == """
            GtkGallery: --contrast cannot be 'hihg': expected 'normal' or 'high'; did you mean 'high'?
            Usage: GtkGallery [--mode light|dark] [--seconds N] | --screenshot PATH [--mode light|dark] [--contrast normal|high]

            """)
        let option = try Self.run(["--mdoe", "dark"])
        #expect(option.status == 2)
        #expect(option.errors.hasPrefix("GtkGallery: unknown option '--mdoe'; did you mean '--mode'?\n"))
        let alone = try Self.run(["--contrast", "high"])
        #expect(alone.status == 2)
        #expect(alone.errors.hasPrefix("GtkGallery: --contrast goes with --screenshot: a running gallery takes the desktop's contrast\n"))
    }
}
