import G8Core

/// A subcommand's command line: which options it takes, and its help. Public so that a tool of
/// its own (`g8-gtk`) parses its command lines as `g8` does.
public struct CommandSpec: Sendable {
    /// The subcommand's name, as typed after `g8`.
    public let name: String
    /// One line: what the command does, as `g8 --help` lists it.
    public let summary: String
    /// Options that take no value, such as `--strict`.
    public let flags: [String]
    /// Options that take a value, such as `--style NAME` or `--style=NAME`.
    public let options: [String]
    /// One line: what to type.
    public let usage: String
    /// The full `--help` text.
    public let help: String
    /// Options that take a value and may be given more than once, such as `--allow-folder DIR`.
    public var repeatable: [String] = []

    /// The command line of `name`, taking `flags` (no value) and `options` (one value each).
    public init(name: String, summary: String, flags: [String], options: [String], usage: String, help: String, repeatable: [String] = []) {
        self.name = name
        self.summary = summary
        self.flags = flags
        self.options = options
        self.usage = usage
        self.help = help
        self.repeatable = repeatable
    }
}

/// `; did you mean 'x'?` for the candidate nearest to `name`, or nothing when none is near.
public func didYouMean(_ name: String, in candidates: [String]) -> String {
    G8Suggestion.nearest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}

extension CommandSpec {
    /// Parses `arguments` (those after the subcommand's name). `--` ends the options.
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
                continue
            }
            let name: String, inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                (name, inlineValue) = (argument, nil)
            }
            if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
                parsed.flags.insert(name)
            } else if options.contains(name) || repeatable.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.endIndex {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "\(name) needs a value")
                }
                guard !value.isEmpty else { throw UsageError(message: "\(name) needs a value") }
                if repeatable.contains(name) {
                    parsed.repeated[name, default: []].append(value)
                    continue
                }
                if parsed.options[name] != nil { throw UsageError(message: "\(name) is given twice") }
                parsed.options[name] = value
            } else {
                let known = ["--help"] + flags + options + repeatable
                throw UsageError(message: "unknown option '\(name)'\(didYouMean(name, in: known))")
            }
        }
        return parsed
    }

    /// The value of a required option.
    public func required(_ option: String, in parsed: ParsedArguments, example: String) throws(UsageError) -> String {
        guard let value = parsed.options[option] else {
            throw UsageError(message: "\(option) is required, for example \(option) \(example)")
        }
        return value
    }

    /// The one positional argument, a theme file.
    public func singleTheme(in parsed: ParsedArguments) throws(UsageError) -> String {
        guard let path = parsed.positionals.first else { throw UsageError(message: "name a theme file, for example theme.json") }
        guard parsed.positionals.count == 1 else {
            throw UsageError(message: "takes one theme file, got \(parsed.positionals.count): \(parsed.positionals.joined(separator: " "))")
        }
        return path
    }
}

extension CommandSpec {
    /// Whether a tool paints its places, levels and summary with ANSI colours, as `g8` does:
    /// never with `NO_COLOR` set, always with `CLICOLOR_FORCE` set (and not `0`), else only when
    /// the output is a terminal whose `TERM` is not `dumb`.
    public static func usesColor(environment: [String: String], outputIsTerminal: Bool) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
        return outputIsTerminal && environment["TERM"] != "dumb"
    }

    /// The exit status of a lint, as its help states it: `g8 lint` and the lints of tools made
    /// on G8Tool (`g8-gtk lint`) exit alike, so that CI reads them alike.
    public static let lintExitStatus = """
        EXIT STATUS:
          0  no errors (warnings allowed unless --strict)
          1  at least one error
          2  bad usage, or a file that cannot be read
        """

    /// The summary a lint prints after its problems, without the tool's name: `no problems in 2
    /// files`, or `1 error and 3 warnings in 2 files`, then `; 1 file could not be read` when
    /// one could not. "No problems" only when every file named was read and checked.
    public static func lintSummary(checked: Int, errors: Int, warnings: Int, unreadable: Int) -> String {
        let plural = LintCommand.plural
        var summary = errors + warnings + unreadable == 0
            ? "no problems in \(plural(checked, "file"))"
            : "\(plural(errors, "error")) and \(plural(warnings, "warning")) in \(plural(checked, "file"))"
        if unreadable > 0 { summary += "; \(plural(unreadable, "file")) could not be read" }
        return summary
    }
}
