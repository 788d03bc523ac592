import G8Gtk

/// A command line that cannot be run; the message says what is wrong and what to type.
struct UsageError: Error {
    let message: String
}

/// A command line taken apart: positional arguments, flags given, option values.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]
    var wantsHelp = false

    /// The value of a required option.
    func required(_ option: String, example: String) throws(UsageError) -> String {
        guard let value = options[option] else { throw UsageError(message: "\(option) is required, for example \(option) \(example)") }
        return value
    }
}

/// Which options a command takes: flags without a value, options with one (`--out DIR` or
/// `--out=DIR`).
struct CommandSyntax {
    let flags: [String]
    let options: [String]

    /// Parses `arguments` (those after the command's name). `--` ends the options.
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
            } else {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                let name = parts[0], inline = parts.count > 1 ? parts[1] : nil
                if flags.contains(name) {
                    guard inline == nil else { throw UsageError(message: "\(name) takes no value") }
                    parsed.flags.insert(name)
                } else if options.contains(name) {
                    var value = inline
                    if value == nil, index < arguments.endIndex {
                        value = arguments[index]
                        index += 1
                    }
                    guard let value, !value.isEmpty else { throw UsageError(message: "\(name) needs a value") }
                    guard parsed.options[name] == nil else { throw UsageError(message: "\(name) is given twice") }
                    parsed.options[name] = value
                } else {
                    let suggestion = G8Suggestion.nearest(to: name, in: ["--help"] + flags + options).map { "; did you mean '\($0)'?" } ?? ""
                    throw UsageError(message: "unknown option '\(name)'\(suggestion)")
                }
            }
        }
        return parsed
    }
}
