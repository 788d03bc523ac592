/// What one application of a style did: its diagnostics, in the order they happened.
///
/// Warnings and errors are always collected, whatever the engine's ``G8/logLevel``, so a
/// program can check ``hasErrors`` with logging off. Verbose diagnostics are collected only
/// when the level is ``G8LogLevel/verbose``.
public struct G8Report: Sendable, Equatable, CustomStringConvertible {
    /// Every diagnostic, in order.
    public internal(set) var diagnostics: [G8Diagnostic] = []
    /// How many values were set.
    public internal(set) var appliedCount = 0

    /// Makes an empty report.
    public init() {}

    /// Makes a report holding `diagnostics`.
    public init(diagnostics: [G8Diagnostic], appliedCount: Int = 0) {
        self.diagnostics = diagnostics
        self.appliedCount = appliedCount
    }

    /// The error diagnostics.
    public var errors: [G8Diagnostic] { diagnostics.filter { $0.level == .error } }
    /// The warning diagnostics.
    public var warnings: [G8Diagnostic] { diagnostics.filter { $0.level == .warning } }
    /// Whether any value could not be applied.
    public var hasErrors: Bool { diagnostics.contains { $0.level == .error } }
    /// Whether there were neither errors nor warnings.
    public var isClean: Bool { !diagnostics.contains { $0.level >= .warning } }

    /// Adds the diagnostics and counts of another report after this one's.
    public mutating func append(_ other: G8Report) {
        if !other.diagnostics.isEmpty { diagnostics += other.diagnostics }
        appliedCount += other.appliedCount
    }

    /// The ``summary`` line, so that `print(report)` says what the application did even when it
    /// reported nothing; each diagnostic is in ``diagnostics``.
    public var description: String { summary }

    /// One line for people: `12 values set, 1 error, 2 warnings`, each noun in agreement with
    /// its count.
    public var summary: String {
        "\(G8Report.counted(appliedCount, "value")) set, \(G8Report.counted(errors.count, "error")), "
            + G8Report.counted(warnings.count, "warning")
    }

    /// `1 error`, `2 errors`, `0 errors`.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
