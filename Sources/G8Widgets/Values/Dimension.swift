/// A length of the Design Tokens format: a number and a unit, `{"value": 4, "unit": "px"}`.
///
/// ```swift
/// let gap = try Dimension.decode(.object([(key: "value", value: .number(1.5)),
///                                         (key: "unit", value: .string("rem"))])).get()
/// gap.points()                 // 24: a rem is 16 points unless you say otherwise
/// gap.points(remBase: 10)      // 15
/// ```
///
/// A rem is relative to the root font size, which a token file does not give: points are
/// computed with a base you pass in, ``defaultRemBase`` (16) unless you say otherwise. There
/// is no global setting; the decoders of composite values take the same `remBase` parameter.
public struct Dimension: Sendable, Hashable, G8Value, CustomStringConvertible {
    /// A unit of length.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Pixels, taken as points.
        case px
        /// Multiples of the root font size (the rem base).
        case rem
        /// Multiples of the font size: not in the format, but in real files (Adobe Spectrum's
        /// and Figma's letter spacing). Where no font size is known it counts as a rem.
        case em
        /// Android's density-independent pixels, taken as points: not in the format, but in
        /// real files (Adobe Spectrum's `android-elevation`).
        case dp
    }

    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// The rem base used when none is given: 16 points, the browsers' default root font size.
    public static let defaultRemBase: Double = 16

    /// A dimension from its number and unit.
    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The length in points: `px` and `dp` as they are, `rem` times `remBase`, `em` times `emBase`
    /// (the font size where there is one, else `remBase`).
    public func points(remBase: Double = Dimension.defaultRemBase, emBase: Double? = nil) -> Double {
        switch unit {
        case .px, .dp: value
        case .rem: value * remBase
        case .em: value * (emBase ?? remBase)
        }
    }

    /// `4px`, `1.5rem`.
    public var description: String { G8ValueText.number(value) + unit.rawValue }

    /// A dimension token's value: `{"value": 4, "unit": "px"}` (the format's form); also the
    /// older strings `"4px"`, `"1.5rem"`, `"4pt"`, bare numbers and numeric strings (`"2"`, as
    /// Tokens Studio writes them) in points, and a unitless
    /// zero `{"value": 0, "unit": ""}` as Microsoft Fluent's export writes it.
    ///
    /// Viewport units (`vw`) are refused: a native view has no viewport to measure them by.
    ///
    /// Problems name the member: `unit expects one of "px", "rem", "em", "dp", got "vw"`.
    public static func decode(_ json: G8JSON) -> Result<Dimension, G8ValueProblem> {
        let expected = "a dimension such as {\"value\": 4, \"unit\": \"px\"}"
        switch json {
        case .number(let number):
            guard number.isFinite else { return .failure(G8ValueProblem(expected: expected, got: json)) }
            return .success(Dimension(value: number, unit: .px))
        case .integer(let number):
            return .success(Dimension(value: Double(number), unit: .px))
        case .string(let text):
            for (suffix, unit) in [("px", Unit.px), ("pt", .px), ("rem", .rem), ("em", .em)] where text.hasSuffix(suffix) {
                if let number = Double(text.dropLast(suffix.count)), number.isFinite {
                    return .success(Dimension(value: number, unit: unit))
                }
            }
            // Tokens Studio writes unitless strings ("2") where it means pixels.
            if let number = Double(text), number.isFinite { return .success(Dimension(value: number, unit: .px)) }
            return .failure(G8ValueProblem(expected: expected, got: json))
        case .object:
            if let problem = json.unknownMemberProblem(allowed: ["value", "unit"]) { return .failure(problem) }
            guard let valueJSON = json["value"] else { return .failure(.missing("value", expected: "a number")) }
            guard let number = valueJSON.doubleValue, number.isFinite else {
                return .failure(G8ValueProblem(member: "value", expected: "a number", got: valueJSON))
            }
            guard let unitJSON = json["unit"] else {
                return .failure(.missing("unit", expected: "one of \(G8ValueText.quoteAll(Unit.allCases.map(\.rawValue)))"))
            }
            if unitJSON.stringValue == "", number == 0 { return .success(Dimension(value: 0, unit: .px)) }
            guard let name = unitJSON.stringValue, let unit = Unit(rawValue: name) else {
                let names = Unit.allCases.map(\.rawValue)
                return .failure(G8ValueProblem(
                    member: "unit", expected: "one of \(G8ValueText.quoteAll(names))", got: unitJSON,
                    note: unitJSON.stringValue.flatMap { G8ValueText.suggestion(for: $0, in: names) }))
            }
            return .success(Dimension(value: number, unit: unit))
        default:
            return .failure(G8ValueProblem(expected: expected, got: json))
        }
    }
}
