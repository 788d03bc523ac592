import Foundation
import G8Widgets

/// How the values of a style are written in GTK's CSS.
enum GtkCSS {
    /// `rgb(3,102,214)` or `rgba(3,102,214,0.9)`: 8-bit channels, as GTK renders them.
    static func color(_ color: Color) -> String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        let rgb = "\(channel(color.red)),\(channel(color.green)),\(channel(color.blue))"
        if color.alpha >= 1 { return "rgb(\(rgb))" }
        return "rgba(\(rgb),\(number(min(max(color.alpha, 0), 1))))"
    }

    /// A number as CSS writes it: no trailing zeros, at most 4 decimals.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func px(_ value: Double) -> String { number(value) + "px" }

    /// Why `text` is not declarations alone (`property: value; …`), the only CSS a style's
    /// `css` entry may hold, or nil when it is. The sheet writes an entry inside the rule of
    /// its own widget's class, so anything that could end that rule or start another, load a
    /// file, or hide such a thing from this scan is refused, wherever it stands, strings
    /// included: braces, an at-rule (an `@` before a declaration's colon; `@name` in a value is
    /// a named colour), `url(`, comments, escapes, `<` and `>`, and control characters. So is a
    /// number past 32767 in a value (`min-width: 99999px`): a widget made larger than GTK's
    /// surfaces (32767 pixels a side) fails inside GTK's renderer when drawn. Checked on any
    /// thread, before GTK parses what passes.
    static func declarationProblem(_ text: String) -> String? {
        // ASCII, nearly every value, is read in place, a byte a scalar; anything else as its
        // scalars. The same scan either way.
        var scanned: String??  // nil: not read as ASCII
        _ = text.utf8.withContiguousStorageIfAvailable { bytes in
            if bytes.allSatisfy({ $0 < 0x80 }) { scanned = .some(declarationProblem(in: bytes.lazy.map { Unicode.Scalar($0) })) }
        }
        if let scanned { return scanned }
        return declarationProblem(in: Array(text.unicodeScalars))
    }

    /// ``declarationProblem(_:)`` over a text's scalars, positions counted in scalars.
    private static func declarationProblem<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        in scalars: Scalars
    ) -> String? where Scalars.Index == Int {
        var inValue = false
        var position = 0
        func at(_ what: String) -> String { "\(what) at character \(position + 1)" }
        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "{", "}":
                return at("'\(scalar)'") + "; css takes declarations only (property: value;), which cannot open or close a rule"
            case "@" where !inValue:
                return at("an at-rule") + "; css takes declarations only, and '@' only names a colour in a value (color: @accent_color)"
            case "\\":
                return at("an escape") + "; css takes declarations without escapes"
            case "/" where position + 1 < scalars.count && scalars[position + 1] == "*":
                return at("a comment") + "; css takes declarations without comments"
            case "*" where position + 1 < scalars.count && scalars[position + 1] == "/":
                return at("the end of a comment") + "; css takes declarations without comments"
            case "<", ">":
                return at("'\(scalar)'") + "; css takes declarations only, not selectors"
            case ":": inValue = true
            case ";": inValue = false
            case "#":
                // A colour (`#123456`): its digits are no number.
                while position + 1 < scalars.count, isAlphanumeric(scalars[position + 1]) { position += 1 }
            case "0"..."9" where inValue && !startsInWord(scalars, at: position):
                // A number in a value: at most 32767, whatever its unit, as GTK draws sizes.
                let end = numberEnd(scalars, from: position)
                // Four digits or fewer before any point, and no exponent, are under 10,000: only
                // longer numbers are read.
                let whole = scalars[position..<end].firstIndex(where: { !("0"..."9").contains($0) }) ?? end
                let exponent = scalars[position..<end].contains { $0 == "e" || $0 == "E" }
                if whole - position > 4 || exponent {
                    let digits = String(String.UnicodeScalarView(scalars[position..<end]))
                    if let number = Double(digits), number > 32767 {
                        return at("\(digits)") + "; css takes numbers up to 32767, as GTK draws sizes of at most 32767 pixels"
                    }
                }
                position = end - 1
            case "u", "U":
                // GTK reads `url(` in any ASCII case.
                if position + 3 < scalars.count, scalars[position + 1].value | 0x20 == 0x72, scalars[position + 2].value | 0x20 == 0x6C,
                    scalars[position + 3] == "("
                {
                    return at("url(") + "; css cannot load files: give images through a style's image keys"
                }
            default:
                if scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" || scalar.value == 0x7F {
                    return at("a control character (U+\(String(scalar.value, radix: 16, uppercase: true)))") + "; css takes printable text"
                }
            }
            position += 1
        }
        return nil
    }

    /// `declarations` ended by `;`, as GTK 4 wants the last declaration of a rule: CSS lets a
    /// rule's last `;` be left out, and GTK warns of it (`Expected ';' at end of block`).
    static func closed(_ declarations: String) -> String {
        guard let last = declarations.unicodeScalars.last(where: { !$0.properties.isWhitespace }), last != ";" else {
            return declarations
        }
        return declarations + ";"
    }

    /// Whether the digit at `position` continues a name (`h1`, `Noto9`) rather than starts a number.
    private static func startsInWord<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        _ scalars: Scalars, at position: Int
    ) -> Bool where Scalars.Index == Int {
        guard position > 0 else { return false }
        let previous = scalars[position - 1]
        return isAlphanumeric(previous) || previous == "_" || previous == "."
    }

    /// Whether `scalar` is a letter or digit (`CharacterSet.alphanumerics`), ASCII answered
    /// without a lookup: a value is nearly all ASCII.
    private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return ("0"..."9").contains(scalar) || (value >= 0x61 && value <= 0x7A)
        }
        return CharacterSet.alphanumerics.contains(scalar)
    }

    /// Where the number starting at `position` ends: digits and a point, and an exponent
    /// (`e`, a sign, digits) when one follows.
    private static func numberEnd<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        _ scalars: Scalars, from position: Int
    ) -> Int where Scalars.Index == Int {
        func isDigit(_ index: Int) -> Bool { index < scalars.count && ("0"..."9").contains(scalars[index]) }
        var end = position
        while end < scalars.count, isDigit(end) || scalars[end] == "." { end += 1 }
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            var exponent = end + 1
            if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" { exponent += 1 }
            if isDigit(exponent) {
                end = exponent
                while isDigit(end) { end += 1 }
            }
        }
        return end
    }

    /// A quoted CSS string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r", "\u{0C}": out += "\\A "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The declarations of a font: family (unless the system font), size, weight and style.
    static func font(_ font: Font) -> [(String, String)] {
        var out: [(String, String)] = []
        if font.name != Font.systemFontName { out.append(("font-family", quoted(font.name))) }
        out.append(("font-size", px(font.pointSize)))
        out.append(("font-weight", String(font.weight.cssValue)))
        out.append(("font-style", font.isItalic ? "italic" : "normal"))
        return out
    }

    /// A `box-shadow` value.
    static func shadow(_ shadow: Shadow) -> String {
        (shadow.inset ? "inset " : "") + [px(shadow.offsetX), px(shadow.offsetY), px(shadow.blur), px(shadow.spread)].joined(separator: " ")
            + " " + color(shadow.color)
    }

    /// Four sides, CSS order: top right bottom left.
    static func sides(_ insets: EdgeInsets) -> String {
        [insets.top, insets.right, insets.bottom, insets.left].map(px).joined(separator: " ")
    }
}
