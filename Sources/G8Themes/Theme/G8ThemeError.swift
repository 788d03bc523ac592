import Foundation
import G8Core

/// Why a theme could not be loaded, merged or used: every problem found, each a diagnostic with
/// the JSON path and the file, line and column.
///
/// ```
/// theme.json:12:20: error: styles.commonLabel.textColor: unknown token 'color.txt'; did you mean 'color.text'?
/// ```
public struct G8ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors, in the order they were found.
    public let diagnostics: [G8Diagnostic]

    /// Makes an error from diagnostics.
    public init(diagnostics: [G8Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic a line.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension G8ThemeError: LocalizedError {
    /// The diagnostics, one a line, as ``description`` writes them: `localizedDescription`
    /// says what is wrong rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
