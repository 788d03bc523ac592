import Foundation

/// The conversions of CSS Color 4 (§10 and its sample code), from each color space to CIE XYZ
/// relative to D65 and from there to sRGB, and Oklab for gamut mapping.
///
/// Matrices are the specification's, in its rational forms where it gives them; D50 spaces are
/// adapted to D65 with the Bradford matrix the specification uses.
enum ColorMath {
    /// Three numbers: components, or a point in XYZ.
    typealias Vector = (Double, Double, Double)
    /// Three rows.
    typealias Matrix = (Vector, Vector, Vector)

    static func multiply(_ m: Matrix, _ v: Vector) -> Vector {
        (
            m.0.0 * v.0 + m.0.1 * v.1 + m.0.2 * v.2,
            m.1.0 * v.0 + m.1.1 * v.1 + m.1.2 * v.2,
            m.2.0 * v.0 + m.2.1 * v.1 + m.2.2 * v.2
        )
    }

    static func map(_ v: Vector, _ f: (Double) -> Double) -> Vector { (f(v.0), f(v.1), f(v.2)) }

    // MARK: Transfer functions (each mirrored for negative values, as the specification does)

    static func srgbToLinear(_ c: Double) -> Double {
        let a = abs(c)
        return a <= 0.04045 ? c / 12.92 : copysign(pow((a + 0.055) / 1.055, 2.4), c)
    }

    static func linearToSRGB(_ c: Double) -> Double {
        let a = abs(c)
        return a > 0.0031308 ? copysign(1.055 * pow(a, 1 / 2.4) - 0.055, c) : 12.92 * c
    }

    static func a98ToLinear(_ c: Double) -> Double { copysign(pow(abs(c), 563.0 / 256), c) }

    static func prophotoToLinear(_ c: Double) -> Double {
        let a = abs(c)
        return a <= 16.0 / 512 ? c / 16 : copysign(pow(a, 1.8), c)
    }

    /// Rec. 2020 as CSS Color 4 now defines it: display-referred, the BT.1886 EOTF with
    /// gamma 2.4 (black 0, white 1), which comes to a pure power.
    static func rec2020ToLinear(_ c: Double) -> Double { copysign(pow(abs(c), 2.4), c) }

    // MARK: Matrices

