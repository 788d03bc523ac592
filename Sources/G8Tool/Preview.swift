import Foundation
import G8Core
import G8Widgets
import G8Preview

/// `g8 preview` and `g8 dump`: a theme's style applied to the demo screen, drawn or printed.
enum PreviewCommand {
    static let spec = CommandSpec(
        name: "preview",
        summary: "Draw a theme's style on the demo screen, as SVG or HTML.",
        flags: ["--watch"], options: ["--style", "--mode", "--out", "--screen"],
        usage: "g8 preview THEME.json --style NAME [--mode MODE] [--screen NAME] --out FILE.svg|FILE.html [--watch]",
        help: """
            OVERVIEW: Draw a theme's style on the demo screen, as an SVG picture or an HTML page.

            USAGE: g8 preview THEME.json --style NAME [--mode MODE] [--screen NAME] --out FILE.svg|FILE.html [--watch]

            The style is applied to the demo screen (PreviewScreen in G8Widgets): a navigation
            bar, labels, buttons in the normal, highlighted, disabled and selected states, text
            fields, a switch, a slider, segments, and two cards with images. The picture shows
            colors, fonts, sizes, alignment, corner radius, borders, shadows and each button's
            title for its state.

            OPTIONS:
              --style NAME     The style to apply, from the theme's "styles".
              --mode MODE      A mode of the theme's tokens, such as dark; the default mode if
                               left out.
              --out FILE       Where to write: FILE.svg for a picture, FILE.html for a page.
              --screen NAME    The screen to style, when the tool has several (g8 has one,
                               demo; a team's own tool, made with G8Tool, has its own).
              --watch          Keep running and draw again each time the theme file changes
                               (saved in place or by rename); a bad edit prints its errors
                               and keeps the last picture. Ctrl-C (SIGINT) or SIGTERM stops.
              -h, --help       Show this help.

            EXIT STATUS:
              0  written (warnings are printed); with --watch, stopped by a signal
              1  the theme or the style has errors; nothing is written
              2  bad usage, an unknown style or mode, or a file that cannot be read

            EXAMPLES:
              g8 preview theme.json --style screen --mode dark --out dark.svg
              g8 preview theme.json --style screen --out screen.html --watch
            """)

    static let dumpSpec = CommandSpec(
        name: "dump",
        summary: "Print the demo screen styled by a theme, as a text tree.",
        flags: [], options: ["--style", "--mode", "--screen"],
        usage: "g8 dump THEME.json --style NAME [--mode MODE] [--screen NAME]",
        help: """
            OVERVIEW: Print the demo screen styled by a theme, as a text tree.

            USAGE: g8 dump THEME.json --style NAME [--mode MODE] [--screen NAME]

            Applies the style as g8 preview does, then prints each widget with the properties
            that differ from a new widget of its class.

            OPTIONS:
              --style NAME     The style to apply, from the theme's "styles".
              --mode MODE      A mode of the theme's tokens, such as dark.
              --screen NAME    The screen to style, when the tool has several.
              -h, --help       Show this help.

            EXIT STATUS:
              0  printed (warnings go to standard error)
              1  the theme or the style has errors
              2  bad usage, an unknown style or mode, or a file that cannot be read

            EXAMPLE:
              g8 dump theme.json --style screen --mode dark
            """)

    /// How a preview or dump stopped short.
    enum Failure: Error {
        /// The command line was wrong; the message says what to type.
        case usage(UsageError)
        /// Problems were printed; exit with this status.
        case reported(Int32)
    }

    static func runPreview(_ parsed: ParsedArguments, console: inout Console) throws(UsageError) -> Int32 {
        let themePath = try spec.singleTheme(in: parsed)
        let styleName = try spec.required("--style", in: parsed, example: "screen")
        let out = try spec.required("--out", in: parsed, example: "preview.svg")
        let isHTML: Bool
        switch URL(fileURLWithPath: out).pathExtension.lowercased() {
        case "svg": isHTML = false
        case "html", "htm": isHTML = true
        default: throw UsageError(message: "--out must name a .svg or .html file, for example --out preview.svg")
        }
        let mode = parsed.options["--mode"], screenName = parsed.options["--screen"]
        let status = try drawPreview(themePath: themePath, styleName: styleName, mode: mode, screenName: screenName,
                                     out: out, isHTML: isHTML, console: &console)
        guard parsed.flags.contains("--watch") else { return status }
        return watchPreview(themePath: themePath, console: &console) { (console: inout Console) throws(UsageError) -> Int32 in
            try drawPreview(themePath: themePath, styleName: styleName, mode: mode, screenName: screenName,
                            out: out, isHTML: isHTML, console: &console)
        }
    }

