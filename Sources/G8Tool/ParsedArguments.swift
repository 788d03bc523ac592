import G8Core

/// A command line taken apart: positional arguments, flags given, option values.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]
    /// The values of each repeatable option, in the order given.
    var repeated: [String: [String]] = [:]
    var wantsHelp = false
}
