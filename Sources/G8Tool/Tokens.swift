import Foundation
import G8Core
import G8Widgets

/// `g8 tokens`: every token as the reader resolved it, to compare with what other tools read.
enum TokensCommand {
    static let spec = CommandSpec(
        name: "tokens",
        summary: "Print every design token with its type and resolved value, as JSON.",
        flags: ["--theme", "--flat"], options: ["--format", "--resolver"],
        usage: "g8 tokens FILE.json [MORE.json ...] [--context NAME=VALUE ...] [--flat]",
        help: """
            OVERVIEW: Print every design token with its type and resolved value, as JSON.

            USAGE: g8 tokens FILE.json [MORE.json ...] [--context NAME=VALUE ...] [--format style-dictionary]
                   g8 tokens --resolver FILE.resolver.json [--context NAME=VALUE ...] [--allow-folder DIR ...]
                   g8 tokens --theme THEME.json [--context mode=NAME]

            Loads the files as one token tree (an alias in one may name a token of another), or a
            resolver document, or a G8 theme file's tokens, and prints them as a Design Tokens
            document: nested groups, sorted, each token with its $type and its $value, which
            g8 lint --design-tokens reads as it is. Aliases, $refs and math are resolved, and
            each value is written in the format's own form: dimensions and durations as
            {"value", "unit"}, colors as {"colorSpace", "components"}, composites member by
            member. With --flat, one object of the tokens' full paths instead. Problems go to
            standard error, as g8 lint writes them.

            A file whose top level is a G8 theme's ({"tokens": …, "styles": …}) is read as a
            theme; --theme says so for a theme without styles.

            OPTIONS:
              --context NAME=VALUE   The context of a modifier (a resolver's, a Tokens Studio
                                     theme group's, or mode for $modes); repeatable. The
                                     others take their default.
              --resolver FILE        A resolver document (*.resolver.json).
              --allow-folder DIR     Also read the resolver's token files from DIR (repeatable).
              --theme                The file is a G8 theme, {"tokens": …, "styles": …}.
              --flat                 Print {"group.token": {"$type", "$value"}, …}, one member
                                     a token, instead of nested groups.
              --format style-dictionary
                                     The files are in Style Dictionary's older form.
              -h, --help             Show this help.

            EXIT STATUS:
              0  printed
              1  the tokens do not load
              2  bad usage, or a file that cannot be read

            EXAMPLES:
              g8 tokens base.tokens.json semantic.tokens.json
              g8 tokens --resolver app.resolver.json --context theme=dark
              g8 tokens --theme app-theme.json --context mode=dark --flat
            """,
        repeatable: ["--context", "--allow-folder"])

    static func run(_ parsed: ParsedArguments, console: inout Console) throws(UsageError) -> Int32 {
        var format = G8TokenFormat.designTokens
        if let written = parsed.options["--format"] {
            guard let known = G8TokenFormat(rawValue: written) else {
                throw UsageError(message: "--format must be design-tokens or style-dictionary, got '\(written)'"
                    + didYouMean(written, in: ["design-tokens", "style-dictionary"]))
            }
            format = known
        }
        var contexts: [String: String] = [:]
        for pair in parsed.repeated["--context"] ?? [] {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError(message: "--context takes NAME=VALUE, such as --context theme=dark; got '\(pair)'")
            }
            guard contexts.updateValue(parts[1], forKey: parts[0]) == nil else {
                throw UsageError(message: "--context \(parts[0]) is given twice")
            }
        }
        let resolver = parsed.options["--resolver"]
        let allowed = (parsed.repeated["--allow-folder"] ?? []).map { URL(fileURLWithPath: $0, isDirectory: true) }
        if resolver == nil && !allowed.isEmpty {
            throw UsageError(message: "--allow-folder names where a resolver's token files may be read: use it with --resolver")
        }
        if resolver != nil && !parsed.positionals.isEmpty {
            throw UsageError(message: "takes a resolver document or token files, not both")
        }
        if parsed.flags.contains("--theme") && (resolver != nil || parsed.positionals.count != 1) {
            throw UsageError(message: "--theme takes one theme file")
        }
        guard resolver != nil || !parsed.positionals.isEmpty else {
            throw UsageError(message: "name a token file, for example: g8 tokens tokens.json")
        }
        let engine = console.engine
        do throws(G8ThemeError) {
            var theme: G8Theme
            if let resolver {
                // The --context values are the document's input, checked against the modifiers it declares.
                theme = try G8Theme(resolver: URL(fileURLWithPath: resolver), engine: engine, contexts: contexts, allowedFolders: allowed)
            } else {
                var files: [(name: String, bytes: [UInt8])] = []
                for path in parsed.positionals {
                    switch readFile(path) {
                    case .success(let contents): files.append((path == "-" ? "<stdin>" : path, Array(contents)))
                    case .failure(let problem):
                        let diagnostic = G8Diagnostic(level: .error, path: "", message: "cannot read file: \(problem.reason)")
                        console.printError(console.format(diagnostic, file: path))
                        return 2
                    }
                }
                if parsed.flags.contains("--theme") || (files.count == 1 && looksLikeTheme(files[0].bytes)) {
                    theme = try G8Theme(json: Data(files[0].bytes), file: files[0].name, engine: engine)
                } else {
                    // A file's `$ref`s may name token files beside it; standard input has no folder.
                    let urls = parsed.positionals.map { $0 == "-" ? nil : URL(fileURLWithPath: $0) }
                    theme = try G8Theme(designTokens: files, at: urls, engine: engine, format: format)
                }
            }
            if !contexts.isEmpty { theme = try theme.resolved(contexts: contexts) }
            for warning in theme.warnings {
                console.printError(console.format(warning, file: warning.location?.file ?? resolver ?? parsed.positionals[0]))
            }
            console.print((parsed.flags.contains("--flat") ? theme.tokenDocument : theme.tokenGroups).prettyPrinted)
            return 0
        } catch {
            for diagnostic in error.diagnostics {
                console.printError(console.format(diagnostic, file: diagnostic.location?.file ?? resolver ?? parsed.positionals[0]))
            }
            if resolver == nil, !parsed.flags.contains("--theme"), parsed.positionals.count == 1,
                case .success(let contents) = readFile(parsed.positionals[0]), hasOnlyThemeMembers(Array(contents))
            {
                console.printError("g8 tokens: note: \(parsed.positionals[0]) has a G8 theme's top level; read it as one with --theme")
            }
            return 1
        }
    }

    /// The members a G8 theme's top level may have.
    private static let themeMembers: Set<String> = ["$schema", "$description", "tokens", "styles"]

    /// Whether `bytes` is a JSON object whose members are all a G8 theme's and include `styles`:
    /// a theme, which a token file (whose groups and tokens hold `$value`s) is not.
    static func looksLikeTheme(_ bytes: [UInt8]) -> Bool {
        guard let keys = topLevelKeys(bytes) else { return false }
        return keys.contains("styles") && keys.isSubset(of: themeMembers)
    }

    /// Whether `bytes` is a JSON object whose members are all a G8 theme's.
    static func hasOnlyThemeMembers(_ bytes: [UInt8]) -> Bool {
        guard let keys = topLevelKeys(bytes), !keys.isEmpty else { return false }
        return keys.isSubset(of: themeMembers)
    }

    private static func topLevelKeys(_ bytes: [UInt8]) -> Set<String>? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else { return nil }
        return Set(object.keys)
    }
}
