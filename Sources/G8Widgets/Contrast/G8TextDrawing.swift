/// A view of your own that draws text: what the contrast check (``G8ContrastCheck``, and so
/// `g8 lint --contrast` in a team's tool) reads from it. The stock widgets are checked without
/// it; a view that adopts it is asked for its texts, whatever its class.
///
/// ```swift
/// final class BadgeView: View, G8TextDrawing {
///     var badgeColor: Color?
///     var countColor: Color = .white
///     let countLabel = Label()
///
///     var drawnTexts: [G8DrawnText] {
///         [G8DrawnText(colorKey: "countColor", color: countColor, font: countLabel.font,
///                      fill: badgeColor, fillKey: "badgeColor")]
///     }
/// }
/// ```
///
/// Each text is checked against its `fill`, painted over what is under the view (its own
/// `backgroundColor`, else the nearest view above that paints), or against that when it has
/// none. A finding is reported at the style entry that set the key named by `colorKey` (else
/// `fillKey`), as for the stock widgets.
public protocol G8TextDrawing: View {
    /// The texts the view draws as it is now, each with its color, font and fill.
    var drawnTexts: [G8DrawnText] { get }
}

/// A text a view of your own draws (``G8TextDrawing``), as the contrast check needs it.
public struct G8DrawnText: Sendable, Equatable {
    /// The key of the view's property that sets the text's color, such as `countColor`: a
    /// finding is reported at the style entry that set it.
    public var colorKey: String
    /// The state the text is drawn in, for a control that draws one per state; nil otherwise.
    /// A style entry for the state (`countColor:highlighted`) is found by it.
    public var state: ControlState?
    /// The text's color (it may be translucent).
    public var color: Color
    /// The text's font, for WCAG's large-text threshold.
    public var font: Font
    /// What the view paints under the text, if anything, over what is under the view.
    public var fill: Color?
    /// The key of the property that sets `fill`, such as `badgeColor`.
    public var fillKey: String?

    /// A text drawn in `color` and `font`, over `fill` when the view paints one.
    public init(colorKey: String, state: ControlState? = nil, color: Color, font: Font, fill: Color? = nil, fillKey: String? = nil) {
        (self.colorKey, self.state, self.color, self.font) = (colorKey, state, color, font)
        (self.fill, self.fillKey) = (fill, fillKey)
    }
}
