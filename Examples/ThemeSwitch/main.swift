// ThemeSwitch: live widgets follow a theme and its light/dark mode.
//
//     swift run ThemeSwitch
//
// A feed screen is styled by a theme manager; cards get appearance defaults (labels inside a
// card are white), one label keeps a value set directly, and a decorator is re-run after the
// switch. The screen is switched to dark mode and back, and the tree printed each time.
import Foundation
import G8Widgets

final class Card: View {
    let title = Label(text: "Card title")
    let detail = Label(text: "Card detail")
    required init() {
        super.init()
        addSubview(title)
        addSubview(detail)
    }
}

final class FeedScreen: ViewController {
    let header = Label(text: "Feed")
    let follow = Button(title: "Follow")
    let toggle = Switch()
    let card = Card()
    let footnote = Label(text: "Updated just now")
    required init() {
        super.init()
        for subview in [header, follow, toggle, card, footnote] as [View] { view.addSubview(subview) }
    }
}

extension G8Decorator where View == Label {
    /// Sizes a footnote from the current mode: larger in dark mode, for contrast.
    static func footnote(_ manager: G8ThemeManager) -> G8Decorator {
        let size: Double = manager.mode == "dark" ? 13 : 12
        return G8Decorator { $0.font = .systemFont(ofSize: size) }
    }
}

/// The example's steps, in a function so that everything it made is released before exit.
func runExample() {
    var g8 = G8.standard
    g8.logHandler = { print($0) }

    guard let url = Bundle.module.url(forResource: "app-theme", withExtension: "json") else {
        preconditionFailure("The example's resource app-theme.json is missing from the bundle.")
    }
    let manager: G8ThemeManager
    do {
        manager = G8ThemeManager(engine: g8, theme: try G8Theme(contentsOf: url, engine: g8))
    } catch {
        print(error)
        return
    }

    let appearance = G8Appearance(engine: g8)
    appearance.register([G8K.Label.textColor: Color.gray], for: Label.self)
    appearance.register([G8K.Label.textColor: Color.white, G8K.Label.numberOfLines: 2], for: Label.self, whenContainedIn: [Card.self])
    appearance.register(["backgroundColor": "#0A84FF", "layer.cornerRadius": 12], for: Card.self)

    let window = Window()
    appearance.attach(to: window)
    let screen = FeedScreen()
    window.rootViewController = screen  // appearance defaults apply as the views enter the window
    screen.footnote.textColor = .orange  // set directly: it wins over the defaults
    manager.style(screen, with: "feed")
    screen.footnote.decorate(with: .footnote(manager))

    func show(_ title: String) {
        print("== \(title) (mode: \(manager.mode ?? "default"))")
        print(g8.dump(screen))
        print("")
    }

    show("light")
    for mode in ["dark", nil] as [String?] {
        do {
            let report = try manager.switchMode(to: mode)
            appearance.refresh(window)
            screen.footnote.removeDecorators()
            screen.footnote.decorate(with: .footnote(manager))
            print("switched: \(report.summary)")
            show(mode ?? "back to light")
        } catch {
            print(error)
        }
    }
}

runExample()
