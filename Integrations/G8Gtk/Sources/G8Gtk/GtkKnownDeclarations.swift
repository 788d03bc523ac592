/// The commonest `css` declarations, which GTK is known to take without asking it: sizes in
/// pixels (`padding: 4px 8px;`, `min-height: 24px;`, `letter-spacing: -0.5px;`), hex colours
/// (`color: #1a73e8;`) and `none` for shadows and background images.
///
/// GTK's parse of a value costs tens of thousands of instructions, most of a `css` entry's
/// check, and most values a theme writes are of these few forms. ``accepts(_:)`` answers yes only
/// for text inside a grammar GTK 4 takes whole: every declaration but the last ended by `;`, a property from
/// the table below in lowercase letters, one to that property's count of lengths (at most four
/// digits, an optional fraction, `px`; `0` alone; a minus sign only where the property takes
/// negative sizes), or the property's one form of colour or keyword, separated by spaces.
/// Anything else, including every form GTK refuses, is no: GTK then parses it and its own
/// message names the problem.
///
/// The grammar holds no brace, `@`, backslash, slash, `<`, `>`, `(` or control character, and
/// no number past 9999, so what it takes also passes ``GtkCSS/declarationProblem(_:)``: a value
/// it takes needs no other check. `KnownDeclarationTests` holds every form of the grammar, and
/// its near misses, to GTK's own verdict and to that scan.
enum GtkKnownDeclarations {
    /// What a property takes in this grammar.
    private enum Values {
        /// One to `count` lengths; negative ones when `signed`.
        case lengths(count: Int, signed: Bool)
        /// `#` and 3, 4, 6 or 8 hex digits.
        case hexColor
        /// The keyword `none`.
        case none
    }

    private static let properties: [String: Values] = {
        var table: [String: Values] = [
            "padding": .lengths(count: 4, signed: false), "margin": .lengths(count: 4, signed: true),
            "border-width": .lengths(count: 4, signed: false), "border-radius": .lengths(count: 4, signed: false),
            "min-width": .lengths(count: 1, signed: false), "min-height": .lengths(count: 1, signed: false),
            "outline-width": .lengths(count: 1, signed: false), "outline-offset": .lengths(count: 1, signed: true),
            "letter-spacing": .lengths(count: 1, signed: true), "font-size": .lengths(count: 1, signed: false),
            "color": .hexColor, "background-color": .hexColor, "border-color": .hexColor, "outline-color": .hexColor,
            "caret-color": .hexColor,
            "box-shadow": .none, "text-shadow": .none, "background-image": .none,
        ]
        for side in ["top", "right", "bottom", "left"] {
            table["padding-\(side)"] = .lengths(count: 1, signed: false)
            table["margin-\(side)"] = .lengths(count: 1, signed: true)
            table["border-\(side)-width"] = .lengths(count: 1, signed: false)
            table["border-\(side)-color"] = .hexColor
        }
        for corner in ["top-left", "top-right", "bottom-right", "bottom-left"] {
            table["border-\(corner)-radius"] = .lengths(count: 1, signed: false)
        }
        return table
    }()

    /// The properties the grammar knows, for the tests that hold it to GTK.
    static var propertyNames: [String] { properties.keys.sorted() }

    /// Whether `text` is declarations GTK is known to take whole, which also pass
    /// ``GtkCSS/declarationProblem(_:)``; false says only that both must be asked.
    static func accepts(_ text: String) -> Bool {
        // Read in place: a native string's bytes are contiguous.
        if let accepted = text.utf8.withContiguousStorageIfAvailable(accepts) { return accepted }
        return Array(text.utf8).withUnsafeBufferPointer(accepts)
    }

    private static func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var reader = Reader(bytes: bytes)
        var declarations = 0
        reader.skipSpaces()
        while !reader.atEnd {
            guard reader.declaration() else { return false }
            declarations += 1
            reader.skipSpaces()
        }
        return declarations > 0
    }

    /// A reader of one value's bytes, ASCII only: any other byte ends the grammar.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position == bytes.count }

        func peek() -> UInt8? {
            position < bytes.count ? bytes[position] : nil
        }

        mutating func skipSpaces() {
            while peek() == UInt8(ascii: " ") { position += 1 }
        }

        /// `name: value;` (the last `;` may be left out), the reader left after it.
        mutating func declaration() -> Bool {
            let start = position
            while let byte = peek(), byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte == UInt8(ascii: "-") {
                position += 1
            }
            guard position > start,
                let values = GtkKnownDeclarations.properties[String(decoding: bytes[start..<position], as: UTF8.self)]
            else { return false }
            skipSpaces()
            guard peek() == UInt8(ascii: ":") else { return false }
            position += 1
            skipSpaces()
            switch values {
            case .lengths(let count, let signed):
                var read = 0
                repeat {
                    guard read < count, length(signed: signed) else { return false }
                    read += 1
                    skipSpaces()
                } while peek() != UInt8(ascii: ";") && !atEnd
            case .hexColor:
                guard hexColor() else { return false }
            case .none:
                guard word("none") else { return false }
            }
            skipSpaces()
            // The last `;` may be left out: the check and the style sheet write it (``GtkCSS/closed(_:)``).
            if atEnd { return true }
            guard peek() == UInt8(ascii: ";") else { return false }
            position += 1
            return true
        }

        /// `0`, or one to four digits with an optional fraction and `px`; after a minus sign
        /// when `signed`.
        mutating func length(signed: Bool) -> Bool {
            if signed, peek() == UInt8(ascii: "-") { position += 1 }
            let whole = digits()
            guard whole > 0, whole <= 4 else { return false }
            if peek() == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { return false }
            } else if whole == 1, bytes[position - 1] == UInt8(ascii: "0"), isEnd(peek()) {
                return true
            }
            return word("px")
        }

        mutating func digits() -> Int {
            let start = position
            while let byte = peek(), byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { position += 1 }
            return position - start
        }

        /// `#` and 3, 4, 6 or 8 hex digits.
        mutating func hexColor() -> Bool {
            guard peek() == UInt8(ascii: "#") else { return false }
            position += 1
            let start = position
            while let byte = peek(), byte.isHexDigit { position += 1 }
            return [3, 4, 6, 8].contains(position - start) && isEnd(peek())
        }

        /// `word` as written here, not followed by more of a name.
        mutating func word(_ word: String) -> Bool {
            let end = position + word.utf8.count
            guard end <= bytes.count, bytes[position..<end].elementsEqual(word.utf8), isEnd(bytes.indices.contains(end) ? bytes[end] : nil) else {
                return false
            }
            position = end
            return true
        }

        /// Whether `byte` ends a value's word: a space, `;` or the end.
        func isEnd(_ byte: UInt8?) -> Bool {
            byte == nil || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ";")
        }
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
    }
}
