import G8Widgets

/// Swift source text for values: literals that the compiler reads back as the same value.
enum G8SwiftLiteral {
    /// A string literal: `"…"` with `\`, `"` and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                    || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A floating-point literal that reads back as exactly `value`; nil for NaN and infinity.
    static func double(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        return String(describing: value)
    }

    /// `text` as a raw multi-line string literal, its delimiter one `#` longer than any run of
    /// `#` in the text, so that nothing in the text can end it or start an escape. The text is
    /// kept byte for byte except that line breaks become `\n` (Swift's rule for multi-line
    /// literals), which moves no line or column.
    static func rawMultiline(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text.unicodeScalars {
            run = character == "#" ? run + 1 : 0
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }

    /// A `G8JSON` literal, for values with no Swift type of their own.
    static func json(_ value: G8JSON) -> String? {
        switch value {
        case .null: return ".null"
        case .bool(let flag): return ".bool(\(flag))"
        case .number(let number): return double(number).map { ".number(\($0))" }
        case .string(let text): return ".string(\(string(text)))"
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = json(item) else { return nil }
                parts.append(part)
            }
            return ".array([" + parts.joined(separator: ", ") + "])"
        case .object(let members):
            guard !members.isEmpty else { return ".object([])" }
            var parts: [String] = []
            for member in members {
                guard let part = json(member.value) else { return nil }
                parts.append("(key: \(string(member.key)), value: \(part))")
            }
            return ".object([" + parts.joined(separator: ", ") + "])"
        }
    }
}
