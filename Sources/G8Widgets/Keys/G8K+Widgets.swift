// The keys of every styleable widget property, as `G8K.<Widget>.<property>`.
// Each key's string is the property name the widget's applier declares; keys marked
// "per state" take state modifiers: `G8K.Button.titleColor.highlighted`.

extension G8Key {
    /// This key for the `normal` state: `titleColor` → `titleColor:normal`.
    public var normal: G8Key { adding(modifier: "normal") }
    /// This key for the `highlighted` state.
    public var highlighted: G8Key { adding(modifier: "highlighted") }
    /// This key for the `disabled` state.
    public var disabled: G8Key { adding(modifier: "disabled") }
    /// This key for the `selected` state.
    public var selected: G8Key { adding(modifier: "selected") }
    /// This key for the `focused` state.
    public var focused: G8Key { adding(modifier: "focused") }
    /// This key for the `application` states.
    public var application: G8Key { adding(modifier: "application") }
}

extension G8.Keys {
    /// Keys of ``Layer``.
    public enum Layer {
        /// `Color?`
        public static let backgroundColor: G8Key = "backgroundColor"
        /// `Color?`
        public static let borderColor: G8Key = "borderColor"
        /// `Double`, 0 or more.
        public static let borderWidth: G8Key = "borderWidth"
        /// `Double`, 0 or more.
        public static let cornerRadius: G8Key = "cornerRadius"
        /// `Float`, 0 to 1.
        public static let opacity: G8Key = "opacity"
        /// `Color?`
        public static let shadowColor: G8Key = "shadowColor"
        /// `Float`, 0 to 1.
        public static let shadowOpacity: G8Key = "shadowOpacity"
        /// `Double`, 0 or more.
        public static let shadowRadius: G8Key = "shadowRadius"
        /// `Size`
        public static let shadowOffset: G8Key = "shadowOffset"
        /// `Bool`
        public static let masksToBounds: G8Key = "masksToBounds"
        /// ``Shadow``: sets `shadowColor` (the color made opaque), `shadowOpacity` (its alpha),
        /// `shadowOffset` and `shadowRadius` (blur / 2); spread is not drawn, inset refused.
        public static let shadow: G8Key = "shadow"
        /// ``Border``: sets `borderColor` and `borderWidth`; the style is not drawn.
        public static let border: G8Key = "border"
    }

    /// Keys of ``View`` (and so of every widget).
    public enum View {
        /// `Color?`
        public static let backgroundColor: G8Key = "backgroundColor"
        /// `Color?`: nil inherits the superview's tint.
        public static let tintColor: G8Key = "tintColor"
        /// `Double`, 0 to 1.
        public static let alpha: G8Key = "alpha"
        /// `Bool`
        public static let isHidden: G8Key = "isHidden"
        /// `Bool`
        public static let clipsToBounds: G8Key = "clipsToBounds"
        /// `ContentMode`
        public static let contentMode: G8Key = "contentMode"
        /// `EdgeInsets`, each side 0 or more.
        public static let layoutMargins: G8Key = "layoutMargins"
        /// `Rect`
        public static let frame: G8Key = "frame"
        /// `Bool`
        public static let isUserInteractionEnabled: G8Key = "isUserInteractionEnabled"
        /// `String?`
        public static let accessibilityIdentifier: G8Key = "accessibilityIdentifier"
        /// `Int`
        public static let tag: G8Key = "tag"
        /// The view's ``Layer``: give it a nested style.
        public static let layer: G8Key = "layer"
    }

