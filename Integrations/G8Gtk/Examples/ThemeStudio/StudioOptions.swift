import Foundation
import G8Tool

/// The studio's command line, parsed as `g8` parses its own (G8Tool's ``CommandSpec``):
///
///     ThemeStudio [FILE] [--list-problems] [--screenshot DIR] [--export PNG] [--seconds N]
///                        [--exit-after-reload]
///
/// With `--list-problems`, `--screenshot` or `--export` the studio does that and exits
/// without showing a window to the user; with `--exit-after-reload` it shows its windows, and
/// exits once a save of the file is reloaded (and the preview, with `--export`, written).
struct StudioOptions {
    /// The theme, token file or resolver document to open.
    var file: String?
    /// Print the problems found, one a line, then a count.
    var listProblems = false
    /// Write the studio and its preview, light and dark, to PNGs in this folder.
    var screenshotFolder: String?
    /// Write the preview, as shown, to this PNG: at once, or after the reload with
    /// ``exitAfterReload``.
    var exportPath: String?
    /// Close after this many seconds.
    var seconds: Double?
    /// Exit after the first reload on save.
    var exitAfterReload = false
    /// Whether `--help` was asked for: the studio prints ``spec``'s help and exits.
    var wantsHelp = false

    /// Whether the studio exits once its output is written, without waiting for the user.
    var isHeadless: Bool { !exitAfterReload && (listProblems || screenshotFolder != nil || exportPath != nil) }

    /// The options, usage line and help.
    static let spec = CommandSpec(
        name: "ThemeStudio", summary: "Open a theme, a token file or a resolver document and see it, live.",
        flags: ["--list-problems", "--exit-after-reload"], options: ["--screenshot", "--export", "--seconds"],
        usage: "ThemeStudio [FILE.json] [--list-problems] [--screenshot DIR] [--export PNG] [--seconds N] [--exit-after-reload]",
        help: """
            OVERVIEW: A G8 theme, a Design Tokens file or a resolver document: its tokens by mode,
            its lint and contrast problems, and GtkGallery's window styled by it, reloaded on save.

            USAGE: ThemeStudio [FILE.json] [--list-problems] [--screenshot DIR] [--export PNG]
                               [--seconds N] [--exit-after-reload]

            Without options the studio shows its window and the preview until its window is
            closed. --list-problems, --screenshot and --export do their work and exit without
            waiting for the user; with --exit-after-reload the studio waits for a save instead.

            OPTIONS:
              --list-problems      Print the problems, FILE:LINE:COLUMN: level: message, then
                                   their count.
              --screenshot DIR     Write the studio and the preview, light and dark, to
                                   DIR/studio-light.png, DIR/preview-light.png, … (made when missing).
              --export PNG         Write the preview as shown to PNG.
              --seconds N          Close after N seconds.
              --exit-after-reload  Show the windows; when the file is saved, reload it, print
                                   'FILE reloaded: N problems', write the --export PNG if one is
                                   given, and exit. Exit status 1 if --seconds pass first.
              -h, --help           Show this help.

            Exit status: 0 done; 1 the studio could not start, or no save came in time;
            2 bad usage. It needs a display (run it under xvfb-run -a on a server).

            EXAMPLES:
              ThemeStudio theme.json
              ThemeStudio theme.json --list-problems
              ThemeStudio theme.json --exit-after-reload --export after.png --seconds 60
            """)

    /// Reads `arguments` (without the program's name); throws a message quoting what it could not read.
    init(_ arguments: [String]) throws(UsageError) {
        let parsed = try Self.spec.parse(arguments)
        wantsHelp = parsed.wantsHelp
        guard parsed.positionals.count <= 1 else {
            throw UsageError(message: "open one file at a time; got \(parsed.positionals.map { "'\($0)'" }.joined(separator: " and "))")
        }
        file = parsed.positionals.first
        listProblems = parsed.flags.contains("--list-problems")
        exitAfterReload = parsed.flags.contains("--exit-after-reload")
        screenshotFolder = parsed.options["--screenshot"]
        exportPath = parsed.options["--export"]
        if let text = parsed.options["--seconds"] {
            guard let number = Double(text), number.isFinite, number >= 0 else { throw UsageError(message: "--seconds takes a number of seconds, got '\(text)'") }
            seconds = number
        }
        if exitAfterReload && file == nil { throw UsageError(message: "--exit-after-reload waits for a save of a file: name one, for example theme.json") }
        if exitAfterReload && (listProblems || screenshotFolder != nil) {
            throw UsageError(message: "--exit-after-reload takes --export and --seconds, not --list-problems or --screenshot")
        }
    }
}
