import G8TestSupport
import Testing

/// `g8 --help` lists every command the tool runs, each with its one-line summary.
@Suite("g8 --help")
struct ToolHelpTests {
    @Test func helpListsEveryCommand() throws {
        let help = try ExampleRunner.run("g8", arguments: ["--help"])
        #expect(help.status == 0)
        #expect(help.standardError == "")
        #expect(help.standardOutput.hasPrefix("""
            OVERVIEW: Check, preview and inspect G8 themes.

            USAGE: g8 COMMAND [OPTIONS]

            COMMANDS:
              lint       Check theme files and report every problem, as FILE:LINE:COLUMN: messages.
              preview    Draw a theme's style on the demo screen, as SVG or HTML.
              dump       Print the demo screen styled by a theme, as a text tree.
              schema     Write the JSON Schema of theme files, for editors and CI.
              generate   Write Swift that names a theme's styles and tokens, checked by the compiler.
              tokens     Print every design token with its type and resolved value, as JSON.

            OPTIONS:

            """))
    }

    @Test func everyListedCommandHasItsOwnHelp() throws {
        for command in ["lint", "preview", "dump", "schema", "generate", "tokens"] {
            let help = try ExampleRunner.run("g8", arguments: [command, "--help"])
            #expect(help.status == 0)
            #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
            #expect(help.standardOutput.contains("USAGE: g8 \(command)"))
        }
        let nothing = try ExampleRunner.run("g8", arguments: [])
        #expect(nothing.standardError == "g8: name a command: lint, preview, dump, schema, generate or tokens\nRun 'g8 --help' for usage.\n")
    }
}