    static let linearSRGBToXYZ: Matrix = (
        (506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218),
        (87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545),
        (7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270)
    )
    static let xyzToLinearSRGB: Matrix = (
        (12831.0 / 3959, -329.0 / 214, -1974.0 / 3959),
        (-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810),
        (705.0 / 12673, -2585.0 / 12673, 705.0 / 667)
    )
    static let linearP3ToXYZ: Matrix = (
        (608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160),
        (35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400),
        (0, 32229.0 / 714400, 5220557.0 / 5000800)
    )
    static let linearA98ToXYZ: Matrix = (
        (573536.0 / 994567, 263643.0 / 1420810, 187206.0 / 994567),
        (591459.0 / 1989134, 6239551.0 / 9945670, 374412.0 / 4972835),
        (53769.0 / 1989134, 351524.0 / 4972835, 4929758.0 / 4972835)
    )
    /// To XYZ relative to D50, ProPhoto's own white.
    static let linearProPhotoToXYZD50: Matrix = (
        (0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        (0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        (0, 0, 0.82510460251046020)
    )
    static let linear2020ToXYZ: Matrix = (
        (63426534.0 / 99577255, 20160776.0 / 139408157, 47086771.0 / 278816314),
        (26158966.0 / 99577255, 472592308.0 / 697040785, 8267143.0 / 139408157),
        (0, 19567812.0 / 697040785, 295819943.0 / 278816314)
    )
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: Matrix = (
        (0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        (-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        (0.012314014864481998, -0.020507649298898964, 1.330365926242124)
    )
    static let xyzToLMS: Matrix = (
        (0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        (0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        (0.0481771893596242, 0.2642395317527308, 0.6335478284694309)
    )
    static let lmsToOKLab: Matrix = (
        (0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        (1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        (0.0259040424655478, 0.7827717124575296, -0.8086757549230774)
    )
    static let okLabToLMS: Matrix = (
        (1, 0.3963377773761749, 0.2158037573099136),
        (1, -0.1055613458156586, -0.0638541728258133),
        (1, -0.0894841775298119, -1.2914855480194092)
    )
    static let lmsToXYZ: Matrix = (
        (1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        (-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        (-0.0763729366746601, -0.4214933324022432, 1.5869240198367816)
    )
    /// The D50 white point in XYZ.
    static let d50White: Vector = (0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585)

    // MARK: Polar and cylindrical forms

    /// LCh (either kind) to Lab: chroma and hue in degrees to a and b.
    static func polarToRect(_ v: Vector) -> Vector {
        let radians = v.2 * .pi / 180
        return (v.0, v.1 * cos(radians), v.1 * sin(radians))
    }

    /// Lab (either kind) to LCh: hue in degrees from 0 to 360.
    static func rectToPolar(_ v: Vector) -> Vector {
        var hue = atan2(v.2, v.1) * 180 / .pi
        if hue < 0 { hue += 360 }
        return (v.0, (v.1 * v.1 + v.2 * v.2).squareRoot(), hue)
    }

    /// Hue, saturation (0–100) and lightness (0–100) to gamma-encoded sRGB.
    static func hslToSRGB(_ v: Vector) -> Vector {
        let hue = wrapHue(v.0), saturation = v.1 / 100, lightness = v.2 / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }

    /// Hue, whiteness (0–100) and blackness (0–100) to gamma-encoded sRGB.
    static func hwbToSRGB(_ v: Vector) -> Vector {
        let white = v.1 / 100, black = v.2 / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return (gray, gray, gray)
        }
        return map(hslToSRGB((v.0, 100, 50))) { $0 * (1 - white - black) + white }
    }

    /// A hue in degrees brought into 0..<360.
    static func wrapHue(_ hue: Double) -> Double {
        let wrapped = hue.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }

    // MARK: To and from XYZ (D65)

    static func labToXYZD50(_ v: Vector) -> Vector {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (v.0 + 16) / 116
        let f0 = v.1 / 500 + f1
        let f2 = f1 - v.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = v.0 > kappa * epsilon ? pow((v.0 + 16) / 116, 3) : v.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50White.0, y * d50White.1, z * d50White.2)
    }

    static func okLabToXYZ(_ v: Vector) -> Vector {
        multiply(lmsToXYZ, map(multiply(okLabToLMS, v)) { $0 * $0 * $0 })
    }

    static func xyzToOKLab(_ v: Vector) -> Vector {
        multiply(lmsToOKLab, map(multiply(xyzToLMS, v)) { cbrt($0) })
    }

    /// Components of `space` (with hues, not wrapped yet) as XYZ relative to D65.
    static func xyzD65(from space: ColorSpace, _ c: Vector) -> Vector {
        switch space {
        case .srgb: multiply(linearSRGBToXYZ, map(c, srgbToLinear))
        case .srgbLinear: multiply(linearSRGBToXYZ, c)
        case .hsl: multiply(linearSRGBToXYZ, map(hslToSRGB(c), srgbToLinear))
        case .hwb: multiply(linearSRGBToXYZ, map(hwbToSRGB(c), srgbToLinear))
        case .lab: multiply(d50ToD65, labToXYZD50(c))
        case .lch: multiply(d50ToD65, labToXYZD50(polarToRect(c)))
        case .oklab: okLabToXYZ(c)
        case .oklch: okLabToXYZ(polarToRect(c))
        case .displayP3: multiply(linearP3ToXYZ, map(c, srgbToLinear))
        case .a98RGB: multiply(linearA98ToXYZ, map(c, a98ToLinear))
        case .prophotoRGB: multiply(d50ToD65, multiply(linearProPhotoToXYZD50, map(c, prophotoToLinear)))
        case .rec2020: multiply(linear2020ToXYZ, map(c, rec2020ToLinear))
        case .xyzD50: multiply(d50ToD65, c)
        case .xyzD65: c
        }
    }

    /// XYZ relative to D65 as gamma-encoded sRGB, not clipped.
    static func srgb(fromXYZ v: Vector) -> Vector {
        map(multiply(xyzToLinearSRGB, v), linearToSRGB)
    }
}
