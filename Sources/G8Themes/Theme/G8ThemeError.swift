import Foundation
import G8Core

/// Why a theme could not be loaded, merged or used: every problem found, each a diagnostic with
/// the JSON path and the file, line and column.
///
/// A load that fails reports its warnings too (a misspelt key beside a wrong value), so that
/// one round of fixes deals with everything: ``description`` writes errors and warnings
/// together, in the order of their positions.
///
/// ```
/// theme.json:12:20: error: styles.commonLabel.textColor: unknown token 'color.txt'; did you mean 'color.text'?
/// theme.json:14:9: warning: styles.commonLabel.textColr: Label has no property 'textColr'; did you mean 'textColor'?
/// ```
public struct G8ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The errors, in the order they were found.
    public let diagnostics: [G8Diagnostic]

    /// The warnings the same load found, in the order they were found.
    public let warnings: [G8Diagnostic]

    /// Makes an error from diagnostics: the errors, and the warnings found beside them.
    public init(diagnostics: [G8Diagnostic], warnings: [G8Diagnostic] = []) {
        self.diagnostics = diagnostics
        self.warnings = warnings
    }

    /// The errors and the warnings, ordered by position: by file, in the order the files first
    /// appear, then by line and column. Diagnostics without a position (an unknown mode, an
    /// unreadable file) come first, in the order they were found.
    public var allDiagnostics: [G8Diagnostic] {
        let found = diagnostics + warnings
        var fileRanks: [String?: Int] = [:]
        for diagnostic in found {
            guard let location = diagnostic.location else { continue }
            if fileRanks[location.file] == nil { fileRanks[location.file] = fileRanks.count }
        }
        return found.enumerated().sorted { lhs, rhs in
            func key(_ entry: (offset: Int, element: G8Diagnostic)) -> (Int, Int, Int, Int) {
                guard let location = entry.element.location else { return (-1, 0, 0, entry.offset) }
                return (fileRanks[location.file] ?? 0, location.line, location.column, entry.offset)
            }
            return key(lhs) < key(rhs)
        }.map(\.element)
    }

    /// One diagnostic a line, errors and warnings in the order of ``allDiagnostics``.
    public var description: String {
        allDiagnostics.map(\.description).joined(separator: "\n")
    }
}

extension G8ThemeError: LocalizedError {
    /// The diagnostics, one a line, as ``description`` writes them: `localizedDescription`
    /// says what is wrong rather than "The operation could not be completed".
    public var errorDescription: String? { description }
}
