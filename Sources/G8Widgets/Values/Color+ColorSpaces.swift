import Foundation

extension Color {
    /// A color given in any ``ColorSpace``, converted to sRGB with the formulas and matrices of
    /// CSS Color 4, and gamut-mapped when it falls outside sRGB.
    ///
    /// ```swift
    /// Color(colorSpace: .oklch, components: [0.628, 0.2577, 29.23])   // ≈ #FF0000
    /// Color(colorSpace: .hsl, components: [nil, 0, 50])                // "none" hue: gray
    /// Color(colorSpace: .displayP3, components: [0, 1, 0])             // mapped into sRGB
    /// ```
    ///
    /// - A `nil` component is CSS's `none` (a missing component): as CSS Color 4 says for
    ///   conversion, it counts as zero. A non-finite component counts as zero too.
    /// - Hues are in degrees and wrap around: 400 is 40, -30 is 330.
    /// - Missing components at the end count as `none`; components past the third are ignored.
    /// - D50 spaces (`lab`, `lch`, `prophoto-rgb`, `xyz-d50`) are adapted to D65 with the
    ///   Bradford matrix.
    /// - **Gamut mapping.** A color outside sRGB is mapped with the CSS Color 4 algorithm
    ///   (§13.2, "binary search gamut mapping with local MINDE"): in OkLCh, lightness and hue
    ///   are kept and chroma is reduced by binary search until the clipped color is within
    ///   a just-noticeable difference (deltaE OK 0.02) of the reduced one; lightness of 1 or
    ///   more gives white, 0 or less black. So a vivid Display P3 green becomes the nearest
    ///   sRGB green of the same lightness and hue, not the clipped one whose hue shifts.
    /// - `alpha` is clamped to 0...1.
    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1) {
        func component(_ index: Int) -> Double {
            guard index < components.count, let value = components[index], value.isFinite else { return 0 }
            return value
        }
        var c = (component(0), component(1), component(2))
        if let hue = colorSpace.hueIndex {
            if hue == 0 { c.0 = ColorMath.wrapHue(c.0) } else { c.2 = ColorMath.wrapHue(c.2) }
        }
        let rgb: ColorMath.Vector
        switch colorSpace {
        case .srgb: rgb = c
        case .srgbLinear: rgb = ColorMath.map(c, ColorMath.linearToSRGB)
        case .hsl: rgb = ColorMath.hslToSRGB(c)
        case .hwb: rgb = ColorMath.hwbToSRGB(c)
        default: rgb = ColorMath.srgb(fromXYZ: ColorMath.xyzD65(from: colorSpace, c))
        }
        let mapped = Color.gamutMapped(rgb)
        self.init(red: mapped.0, green: mapped.1, blue: mapped.2, alpha: alpha.isFinite ? alpha : 0)
    }

    /// Gamma-encoded sRGB brought into the sRGB gamut by the CSS Color 4 gamut-mapping
    /// algorithm (OkLCh chroma reduction, deltaE OK, JND 0.02); in-gamut colors pass unchanged.
    static func gamutMapped(_ rgb: ColorMath.Vector) -> ColorMath.Vector {
        if inGamut(rgb) { return rgb }
        if rgb.0.isNaN || rgb.1.isNaN || rgb.2.isNaN { return clip(rgb) }
        let xyz = ColorMath.multiply(ColorMath.linearSRGBToXYZ, ColorMath.map(rgb, ColorMath.srgbToLinear))
        let origin = ColorMath.rectToPolar(ColorMath.xyzToOKLab(xyz))
        if origin.0 >= 1 { return (1, 1, 1) }
        if origin.0 <= 0 { return (0, 0, 0) }
        let jnd = 0.02, epsilon = 0.0001
        func srgb(chroma: Double) -> ColorMath.Vector {
            ColorMath.srgb(fromXYZ: ColorMath.okLabToXYZ(ColorMath.polarToRect((origin.0, chroma, origin.2))))
        }
        func deltaEOK(_ clipped: ColorMath.Vector, chroma: Double) -> Double {
            let a = ColorMath.polarToRect((origin.0, chroma, origin.2))
            let linear = ColorMath.map(clipped, ColorMath.srgbToLinear)
            let b = ColorMath.xyzToOKLab(ColorMath.multiply(ColorMath.linearSRGBToXYZ, linear))
            let d = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
            return (d.0 * d.0 + d.1 * d.1 + d.2 * d.2).squareRoot()
        }
        var clipped = clip(rgb)
        if deltaEOK(clipped, chroma: origin.1) < jnd { return clipped }
        var low = 0.0, high = origin.1, lowInGamut = true
        // Bisection halves the interval each time; the bound only guards against input so
        // large that the arithmetic stops converging.
        var steps = 0
        while high - low > epsilon, steps < 2_000 {
            steps += 1
            let chroma = (low + high) / 2
            let current = srgb(chroma: chroma)
            if lowInGamut, inGamut(current) {
                low = chroma
                continue
            }
            clipped = clip(current)
            let difference = deltaEOK(clipped, chroma: chroma)
            if difference < jnd {
                if jnd - difference < epsilon { return clipped }
                lowInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    static func inGamut(_ v: ColorMath.Vector) -> Bool {
        (0...1).contains(v.0) && (0...1).contains(v.1) && (0...1).contains(v.2)
    }

    static func clip(_ v: ColorMath.Vector) -> ColorMath.Vector {
        ColorMath.map(v) { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }
}
