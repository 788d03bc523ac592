/// An editable, scrolling block of text, like `UITextView`.
open class TextView: View {
    private var _textColor = Label.defaultTextColor
    private var _font = Font.systemFont(ofSize: 12)

    /// The text.
    public var text: String?
    /// How lines line up.
    public var textAlignment: TextAlignment = .natural
    /// Whether the text can be edited.
    public var isEditable = true
    /// Space between the frame and the text.
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The line height as a multiple of the font size; nil uses the font's own.
    public var lineHeight: Double?
    /// Extra space between characters in points (kerning); 0 is the font's own spacing.
    public var letterSpacing: Double = 0

    /// A text view with every property at its default.
    public required init() {}

    /// The text color; setting nil restores black.
    public var textColor: Color! {
        get { _textColor }
        set { _textColor = newValue ?? Label.defaultTextColor }
    }

    /// The font; setting nil restores the 12-point system font, as in UIKit.
    public var font: Font! {
        get { _font }
        set { _font = newValue ?? Font.systemFont(ofSize: 12) }
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
