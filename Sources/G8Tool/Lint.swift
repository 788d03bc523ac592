import Foundation
import G8Core
import G8Widgets

/// `g8 lint`: every problem in theme files, in the format editors and CI annotate.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint",
        summary: "Check theme files and report every problem, as FILE:LINE:COLUMN: messages.",
        flags: ["--strict", "--design-tokens", "--contrast"], options: ["--format", "--resolver", "--style"],
        usage: "g8 lint THEME.json [MORE.json ...] [--strict] [--format text|json] [--design-tokens] [--contrast [--style NAME]]",
        help: """
            OVERVIEW: Check theme files and report every problem in them.

            USAGE: g8 lint THEME.json [MORE.json ...] [--strict] [--format text|json] [--design-tokens] [--allow-folder DIR ...]
                   g8 lint THEME.json --contrast [--style NAME] [--strict]
                   g8 lint --resolver FILE.resolver.json [--allow-folder DIR ...] [--format style-dictionary]
                   g8 lint --resolver FILE.resolver.json THEME.json [--contrast [--style NAME]]

            Checks JSON syntax, tokens and their aliases, $type values, styles and superStyles,
            every value for the default mode and every mode, and every property name against the
            properties of the tool's appliers (the built-in widgets' for g8; a team's own tool,
            made with G8Tool, adds its widgets'), suggesting the nearest name.

            Each problem is printed as
              FILE:LINE:COLUMN: error|warning: KEYPATH: MESSAGE
            A file named - is read from standard input and reported as <stdin>.

            OPTIONS:
              --strict           Count warnings as errors. With --design-tokens, this is
                                 the strict reading of the Design Tokens Format Module
                                 2025.10: a form it does not allow (a dimension "16px", a
                                 color "#FF0000", a member a value does not have) is a
                                 warning that names the format's form, and an error here.
              --format FORMAT    text (the default) or json: one JSON object with every file's
                                 problems, for other programs.
              --design-tokens    The files are plain W3C Design Tokens files, with no "styles".
                                 Tokens Studio exports in the $value form load as they are.
                                 Several files lint together, as one token tree: an alias
                                 in one may name a token of another.
              --format style-dictionary
                                 The files are design tokens in Style Dictionary's older form
                                 (value/type without $); combine with json as
                                 --format style-dictionary,json.
              --resolver FILE    A resolver document (*.resolver.json): checks its token files
                                 in every context of every modifier. Token files are read
                                 only from the document's folder, after resolving .. and
                                 symbolic links. With theme files, each is checked as a
                                 styles file over the document's tokens, as an app loads it
                                 (G8Theme(resolver:styles:)); --contrast then checks it in
                                 every combination of the modifiers' contexts (past 64
                                 combinations, each context alone, and a note says so).
              --allow-folder DIR Also read token files from DIR (repeatable): a resolver's, and
                                 those a file's $refs name (./base/colors.json#/base/blue),
                                 which are read only from the file's folder otherwise.
              --contrast         Also check the contrast of every text on the tool's screens
                                 (g8's is the preview screen) against the background under
                                 it, in every mode (with --resolver, every context), as
                                 WCAG 2.2 AA asks: 4.5:1, or 3:1 for
                                 large text. A pair below is a warning at the style entry
                                 that set the color:
                                   FILE:LINE:COLUMN: warning: styles.S.W.textColor: text #8E8E93
                                   on #FFFFFF is 3.26:1 in mode dark; WCAG AA needs 4.5:1
                                 A button's states other than normal are named (", state
                                 highlighted"); disabled states are not checked.
              --style NAME       With --contrast: the style to apply to the screens; by
                                 default every style that applies to a screen without warnings.
              -h, --help         Show this help.

            \(CommandSpec.lintExitStatus)

            EXAMPLES:
              g8 lint theme.json
              g8 lint --strict --format json themes/*.json
              g8 lint --resolver tokens.resolver.json theme.json --contrast
              g8 lint --contrast --strict theme.json
            """,
        repeatable: ["--allow-folder"])

    /// One file's result, as `--format json` writes it.
    struct FileReport: Encodable {
        let file: String
        let readError: String?
        let errors: Int
        let warnings: Int
        let diagnostics: [Entry]
    }

    /// One problem, as `--format json` writes it.
    struct Entry: Encodable {
        let severity: String
        let line: Int?
        let column: Int?
        let path: String
        let message: String
    }

    /// Everything `--format json` writes.
    struct Report: Encodable {
        let tool = "g8"
        let version = G8.version
        let files: [FileReport]
        let errors: Int
        let warnings: Int
    }

    static func run(_ parsed: ParsedArguments, console: inout Console) throws(UsageError) -> Int32 {
        var format = "text", tokenFormat = G8TokenFormat.designTokens
        for part in (parsed.options["--format"] ?? "text").split(separator: ",").map(String.init) {
            switch part {
            case "text", "json": format = part
            case G8TokenFormat.styleDictionary.rawValue, G8TokenFormat.designTokens.rawValue:
                tokenFormat = G8TokenFormat(rawValue: part) ?? .designTokens
            default:
                let known = ["text", "json", "style-dictionary", "design-tokens"]
                throw UsageError(message: "--format must be text, json or style-dictionary, got '\(part)'\(didYouMean(part, in: known))")
            }
        }
        let resolver = parsed.options["--resolver"]
        guard !parsed.positionals.isEmpty || resolver != nil else {
            throw UsageError(message: "name at least one theme file, for example: g8 lint theme.json")
        }
        let strict = parsed.flags.contains("--strict")
        let contrast = parsed.flags.contains("--contrast")
        if contrast && (parsed.flags.contains("--design-tokens") || tokenFormat == .styleDictionary) {
            throw UsageError(message: "--contrast checks a theme's styles on the screens: use it with theme files, not with --design-tokens or style-dictionary")
        }
        if contrast, let resolver, parsed.positionals.isEmpty {
            throw UsageError(message: "--contrast checks a theme's styles over the resolver's tokens: name the theme file, for example: g8 lint --resolver \(resolver) theme.json --contrast")
        }
        if contrast, let document = parsed.positionals.first(where: { $0.hasSuffix(".resolver.json") }) {
            // A resolver document has tokens and no styles: its contexts are checked on the
            // screens through a theme file over its tokens.
            let theme = parsed.positionals.first { $0 != document && $0 != resolver } ?? "theme.json"
            throw UsageError(message: "--contrast checks a theme's styles, and '\(document)' is a resolver document: name it with "
                + "--resolver and the theme file after it, for example: g8 lint --resolver \(document) \(theme) --contrast")
        }
        if parsed.options["--style"] != nil && !contrast {
            throw UsageError(message: "--style names the style --contrast applies: use it with --contrast")
        }
        let engine = console.engine
        var files: [FileReport] = []
        let allowed = (parsed.repeated["--allow-folder"] ?? []).map { URL(fileURLWithPath: $0, isDirectory: true) }
        if let resolver, parsed.positionals.isEmpty {
            // Diagnostics name the token file they are in, relative to the resolver document.
            let diagnostics = G8Theme.lint(resolver: URL(fileURLWithPath: resolver), engine: engine, allowedFolders: allowed)
                .map { strict && $0.level == .warning ? G8Diagnostic(level: .error, path: $0.path, kind: $0.kind, location: $0.location) : $0 }
            if format == "text" {
                for diagnostic in diagnostics { console.print(console.format(diagnostic, file: diagnostic.location?.file ?? resolver)) }
            }
            files.append(FileReport(
                file: resolver, readError: nil, errors: diagnostics.count { $0.level == .error },
                warnings: diagnostics.count { $0.level == .warning },
                diagnostics: diagnostics.map {
                    Entry(severity: $0.level.description, line: $0.location?.line, column: $0.location?.column, path: $0.path, message: $0.message)
                }))
        }
        let designTokens = parsed.flags.contains("--design-tokens") || tokenFormat == .styleDictionary
        func lint(_ diagnostics: [G8Diagnostic], file name: String) {
            let diagnostics = diagnostics.map {
                strict && $0.level == .warning ? G8Diagnostic(level: .error, path: $0.path, kind: $0.kind, location: $0.location) : $0
            }
            if format == "text" {
                for diagnostic in diagnostics { console.print(console.format(diagnostic, file: diagnostic.location?.file ?? name)) }
            }
            files.append(FileReport(
                file: name, readError: nil,
                errors: diagnostics.count { $0.level == .error },
                warnings: diagnostics.count { $0.level == .warning },
                diagnostics: diagnostics.map {
                    Entry(severity: $0.level.description, line: $0.location?.line, column: $0.location?.column,
                          path: $0.path, message: $0.message)
                }))
        }
        /// The file's bytes, or nil after reporting on standard error why they cannot be read.
        func read(_ path: String) -> [UInt8]? {
            switch readFile(path) {
            case .success(let contents):
                return Array(contents)
            case .failure(let problem):
                files.append(FileReport(file: path, readError: problem.reason, errors: 0, warnings: 0, diagnostics: []))
                let diagnostic = G8Diagnostic(level: .error, path: "", kind: .custom("cannot read file: \(problem.reason)"))
                console.printError(console.format(diagnostic, file: path))
                return nil
            }
        }
        if let resolver, !parsed.positionals.isEmpty {
            // Each theme file is a styles file over the resolver's tokens, checked with them
            // in every context: the diagnostics of the token files name their own files.
            let url = URL(fileURLWithPath: resolver)
            for path in parsed.positionals {
                guard let bytes = read(path) else { continue }
                let name = path == "-" ? "<stdin>" : path
                var diagnostics = G8Theme.lint(resolver: url, styles: Data(bytes), stylesFile: name, engine: engine, allowedFolders: allowed)
                if contrast && !diagnostics.contains(where: { $0.level == .error }),
                   let theme = try? G8Theme(resolver: url, styles: Data(bytes), stylesFile: name, engine: engine, allowedFolders: allowed) {
                    diagnostics += contrastDiagnostics(theme: theme, style: parsed.options["--style"], console: console)
                }
                lint(diagnostics, file: name)
            }
        } else if designTokens && parsed.positionals.count > 1 {
            // Token files lint together, as one tree: an alias in one may name a token of another.
            var tokenFiles: [(name: String, bytes: [UInt8])] = [], urls: [URL?] = []
            for path in parsed.positionals {
                guard let bytes = read(path) else { continue }
                tokenFiles.append((path == "-" ? "<stdin>" : path, bytes))
                // A file's tokens may name token files beside it by `$ref`; standard input has no folder.
                urls.append(path == "-" ? nil : URL(fileURLWithPath: path))
            }
            let diagnostics = G8Theme.lint(designTokens: tokenFiles, at: urls, engine: engine, format: tokenFormat, allowedFolders: allowed)
            for (index, file) in tokenFiles.enumerated() {
                // A diagnostic with no place (reporting stopped) goes with the last file.
                lint(diagnostics.filter { $0.location?.file == file.name || ($0.location == nil && index == tokenFiles.count - 1) },
                     file: file.name)
            }
        } else {
            for path in parsed.positionals {
                // The file's bytes, held once while linting: the array goes at the end of this
                // iteration.
                guard let bytes = read(path) else { continue }
                let name = path == "-" ? "<stdin>" : path
                // A file's tokens may name token files beside it by `$ref`; standard input has no folder.
                var diagnostics = G8Theme.lint(bytes: bytes, file: name, engine: engine, designTokens: designTokens, format: tokenFormat,
                                               at: path == "-" ? nil : URL(fileURLWithPath: path), allowedFolders: allowed)
                if contrast && !diagnostics.contains(where: { $0.level == .error }) {
                    diagnostics += contrastDiagnostics(bytes: bytes, file: name, style: parsed.options["--style"], console: console)
                }
                lint(diagnostics, file: name)
            }
        }
        let errors = files.reduce(0) { $0 + $1.errors }, warnings = files.reduce(0) { $0 + $1.warnings }
        let unreadable = files.contains { $0.readError != nil }
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let text = (try? encoder.encode(Report(files: files, errors: errors, warnings: warnings)))
                .map { String(decoding: $0, as: UTF8.self) } ?? "{}"
            console.print(text)
        } else {
            let unreadableCount = files.count { $0.readError != nil }
            let summary = CommandSpec.lintSummary(
                checked: files.count - unreadableCount, errors: errors, warnings: warnings, unreadable: unreadableCount)
            console.print(console.paint("g8 lint: ", .bold) + summary)
        }
        if unreadable { return 2 }
        return errors > 0 ? 1 : 0
    }

    /// `--contrast`: the theme's styles applied to the tool's screens in every mode, each text
    /// checked against its background (``G8ContrastCheck``). A theme with errors is not checked.
    static func contrastDiagnostics(bytes: [UInt8], file: String, style: String?, console: Console) -> [G8Diagnostic] {
        guard let theme = try? G8Theme(json: Data(bytes), file: file, engine: console.engine) else { return [] }
        return contrastDiagnostics(theme: theme, style: style, console: console)
    }

    /// `--contrast` for a loaded theme: in each of its modes, or each combination of its
    /// resolver contexts (``G8ContrastCheck/contexts(of:)``).
    static func contrastDiagnostics(theme: G8Theme, style: String?, console: Console) -> [G8Diagnostic] {
        if let style, !theme.styleNames.contains(style) {
            return [theme.unknownStyle(style)]
        }
        let outcome = G8ContrastCheck(engine: console.engine).check(theme, screens: console.screens, styleNames: style.map { [$0] })
        return outcome.diagnostics
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// A file's bytes, or why they cannot be had; `-` is standard input.
func readFile(_ path: String) -> Result<Data, ReadProblem> {
    if path == "-" {
        do {
            return .success(try FileHandle.standardInput.readToEnd() ?? Data())
        } catch {
            return .failure(ReadProblem(reason: error.localizedDescription))
        }
    }
    return G8SourceFile.read(path).mapError { ReadProblem(reason: $0.reason) }
}
