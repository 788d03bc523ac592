import Foundation
import G8Gtk
import G8Tool

/// A subcommand of `g8-gtk`: its command line, parsed as `g8` parses its own (G8Tool's
/// `CommandSpec`), and what it does. Runs on the main actor, which GTK's objects belong to.
struct Command {
    /// Its name, options and help.
    let spec: CommandSpec
    /// Runs the command on parsed arguments; returns the exit status.
    let run: @MainActor (ParsedArguments) throws(UsageError) -> Int32

    var name: String { spec.name }
}

/// The `g8-gtk` command: finds the subcommand, parses its options, runs it. Exit status 0 for
/// success, 1 when problems were found (snapshots differ, a theme does not load), 2 for a
/// command line that cannot be run.
enum Tool {
    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [LintCommand.command, SnapshotCommand.command]

    static var help: String {
        let width = commands.map(\.name.count).max() ?? 0
        let list = commands.map { "  " + $0.name + String(repeating: " ", count: width + 3 - $0.name.count) + $0.spec.summary }
        return """
            OVERVIEW: G8 themes on real GTK 4 widgets.

            USAGE: g8-gtk COMMAND [OPTIONS]

            COMMANDS:
            \(list.joined(separator: "\n"))

            OPTIONS:
              -h, --help   Show this help; 'g8-gtk COMMAND --help' shows a command's.
            """
    }

    @MainActor
    static func run(_ arguments: [String]) -> Int32 {
        let names = commands.map(\.name)
        guard let first = arguments.first else {
            printError("g8-gtk: name a command: \(names.joined(separator: ", "))\nRun 'g8-gtk --help' for usage.")
            return 2
        }
        if first == "-h" || first == "--help" || first == "help" {
            print(help)
            return 0
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let suggestion = didYouMean(first, in: names + ["help"])
            printError("g8-gtk: unknown command '\(first)'\(suggestion)\nRun 'g8-gtk --help' for usage.")
            return 2
        }
        do throws(UsageError) {
            let parsed = try command.spec.parse(Array(arguments.dropFirst()))
            if parsed.wantsHelp {
                print(command.spec.help)
                return 0
            }
            return try command.run(parsed)
        } catch {
            printError("g8-gtk \(command.name): \(error.message)\nRun 'g8-gtk \(command.name) --help' for usage.")
            return 2
        }
    }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
