import G8Core

extension G8ContrastCheck.Finding {
    /// The finding as a warning at its entry, or nil when the pair passes:
    ///
    ///     styles.screen.body.textColor ({color.muted}): text #8E8E93 on #FFFFFF is 3.26:1 in mode dark; WCAG AA needs 4.5:1
    ///
    /// The path is the style's, the widget's keypath and the text's color property; the token
    /// in parentheses is the one the reported entry names, when the text's color came through
    /// one. A button state other than normal is named after the mode, as `in mode dark, state
    /// highlighted`; large text says `WCAG AA needs 3:1 for large text`.
    public var diagnostic: G8Diagnostic? {
        guard !pair.passes else { return nil }
        var path = "styles.\(style).\(pair.widget.isEmpty ? "" : pair.widget + ".")\(pair.property)"
        if let token = textSource?.token { path += " (\(token))" }
        var place = "in \(context)"
        if let state = pair.state, state != .normal { place += ", state \(state)" }
        let needs = pair.isLargeText ? "3:1 for large text" : "4.5:1"
        let message = "text \(pair.text) on \(pair.background) is \(G8ContrastCheck.format(ratio: pair.ratio, below: pair.required)):1 \(place); WCAG AA needs \(needs)"
        return G8Diagnostic(level: .warning, path: path, message: message, location: source?.location)
    }
}

extension G8ContrastCheck.Outcome {
    /// A warning for each pair below AA (``G8ContrastCheck/Finding/diagnostic``), then the
    /// note that contexts were checked alone (``contextsNote``), one note for the texts not
    /// checked and one for each screen no style applies to.
    public var diagnostics: [G8Diagnostic] {
        var result = findings.compactMap(\.diagnostic)
        if let contextsNote { result.append(contextsNote) }
        if uncheckedTexts > 0 {
            result.append(G8Diagnostic(level: .note, path: "", message: "contrast: \(uncheckedTexts) text\(uncheckedTexts == 1 ? " was" : "s were") not checked: nothing at or above \(uncheckedTexts == 1 ? "it" : "them") paints a background"))
        }
        for screen in unstyledScreens {
            result.append(G8Diagnostic(level: .note, path: "", message: "contrast: no style of the theme applies to the screen '\(screen)' without warnings, so it was not checked; name one with --style"))
        }
        return result
    }
}

extension G8ContrastCheck {
    /// A ratio to two decimals, rounded down when rounding would reach `required`, so that a
    /// failing ratio never reads as the one required.
    static func format(ratio: Double, below required: Double) -> String {
        var value = (ratio * 100).rounded() / 100
        if value >= required && ratio < required { value = (ratio * 100).rounded(.down) / 100 }
        let text = String(Int((value * 100).rounded()))
        let padded = text.count < 3 ? String(repeating: "0", count: 3 - text.count) + text : text
        return String(padded.dropLast(2)) + "." + String(padded.suffix(2))
    }
}
