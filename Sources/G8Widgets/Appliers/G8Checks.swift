/// The value checks of the model widgets' keys, public so that another engine's appliers for
/// the same keys (G8Gtk's) refuse the same values with the same words. Each returns why a value
/// is refused, or nil; an engine with narrower limits runs its own check after one of these.
///
/// ```swift
/// G8Property("cornerRadius", get: { $0.radius }, set: { $0.radius = $1 }, validate: G8Checks.nonNegative)
/// G8Checks.nonNegative(-1)         // "expected 0 or more"
/// G8Checks.nonNegative(.infinity)  // "expected a finite number"
/// ```
public enum G8Checks {
    /// A length, width or radius: finite and 0 or more. +∞ is no metric, so it is refused
    /// with the words the engine uses for a non-finite number.
    public static func nonNegative(_ value: Double) -> String? {
        guard value.isFinite else { return "expected a finite number" }
        return value >= 0 ? nil : "expected 0 or more"
    }
    /// A count: 0 or more.
    public static func nonNegativeInt(_ value: Int) -> String? {
        value >= 0 ? nil : "expected 0 or more"
    }
    /// A fraction, such as an opacity: from 0 to 1.
    public static func unit(_ value: Double) -> String? {
        (0...1).contains(value) ? nil : "expected a number from 0 to 1"
    }
    /// A `Float` fraction, such as a layer's opacity: from 0 to 1.
    public static func unitFloat(_ value: Float) -> String? {
        (0...1).contains(value) ? nil : "expected a number from 0 to 1"
    }
    /// A `Float` that is finite.
    public static func finiteFloat(_ value: Float) -> String? {
        value.isFinite ? nil : "expected a finite number"
    }
    /// A font: its point size finite and above 0.
    public static func font(_ font: Font) -> String? {
        font.pointSize > 0 && font.pointSize.isFinite ? nil : "expected a point size above 0"
    }
    /// For `Font?` and `Font!` properties: nil passes (it clears or restores the default).
    public static func optionalFont(_ font: Font?) -> String? {
        font.flatMap(G8Checks.font)
    }
    /// A size or offset: width and height finite, of either sign.
    public static func size(_ size: Size) -> String? {
        size.width.isFinite && size.height.isFinite ? nil : "expected finite width and height"
    }
    /// Insets (margins, padding): each side finite and 0 or more. Negative insets are refused
    /// on every engine, since GTK's margins and CSS padding cannot be negative.
    public static func insets(_ insets: EdgeInsets) -> String? {
        let sides = [insets.top, insets.left, insets.bottom, insets.right]
        guard sides.allSatisfy(\.isFinite) else { return "expected finite insets" }
        return sides.allSatisfy { $0 >= 0 } ? nil : "expected insets of 0 or more"
    }
    /// A frame: finite, its width and height 0 or more.
    public static func rect(_ rect: Rect) -> String? {
        let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard parts.allSatisfy(\.isFinite) else { return "expected a finite rectangle" }
        return rect.size.width >= 0 && rect.size.height >= 0 ? nil : "expected a width and height of 0 or more"
    }
    /// For `Double?` line heights, a multiple of the font size: nil passes (the font's own).
    public static func lineHeight(_ value: Double?) -> String? {
        guard let value else { return nil }
        return value >= 0 && value.isFinite ? nil : "expected a line height of 0 or more"
    }
    /// A number of either sign that is finite, such as a letter spacing.
    public static func finite(_ value: Double) -> String? {
        value.isFinite ? nil : "expected a finite number"
    }
    /// A typography: its font, line height and letter spacing as checked one by one.
    public static func typography(_ typography: Typography) -> String? {
        font(typography.font) ?? lineHeight(typography.lineHeight) ?? finite(typography.letterSpacing)
    }
    /// An outer shadow, finite, its blur 0 or more.
    public static func shadow(_ shadow: Shadow) -> String? {
        if shadow.inset { return "expected an outer shadow: a layer cannot draw an inset one" }
        guard [shadow.offsetX, shadow.offsetY, shadow.blur].allSatisfy(\.isFinite) else { return "expected a finite shadow" }
        return shadow.blur >= 0 ? nil : "expected a blur of 0 or more"
    }
    /// A border: its width finite and 0 or more.
    public static func border(_ border: Border) -> String? {
        border.width >= 0 && border.width.isFinite ? nil : "expected a width of 0 or more"
    }
}
