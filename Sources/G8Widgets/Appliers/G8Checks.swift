/// Value checks shared by the built-in appliers: each returns why a value is refused, or nil.
enum G8Checks {
    static func nonNegative(_ value: Double) -> String? {
        value >= 0 ? nil : "expected 0 or more"
    }
    static func nonNegativeInt(_ value: Int) -> String? {
        value >= 0 ? nil : "expected 0 or more"
    }
    static func unit(_ value: Double) -> String? {
        (0...1).contains(value) ? nil : "expected a number from 0 to 1"
    }
    static func unitFloat(_ value: Float) -> String? {
        (0...1).contains(value) ? nil : "expected a number from 0 to 1"
    }
    static func finiteFloat(_ value: Float) -> String? {
        value.isFinite ? nil : "expected a finite number"
    }
    static func font(_ font: Font) -> String? {
        font.pointSize > 0 && font.pointSize.isFinite ? nil : "expected a point size above 0"
    }
    /// For `Font?` and `Font!` properties: nil passes (it clears or restores the default).
    static func optionalFont(_ font: Font?) -> String? {
        font.flatMap(G8Checks.font)
    }
    static func size(_ size: Size) -> String? {
        size.width.isFinite && size.height.isFinite ? nil : "expected finite width and height"
    }
    static func insets(_ insets: EdgeInsets) -> String? {
        [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite)
            ? nil : "expected finite insets"
    }
    static func rect(_ rect: Rect) -> String? {
        let parts = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard parts.allSatisfy(\.isFinite) else { return "expected a finite rectangle" }
        return rect.size.width >= 0 && rect.size.height >= 0 ? nil : "expected a width and height of 0 or more"
    }
    /// For `Double?` line heights: nil passes (the font's own).
    static func lineHeight(_ value: Double?) -> String? {
        guard let value else { return nil }
        return value >= 0 && value.isFinite ? nil : "expected a line height of 0 or more"
    }
    static func finite(_ value: Double) -> String? {
        value.isFinite ? nil : "expected a finite number"
    }
    static func typography(_ typography: Typography) -> String? {
        font(typography.font) ?? lineHeight(typography.lineHeight) ?? finite(typography.letterSpacing)
    }
    static func shadow(_ shadow: Shadow) -> String? {
        if shadow.inset { return "expected an outer shadow: a layer cannot draw an inset one" }
        guard [shadow.offsetX, shadow.offsetY, shadow.blur].allSatisfy(\.isFinite) else { return "expected a finite shadow" }
        return shadow.blur >= 0 ? nil : "expected a blur of 0 or more"
    }
    static func border(_ border: Border) -> String? {
        border.width >= 0 && border.width.isFinite ? nil : "expected a width of 0 or more"
    }
}
