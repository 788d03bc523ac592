import Foundation

/// Contrast as WCAG 2.2 measures it: relative luminance, the contrast ratio of two colors, and
/// how a translucent color looks drawn over another.
extension Color {
    /// The relative luminance of the color's red, green and blue components, from 0 for black
    /// to 1 for white, as WCAG 2.2 defines it for sRGB (alpha is not considered).
    ///
    /// ```swift
    /// Color.white.relativeLuminance    // 1
    /// Color.black.relativeLuminance    // 0
    /// ```
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            let c = min(max(channel, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The color drawn over `background` with the usual source-over blending: an opaque color
    /// is itself, a clear one is `background`.
    ///
    /// The result's alpha is the two alphas combined, so an opaque background gives an opaque
    /// color. Components are blended as they are stored (sRGB), as browsers and toolkits blend.
    public func composited(over background: Color) -> Color {
        let a = min(max(alpha, 0), 1), b = min(max(background.alpha, 0), 1)
        let out = a + b * (1 - a)
        guard out > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double { (top * a + bottom * b * (1 - a)) / out }
        return Color(red: blend(red, background.red), green: blend(green, background.green),
                     blue: blend(blue, background.blue), alpha: out)
    }

    /// The WCAG 2.2 contrast ratio of two colors, from 1 (the same luminance) to 21 (black and
    /// white), whichever is lighter: `(L1 + 0.05) / (L2 + 0.05)`.
    ///
    /// Alpha is not considered: composite a translucent color over what it is drawn on first
    /// (``composited(over:)``), or use ``contrastRatio(on:)``.
    ///
    /// ```swift
    /// Color.contrastRatio(.black, .white)                       // 21
    /// Color.contrastRatio(Color(hex: "#777777")!, .white)       // 4.48 (to two places)
    /// ```
    public static func contrastRatio(_ first: Color, _ second: Color) -> Double {
        let a = first.relativeLuminance, b = second.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The contrast ratio of this color, as text drawn over `background`, against the
    /// background: the text is composited over it first. `background` is taken as opaque.
    public func contrastRatio(on background: Color) -> Double {
        let ground = background.withAlphaComponent(1)
        return Color.contrastRatio(composited(over: ground), ground)
    }

    /// The APCA lightness contrast (Lc) of this color as text on `background`, by APCA-W3
    /// 0.0.98G-4g: about 106 for black on white, about −108 for white on black (negative when
    /// the text is the lighter), 0 below a perceptible difference. Information beside the
    /// WCAG 2 ratio, which is what the check enforces; `background` is taken as opaque and
    /// the text composited over it first.
    ///
    /// ```swift
    /// Color(hex: "#888888")?.apcaContrast(on: .white)    // 63.06
    /// ```
    public func apcaContrast(on background: Color) -> Double {
        let ground = background.withAlphaComponent(1)
        let text = composited(over: ground)
        /// Screen luminance with APCA's simple exponent and its soft clamp near black.
        func luminance(_ color: Color) -> Double {
            func channel(_ value: Double) -> Double { pow(min(max(value, 0), 1), 2.4) }
            let y = 0.2126729 * channel(color.red) + 0.7151522 * channel(color.green) + 0.0721750 * channel(color.blue)
            return y < 0.022 ? y + pow(0.022 - y, 1.414) : y
        }
        let textY = luminance(text), groundY = luminance(ground)
        guard abs(groundY - textY) >= 0.0005 else { return 0 }
        if groundY > textY {
            let contrast = (pow(groundY, 0.56) - pow(textY, 0.57)) * 1.14
            return contrast < 0.1 ? 0 : (contrast - 0.027) * 100
        }
        let contrast = (pow(groundY, 0.65) - pow(textY, 0.62)) * 1.14
        return contrast > -0.1 ? 0 : (contrast + 0.027) * 100
    }
}
