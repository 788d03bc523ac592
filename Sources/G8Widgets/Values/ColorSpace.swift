/// A color space of the W3C Design Tokens format 2025.10 (and of CSS Color 4): the `colorSpace`
/// of a color token's object form.
///
/// ```swift
/// let accent = Color(colorSpace: .oklch, components: [0.7, 0.15, 150], alpha: 1)
/// ColorSpace(rawValue: "display-p3")   // .displayP3
/// ```
///
/// Colors in every space become the widgets' sRGB ``Color`` through the conversions of CSS
/// Color 4; see ``Color/init(colorSpace:components:alpha:)``.
public enum ColorSpace: String, CaseIterable, Sendable {
    /// sRGB, gamma-encoded: red, green, blue from 0 to 1.
    case srgb = "srgb"
    /// sRGB with linear light: red, green, blue from 0 to 1.
    case srgbLinear = "srgb-linear"
    /// HSL over sRGB: hue in degrees, saturation and lightness from 0 to 100.
    case hsl = "hsl"
    /// HWB over sRGB: hue in degrees, whiteness and blackness from 0 to 100.
    case hwb = "hwb"
    /// CIE Lab (D50): lightness from 0 to 100, then a and b.
    case lab = "lab"
    /// CIE LCh (D50): lightness from 0 to 100, chroma from 0, hue in degrees.
    case lch = "lch"
    /// Oklab: lightness from 0 to 1, then a and b.
    case oklab = "oklab"
    /// OkLCh: lightness from 0 to 1, chroma from 0, hue in degrees.
    case oklch = "oklch"
    /// Display P3: red, green, blue from 0 to 1.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998): red, green, blue from 0 to 1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (D50): red, green, blue from 0 to 1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020: red, green, blue from 0 to 1.
    case rec2020 = "rec2020"
    /// CIE XYZ relative to the D50 white point.
    case xyzD50 = "xyz-d50"
    /// CIE XYZ relative to the D65 white point.
    case xyzD65 = "xyz-d65"

    /// The index of the component that is a hue in degrees: 2 in `lch` and `oklch`, 0 in `hsl`
    /// and `hwb`; nil in spaces without a hue.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// The range each component must lie in, as the format's color module gives it; `nil` for a
    /// component without bounds (Lab's a and b, XYZ) and for hues, which wrap around 360.
    public var componentRanges: [ClosedRange<Double>?] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            [0...1, 0...1, 0...1]
        case .hsl, .hwb: [nil, 0...100, 0...100]
        case .lab: [0...100, nil, nil]
        case .lch: [0...100, 0...Double.greatestFiniteMagnitude, nil]
        case .oklab: [0...1, nil, nil]
        case .oklch: [0...1, 0...Double.greatestFiniteMagnitude, nil]
        case .xyzD50, .xyzD65: [nil, nil, nil]
        }
    }

    /// The names of every space, as the format spells them, for diagnostics.
    static let quotedNames = G8ValueText.quoteAll(ColorSpace.allCases.map(\.rawValue))
}
