import Testing
import G8Widgets

// Expected sRGB values were computed independently with the Python package coloraide 8.13.1
// (converting to sRGB with its `oklch-chroma` gamut mapping, the CSS Color 4 algorithm), by
// scripts/color-reference.py, and pasted here; the tests do not run Python.

/// Whether two colors agree within `tolerance` in every channel and alpha.
func near(_ color: Color, _ expected: (Double, Double, Double, Double), tolerance: Double) -> Bool {
    abs(color.red - expected.0) <= tolerance && abs(color.green - expected.1) <= tolerance
        && abs(color.blue - expected.2) <= tolerance && abs(color.alpha - expected.3) <= tolerance
}

@Suite("Colors in every space of the Design Tokens format convert to sRGB as CSS Color 4 does")
struct ColorSpaceConversionTests {
    /// (space, components, alpha, expected sRGB red, green, blue, alpha), from coloraide.
    static let inGamut: [(ColorSpace, [Double?], Double, (Double, Double, Double, Double))] = [
        (.srgb, [0.4, 0.7, 0.1], 1, (0.400000, 0.700000, 0.100000, 1)),
        (.srgbLinear, [0.2, 0.5, 0.05], 1, (0.484529, 0.735357, 0.247801, 1)),
        (.hsl, [210, 60, 40], 1, (0.160000, 0.400000, 0.640000, 1)),
        (.hwb, [30, 20, 10], 1, (0.900000, 0.550000, 0.200000, 1)),
        (.lab, [62, 30, -40], 1, (0.684952, 0.516969, 0.869083, 1)),
        (.lch, [55, 40, 120], 1, (0.437559, 0.551671, 0.268275, 1)),
        (.oklab, [0.7, -0.05, 0.08], 1, (0.581954, 0.658627, 0.393135, 1)),
        (.oklch, [0.65, 0.12, 250], 1, (0.318926, 0.578633, 0.836431, 1)),
        (.displayP3, [0.3, 0.6, 0.4], 1, (0.143097, 0.608757, 0.380240, 1)),
        (.a98RGB, [0.5, 0.3, 0.7], 1, (0.562291, 0.295040, 0.717247, 1)),
        (.prophotoRGB, [0.4, 0.35, 0.3], 1, (0.533016, 0.412546, 0.362726, 1)),
        (.rec2020, [0.45, 0.5, 0.3], 1, (0.394324, 0.479841, 0.222283, 1)),
        (.xyzD50, [0.3, 0.35, 0.25], 1, (0.538567, 0.654122, 0.577390, 1)),
        (.xyzD65, [0.25, 0.3, 0.4], 1, (0.423028, 0.615635, 0.646468, 1)),
        (.oklch, [0.65, 0.12, 250], 0.5, (0.318926, 0.578633, 0.836431, 0.5)),
    ]

    @Test("Each of the 14 spaces converts to the sRGB coloraide computes")
    func everySpace() {
        #expect(Set(Self.inGamut.map(\.0)) == Set(ColorSpace.allCases))
        #expect(ColorSpace.allCases.count == 14)
        for (space, components, alpha, expected) in Self.inGamut {
            let color = Color(colorSpace: space, components: components, alpha: alpha)
            #expect(near(color, expected, tolerance: 1e-5), "\(space.rawValue) \(components): \(color)")
        }
    }

    @Test("The spaces carry the format's names")
    func names() {
        #expect(ColorSpace.allCases.map(\.rawValue) == [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb",
            "prophoto-rgb", "rec2020", "xyz-d50", "xyz-d65",
        ])
    }

    @Test("A none component counts as zero, as CSS Color 4 says for conversion")
    func noneComponents() {
        let gray = Color(colorSpace: .hsl, components: [nil, 0, 50])
        #expect(near(gray, (0.5, 0.5, 0.5, 1), tolerance: 1e-6))
        let achromatic = Color(colorSpace: .oklch, components: [0.7, nil, nil])
        #expect(near(achromatic, (0.620499, 0.620499, 0.620499, 1), tolerance: 1e-5))
        let noLightness = Color(colorSpace: .lab, components: [nil, 20, -10])
        #expect(near(noLightness, (0.041539, 0, 0.025556, 1), tolerance: 1e-5))
        #expect(Color(colorSpace: .srgb, components: [1, nil]) == Color(red: 1, green: 0, blue: 0))
    }

    @Test("Hues wrap around 360 degrees")
    func hueWrap() {
        let reference = Color(colorSpace: .oklch, components: [0.65, 0.12, 250])
        let above = Color(colorSpace: .oklch, components: [0.65, 0.12, 610])
        let below = Color(colorSpace: .oklch, components: [0.65, 0.12, -110])
        #expect(near(above, (reference.red, reference.green, reference.blue, 1), tolerance: 1e-9))
        #expect(near(below, (reference.red, reference.green, reference.blue, 1), tolerance: 1e-9))
        let hsl = Color(colorSpace: .hsl, components: [-150, 60, 40])
        #expect(near(hsl, (0.16, 0.4, 0.64, 1), tolerance: 1e-9))
    }

    @Test("Colors outside sRGB are gamut-mapped by OkLCh chroma reduction, not clipped")
    func gamutMapping() {
        // (space, components, coloraide's oklch-chroma result)
        let cases: [(ColorSpace, [Double?], (Double, Double, Double, Double))] = [
            (.displayP3, [0, 1, 0], (0.000000, 0.985764, 0.159742, 1)),
            (.oklch, [0.7, 0.4, 150], (0.000000, 0.760678, 0.280818, 1)),
            (.lab, [50, 120, -100], (0.841895, 0.000000, 1.000000, 1)),
            (.rec2020, [1, 0, 0], (1.000000, 0.288023, 0.308861, 1)),
            (.xyzD65, [0.9, 0.2, 0.1], (1.000000, 0.136675, 0.499624, 1)),
        ]
        for (space, components, expected) in cases {
            let color = Color(colorSpace: space, components: components)
            #expect(near(color, expected, tolerance: 5e-4), "\(space.rawValue) \(components): \(color)")
        }
        // Clipping P3 green would give pure green (0, 1, 0): the mapped color keeps its hue.
        #expect(Color(colorSpace: .displayP3, components: [0, 1, 0]).blue > 0.1)
    }

    @Test("Lightness at either end of OkLCh gives white or black")
    func lightnessLimits() {
        #expect(Color(colorSpace: .oklch, components: [1, 0.3, 30]) == .white)
        #expect(Color(colorSpace: .oklch, components: [0, 0.3, 30]) == .black)
    }

    @Test("Non-finite input does not hang or crash")
    func hostileNumbers() {
        let huge = Color(colorSpace: .oklch, components: [0.5, 1e300, 30])
        #expect((0...1).contains(huge.red) && (0...1).contains(huge.green) && (0...1).contains(huge.blue))
        #expect(Color(colorSpace: .lab, components: [.infinity, .nan, 3], alpha: .nan).alpha == 0)
    }
}
