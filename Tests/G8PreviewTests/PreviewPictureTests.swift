import Foundation
import G8TestSupport
import G8Widgets
import Testing

/// The previews `g8 preview` draws, checked as pictures: rasterized by a real SVG renderer
/// (`rsvg-convert`, from Debian's librsvg2-bin, which `.ci/run` installs) and read back pixel
/// by pixel, in light and dark mode.
@Suite("Preview pictures")
struct PreviewPictureTests {
    /// `rsvg-convert` on the `PATH`, if installed.
    static let rsvgConvert: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/rsvg-convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// CI sets `G8_REQUIRE_RSVG=1`: there, a missing renderer is a failure, not a skip.
    @Test func theRendererIsInstalledWhereRequired() {
        if ProcessInfo.processInfo.environment["G8_REQUIRE_RSVG"] == "1" {
            #expect(PreviewPictureTests.rsvgConvert != nil, "install rsvg-convert: apt-get install librsvg2-bin")
        }
    }

    /// The pictures under `docs/` are what the tool draws today; `G8_RECORD=1` redraws them
    /// (`scripts/previews.sh` also makes the PNG copies the README shows).
    @Test(arguments: [("light", nil), ("dark", "dark")] as [(String, String?)])
    func theCommittedPreviewsAreUpToDate(name: String, mode: String?) throws {
        let committed = Repository.root.appendingPathComponent("docs/preview-\(name).svg")
        let drawn = try preview(mode: mode)
        if ProcessInfo.processInfo.environment["G8_RECORD"] == "1" {
            try Data(drawn.utf8).write(to: committed)
        }
        let expected = try String(contentsOf: committed, encoding: .utf8)
        #expect(drawn == expected, "run G8_RECORD=1 swift test --filter PreviewPictureTests, then scripts/previews.sh")
    }

    @Test(.enabled(if: rsvgConvert != nil, "needs rsvg-convert (apt-get install librsvg2-bin)"),
          arguments: [nil, "dark"] as [String?])
    func thePixelsAreTheThemesColors(mode: String?) throws {
        let theme = try G8Theme(contentsOf: URL(fileURLWithPath: Repository.demoTheme), engine: .standard)
        let modal = try mode.map { try theme.resolved(mode: $0) } ?? theme
        func color(_ token: String) throws -> String {
            let value = try #require(modal.token("color." + token)?.value.stringValue, "no token color.\(token)")
            return try #require(Color(hex: value)).hexString
        }
        let picture = try rasterize(try preview(mode: mode))
        #expect(picture.width == 390 && picture.height == 780)

        // The screen and the navigation bar.
        #expect(picture.hex(x: 5, y: 64) == (try color("paper")))
        #expect(picture.hex(x: 5, y: 5) == (try color("surface")))
        // The heading's text is drawn in the ink color.
        #expect(picture.count(try color("ink"), x: 20, y: 72, width: 350, height: 40) > 100)
        // Buttons: each state's background, and the titles' colors.
        #expect(picture.hex(x: 28, y: 192) == (try color("accent")))
        #expect(picture.hex(x: 213, y: 192) == (try color("pressed")))
        #expect(picture.hex(x: 28, y: 248) == (try color("disabled")))
        #expect(picture.hex(x: 213, y: 248) == (try color("success")))
        #expect(picture.count(try color("onAccent"), x: 32, y: 172, width: 141, height: 40) > 50)
        #expect(picture.count(try color("muted"), x: 32, y: 228, width: 141, height: 40) > 30)
        // The switch's track and the selected segment.
        #expect(picture.hex(x: 325, y: 413) == (try color("success")))
        #expect(picture.hex(x: 142, y: 503) == (try color("accent")))
        // The card: its background and its title's text.
        #expect(picture.hex(x: 200, y: 631) == (try color("card")))
        #expect(picture.count(try color("cardInk"), x: 118, y: 557, width: 236, height: 24) > 40)
        if mode == nil {
            // The card's shadow darkens the paper under it.
            #expect(picture.hex(x: 200, y: 642) != (try color("paper")))
        }
    }

    /// The demo theme's `screen` style drawn by `g8 preview`, as SVG text.
    private func preview(mode: String?) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("preview.svg").path
        var arguments = ["preview", Repository.demoTheme, "--style", "screen", "--out", out]
        if let mode { arguments += ["--mode", mode] }
        let result = try ExampleRunner.run("g8", arguments: arguments)
        try #require(result.status == 0, "g8 preview failed: \(result.standardError)")
        return try String(contentsOfFile: out, encoding: .utf8)
    }

    /// The picture as `rsvg-convert` draws it, at one pixel per point.
    private func rasterize(_ svg: String) throws -> PNGImage {
        let converter = try #require(PreviewPictureTests.rsvgConvert)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-raster-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg"), output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format", "png", "--output", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rsvg-convert failed")
        return try PNGImage(data: try Data(contentsOf: output))
    }
}
