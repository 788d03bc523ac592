// ThemePluginApp: a theme's styles and tokens used by names the compiler checks.
//
//     swift run --package-path Examples/ThemePluginApp
//
// App.theme.json, beside this file, becomes `AppTheme` at build time (the G8ThemePlugin):
// `AppTheme.Style.screen` is a case, `AppTheme.Token.Color.brand` a `Color`. A misspelt name
// does not compile, and an invalid theme fails the build at its line and column.
import Foundation
import G8Widgets

final class WelcomeScreen: ViewController {
    let titleLabel = Label(text: "Welcome")
    let bodyLabel = Label(text: "Checked by the compiler")
    let continueButton = Button(title: "Continue")

    required init() {
        super.init()
        for subview in [titleLabel, bodyLabel, continueButton] as [View] { view.addSubview(subview) }
    }
}

/// The example's steps, in a function so that everything it made is released before exit.
func runExample() throws {
    var engine = G8.standard
    engine.logHandler = { print($0) }

    // The theme's text is in the generated code: no bundle resource to find.
    let theme = try AppTheme.load(engine: engine)
    print("styles: " + AppTheme.Style.allCases.map(\.rawValue).joined(separator: ", "))

    // A style by its case: no `try`, no string to misspell.
    let screen = WelcomeScreen()
    let report = engine.applyStyle(theme.style(.screen), to: screen)
    print("== \(AppTheme.Style.screen.rawValue), default mode: \(report.appliedCount) values set, \(report.errors.count) errors")
    print(engine.dump(screen))

    // Tokens as Swift values, the same as the loaded theme's.
    print("")
    print("brand: \(AppTheme.Token.Color.brand), title font: \(AppTheme.Token.Font.title)")
    print("card: \(AppTheme.Token.Space.card) pt, 2xl: \(AppTheme.Token.Space._2xl) pt, fade: \(AppTheme.Token.Motion.fade)")
    print("button padding: \(AppTheme.Token.Padding.button), chevron: \(AppTheme.Token.Icon.chevron)")
    let loadedBrand = theme.token("color.brand")?.value.stringValue.flatMap(Color.init(hex:))
    print("AppTheme.Token.Color.brand is the loaded theme's color.brand: \(loadedBrand == AppTheme.Token.Color.brand)")

    // A theme manager takes the cases too, and restyles on a mode switch.
    let manager = G8ThemeManager(engine: engine, theme: theme)
    manager.style(screen, with: .screen)
    let dark = try manager.switchMode(to: "dark")
    print("")
    print("== screen, dark mode: \(dark.appliedCount) values set, \(dark.errors.count) errors")
    print(engine.dump(screen))

    // Another theme, without the style: an empty style, and the error in the log.
    print("")
    let other = try G8Theme(json: Data(#"{"styles": {"screen": {}}}"#.utf8), file: "other.json", engine: engine)
    let missing = other.style(AppTheme.Style.title)
    print("another theme's 'title': \(missing.isEmpty ? "empty" : "not empty")")
}

do {
    try runExample()
} catch {
    print(error)
    exit(1)
}
