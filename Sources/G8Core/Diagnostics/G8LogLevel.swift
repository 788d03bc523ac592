/// How much an engine reports: each level includes the ones above it in this list.
///
/// - `verbose`: every child lookup and every assignment, plus everything below.
/// - `note`: what explains the warning or error before it, such as why reporting stopped.
/// - `warning`: missing properties and children, nil outlets, plus errors. The default.
/// - `error`: values that cannot be set: wrong types, nil for a non-optional, bad keys.
/// - `off`: nothing is sent to the log handler. Reports still carry warnings and errors.
public enum G8LogLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// Every step: lookups and assignments.
    case verbose
    /// What explains the diagnostic before it; never counted as a warning or an error.
    case note
    /// Missing properties and children, nil outlets.
    case warning
    /// Values that could not be applied.
    case error
    /// Nothing is logged.
    case off

    /// Whether `lhs` is a more detailed level than `rhs`.
    public static func < (lhs: G8LogLevel, rhs: G8LogLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name as it appears in log lines: `verbose`, `note`, `warning`, `error` or `off`.
    public var description: String {
        switch self {
        case .verbose: "verbose"
        case .note: "note"
        case .warning: "warning"
        case .error: "error"
        case .off: "off"
        }
    }
}
