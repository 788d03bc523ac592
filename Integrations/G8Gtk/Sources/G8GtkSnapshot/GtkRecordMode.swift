import G8Gtk

/// When a snapshot writes its reference image instead of comparing against it.
public enum GtkRecordMode: String, Sendable, Equatable, CaseIterable, CustomStringConvertible {
    /// A reference that does not exist is written (and the snapshot fails, saying so); one
    /// that exists is compared against.
    case missing
    /// Every reference is written anew (and every snapshot fails, saying so).
    case all
    /// Nothing is written: a missing reference is a failure. For CI.
    case never

    /// The name of the environment variable that sets the mode: `G8_RECORD=all`.
    public static let environmentVariable = "G8_RECORD"

    /// The mode `G8_RECORD` sets in `environment`; ``missing`` when it is unset or empty.
    ///
    /// - Throws: ``GtkSnapshotSetupError`` for any other value:
    ///   `G8_RECORD is 'al'; expected missing, all or never; did you mean 'all'?`
    public init(environment: [String: String]) throws(GtkSnapshotSetupError) {
        guard let value = environment[Self.environmentVariable], !value.isEmpty else {
            self = .missing
            return
        }
        guard let mode = GtkRecordMode(rawValue: value.lowercased()) else {
            let names = Self.allCases.map(\.rawValue)
            let suggestion = G8Suggestion.nearest(to: value, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw GtkSnapshotSetupError(
                "\(Self.environmentVariable) is '\(value)'; expected \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")\(suggestion)")
        }
        self = mode
    }

    /// `missing`, `all` or `never`.
    public var description: String { rawValue }
}
