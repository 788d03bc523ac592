import Foundation

#if canImport(G8Widgets)
import G8Widgets
import G8Preview
#endif

/// The fuzz targets. Each takes arbitrary bytes, must never crash, and checks the engine's
/// promises on the way, stopping the process (so libFuzzer keeps the input) when one breaks:
///
/// - `loadTheme`: a refused theme says why; a lint of the same bytes reports the same errors; a
///   loaded one re-resolves every mode it lists, loads the same way twice, and each style
///   validates and applies to a demo screen with exactly the diagnostics validation predicted.
/// - `mergeTheme`: the bytes are a base theme and an update (split at the first NUL byte); a
///   refused merge leaves the base exactly as it was.
/// - `applyStyle`: the bytes are decoded into a style (keypaths, state modifiers, values of many
///   types, nesting, superStyle lists, decorators); validating it changes nothing, applying it
///   reports what validation predicted, strict mode changes nothing when there are errors, and
///   applying it twice to fresh screens gives the same screen and the same report.
public enum G8FuzzHarness {
    /// The engine used by every target, logging nothing.
    static let engine: G8 = {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        return g8
    }()

    public static func loadTheme(_ bytes: [UInt8]) {
        let theme: G8Theme
        do {
            theme = try G8Theme(json: Data(bytes), file: "fuzz.json")
        } catch {
            check(!error.diagnostics.isEmpty, "a refused theme must say why")
            checkLintAgrees(bytes, loadErrors: error.diagnostics)
            return
        }
        checkLintAgrees(bytes, loadErrors: [])
        do {
            let again = try G8Theme(json: Data(bytes), file: "fuzz.json")
            check(again.tokens == theme.tokens && again.styleNames == theme.styleNames, "loading must be deterministic")
        } catch {
            check(false, "a theme that loaded once must load again: \(error)")
        }
        checkEveryModeResolves(theme)
        for name in theme.styleNames.prefix(8) {
            guard let style = try? theme.style(named: name) else {
                check(false, "listed style '\(name)' is missing")
                continue
            }
            checkApplication(of: style)
        }
    }

    /// A lint parses a theme's styles one at a time from the bytes and keeps none of them: it
    /// must find exactly the errors a load reports (in its own order, by place).
    /// Past the cap of 100 errors, both also end with a note that they stopped reporting: a
    /// note, not an error, compared by neither.
    static func checkLintAgrees(_ bytes: [UInt8], loadErrors: [G8Diagnostic]) {
        let lintErrors = G8Theme.lint(bytes: bytes, file: "fuzz.json", engine: engine).filter { $0.level == .error }
        let loadErrors = loadErrors.filter { $0.level == .error }
        check(lintErrors.map(\.description).sorted() == loadErrors.map(\.description).sorted(),
              "a lint must report the errors a load reports: \(lintErrors) against \(loadErrors)")
    }

    public static func mergeTheme(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count / 2
        let baseBytes = Array(bytes[..<split])
        let updateBytes = Array(bytes[min(split + 1, bytes.count)...])
        guard let base = try? G8Theme(json: Data(baseBytes), file: "base.json") else { return }
        let before = base.json
        do {
            let merged = try base.merging(json: Data(updateBytes), file: "update.json")
            for name in merged.styleNames.prefix(4) {
                if let style = try? merged.style(named: name) { checkApplication(of: style) }
            }
        } catch {
            check(!error.diagnostics.isEmpty, "a refused update must say why")
        }
        check(base.json == before, "merging must not change the base theme")
    }

