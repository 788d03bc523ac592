/// An editable single line of text, like `UITextField`.
///
/// The placeholder's color and font are kept apart from its text, so `placeholderColor` and
/// `placeholderFont` work whether they are set before or after `placeholder`.
open class TextField: Control {
    /// The default placeholder color: 70% gray, as in UIKit.
    public static let defaultPlaceholderColor = Color(white: 0.7)

    private var _textColor = Label.defaultTextColor
    private var _font = Label.defaultFont

    /// The text.
    public var text: String?
    /// How the text lines up.
    public var textAlignment: TextAlignment = .natural
    /// The border drawn around the field.
    public var borderStyle: BorderStyle = .none
    /// The text shown while the field is empty.
    public var placeholder: String?
    /// The placeholder's color; the default gray when nil.
    public var placeholderColor: Color?
    /// The placeholder's font; the field's font when nil.
    public var placeholderFont: Font?
    /// The background image while enabled.
    public var background: Image?
    /// The background image while disabled.
    public var disabledBackground: Image?
    /// The line height as a multiple of the font size; nil uses the font's own.
    public var lineHeight: Double?
    /// Extra space between characters in points (kerning); 0 is the font's own spacing.
    public var letterSpacing: Double = 0

    /// A text field with every property at its default.
    public required init() {}

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

    /// The color the placeholder is drawn in.
    public var effectivePlaceholderColor: Color { placeholderColor ?? TextField.defaultPlaceholderColor }
    /// The font the placeholder is drawn in.
    public var effectivePlaceholderFont: Font { placeholderFont ?? _font }
    /// The background image for the current state.
    public var currentBackground: Image? { isEnabled ? background : (disabledBackground ?? background) }

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
