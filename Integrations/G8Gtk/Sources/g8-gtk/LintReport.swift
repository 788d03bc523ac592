import Foundation
import G8Gtk
import G8Tool

/// What `g8-gtk lint` prints, in `g8 lint`'s words: each problem as `FILE:LINE:COLUMN: level:
/// KEYPATH: MESSAGE` on standard output, files that cannot be read on standard error, then one
/// summary line; and its exit status.
///
/// Colours follow `g8`'s conventions: none when `NO_COLOR` is set to anything but the empty
/// string, else always when `CLICOLOR_FORCE` is set to anything but `0`, else only when
/// standard output is a terminal that is not `dumb`.
struct LintReport {
    /// Whether warnings count as errors.
    let strict: Bool
    /// Whether places, levels and the summary's name are painted with ANSI colours.
    let usesColor: Bool
    private var lines: [String] = []
    private var checked = 0, unreadable = 0, errors = 0, warnings = 0

    init(strict: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
         outputIsTerminal: Bool = isatty(STDOUT_FILENO) != 0) {
        self.strict = strict
        usesColor = CommandSpec.usesColor(environment: environment, outputIsTerminal: outputIsTerminal)
    }

    /// The bytes of the file at `path` (`-` is standard input), or nil after reporting why
    /// they cannot be had.
    mutating func read(_ path: String) -> [UInt8]? {
        let reason: String
        if path == "-" {
            if let data = try? FileHandle.standardInput.readToEnd() { return Array(data) }
            reason = "standard input cannot be read"
        } else if let data = FileManager.default.contents(atPath: path) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { return Array(data) }
            reason = "it is a folder"
        } else {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            reason = !exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "permission denied"
        }
        unreadable += 1
        printError(format(G8Diagnostic(level: .error, path: "", message: "cannot read file: \(reason)"), file: path))
        return nil
    }

    /// Reports the problems found in `file`, which was read and checked.
    mutating func add(_ diagnostics: [G8Diagnostic], file: String) {
        checked += 1
        for diagnostic in diagnostics {
            let counted = strict && diagnostic.level == .warning
                ? G8Diagnostic(level: .error, path: diagnostic.path, message: diagnostic.message, location: diagnostic.location) : diagnostic
            if counted.level == .error { errors += 1 }
            if counted.level == .warning { warnings += 1 }
            lines.append(format(counted, file: counted.location?.file ?? file))
        }
    }

    /// Prints the problems and the summary; returns the exit status: 2 when a file could not
    /// be read, 1 for errors, else 0.
    func finish() -> Int32 {
        let summary = CommandSpec.lintSummary(checked: checked, errors: errors, warnings: warnings, unreadable: unreadable)
        print((lines + [paint("g8-gtk lint: ", "1") + summary]).joined(separator: "\n"))
        if unreadable > 0 { return 2 }
        return errors > 0 ? 1 : 0
    }

    /// `file:line:column: level: path: message`, as `g8 lint` writes it; `file` alone when
    /// the diagnostic has no place. The place is bold, `error:` red, the other levels yellow.
    func format(_ diagnostic: G8Diagnostic, file: String) -> String {
        let place = diagnostic.location.map { G8SourceLocation(file: file, line: $0.line, column: $0.column).description } ?? file
        let level = diagnostic.level == .error ? paint("error:", "1;31") : paint("\(diagnostic.level):", "1;33")
        let path = diagnostic.path.isEmpty ? "" : diagnostic.path + ": "
        return "\(paint(place + ":", "1")) \(level) \(path)\(diagnostic.message)"
    }

    /// `text` in the ANSI style `code` (`1` bold, `1;31` bold red), when colours are used.
    func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
