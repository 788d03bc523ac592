// g8-gtk: G8's GTK commands. `g8-gtk --help` lists them.
//
//     swift run g8-gtk snapshot theme.json --ui window.ui --style gallery --out shots
import Foundation

let status = MainActor.assumeIsolated { Tool.run(Array(CommandLine.arguments.dropFirst())) }
exit(status)
