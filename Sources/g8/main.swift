// g8: lint a theme, preview it as a picture, dump the styled demo screen.
//
//     swift run g8 --help
import Foundation

var console = Console(environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
let status = Tool.run(Array(CommandLine.arguments.dropFirst()), console: &console)
FileHandle.standardOutput.write(Data(console.output.utf8))
FileHandle.standardError.write(Data(console.errors.utf8))
exit(status)