    /// The first byte picks the reader (even: the Design Tokens format, with Tokens Studio's
    /// extensions; odd: Style Dictionary's form), the rest is a tokens file. A refused file
    /// says why; a loaded one loads the same way twice, resolves every mode and every context
    /// of every modifier it lists.
    public static func loadDesignTokens(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let format: G8TokenFormat = first % 2 == 0 ? .designTokens : .styleDictionary
        let file = Data(bytes.dropFirst())
        let theme: G8Theme
        do {
            theme = try G8Theme(designTokens: file, file: "tokens.json", engine: engine, format: format)
        } catch {
            check(!error.diagnostics.isEmpty, "refused tokens must say why")
            return
        }
        do {
            let again = try G8Theme(designTokens: file, file: "tokens.json", engine: engine, format: format)
            check(again.tokens == theme.tokens, "loading tokens must be deterministic")
        } catch {
            check(false, "tokens that loaded once must load again: \(error)")
        }
        checkEveryModeResolves(theme)
        for modifier in theme.modifiers {
            for context in modifier.contexts.prefix(4) {
                do {
                    _ = try theme.resolved(contexts: [modifier.name: context])
                } catch {
                    check(false, "context '\(context)' of '\(modifier.name)' was checked at load but fails now: \(error)")
                }
            }
        }
    }

    /// Every mode a theme lists was checked when it loaded, so each must resolve.
    static func checkEveryModeResolves(_ theme: G8Theme) {
        for mode in theme.modes {
            do {
                _ = try theme.resolved(mode: mode)
            } catch {
                check(false, "mode '\(mode)' was checked at load but fails now: \(error)")
            }
        }
    }

    public static func applyStyle(_ bytes: [UInt8]) {
        var reader = FuzzReader(bytes)
        let style = reader.style(depth: 0)
        checkApplication(of: style)
    }

    /// The dump of a new screen, made once: every new screen dumps the same.
    static let pristine = engine.dump(FuzzScreen())

    /// The promises of validation, application and strict mode, checked for one style.
    static func checkApplication(of style: G8Style) {
        let screen = FuzzScreen()
        let validation = engine.validate(style, against: screen)
        check(engine.dump(screen) == pristine, "validation must change nothing")

        var strict = engine
        strict.isStrict = true
        let strictScreen = FuzzScreen()
        let strictReport = strict.applyStyle(style, to: strictScreen)
        if validation.hasErrors {
            check(strict.dump(strictScreen) == pristine, "strict mode must apply nothing when there are errors")
            check(strictReport.appliedCount == 0, "strict mode counted assignments it did not make")
        } else {
            check(!strictReport.hasErrors, "strict mode found errors validation did not: \(strictReport)")
        }

        let report = engine.applyStyle(style, to: screen)
        check(report.diagnostics == validation.diagnostics,
              "applying must report what validation predicted:\n\(report)\n---\n\(validation)")
        let second = FuzzScreen()
        let secondReport = engine.applyStyle(style, to: second)
        check(secondReport == report, "the same style must report the same way twice")
        check(engine.dump(second) == engine.dump(screen), "the same style must give the same screen twice")

        // Whatever the style set, the preview of the screen is a complete, deterministic SVG.
        let picture = renderer.svg(of: screen.view)
        check(picture == renderer.svg(of: second.view), "the same screen must draw the same way twice")
        check(picture.hasPrefix("<svg ") && picture.hasSuffix("</svg>\n"), "the SVG must be complete")
        check(picture.components(separatedBy: "<g").count == picture.components(separatedBy: "</g>").count,
              "every group in the SVG must be closed")
        check(!["=\"nan", "=\"-nan", "=\"inf", "=\"-inf"].contains { picture.contains($0) },
              "the SVG's attributes must hold finite numbers only")
    }

    static let renderer = G8PreviewRenderer()

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { preconditionFailure("fuzz invariant broken: \(message())") }
    }
}

/// The screen every target styles: one outlet of each kind of widget, and a nil one.
final class FuzzScreen: ViewController {
    let heading = Label(text: "Heading")
    let action = Button(title: "Go")
    let field = TextField()
    let toggle = Switch()
    let slider = Slider()
    let segments = SegmentedControl(items: ["A", "B"])
    let stack = StackView()
    let card = View()
    let image = ImageView()
    let notes = TextView()
    let bar = NavigationBar()
    var missing: Label?

    required init() {
        super.init()
        for subview in [heading, action, field, toggle, slider, segments, stack, card, image, notes, bar] as [View] {
            view.addSubview(subview)
        }
    }
}
