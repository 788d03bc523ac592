/// A place in a source file: used for styles and themes loaded from JSON.
public struct G8SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name or path, when known.
    public var file: String?
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int

    /// Makes a location.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `line:column` without a file.
    public var description: String {
        if let file { return "\(file):\(line):\(column)" }
        return "\(line):\(column)"
    }
}
