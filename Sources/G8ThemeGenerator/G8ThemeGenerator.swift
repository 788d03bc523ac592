import Foundation
import G8Widgets

/// Turns a theme file into Swift source that names its styles and tokens, so that the compiler
/// checks them: what the `G8ThemePlugin` build plugin, `g8-theme-gen` and `g8 generate` run.
///
/// ```swift
/// let result = G8ThemeGenerator().generate(json: data, file: "/path/App.theme.json")
/// for diagnostic in result.diagnostics { print(G8ThemeGenerator.line(for: diagnostic, file: path)) }
/// if let source = result.source { try source.write(to: output, atomically: true, encoding: .utf8) }
/// ```
///
/// The theme is checked first, with the checks of `g8 lint` (``G8Theme/lint(json:file:engine:designTokens:)``).
/// Any error means no source; warnings are passed on and the source is made anyway.
///
/// For `App.theme.json` the source declares `public enum AppTheme` with:
/// - `load(engine:)`, which loads the theme from its text embedded in the source;
/// - `Style`, a `String`-backed `CaseIterable` enum of the style names, and accessors
///   `theme.style(AppTheme.Style.card)` on `G8Theme` and `manager.style(view, with: .card)` on
///   `G8ThemeManager` that need no `try`;
/// - `Token.<Group>.<token>`, each token's default-mode value as its Swift type (see
///   ``G8SwiftTokenType/table``), documented with its `$description` and deprecated when the
///   token (or a group it is in) has `$deprecated`.
///
/// Names become identifiers by the rule of ``G8SwiftName``. Everything generated is `public`,
/// so a library target can hand its theme's names to the code that uses it.
public struct G8ThemeGenerator: Sendable {
    /// The engine whose appliers and token types check the theme.
    public var engine: G8

    /// A generator that checks themes against `engine`.
    public init(engine: G8 = .standard) {
        self.engine = engine
    }

    /// What generating from one theme gave: the source, unless the theme has errors, and every
    /// problem found, ordered by place in the file.
    public struct Result: Sendable {
        /// The Swift source; nil when ``diagnostics`` hold an error.
        public let source: String?
        /// The theme's errors and warnings, as `g8 lint` reports them.
        public let diagnostics: [G8Diagnostic]
    }

    /// The name of the enum generated for a theme file: `App.theme.json` → `AppTheme`,
    /// `brand-colors.theme.json` → `BrandColorsTheme`.
    public static func typeName(forFile file: String) -> String {
        var stem = URL(fileURLWithPath: file).lastPathComponent
        for suffix in [".theme.json", ".json"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        let base = G8SwiftName.base(stem, kind: .type)
        return (base.hasSuffix("_") ? String(base.dropLast()) : base) + "Theme"
    }

    /// A diagnostic as compilers write them, which SwiftPM, Xcode and editors show at the
    /// place in the file: `file:line:column: error: path: message` (`file: error: …` when the
    /// diagnostic has no place).
    public static func line(for diagnostic: G8Diagnostic, file: String) -> String {
        let place = diagnostic.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        let path = diagnostic.path.isEmpty ? "" : diagnostic.path + ": "
        return "\(place): \(diagnostic.level): \(path)\(diagnostic.message)"
    }

    /// Checks the theme in `json` and, when it has no errors, writes its Swift source.
    ///
    /// - Parameters:
    ///   - json: the theme file's bytes.
    ///   - file: the theme file's path; its last component names the generated enum and is the
    ///     file name the loaded theme's diagnostics show.
    public func generate(json: Data, file: String) -> Result {
        let fileName = URL(fileURLWithPath: file).lastPathComponent
        let diagnostics = G8Theme.lint(json: json, file: fileName, engine: engine)
        guard !diagnostics.contains(where: { $0.level == .error }) else { return Result(source: nil, diagnostics: diagnostics) }
        let theme: G8Theme
        do {
            theme = try G8Theme(json: json, file: fileName, engine: engine)
        } catch {
            return Result(source: nil, diagnostics: diagnostics + error.diagnostics)
        }
        var writer = G8SwiftWriter(theme: theme, fileName: fileName, typeName: G8ThemeGenerator.typeName(forFile: file),
                                   text: String(decoding: json, as: UTF8.self))
        return Result(source: writer.write(), diagnostics: diagnostics + writer.diagnostics)
    }
}