    /// Draws the preview once: the styled screen written to `out`.
    static func drawPreview(themePath: String, styleName: String, mode: String?, screenName: String?, out: String,
                            isHTML: Bool, console: inout Console) throws(UsageError) -> Int32 {
        let screen: AnyObject
        switch styledScreen(themePath: themePath, styleName: styleName, mode: mode,
                            screenName: screenName, command: "preview", console: &console) {
        case .success(let styled): screen = styled
        case .failure(.usage(let error)): throw error
        case .failure(.reported(let status)): return status
        }
        guard let view = (screen as? ViewController)?.view ?? (screen as? View) else {
            throw UsageError(message: "the screen is a \(type(of: screen)), which is neither a ViewController nor a View, so there is nothing to draw")
        }
        let modeText = mode.map { "\($0) mode" } ?? "default mode"
        let title = "\(styleName) — \((themePath as NSString).lastPathComponent), \(modeText)"
        let renderer = G8PreviewRenderer()
        let text = isHTML
            ? renderer.html(of: view, title: title, caption: "Rendered by g8 \(G8.version) from \(themePath).")
            : renderer.svg(of: view, title: title)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            console.printError("g8 preview: cannot write '\(out)': \(error.localizedDescription)")
            return 1
        }
        let size = G8PreviewRenderer.canvasSize(of: view)
        if size.width <= 0 || size.height <= 0 {
            console.printError("g8 preview: warning: the screen has no size (its view and subviews have no frames), so the picture is empty; give the view and its subviews frames")
        } else {
            let unsized = G8PreviewRenderer.unsizedViews(in: view)
            if !unsized.isEmpty {
                console.printError("g8 preview: warning: \(unsized.count) visible view\(unsized.count == 1 ? " has" : "s have") no size and \(unsized.count == 1 ? "is" : "are") not drawn: " + unsized.joined(separator: ", "))
            }
        }
        console.print("g8 preview: wrote \(out) (\(isHTML ? "HTML" : "SVG"), \(Int(size.width))×\(Int(size.height)) points): style '\(styleName)', \(modeText)")
        return 0
    }

    static func runDump(_ parsed: ParsedArguments, console: inout Console) throws(UsageError) -> Int32 {
        let themePath = try dumpSpec.singleTheme(in: parsed)
        let styleName = try dumpSpec.required("--style", in: parsed, example: "screen")
        switch styledScreen(themePath: themePath, styleName: styleName, mode: parsed.options["--mode"],
                            screenName: parsed.options["--screen"], command: "dump", console: &console) {
        case .success(let screen):
            console.print(console.engine.dump(screen).trimmingCharacters(in: .newlines))
            return 0
        case .failure(.usage(let error)): throw error
        case .failure(.reported(let status)): return status
        }
    }

    /// "the theme has no style 'x'; did you mean 'y'? (its styles: …)".
    static func unknown(_ what: String, _ name: String, choices: [String]) -> UsageError {
        let list = choices.isEmpty ? "it has no \(what)s" : "its \(what)s: " + choices.joined(separator: ", ")
        return UsageError(message: "the theme has no \(what) '\(name)'\(didYouMean(name, in: choices)) (\(list))")
    }

    /// The screen named `screenName` (the only one when nil and there is one), new, or why
    /// there is none: "the tool has no screen 'x'; did you mean 'y'? (its screens: …)".
    static func makeScreen(named screenName: String?, console: Console) -> Result<AnyObject, UsageError> {
        let names = console.screens.keys.sorted()
        let name: String
        if let screenName {
            name = screenName
        } else if names.count == 1, let only = names.first {
            name = only
        } else if names.isEmpty {
            return .failure(UsageError(message: "this tool has no screens to style"))
        } else {
            return .failure(UsageError(message: "--screen is required, for example --screen \(names[0]) (the tool's screens: \(names.joined(separator: ", ")))"))
        }
        guard let make = console.screens[name] else {
            return .failure(UsageError(message: "the tool has no screen '\(name)'\(didYouMean(name, in: names)) (its screens: \(names.joined(separator: ", ")))"))
        }
        return .success(make())
    }

    /// The screen with the theme's style applied, or why not. Nothing is applied when the
    /// style has errors.
    static func styledScreen(themePath: String, styleName: String, mode: String?, screenName: String?, command: String,
                             console: inout Console) -> Result<AnyObject, Failure> {
        let screen: AnyObject
        switch makeScreen(named: screenName, console: console) {
        case .success(let made): screen = made
        case .failure(let error): return .failure(.usage(error))
        }
        let data: Data
        switch readFile(themePath) {
        case .success(let contents): data = contents
        case .failure(let problem):
            console.printError("g8 \(command): cannot read '\(themePath)': \(problem.reason)")
            return .failure(.reported(2))
        }
        var engine = console.engine
        engine.logLevel = .off
        engine.isStrict = true
        let theme: G8Theme
        do {
            theme = try G8Theme(json: data, file: themePath, engine: engine)
        } catch {
            console.printErrors(error.diagnostics, file: themePath)
            console.printError("g8 \(command): the theme has errors; run 'g8 lint \(themePath)' for all of them")
            return .failure(.reported(1))
        }
        guard theme.styleNames.contains(styleName) else {
            return .failure(.usage(unknown("style", styleName, choices: theme.styleNames)))
        }
        var modal = theme
        if let mode {
            guard theme.modes.contains(mode) else {
                return .failure(.usage(unknown("mode", mode, choices: theme.modes)))
            }
            do {
                modal = try theme.resolved(mode: mode)
            } catch {
                console.printErrors(error.diagnostics, file: themePath)
                return .failure(.reported(1))
            }
        }
        let style: G8Style
        do {
            style = try modal.style(named: styleName)
        } catch {
            console.printErrors(error.diagnostics, file: themePath)
            return .failure(.reported(1))
        }
        let report = engine.applyStyle(style, to: screen)
        console.printErrors(report.diagnostics.filter { $0.level >= .warning }, file: themePath)
        // A style written for another screen names outlets this one lacks: list the ones it has.
        let screenType = G8TypeName.of(type(of: screen))
        if report.diagnostics.contains(where: {
            if case .unknownChild(_, screenType, _) = $0.kind { return true } else { return false }
        }) {
            let outlets = G8Children.names(of: screen)
            console.printError("g8 \(command): note: \(screenType) has "
                + (outlets.isEmpty ? "no outlets" : "the outlets " + outlets.map { "'\($0)'" }.joined(separator: ", ")))
        }
        guard !report.hasErrors else {
            console.printError("g8 \(command): style '\(styleName)' has errors on the screen; nothing was applied")
            return .failure(.reported(1))
        }
        return .success(screen)
    }
}

