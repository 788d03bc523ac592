import Foundation
import G8Core

/// Where the tool writes, whether it may color what it writes, and the engine and screens
/// the commands work with.
///
/// Colors follow the usual conventions: none when `NO_COLOR` is set to anything but the empty
/// string (https://no-color.org), else always when `CLICOLOR_FORCE` is set to anything but
/// `0`, else only when standard output is a terminal that is not `dumb`.
struct Console {
    let usesColor: Bool
    private(set) var output = ""
    private(set) var errors = ""
    /// The engine lint checks against and preview and dump apply styles with.
    let engine: G8
    /// The screens preview and dump can style, by name; each closure makes a new one.
    let screens: [String: () -> AnyObject]

    init(environment: [String: String], outputIsTerminal: Bool, engine: G8, screens: [String: () -> AnyObject]) {
        self.engine = engine
        self.screens = screens
        usesColor = CommandSpec.usesColor(environment: environment, outputIsTerminal: outputIsTerminal)
    }

    mutating func print(_ line: String) { output += line + "\n" }
    mutating func printError(_ line: String) { errors += line + "\n" }

    /// Writes what was printed so far to standard output and standard error, and forgets it:
    /// for a command that keeps running, such as `g8 preview --watch`.
    mutating func flush() {
        if !output.isEmpty { FileHandle.standardOutput.write(Data(output.utf8)) }
        if !errors.isEmpty { FileHandle.standardError.write(Data(errors.utf8)) }
        output = ""
        errors = ""
    }

    /// Diagnostics on standard error, each as ``format(_:file:)`` writes it.
    mutating func printErrors(_ diagnostics: [G8Diagnostic], file: String) {
        for diagnostic in diagnostics { printError(format(diagnostic, file: file)) }
    }

    enum Style: String {
        case bold = "1"
        case red = "1;31"
        case yellow = "1;33"
        case green = "1;32"
    }

    func paint(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// A diagnostic as editors and CI read it: `file:line:column: level: path: message`.
    /// `file` stands in for the location when the diagnostic has none.
    func format(_ diagnostic: G8Diagnostic, file: String) -> String {
        let place: String
        if let location = diagnostic.location {
            place = G8SourceLocation(file: file, line: location.line, column: location.column).description
        } else {
            place = file
        }
        let level = diagnostic.level == .error ? paint("error:", .red) : paint("\(diagnostic.level):", .yellow)
        let path = diagnostic.path.isEmpty ? "" : diagnostic.path + ": "
        return "\(paint(place + ":", .bold)) \(level) \(path)\(diagnostic.message)"
    }
}
