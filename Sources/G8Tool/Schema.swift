import Foundation
import G8Core

/// `g8 schema`: the JSON Schema of theme files for the tool's engine, for editors and CI.
enum SchemaCommand {
    static let spec = CommandSpec(
        name: "schema",
        summary: "Write the JSON Schema of theme files, for editors and CI.",
        flags: [], options: ["--out"],
        usage: "g8 schema [--out FILE.json]",
        help: """
            OVERVIEW: Write the JSON Schema (draft 2020-12) of theme files for this tool's engine.

            USAGE: g8 schema [--out FILE.json]

            The schema is derived from the engine's appliers: every property name with the shape
            of its values (color strings, enum cases, font objects, numbers with their bounds),
            keypaths and state modifiers as key patterns, and token references anywhere a value
            goes. Editors that read it complete style keys and check their values; a team's own
            tool, made with G8Tool, writes one that knows its own widgets too.

            OPTIONS:
              --out FILE     Write the schema to FILE instead of standard output.
              -h, --help     Show this help.

            EXIT STATUS:
              0  written
              1  the file cannot be written
              2  bad usage

            EXAMPLE:
              g8 schema --out schema/g8-theme.schema.json
            """)

    static func run(_ parsed: ParsedArguments, console: inout Console) throws(UsageError) -> Int32 {
        guard parsed.positionals.isEmpty else {
            throw UsageError(message: "takes no arguments, got \(parsed.positionals.joined(separator: " ")); write to a file with --out FILE")
        }
        let text = console.engine.jsonSchema().prettyPrinted + "\n"
        guard let out = parsed.options["--out"] else {
            console.print(String(text.dropLast()))
            return 0
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            console.printError("g8 schema: cannot write '\(out)': \(error.localizedDescription)")
            return 1
        }
        console.print("g8 schema: wrote \(out)")
        return 0
    }
}
