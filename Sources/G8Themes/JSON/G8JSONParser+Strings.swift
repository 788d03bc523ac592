@_spi(G8Engine) import G8Core

/// Strings: keys shared, escapes and UTF-8 checked.
extension G8JSONParser {
    /// A member's key (`isKey`), or a string value that is a token reference: ``parseString()``,
    /// with a string met before (ASCII, unescaped, longer than 15 bytes) given as the same
    /// `String`. A key is made in NFC (``G8CanonicalName``): canonically equivalent keys are one
    /// key, found repeated in their object and by either spelling after.
    mutating func parseSharedString(isKey: Bool) throws(G8JSONParseError) -> String {
        // Escapes, control characters, non-ASCII bytes and no end: checked and decoded the usual way.
        guard let (end, hash) = bytes.plainString(from: index + 1) else {
            lastStringHash = G8JSONParser.unhashed
            let string = try parseString()
            return isKey ? G8CanonicalName.of(string) : string
        }
        lastStringHash = hash
        let start = index + 1, count = end - start
        defer { index = end + 1 }
        if sharedStrings.isEmpty {
            // A slot for about every 256 bytes of the document, from 64 to 4,096: a large
            // theme's keys are many, and a small document's table is made for each parse.
            var slots = 64
            while slots < 4096 && slots * 256 < bytes.count { slots *= 2 }
            sharedStrings = Array(repeating: nil, count: slots)
        }
        let slot = Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (sharedStrings.count - 1)
        // Compared with one memcmp: a small string met again is found for less than making it
        // (validating its bytes) costs, and a long one keeps one storage for every use.
        if var known = sharedStrings[slot], bytes.equal(&known, at: start, count: count) {
            return known
        }
        let made = String(decoding: bytes[start..<end], as: UTF8.self)
        sharedStrings[slot] = made
        return made
    }

    mutating func parseString() throws(G8JSONParseError) -> String {
        let start = index
        index += 1
        // Fast path: no escapes and ASCII only.
        if let (end, _) = bytes.plainString(from: index) {
            let string = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end + 1
            return string
        }
        var scan = index
        while scan < bytes.count {
            let byte = bytes[scan]
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") { break }
            scan += 1
        }
        var scalars = String.UnicodeScalarView()
        for byte in bytes[index..<scan] { scalars.append(Unicode.Scalar(byte)) }
        index = scan
        while true {
            guard index < bytes.count else {
                throw G8JSONParseError(message: "unterminated string", offset: start)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw G8JSONParseError(message: "unescaped control character in a string", offset: index)
            case 0x80...:
                scalars.append(try parseUTF8Scalar())
            default:
                scalars.append(Unicode.Scalar(byte))
                index += 1
            }
        }
    }

    mutating func parseEscape() throws(G8JSONParseError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw G8JSONParseError(message: "unterminated string", offset: start) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw G8JSONParseError(message: "a high surrogate must be followed by a low surrogate", offset: start)
                }
                index += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else {
                    throw G8JSONParseError(message: "a high surrogate must be followed by a low surrogate", offset: start)
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw G8JSONParseError(message: "a lone low surrogate is not a character", offset: start)
            }
            return scalar
        default:
            throw G8JSONParseError(message: "invalid escape '\\\(Character(Unicode.Scalar(byte)))'", offset: start)
        }
    }

    mutating func parseHex4(escapeStart: Int) throws(G8JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw G8JSONParseError(message: "expected four hex digits after '\\u'", offset: escapeStart)
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw G8JSONParseError(message: "expected four hex digits after '\\u'", offset: escapeStart)
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// One UTF-8 encoded scalar, refusing overlong forms, surrogates and truncation.
    mutating func parseUTF8Scalar() throws(G8JSONParseError) -> Unicode.Scalar {
        let start = index
        let lead = bytes[index]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
        default: throw G8JSONParseError(message: "invalid UTF-8", offset: start)
        }
        guard index + length <= bytes.count else { throw G8JSONParseError(message: "invalid UTF-8", offset: start) }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { throw G8JSONParseError(message: "invalid UTF-8", offset: start) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else {
            throw G8JSONParseError(message: "invalid UTF-8", offset: start)
        }
        index += length
        return scalar
    }
}
