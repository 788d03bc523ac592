import Foundation
import G8Core
import G8ThemeGenerator

/// `g8 generate`: a theme's styles and tokens as Swift names, for build systems other than
/// SwiftPM (whose `G8ThemePlugin` does the same at every build).
enum GenerateCommand {
    static let spec = CommandSpec(
        name: "generate",
        summary: "Write Swift that names a theme's styles and tokens, checked by the compiler.",
        flags: [], options: ["--out"],
        usage: "g8 generate THEME.json --out FILE.swift",
        help: """
            OVERVIEW: Write Swift that names a theme's styles and tokens, checked by the compiler.

            USAGE: g8 generate THEME.json --out FILE.swift

            Checks the theme as g8 lint does, then writes, for App.theme.json, public enum
            AppTheme: load(engine:) with the theme's text embedded, Style (a case for each
            style), and Token.<Group>.<token> (each token's default-mode value as its Swift
            type). The G8ThemePlugin build plugin runs the same generator for SwiftPM targets.

            Problems go to standard error as FILE:LINE:COLUMN: error|warning: KEYPATH: MESSAGE.

            OPTIONS:
              --out FILE     The Swift file to write.
              -h, --help     Show this help.

            EXIT STATUS:
              0  written (warnings are printed)
              1  the theme has errors; nothing is written
              2  bad usage, or a file that cannot be read or written

            EXAMPLE:
              g8 generate App.theme.json --out Generated/AppTheme.swift
            """)

    static func run(_ parsed: ParsedArguments, console: inout Console) throws(UsageError) -> Int32 {
        let themePath = try spec.singleTheme(in: parsed)
        let out = try spec.required("--out", in: parsed, example: "AppTheme.swift")
        guard themePath != "-" else { throw UsageError(message: "name a theme file: the generated enum is named for it") }
        let data: Data
        switch readFile(themePath) {
        case .success(let contents): data = contents
        case .failure(let problem):
            console.printError("g8 generate: cannot read '\(themePath)': \(problem.reason)")
            return 2
        }
        let result = G8ThemeGenerator(engine: console.engine).generate(json: data, file: themePath)
        console.printErrors(result.diagnostics, file: themePath)
        guard let source = result.source else {
            let errors = result.diagnostics.count { $0.level == .error }
            console.printError("g8 generate: the theme has \(LintCommand.plural(errors, "error")); nothing was written")
            return 1
        }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            console.printError("g8 generate: cannot write '\(out)': \(error.localizedDescription)")
            return 2
        }
        console.print("g8 generate: wrote \(out) (enum \(G8ThemeGenerator.typeName(forFile: themePath)))")
        return 0
    }
}
