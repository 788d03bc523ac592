import Foundation
import G8TestSupport
@testable import G8Tool
import G8Widgets
import Testing

/// What `g8 preview` says about a team's own screen that a picture cannot show as it is: no
/// size, views without frames, and outlets the style names that the screen lacks.
@Suite("g8 preview of a team's screens")
struct PreviewWarningTests {
    final class FramelessScreen: ViewController {
        let heading = Label(text: "Heading")
        required init() {
            super.init()
            view.addSubview(heading)
        }
    }

    final class HalfFramedScreen: ViewController {
        let heading = Label(text: "Heading")
        let action = Button(title: "Go")
        required init() {
            super.init()
            view.frame = Rect(x: 0, y: 0, width: 200, height: 100)
            heading.frame = Rect(x: 8, y: 8, width: 184, height: 24)
            view.addSubview(heading)
            view.addSubview(action)
        }
    }

    /// Runs `g8 preview` in the process with the two screens, on a theme of one style.
    func preview(screen: String, style: String) throws -> (status: Int32, output: String, errors: String) {
        let folder = try temporaryDirectory("preview-warnings")
        let theme = folder.appendingPathComponent("team.json")
        try Data(#"{"styles": {"screen": \#(style)}}"#.utf8).write(to: theme)
        var console = Console(environment: ["NO_COLOR": "1"], outputIsTerminal: false, engine: .standard, screens: [
            "frameless": { FramelessScreen() }, "half": { HalfFramedScreen() },
        ])
        let out = folder.appendingPathComponent("team.svg").path
        let status = Tool.run(["preview", theme.path, "--style", "screen", "--screen", screen, "--out", out], console: &console)
        return (status, console.output, console.errors)
    }

    @Test func aScreenWithoutFramesIsAnEmptyPictureAndSaysSo() throws {
        let result = try preview(screen: "frameless", style: ##"{"heading.textColor": "#FF0000"}"##)
        #expect(result.status == 0)
        #expect(result.errors == """
            g8 preview: warning: the screen has no size (its view and subviews have no frames), so the picture is empty; give the view and its subviews frames

            """)
        #expect(result.output.contains("(SVG, 0×0 points)"))
    }

    @Test func viewsWithoutFramesAreNamed() throws {
        let result = try preview(screen: "half", style: ##"{"heading.textColor": "#FF0000"}"##)
        #expect(result.status == 0)
        #expect(result.errors == """
            g8 preview: warning: 1 visible view has no size and is not drawn: Button at view.subviews[1]

            """)
    }

    @Test func outletsTheScreenLacksAreListedWithTheOnesItHas() throws {
        let result = try preview(screen: "half", style: ##"{"headline.textColor": "#FF0000", "heading.textColor": "#00FF00"}"##)
        #expect(result.status == 0)
        #expect(result.errors.contains(
            "team.json:1:24: warning: headline.textColor: HalfFramedScreen has no child 'headline'; did you mean 'heading'?\n"))
        #expect(result.errors.contains("g8 preview: note: HalfFramedScreen has the outlets 'view', 'heading', 'action'\n"))
    }
}
