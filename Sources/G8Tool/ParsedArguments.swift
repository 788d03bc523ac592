import G8Core

/// A command line taken apart: positional arguments, flags given, option values.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var wantsHelp = false
}
