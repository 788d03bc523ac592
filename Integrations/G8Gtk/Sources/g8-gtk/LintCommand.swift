import Foundation
import G8Gtk
import G8Tool

/// `g8-gtk lint`: a theme checked against the GTK engine, and against GtkBuilder documents,
/// without a display: in the format and with the exit status of `g8 lint`.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint", summary: "Check a theme against GTK's widgets, and .ui documents, without a display.",
        flags: ["--strict", "--contrast"], options: ["--style", "--resolver"],
        usage: "g8-gtk lint THEME [--ui FILE ...] [--resolver FILE] [--style NAME] [--strict] [--contrast]",
        help: """
            OVERVIEW: Check a theme against GTK 4's widgets and report every problem in it.

            USAGE: g8-gtk lint THEME [--ui FILE ...] [--resolver FILE] [--style NAME] [--strict] [--contrast]

            Checks the theme as 'g8 lint' does, against the GTK engine: every key against the
            model widgets' keys and the GObject properties of GTK's widgets, found by GType
            introspection, with their types, ranges and enum nicks. Needs no display: DISPLAY
            and WAYLAND_DISPLAY may be unset, as in CI.

            With --ui, also reads each GtkBuilder document, without making its widgets: every
            object's class must be a GType and every property one that GType has, every outlet
            a style names an id of a document, and every key one that the object's GType takes.

            Each problem is printed as
              FILE:LINE:COLUMN: error|warning: KEYPATH: MESSAGE

            OPTIONS:
              --ui FILE      A GtkBuilder document the theme's styles are for (repeatable).
              --resolver FILE
                             A resolver document (*.resolver.json) whose tokens THEME's
                             styles use: THEME is checked as a styles file over them, as
                             G8Theme(resolver:styles:) loads it, and --contrast checks
                             every combination of the document's contexts.
              --style NAME   The style to check against the documents; by default every
                             style that names an object of theirs.
              --strict       Count warnings as errors.
              --contrast     Also check, in every mode, each text colour a style sets on a
                             label, button or entry of the documents against the background
                             under it (the nearest object above whose style sets one, or the
                             theme's window_bg_color or view_bg_color named colour for a
                             window or view), as WCAG 2.2 AA asks: 4.5:1, or 3:1 for large
                             text. Needs --ui.
              -h, --help     Show this help.

            \(CommandSpec.lintExitStatus)

            EXAMPLES:
              g8-gtk lint theme.json
              g8-gtk lint theme.json --ui window.ui --style window --strict --contrast
            """,
        repeatable: ["--ui"])

    static let command = Command(spec: spec, run: run)

    @MainActor
    static func run(_ parsed: ParsedArguments) throws(UsageError) -> Int32 {
        let themePath = try spec.singleTheme(in: parsed)
        let uiPaths = parsed.repeated["--ui"] ?? []
        let strict = parsed.flags.contains("--strict")
        if parsed.options["--style"] != nil && uiPaths.isEmpty && !parsed.flags.contains("--contrast") {
            throw UsageError(message: "--style names the style to check against a .ui document: use it with --ui FILE")
        }
        var report = LintReport(strict: strict)
        let themeName = themePath == "-" ? "<stdin>" : themePath
        guard let bytes = report.read(themePath) else { return report.finish() }
        var engine = G8.gtk
        engine.logHandler = { _ in }
        let resolver = parsed.options["--resolver"].map { URL(fileURLWithPath: $0) }
        var diagnostics = resolver.map { G8Theme.lint(resolver: $0, styles: Data(bytes), stylesFile: themeName, engine: engine) }
            ?? G8Theme.lint(bytes: bytes, file: themeName, engine: engine)
        var documents: [GtkInterfaceOutline] = []
        var documentProblems: [(file: String, diagnostics: [G8Diagnostic])] = []
        for path in uiPaths {
            guard let data = report.read(path) else { continue }
            do throws(GtkInterfaceOutline.Problem) {
                let document = try GtkInterfaceOutline(xml: String(decoding: data, as: UTF8.self), file: path)
                documents.append(document)
                documentProblems.append((path, GtkThemeLint(documents: [document]).documentProblems()))
            } catch {
                documentProblems.append((path, [G8Diagnostic(level: .error, path: "", message: error.message, location: error.location)]))
            }
        }
        // A theme with errors is not checked against the documents: its styles may not load.
        var theme: G8Theme?
        if !diagnostics.contains(where: { $0.level == .error }) {
            if let resolver {
                theme = try? G8Theme(resolver: resolver, styles: Data(bytes), stylesFile: themeName, engine: engine)
            } else {
                theme = try? G8Theme(json: Data(bytes), file: themeName, engine: engine)
            }
        }
        let lint = GtkThemeLint(documents: documents)
        var styleNames: [String] = []
        if let theme {
            if let style = parsed.options["--style"] {
                guard theme.styleNames.contains(style) else {
                    throw UsageError(message: "\(themePath) has no style '\(style)'\(didYouMean(style, in: theme.styleNames))")
                }
                styleNames = [style]
            } else {
                styleNames = lint.stylesForDocuments(of: theme)
                if styleNames.isEmpty && !documents.isEmpty {
                    diagnostics.append(G8Diagnostic(
                        level: .note, path: "",
                        message: "no style names an object of \(documents.compactMap(\.file).joined(separator: " or ")), so none was checked against it; name one with --style"))
                }
            }
            if !documents.isEmpty {
                diagnostics = (diagnostics + lint.keyProblems(in: theme, styleNames: styleNames)).sortedByPlace()
            }
        }
        if parsed.flags.contains("--contrast") {
            if uiPaths.isEmpty {
                diagnostics.append(G8Diagnostic(
                    level: .note, path: "",
                    message: "contrast: the texts and their backgrounds are in the .ui documents: name them with --ui FILE"))
            } else if let theme {
                diagnostics += lint.contrastProblems(in: theme, styleNames: styleNames)
            }
        }
        report.add(diagnostics, file: themeName)
        for (file, problems) in documentProblems { report.add(problems, file: file) }
        return report.finish()
    }
}
