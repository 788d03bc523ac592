/// A read-only line or block of text, like `UILabel`.
///
/// `textColor` and `font` never read as nil: setting nil restores the defaults (black, the
/// 17-point system font), as in UIKit.
open class Label: View {
    /// The default text color: black.
    public static let defaultTextColor = Color.black
    /// The default font: the 17-point system font.
    public static let defaultFont = Font.systemFont(ofSize: 17)

    private var _textColor = Label.defaultTextColor
    private var _font = Label.defaultFont

    /// The text shown.
    public var text: String?
    /// How lines line up.
    public var textAlignment: TextAlignment = .natural
    /// How text that does not fit is wrapped or cut.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The most lines shown; 0 means as many as needed.
    public var numberOfLines = 1
    /// Whether the font shrinks to fit the width.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to.
    public var minimumScaleFactor: Double = 0
    /// The text color while highlighted.
    public var highlightedTextColor: Color?
    /// Whether the label is highlighted.
    public var isHighlighted = false
    /// Whether the label draws as enabled.
    public var isEnabled = true
    /// The color of the text's shadow; none when nil.
    public var shadowColor: Color?
    /// The offset of the text's shadow.
    public var shadowOffset = Size(width: 0, height: -1)
    /// The line height as a multiple of the font size (CSS's unitless `line-height`); nil
    /// uses the font's own.
    public var lineHeight: Double?
    /// Extra space between characters in points (kerning); 0 is the font's own spacing.
    public var letterSpacing: Double = 0

    /// A label with every property at its default.
    public required init() {}

    /// A label showing `text`.
    public convenience init(text: String) {
        self.init()
        self.text = text
    }

    /// The text color; setting nil restores black.
    public var textColor: Color! {
        get { _textColor }
        set { _textColor = newValue ?? Label.defaultTextColor }
    }

    /// The font; setting nil restores the 17-point system font.
    public var font: Font! {
        get { _font }
        set { _font = newValue ?? Label.defaultFont }
    }

    /// The font, line height and letter spacing together; setting it sets all three.
    public var typography: Typography {
        get { Typography(font: _font, lineHeight: lineHeight, letterSpacing: letterSpacing) }
        set {
            _font = newValue.font
            lineHeight = newValue.lineHeight
            letterSpacing = newValue.letterSpacing
        }
    }
}
