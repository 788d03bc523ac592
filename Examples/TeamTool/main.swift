// TeamTool: a team's own g8, which lints, previews, dumps and describes themes that style the
// app's own widgets as well as the built-in ones.
//
//     swift run TeamTool lint --strict Examples/TeamTool/team-theme.json
//     swift run TeamTool lint --contrast Examples/TeamTool/team-theme.json
//     swift run TeamTool dump Examples/TeamTool/team-theme.json --style inbox --screen inbox
//     swift run TeamTool schema --out team-theme.schema.json
//
// `g8 lint --strict` fails on this theme: g8 knows only the built-in widgets, so every
// property of `BadgeView` is undeclared. This tool registers the app's applier with the
// standard ones, so the same command passes, and a misspelt badge property is caught.
import G8Tool
import G8Widgets

/// How a badge is drawn.
enum BadgeShape: String, G8NamedCases {
    /// A circle around the count.
    case circle
    /// A rounded rectangle around the count.
    case pill
}

/// The app's own widget: a count in a colored badge. It says what text it draws on what, so
/// that `lint --contrast` checks its count against its badge.
final class BadgeView: View, G8TextDrawing {
    var badgeColor: Color? = nil
    var countColor: Color = .white
    var shape: BadgeShape = .circle
    var maximumCount: Int = 99
    let countLabel = Label(text: "3")

    var drawnTexts: [G8DrawnText] {
        [G8DrawnText(colorKey: "countColor", color: countColor, font: countLabel.font, fill: badgeColor, fillKey: "badgeColor")]
    }
}

/// A screen of the app, with the outlets its styles name.
final class InboxScreen: ViewController {
    let heading = Label(text: "Inbox")
    let unread = BadgeView()
    let compose = Button(title: "Compose")

    required init() {
        super.init()
        view.frame = Rect(x: 0, y: 0, width: 320, height: 120)
        heading.frame = Rect(x: 16, y: 16, width: 200, height: 32)
        unread.frame = Rect(x: 240, y: 20, width: 40, height: 24)
        compose.frame = Rect(x: 16, y: 64, width: 120, height: 40)
        for subview in [heading, unread, compose] as [View] { view.addSubview(subview) }
    }
}

/// Another screen: with two, `preview` and `dump` take `--screen NAME`.
final class BadgeGallery: ViewController {
    let small = BadgeView(), large = BadgeView()

    required init() {
        super.init()
        view.frame = Rect(x: 0, y: 0, width: 200, height: 60)
        small.frame = Rect(x: 16, y: 16, width: 24, height: 24)
        large.frame = Rect(x: 60, y: 10, width: 48, height: 36)
        view.addSubview(small)
        view.addSubview(large)
    }
}

/// The app's applier, in the property form: the engine knows each name, type and check, so
/// lint checks theme values against them and `schema` describes them.
let badgeApplier = G8ValueApplier<BadgeView>(properties: [
    G8Property("badgeColor", get: { $0.badgeColor }, set: { $0.badgeColor = $1 }),
    G8Property("countColor", get: { $0.countColor }, set: { $0.countColor = $1 }),
    G8Property("shape", get: { $0.shape }, set: { $0.shape = $1 }),
    G8Property("maximumCount", get: { $0.maximumCount }, set: { $0.maximumCount = $1 },
               validate: { $0 >= 1 ? nil : "expected a count of 1 or more" }),
])

var engine = G8.standard
engine.add(valueApplier: badgeApplier)
G8Tool.main(engine: engine, screens: ["inbox": { InboxScreen() }, "gallery": { BadgeGallery() }])
