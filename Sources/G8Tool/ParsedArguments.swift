import G8Core

/// A command line taken apart by ``CommandSpec/parse(_:)``: positional arguments, flags given,
/// option values. For a tool of its own that parses as `g8` does.
public struct ParsedArguments: Sendable {
    /// The arguments that are not options, in order.
    public var positionals: [String] = []
    /// The flags given.
    public var flags: Set<String> = []
    /// The value of each option given, by name (`--style`).
    public var options: [String: String] = [:]
    /// The values of each repeatable option, in the order given.
    public var repeated: [String: [String]] = [:]
    /// Whether `-h` or `--help` was given.
    public var wantsHelp = false
}