    /// Keys of ``Label``.
    public enum Label {
        /// `Color?`: nil restores black.
        public static let textColor: G8Key = "textColor"
        /// `Font?`: nil restores the system font.
        public static let font: G8Key = "font"
        /// `TextAlignment`
        public static let textAlignment: G8Key = "textAlignment"
        /// `LineBreakMode`
        public static let lineBreakMode: G8Key = "lineBreakMode"
        /// `Int`, 0 or more (0: as many lines as needed).
        public static let numberOfLines: G8Key = "numberOfLines"
        /// `String?`
        public static let text: G8Key = "text"
        /// `Bool`
        public static let adjustsFontSizeToFitWidth: G8Key = "adjustsFontSizeToFitWidth"
        /// `Double`, 0 to 1.
        public static let minimumScaleFactor: G8Key = "minimumScaleFactor"
        /// `Color?`
        public static let highlightedTextColor: G8Key = "highlightedTextColor"
        /// `Color?`
        public static let shadowColor: G8Key = "shadowColor"
        /// `Size`
        public static let shadowOffset: G8Key = "shadowOffset"
        /// `Double?`, 0 or more: the line height as a multiple of the font size; nil for the font's own.
        public static let lineHeight: G8Key = "lineHeight"
        /// `Double`: extra space between characters, in points.
        public static let letterSpacing: G8Key = "letterSpacing"
        /// ``Typography``: sets `font`, `lineHeight` and `letterSpacing`.
        public static let typography: G8Key = "typography"
    }

    /// Keys of ``Control``.
    public enum Control {
        /// `Bool`
        public static let isEnabled: G8Key = "isEnabled"
        /// `Bool`
        public static let isSelected: G8Key = "isSelected"
        /// `Bool`
        public static let isHighlighted: G8Key = "isHighlighted"
    }

    /// Keys of ``Button``.
    public enum Button {
        /// `String?`, per state.
        public static let title: G8Key = "title"
        /// `Color?`, per state.
        public static let titleColor: G8Key = "titleColor"
        /// `Color?`, per state.
        public static let titleShadowColor: G8Key = "titleShadowColor"
        /// `Font?`: the title label's font.
        public static let titleFont: G8Key = "titleFont"
        /// `Image?`, per state.
        public static let image: G8Key = "image"
        /// `Image?`, per state.
        public static let backgroundImage: G8Key = "backgroundImage"
        /// `Color?`, per state: sets a solid background image of that color.
        public static let backgroundImageFromColor: G8Key = "backgroundImageFromColor"
        /// `EdgeInsets`, each side 0 or more.
        public static let contentEdgeInsets: G8Key = "contentEdgeInsets"
        /// The button's title ``Label``: give it a nested style.
        public static let titleLabel: G8Key = "titleLabel"
        /// ``Typography``: the title label's font, line height and letter spacing.
        public static let titleTypography: G8Key = "titleTypography"
    }

    /// Keys of ``TextField``.
    public enum TextField {
        /// `Color?`: nil restores black.
        public static let textColor: G8Key = "textColor"
        /// `Font?`: nil restores the system font.
        public static let font: G8Key = "font"
        /// `TextAlignment`
        public static let textAlignment: G8Key = "textAlignment"
        /// `BorderStyle`
        public static let borderStyle: G8Key = "borderStyle"
        /// `String?`
        public static let placeholder: G8Key = "placeholder"
        /// `Color?`: works whether `placeholder` is set before or after.
        public static let placeholderColor: G8Key = "placeholderColor"
        /// `Font?`: works whether `placeholder` is set before or after.
        public static let placeholderFont: G8Key = "placeholderFont"
        /// `Image?`
        public static let background: G8Key = "background"
        /// `Image?`
        public static let disabledBackground: G8Key = "disabledBackground"
        /// `String?`
        public static let text: G8Key = "text"
        /// `Double?`, 0 or more: the line height as a multiple of the font size; nil for the font's own.
        public static let lineHeight: G8Key = "lineHeight"
        /// `Double`: extra space between characters, in points.
        public static let letterSpacing: G8Key = "letterSpacing"
        /// ``Typography``: sets `font`, `lineHeight` and `letterSpacing`.
        public static let typography: G8Key = "typography"
    }

