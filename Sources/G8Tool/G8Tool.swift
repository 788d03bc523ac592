import Foundation
import G8Core
import G8Preview

/// The `g8` commands (lint, preview, dump, schema, generate) run with a team's own engine and screens.
///
/// A team whose app registers its own widgets and appliers builds its own tool, so that
/// `lint --strict` in CI knows every property the app's themes may set:
///
/// ```swift
/// // Sources/team-g8/main.swift
/// import G8Tool
/// import G8Widgets
///
/// var engine = G8.standard
/// engine.register(BadgeApplier.all)
/// G8Tool.main(engine: engine, screens: ["inbox": { InboxScreen() }])
/// ```
///
/// `g8` itself is `G8Tool.main(engine: .standard, screens: ["demo": { PreviewScreen() }])`.
/// The library builds the output; only ``main(engine:screens:)`` and ``run(_:engine:screens:)``
/// write it, to standard output and standard error.
public enum G8Tool {
    /// Runs the process's command line with `engine` and `screens`, writes the output and
    /// exits with the status: 0 success, 1 problems found, 2 bad usage.
    ///
    /// - Parameters:
    ///   - engine: The engine whose appliers lint checks property names and values against,
    ///     and which preview and dump apply styles with.
    ///   - screens: The screens `preview` and `dump` can style, by the name `--screen` takes;
    ///     each closure makes a new one. A screen is a `ViewController` or a `View`.
    public static func main(engine: G8, screens: [String: () -> AnyObject]) -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst()), engine: engine, screens: screens))
    }

    /// Runs the command line `arguments` (without the program's name) with `engine` and
    /// `screens`, writes what the command prints to standard output and standard error, and
    /// returns the exit status: 0 success, 1 problems found, 2 bad usage.
    ///
    /// Colors follow `NO_COLOR`, `CLICOLOR_FORCE` and whether standard output is a terminal.
    public static func run(_ arguments: [String], engine: G8, screens: [String: () -> AnyObject]) -> Int32 {
        var console = Console(environment: ProcessInfo.processInfo.environment,
                              outputIsTerminal: isatty(STDOUT_FILENO) == 1,
                              engine: engine, screens: screens)
        let status = Tool.run(arguments, console: &console)
        FileHandle.standardOutput.write(Data(console.output.utf8))
        FileHandle.standardError.write(Data(console.errors.utf8))
        return status
    }
}
