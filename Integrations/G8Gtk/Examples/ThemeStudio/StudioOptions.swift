import Foundation
import G8Gtk

/// The studio's command line:
///
///     ThemeStudio [FILE] [--list-problems] [--screenshot DIR] [--export PNG] [--seconds N]
///
/// With `--list-problems`, `--screenshot` or `--export` the studio does that and exits
/// without waiting for the user.
struct StudioOptions {
    /// The theme, token file or resolver document to open.
    var file: String?
    /// Print the problems found, one a line, then a count.
    var listProblems = false
    /// Write the studio and its preview, light and dark, to PNGs in this folder.
    var screenshotFolder: String?
    /// Write the preview, as shown, to this PNG.
    var exportPath: String?
    /// Close after this many seconds.
    var seconds: Double?

    /// Whether the studio exits once its output is written.
    var isHeadless: Bool { listProblems || screenshotFolder != nil || exportPath != nil }

    /// The usage line, for a command line that cannot be read.
    static let usage = "usage: ThemeStudio [FILE.json] [--list-problems] [--screenshot DIR] [--export PNG] [--seconds N]"

    /// Reads `arguments` (without the program's name); throws a message quoting what it could not read.
    init(_ arguments: [String]) throws(StudioUsageError) {
        var rest = arguments[...]
        func value(for flag: String) throws(StudioUsageError) -> String {
            guard let next = rest.popFirst() else { throw StudioUsageError(message: "\(flag) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--list-problems": listProblems = true
            case "--screenshot": screenshotFolder = try value(for: argument)
            case "--export": exportPath = try value(for: argument)
            case "--seconds":
                let text = try value(for: argument)
                guard let number = Double(text), number >= 0 else { throw StudioUsageError(message: "--seconds takes a number of seconds, got '\(text)'") }
                seconds = number
            default:
                if argument.hasPrefix("--") {
                    let known = ["--list-problems", "--screenshot", "--export", "--seconds"]
                    let suggestion = G8Suggestion.nearest(to: argument, in: known).map { "; did you mean '\($0)'?" } ?? ""
                    throw StudioUsageError(message: "unknown option '\(argument)'\(suggestion)")
                }
                guard file == nil else { throw StudioUsageError(message: "open one file at a time; got '\(file ?? "")' and '\(argument)'") }
                file = argument
            }
        }
    }
}

/// A command line the studio cannot run.
struct StudioUsageError: Error {
    /// One sentence, quoting the argument.
    let message: String
}