    /// Keys of ``TextView``.
    public enum TextView {
        /// `Color?`: nil restores black.
        public static let textColor: G8Key = "textColor"
        /// `Font?`: nil restores the system font.
        public static let font: G8Key = "font"
        /// `TextAlignment`
        public static let textAlignment: G8Key = "textAlignment"
        /// `Bool`
        public static let isEditable: G8Key = "isEditable"
        /// `EdgeInsets`, each side 0 or more.
        public static let textContainerInset: G8Key = "textContainerInset"
        /// `Double?`, 0 or more: the line height as a multiple of the font size; nil for the font's own.
        public static let lineHeight: G8Key = "lineHeight"
        /// `Double`: extra space between characters, in points.
        public static let letterSpacing: G8Key = "letterSpacing"
        /// ``Typography``: sets `font`, `lineHeight` and `letterSpacing`.
        public static let typography: G8Key = "typography"
    }

    /// Keys of ``ImageView``.
    public enum ImageView {
        /// `Image?`
        public static let image: G8Key = "image"
        /// `Image?`
        public static let highlightedImage: G8Key = "highlightedImage"
    }

    /// Keys of ``Slider``.
    public enum Slider {
        /// `Image?`
        public static let minimumValueImage: G8Key = "minimumValueImage"
        /// `Image?`
        public static let maximumValueImage: G8Key = "maximumValueImage"
        /// `Bool`
        public static let isContinuous: G8Key = "isContinuous"
        /// `Color?`
        public static let minimumTrackTintColor: G8Key = "minimumTrackTintColor"
        /// `Color?`
        public static let maximumTrackTintColor: G8Key = "maximumTrackTintColor"
        /// `Color?`
        public static let thumbTintColor: G8Key = "thumbTintColor"
        /// `Float`
        public static let minimumValue: G8Key = "minimumValue"
        /// `Float`
        public static let maximumValue: G8Key = "maximumValue"
        /// `Float`, clamped to the bounds.
        public static let value: G8Key = "value"
    }

    /// Keys of ``Switch``.
    public enum Switch {
        /// `Color?`
        public static let onTintColor: G8Key = "onTintColor"
        /// `Color?`
        public static let thumbTintColor: G8Key = "thumbTintColor"
        /// `Bool`
        public static let isOn: G8Key = "isOn"
    }

    /// Keys of ``SegmentedControl``.
    public enum SegmentedControl {
        /// `Color?`
        public static let selectedSegmentTintColor: G8Key = "selectedSegmentTintColor"
        /// `Image?`, per state.
        public static let backgroundImage: G8Key = "backgroundImage"
        /// `Color?`, per state: sets a solid background image of that color.
        public static let backgroundImageFromColor: G8Key = "backgroundImageFromColor"
        /// `Color?`, per state: the segment titles' color.
        public static let textColor: G8Key = "textColor"
        /// `Font?`, per state: the segment titles' font.
        public static let font: G8Key = "font"
    }

    /// Keys of ``StackView``.
    public enum StackView {
        /// `Axis`
        public static let axis: G8Key = "axis"
        /// `Double`, 0 or more.
        public static let spacing: G8Key = "spacing"
        /// `StackAlignment`
        public static let alignment: G8Key = "alignment"
        /// `StackDistribution`
        public static let distribution: G8Key = "distribution"
        /// `Bool`
        public static let isLayoutMarginsRelativeArrangement: G8Key = "isLayoutMarginsRelativeArrangement"
    }

    /// Keys of ``NavigationBar``.
    public enum NavigationBar {
        /// `Color?`
        public static let barTintColor: G8Key = "barTintColor"
        /// `Bool`
        public static let isTranslucent: G8Key = "isTranslucent"
        /// `Color?`
        public static let titleTextColor: G8Key = "titleTextColor"
        /// `Font?`
        public static let titleFont: G8Key = "titleFont"
        /// `Color?`
        public static let largeTitleTextColor: G8Key = "largeTitleTextColor"
        /// `Image?`
        public static let backgroundImage: G8Key = "backgroundImage"
        /// `Image?`
        public static let shadowImage: G8Key = "shadowImage"
    }

    /// Keys of ``ViewController``.
    public enum ViewController {
        /// `String?`
        public static let title: G8Key = "title"
        /// The controller's root ``View``: give it a nested style.
        public static let view: G8Key = "view"
    }
}
