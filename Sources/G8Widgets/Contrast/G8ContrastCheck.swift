import G8Core
import G8Themes

/// Checks the contrast of every text a styled screen shows against what it is drawn on, as
/// WCAG 2.2 AA asks: 4.5:1, or 3:1 for large text (24 points, or 18.66 points bold).
///
/// The widget tree decides the pairs: a theme's style is applied to a screen in each mode (or
/// resolver context) of the theme, and the colors read back from the widgets. Each text — a
/// ``Label``'s text, a ``Button``'s title in each state it is styled for, a ``TextField``'s
/// text and placeholder, a ``TextView``'s text, a ``NavigationBar``'s title, a
/// ``SegmentedControl``'s titles, unselected and selected — is checked against the nearest
/// view at or above it that paints a background: its `backgroundColor`, a button's or a
/// segmented control's background image of a plain color for the state, a bar's tint, a
/// selected segment's tint (white when none), or the white a `roundedRect` field draws.
/// A view of your own is checked when it says what text it draws on what (``G8TextDrawing``).
/// Translucent colors are composited over what is below them first, and a view's `alpha`
/// (times its superviews') fades its colors, text and background alike. Where nothing paints,
/// the text is not checked and counted in ``Outcome/uncheckedTexts``.
///
/// A pair is reported only when the theme set one of its two colors, at the style entry that
/// set the text's color (else the background's): a screen's own defaults are the app's, not
/// the theme's. Disabled states are left out, as WCAG leaves out inactive controls, unless
/// ``checksDisabledStates``. A finding is reported once for the entry, mode, state and colors,
/// naming the first widget it was found on.
///
/// ```swift
/// let check = G8ContrastCheck(engine: .standard)
/// let outcome = check.check(theme, screens: ["demo": { PreviewScreen() }])
/// for finding in outcome.findings where !finding.pair.passes {
///     print(finding.diagnostic(file: "theme.json"))
/// }
/// ```
public struct G8ContrastCheck: Sendable {
    /// The engine that applies the styles.
    public var engine: G8
    /// Whether a button's title is also checked in the `disabled` state.
    public var checksDisabledStates = false

    /// A check that applies styles with `engine`.
    public init(engine: G8) {
        var quiet = engine
        quiet.logLevel = .off
        quiet.isStrict = false
        self.engine = quiet
    }

    /// One text and what it is drawn on.
    public struct Pair: Sendable, Equatable {
        /// The widget's keypath from the screen, such as `body` or `card.titleLabel`.
        public var widget: String
        /// The property that holds the text's color: `textColor`, `titleColor`, `placeholderColor`,
        /// `highlightedTextColor` or `titleTextColor`.
        public var property: String
        /// The state a button's or a segmented control's title is shown in; `nil` for other widgets.
        public var state: ControlState?
        /// The text's color, as set (it may be translucent).
        public var text: Color
        /// The background, opaque, as drawn under the text.
        public var background: Color
        /// Whether the text is large: at least 24 points, or 18.66 points and bold.
        public var isLargeText: Bool

        /// Makes a pair.
        public init(widget: String, property: String, state: ControlState? = nil, text: Color, background: Color, isLargeText: Bool) {
            (self.widget, self.property, self.state) = (widget, property, state)
            (self.text, self.background, self.isLargeText) = (text, background, isLargeText)
        }

        /// The contrast ratio, with the text composited over the background.
        public var ratio: Double { text.contrastRatio(on: background) }
        /// The ratio WCAG 2.2 AA requires: 3 for large text, else 4.5.
        public var required: Double { isLargeText ? 3 : 4.5 }
        /// Whether the ratio meets AA.
        public var passes: Bool { ratio >= required }
        /// The APCA lightness contrast, for information: ``Color/apcaContrast(on:)``.
        public var apcaContrast: Double { text.apcaContrast(on: background) }
    }

    /// The style entry a color came from.
    public struct Source: Sendable, Equatable {
        /// Where the entry's key is written.
        public var location: G8SourceLocation?
        /// The token the entry's value names, such as `{color.muted}`, when it is one alias.
        public var token: String?

        /// Makes a source.
        public init(location: G8SourceLocation?, token: String?) {
            (self.location, self.token) = (location, token)
        }
    }

    /// A pair checked in one mode or context, and where its colors came from.
    public struct Finding: Sendable, Equatable {
        /// The pair.
        public var pair: Pair
        /// The style applied, by name.
        public var style: String
        /// The mode or context: `the default mode`, `mode dark`, `context theme=dark, size=mobile`,
        /// `context theme=dark` when the pair is alike in every `size`, or `every context`.
        public var context: String
        /// The entry that set the text's color, when the theme set it.
        public var textSource: Source?
        /// The entry that set the background, when the theme set it.
        public var backgroundSource: Source?

        /// Makes a finding: for a tool that finds its pairs elsewhere (in generated CSS, say)
        /// and reports them in the same words (``diagnostic``).
        public init(pair: Pair, style: String, context: String, textSource: Source?, backgroundSource: Source?) {
            (self.pair, self.style, self.context) = (pair, style, context)
            (self.textSource, self.backgroundSource) = (textSource, backgroundSource)
        }

        /// The entry the finding is reported at: the text color's, else the background's.
        public var source: Source? { textSource ?? backgroundSource }
    }

    /// What a check found.
    public struct Outcome: Sendable {
        /// Every pair checked that the theme set a color of, passing or not, each once.
        public var findings: [Finding] = []
        /// How many texts were not checked because nothing at or above them paints a
        /// background, each counted once however many modes and styles left it so.
        public var uncheckedTexts = 0
        /// The screens no style of the theme applies to without warnings (only when the
        /// styles to check were not named).
        public var unstyledScreens: [String] = []
        /// The note that the theme's contexts make too many combinations to check each, when
        /// they do: ``G8ContrastCheck/contextsNote(of:)``.
        public var contextsNote: G8Diagnostic?
    }
}
