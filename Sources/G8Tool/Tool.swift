import G8Core

/// The `g8` command: finds the subcommand, parses its options, runs it.
enum Tool {
    /// `g8 --help`: its list of commands is made from ``commands``, so that it names every one.
    static var help: String {
        let width = commands.map(\.spec.name.count).max() ?? 0
        let list = commands.map { command in
            "  " + command.spec.name + String(repeating: " ", count: width + 3 - command.spec.name.count) + command.spec.summary
        }
        return """
            OVERVIEW: Check, preview and inspect G8 themes.

            USAGE: g8 COMMAND [OPTIONS]

            COMMANDS:
            \(list.joined(separator: "\n"))

            OPTIONS:
              -h, --help   Show this help; 'g8 COMMAND --help' shows a command's.
              --version    Show the version.

            Colors are used when standard output is a terminal; NO_COLOR=1 turns them off and
            CLICOLOR_FORCE=1 turns them on.

            EXAMPLES:
              g8 lint theme.json
              g8 preview theme.json --style screen --mode dark --out dark.svg
              g8 dump theme.json --style screen
              g8 schema --out schema/g8-theme.schema.json
              g8 generate App.theme.json --out AppTheme.swift
              g8 tokens --resolver app.resolver.json --context theme=dark
            """
    }

    static let commands: [(spec: CommandSpec, run: @Sendable (ParsedArguments, inout Console) throws(UsageError) -> Int32)] = [
        (LintCommand.spec, LintCommand.run),
        (PreviewCommand.spec, PreviewCommand.runPreview),
        (PreviewCommand.dumpSpec, PreviewCommand.runDump),
        (SchemaCommand.spec, SchemaCommand.run),
        (GenerateCommand.spec, GenerateCommand.run),
        (TokensCommand.spec, TokensCommand.run),
    ]

    /// Runs the command line `arguments` (without the program's name) and returns the exit
    /// status: 0 success, 1 problems found, 2 bad usage.
    static func run(_ arguments: [String], console: inout Console) -> Int32 {
        guard let first = arguments.first else {
            let names = commands.map(\.spec.name)
            console.printError("g8: name a command: \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")")
            console.printError("Run 'g8 --help' for usage.")
            return 2
        }
        switch first {
        case "-h", "--help", "help":
            if first == "help", arguments.count > 1, let command = commands.first(where: { $0.spec.name == arguments[1] }) {
                console.print(command.spec.help)
            } else {
                console.print(help)
            }
            return 0
        case "--version", "version":
            console.print("g8 \(G8.version)")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let names = commands.map(\.spec.name) + ["help", "--help", "--version"]
            console.printError("g8: unknown command '\(first)'\(didYouMean(first, in: names))")
            console.printError("Run 'g8 --help' for usage.")
            return 2
        }
        do throws(UsageError) {
            let parsed = try command.spec.parse(Array(arguments.dropFirst()))
            if parsed.wantsHelp {
                console.print(command.spec.help)
                return 0
            }
            return try command.run(parsed, &console)
        } catch {
            console.printError("g8 \(command.spec.name): \(error.message)")
            console.printError("usage: \(command.spec.usage)")
            console.printError("Run 'g8 \(command.spec.name) --help' for more.")
            return 2
        }
    }
}
