// FirstScreen: a first screen of your own, from top to bottom.
//
//     swift run FirstScreen
//
// A screen (a `ViewController` subclass), a widget of your own with its applier, a JSON theme
// with a dark mode, a theme manager that restyles the screen when the mode changes, and the
// engine's verbose log. The guide "Your First Screen" walks through the same code.
import Foundation
import G8Widgets

/// A widget of your own: a row of stars.
final class RatingView: View {
    var starColor: Color? = nil
    var starCount = 5
}

/// The applier that lets styles and themes set its two properties, by name and with their types.
let ratingApplier = G8ValueApplier<RatingView>(properties: [
    G8Property("starColor", \.starColor),
    G8Property("starCount", \.starCount, validate: { (1...10).contains($0) ? nil : "expected 1 to 10 stars" }),
])

/// The screen. Its outlets are stored properties: a style names them (`name`, `follow`,
/// `rating`). `ViewController`'s `init()` is `required`: a subclass writes `required init()`.
final class ProfileScreen: ViewController {
    let name = Label(text: "Ada Lovelace")
    let follow = Button(title: "Follow")
    let rating = RatingView()

    required init() {
        super.init()
        // Subviews with frames: styling finds the outlets without them, but `g8 preview` and
        // appearance defaults work on the view tree, and a preview needs sizes.
        view.frame = Rect(x: 0, y: 0, width: 360, height: 200)
        name.frame = Rect(x: 16, y: 24, width: 328, height: 28)
        follow.frame = Rect(x: 16, y: 72, width: 120, height: 44)
        rating.frame = Rect(x: 16, y: 136, width: 160, height: 24)
        for subview in [name, follow, rating] as [View] { view.addSubview(subview) }
    }
}

/// The example's steps, in a function so that everything it made is released before exit.
func runExample() {
    var g8 = G8.standard  // the appliers of every built-in widget
    g8.add(valueApplier: ratingApplier)
    g8.logLevel = .verbose  // every step, mismatch and missing property
    g8.logHandler = { print($0) }  // the default writes to standard error

    guard let url = Bundle.module.url(forResource: "first-theme", withExtension: "json") else {
        preconditionFailure("The example's resource first-theme.json is missing from the bundle.")
    }
    let manager: G8ThemeManager
    do {
        // The theme is checked against `g8`'s appliers as it loads: a wrong key is reported here.
        manager = G8ThemeManager(engine: g8, theme: try G8Theme(contentsOf: url, engine: g8))
    } catch {
        print(error)
        return
    }
    print("modes: \(manager.theme.modes.sorted()), current: \(manager.mode ?? "the default")")

    let screen = ProfileScreen()
    print("== styled")
    manager.style(screen, with: "profile")  // styled now, restyled on every switch
    print(g8.dump(screen))

    print("== dark")
    do {
        try manager.switchMode(to: "dark")
        print(g8.dump(screen))
        print("== back to the default mode")
        try manager.switchMode(to: nil)  // nil is the theme's default mode
        print(g8.dump(screen))
    } catch {
        print(error)
    }
}

runExample()
