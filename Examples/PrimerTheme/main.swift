// PrimerTheme: a screen styled with GitHub Primer's real design tokens, read through Primer's
// resolver document (the Design Tokens Resolver Module), in light, dark and dark high contrast.
//
//     swift run PrimerTheme [PATH/TO/github-primer.resolver.json]
//
// Without an argument the resolver is looked for at ../shared/design-tokens/dtcg-examples/
// relative to the package root (or one level further up, from a git worktree); Primer's files are
// not part of this package. Without them the example says what it needs and exits with status 1,
// as it does when the theme cannot be loaded. The styles below
// name Primer's tokens; the theme manager switches the resolver's `theme` modifier over the live
// screen, and the screen is printed each time.
import Foundation
import G8Widgets

final class IssueScreen: ViewController {
    let heading = Label(text: "Tokens load unchanged")
    let meta = Label(text: "opened 2 hours ago")
    let link = Label(text: "#19 Real design-token files")
    let card = View()
    let body = Label(text: "Real files from seven design systems")
    let merge = Button(title: "Merge pull request")
    let cancel = Button(title: "Cancel")
    required init() {
        super.init()
        card.addSubview(body)
        for subview in [heading, meta, link, card, merge, cancel] as [View] { view.addSubview(subview) }
    }
}

/// The styles, written against Primer's token names.
let styles = """
    {"styles": {
      "issue": {
        "view.backgroundColor": "{bgColor.default}",
        "heading.textColor": "{fgColor.default}",
        "meta.textColor": "{fgColor.muted}",
        "link.textColor": "{fgColor.accent}",
        "card": {"backgroundColor": "{bgColor.muted}", "layer.cornerRadius": "{borderRadius.medium}",
                 "layer.borderWidth": "{borderWidth.default}", "layer.borderColor": "{borderColor.default}"},
        "body.textColor": "{fgColor.default}",
        "merge": {"backgroundColor": "{button.primary.bgColor.rest}", "titleColor": "{button.primary.fgColor.rest}",
                  "layer.cornerRadius": "{borderRadius.medium}"},
        "cancel": {"backgroundColor": "{button.default.bgColor.rest}", "titleColor": "{button.default.fgColor.rest}",
                   "layer.borderColor": "{button.default.borderColor.rest}", "layer.borderWidth": "{borderWidth.default}"}}}}
    """

/// Primer's resolver document: the argument, or the shared folder beside the package.
func resolverURL() -> URL? {
    if CommandLine.arguments.count > 1 { return URL(fileURLWithPath: CommandLine.arguments[1]) }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for candidate in ["../shared/design-tokens", "../../shared/design-tokens"] {
        let url = root.appendingPathComponent(candidate + "/dtcg-examples/github-primer.resolver.json").standardizedFileURL
        if FileManager.default.fileExists(atPath: url.path) { return url }
    }
    return nil
}

/// Writes a line to standard error.
func complain(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// The example's steps, in a function so that everything it made is released before exit;
/// false when it could not run.
func runExample() -> Bool {
    var g8 = G8.standard
    g8.logHandler = { print($0) }
    guard let url = resolverURL() else {
        complain("""
            PrimerTheme needs GitHub Primer's design tokens, which are not part of this package: \
            pass the path of github-primer.resolver.json (swift run PrimerTheme PATH), or put the \
            design-tokens folder at ../shared/design-tokens beside the package
            """)
        return false
    }
    let manager: G8ThemeManager
    do {
        let theme = try G8Theme(resolver: url, styles: Data(styles.utf8), stylesFile: "styles.json", engine: g8)
        print("Primer: \(theme.tokens.count) tokens; modifiers: "
            + theme.modifiers.map { "\($0.name) (\($0.contexts.joined(separator: ", ")))" }.joined(separator: "; "))
        manager = G8ThemeManager(engine: g8, theme: theme)
    } catch {
        complain("PrimerTheme: \(error)")
        return false
    }
    let screen = IssueScreen()
    manager.style(screen, with: "issue")
    var succeeded = true
    for context in ["light", "dark", "dark-hc"] {
        do {
            let report = try manager.switchContexts(to: ["theme": context])
            print("== theme: \(context) (\(report.appliedCount) values set, \(report.errors.count) errors)")
            print(g8.dump(screen))
            print("")
        } catch {
            complain("PrimerTheme: \(error)")
            succeeded = false
        }
    }
    return succeeded
}

if !runExample() { exit(1) }
