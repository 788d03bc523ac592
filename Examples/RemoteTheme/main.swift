// RemoteTheme: a theme shipped with the app, updated by a server without a rebuild.
//
//     swift run RemoteTheme
//
// It loads the bundled theme, styles a screen, merges a good update, shows a broken update
// being rejected while the screen keeps its look, and switches to dark mode.
import Foundation
import G8Widgets

final class ProfileScreen: ViewController {
    let label1 = Label(text: "Title")
    let label2 = Label(text: "Name")
    let label3 = Label(text: "Bio")
    let button1 = Button(title: "Follow")
    let innerView = View()

    required init() {
        super.init()
        for subview in [label1, label2, label3, button1, innerView] as [View] { view.addSubview(subview) }
    }
}

func resource(_ name: String) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json") else {
        preconditionFailure("The example's resource \(name).json is missing from the bundle.")
    }
    return url
}

func show(_ title: String, _ theme: G8Theme, on screen: ProfileScreen, with g8: G8) {
    print("== \(title)")
    do {
        let report = g8.applyStyle(try theme.style(named: "viewController"), to: screen)
        if !report.isClean { print(report) }
    } catch {
        print(error)
    }
    print(g8.dump(screen))
    print("")
}

/// The example's steps, in a function so that everything it made is released before exit.
func runExample() {
    var g8 = G8.standard
    g8.logHandler = { print($0) }
    let screen = ProfileScreen()

    let provider: G8ThemeProvider
    do {
        provider = G8ThemeProvider(theme: try G8Theme(contentsOf: resource("theme")))
    } catch {
        print(error)
        return
    }
    show("bundled theme", provider.theme, on: screen, with: g8)

    for update in ["brand-refresh", "broken-update"] {
        let data: Data
        do { data = try Data(contentsOf: resource(update)) } catch {
            print("cannot read \(update).json: \(error)")
            return
        }
        switch provider.update(json: data, file: "\(update).json") {
        case .success(let theme):
            show("after \(update).json", theme, on: screen, with: g8)
        case .failure(let error):
            print("== \(update).json rejected; the screen keeps its look")
            print(error)
            print(g8.dump(screen))
            print("")
        }
    }

    switch provider.switchMode(to: "dark") {
    case .success(let theme): show("dark mode", theme, on: screen, with: g8)
    case .failure(let error): print(error)
    }
}

runExample()