// MARK: --watch

extension PreviewCommand {
    /// What the watch loop waits for: a change of the theme file or a signal to stop.
    final class WatchEvents: @unchecked Sendable {
        private let condition = NSCondition()
        private var changed = false
        private var stopped = false

        func post(stop: Bool) {
            condition.lock()
            if stop { stopped = true } else { changed = true }
            condition.signal()
            condition.unlock()
        }

        /// Waits for the next event: true to draw again, false to stop (which wins over a change).
        func next() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while !changed && !stopped { condition.wait() }
            changed = false
            return !stopped
        }
    }

    /// `g8 preview --watch`: after the first picture, draws again each time G8ThemeWatcher sees
    /// the theme file change, until SIGINT or SIGTERM; then stops the watcher and returns 0.
    static func watchPreview(themePath: String, console: inout Console,
                             draw: (inout Console) throws(UsageError) -> Int32) -> Int32 {
        let events = WatchEvents()
        // The signals are taken from a queue, not by a handler: blocked here (and so in the
        // threads started from here), read by dispatch sources.
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM] { sigaddset(&signals, number) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let sources = [SIGINT, SIGTERM].map { number in
            #if !os(Linux)
            signal(number, SIG_IGN)
            #endif
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { events.post(stop: true) }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }
        var engine = G8.standard
        engine.logLevel = .off
        let watcher: G8ThemeWatcher
        do {
            watcher = try G8ThemeWatcher(url: URL(fileURLWithPath: themePath), engine: engine) { _ in events.post(stop: false) }
        } catch {
            console.printError("g8 preview: \(error.diagnostics.map(\.message).joined(separator: "; "))")
            return 2
        }
        defer { watcher.cancel() }
        console.print("g8 preview: watching \(themePath); press Ctrl-C to stop")
        console.flush()
        while events.next() {
            do throws(UsageError) {
                _ = try draw(&console)
            } catch {
                console.printError("g8 preview: \(error.message)")
            }
            console.flush()
        }
        console.print("g8 preview: stopped watching \(themePath)")
        return 0
    }
}
