import Foundation
@testable import G8Gtk
import Testing

/// A style's `css` reaches its own widget and nothing else: a value that could close the
/// widget's rule and open another, load a file, or hide either from the check is refused with
/// its place, the widget keeps its look, and every other widget keeps its pixels.
@MainActor
@Suite("CSS injection") struct CSSInjectionTests {
    /// Hostile `css` values and the start of what each is refused with.
    static let hostile: [(css: String, refusal: String)] = [
        ("color: red; } window { background: red; } .y {", "'}' at character 13"),
        ("color: red; }window{background:red}", "'}' at character 13"),
        ("font-family: \"}\" ; } window { background: red; }", "'}' at character 15"),
        ("color: red; \\7d window \\7b background: red \\7d", "an escape at character 13"),
        ("color: red; /* } window { background: red; } */", "a comment at character 13"),
        ("color: red; */ window", "the end of a comment at character 13"),
        ("@import url(\"/etc/passwd\");", "an at-rule at character 1"),
        ("color: red; @define-color accent red;", "an at-rule at character 13"),
        ("background-image: url(\"file:///etc/passwd\");", "url( at character 19"),
        ("background-image: URL(x);", "url( at character 19"),
        ("color: red; } window > box { background: red; }", "'}' at character 13"),
        ("color: red;\u{0}} window { background: red; }", "a control character (U+0) at character 12"),
    ]

    @Test func hostileDeclarationsAreRefusedAndTheOtherWidgetsKeepTheirPixels() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let base: G8Style = ["window.backgroundColor": Color(hex: "#FFFFFF"), "title.textColor": Color(hex: "#111111")]
        #expect(TestGtk.engine.applyStyle(base, to: ui).diagnostics == [])
        let before = try ui.renderPixels(of: "window")
        ui.flush()
        let sheet = GtkStyleSheet.shared.css
        for (css, refusal) in Self.hostile {
            let report = TestGtk.engine.applyStyle(["ok.css": css], to: ui)
            let lines = report.diagnostics.map(\.description)
            #expect(lines.count == 1, "\(css)")
            let expected = "error: ok.css: GtkButton.css cannot be \"\(css)\": \(refusal)"
            #expect(lines.first?.hasPrefix(expected) == true, "\(lines) should begin \(expected)")
            #expect(report.appliedCount == 0)
        }
        ui.flush()
        #expect(try ui.object("ok").cssClass == nil)
        #expect(GtkStyleSheet.shared.css == sheet)
        #expect(!GtkStyleSheet.shared.css.contains("window"))
        #expect(try ui.renderPixels(of: "window") == before)
    }

    @Test func declarationsAndNamedColoursStillApply() throws {
        try TestGtk.start()
        let ui = try GtkInterface(xml: TestGtk.document)
        let report = TestGtk.engine.applyStyle(["ok.css": "color: rgb(1,2,3); font-weight: bold; border-color: @borders;"], to: ui)
        #expect(report.diagnostics.map(\.description) == [])
        ui.flush()
        let ok = try #require(try ui.object("ok").cssClass)
        #expect(GtkStyleSheet.shared.css.contains(".\(ok){color: rgb(1,2,3); font-weight: bold; border-color: @borders;}"))
    }

    /// The check does not need GTK's thread: a theme loaded on another thread refuses the same
    /// values.
    @Test func theCheckIsTheSameOnAnyThread() async throws {
        for (css, refusal) in Self.hostile {
            let problem = await Task.detached { GtkCSS.declarationProblem(css) }.value
            #expect(problem?.hasPrefix(refusal) == true, "\(css): \(problem ?? "accepted")")
        }
    }
}
