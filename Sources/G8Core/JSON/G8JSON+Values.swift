extension G8JSON {
    /// A length: a number, a string such as `"12px"`, `"12pt"` or `"1.5rem"` (16 points a rem),
    /// or the Design Tokens object form `{"value": 12, "unit": "px"}` (`px` or `rem`).
    public var dimensionValue: Double? {
        if let number = doubleValue { return number }
        if case .object(let members) = self {
            guard members.count == 2, let number = self["value"]?.doubleValue, number.isFinite,
                  let unit = self["unit"]?.stringValue else { return nil }
            switch unit {
            case "px": return number
            case "rem": return number * 16
            default: return nil
            }
        }
        guard let text = stringValue else { return nil }
        return G8JSON.dimension(from: text)
    }

    static func dimension(from text: String) -> Double? {
        for (suffix, scale) in [("px", 1.0), ("pt", 1.0), ("rem", 16.0)] where text.hasSuffix(suffix) {
            guard let number = Double(text.dropLast(suffix.count)), number.isFinite else { return nil }
            return number * scale
        }
        return nil
    }

    /// The numbers of an object's members, when it has exactly `keys` (in any order) and each is
    /// a number or a dimension: what `EdgeInsets`, `Size`, `Point` and `Rect` read.
    public func numbers(_ keys: [String]) -> [Double]? {
        guard let members = objectMembers, Set(members.map(\.key)) == Set(keys) else { return nil }
        var result: [Double] = []
        for key in keys {
            guard let number = self[key]?.dimensionValue, number.isFinite else { return nil }
            result.append(number)
        }
        return result
    }
}
