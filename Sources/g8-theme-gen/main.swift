// g8-theme-gen INPUT.theme.json OUTPUT.swift: the tool the G8ThemePlugin build plugin runs.
//
// Checks the theme as `g8 lint` does and writes the Swift source that names its styles and
// tokens. Problems go to standard error as `file:line:column: error: …` and `warning: …`,
// with the theme's path as given (the plugin gives it absolute), which SwiftPM and editors
// show at that place. Exits 1 when the theme has errors (nothing is written), 2 on bad usage
// or a file that cannot be read or written, 0 otherwise.
import Foundation
import G8ThemeGenerator

func fail(_ message: String, status: Int32, located: Bool = false) -> Never {
    FileHandle.standardError.write(Data(((located ? "" : "g8-theme-gen: ") + message + "\n").utf8))
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    fail("usage: g8-theme-gen INPUT.theme.json OUTPUT.swift", status: 2)
}
let (input, output) = (arguments[0], arguments[1])
guard let data = FileManager.default.contents(atPath: input) else {
    fail("\(input): error: cannot read the theme file", status: 2, located: true)
}
let result = G8ThemeGenerator().generate(json: data, file: input)
var report = ""
for diagnostic in result.diagnostics { report += G8ThemeGenerator.line(for: diagnostic, file: input) + "\n" }
FileHandle.standardError.write(Data(report.utf8))
guard let source = result.source else { exit(1) }
// Unchanged output keeps its date, so the compiler has nothing to redo.
if FileManager.default.contents(atPath: output) != Data(source.utf8) {
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write '\(output)': \(error.localizedDescription)", status: 2)
    }
}
