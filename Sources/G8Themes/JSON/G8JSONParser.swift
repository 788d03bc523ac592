import Foundation
import G8Core

/// A strict RFC 8259 JSON parser over bytes that keeps key order and byte offsets.
///
/// It refuses invalid UTF-8, unescaped control characters, lone surrogates, trailing commas,
/// leading zeros, and nesting deeper than `maximumDepth` (so hostile input cannot exhaust the
/// stack). Positions are byte offsets; ``G8SourceText`` turns them into lines and columns.
struct G8JSONParser {
    static let maximumDepth = 64

    private let bytes: G8JSONBytes
    private let source: Int32
    private var index = 0
    /// The members of the objects being parsed, innermost last: each object's are moved out
    /// into an array of exactly their number when it closes. Appending to each object's own
    /// array instead would leave it with up to twice the room it needs and move its members at
    /// every doubling.
    private let memberStack = G8MoveStack<G8JSONMember>()
    /// The items of the arrays being parsed, innermost last, likewise.
    private let itemStack = G8MoveStack<G8JSONNode>()
    /// The root object's member whose object value is checked and let go as it is parsed
    /// (``parse(_:source:deferring:)``).
    private var deferredKey: String?
    /// Whether the value being parsed is inside a deferred object: checked as any other, but no
    /// object or array in it keeps its members or items.
    private var discarding = false

    private init(bytes: G8JSONBytes, source: Int32) {
        self.bytes = bytes
        self.source = source
    }

    /// Parses a whole document into a tree, or fails at the first error.
    ///
    /// - Parameter deferredKey: the name of a member of the root object whose value, when it
    ///   is an object, is parsed and checked one member at a time and not kept: the tree holds
    ///   an empty object at the value's offset instead, which
    ///   ``scanMembers(of:source:objectAt:superStyleKey:depthLimit:_:)`` and
    ///   ``value(in:source:at:)`` read again. The errors
    ///   are those of a whole parse; a large theme's styles never all exist as parse nodes.
    static func parse(_ bytes: [UInt8], source: Int32 = 0, deferring deferredKey: String? = nil) -> Result<G8JSONNode, G8JSONParseError> {
        guard bytes.count < Int(Int32.max) else {
            return .failure(G8JSONParseError(message: "the document is larger than 2 GiB", offset: 0))
        }
        return G8JSONBytes.with(bytes) { buffer in
            var parser = G8JSONParser(bytes: buffer, source: source)
            parser.deferredKey = deferredKey
            do {
                if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
                parser.skipWhitespace()
                let node = try parser.parseValue(depth: 0)
                parser.skipWhitespace()
                guard parser.index == buffer.count else {
                    throw G8JSONParseError(message: "unexpected \(parser.describeCurrent()) after the document", offset: parser.index)
                }
                return .success(node)
            } catch let error as G8JSONParseError {
                return .failure(error)
            } catch {
                return .failure(G8JSONParseError(message: "\(error)", offset: parser.index))
            }
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func parseValue(depth: Int) throws(G8JSONParseError) -> G8JSONNode {
        guard index < bytes.count else {
            throw G8JSONParseError(message: "expected a value, found end of input", offset: index)
        }
        let start = Int32(index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            // A reference (`"{group.token}"`) is shared like a key: themes repeat them.
            let isReference = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "{")
            return G8JSONNode(value: .string(try isReference ? parseSharedString() : parseString()), source: source, offset: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return G8JSONNode(value: .bool(true), source: source, offset: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return G8JSONNode(value: .bool(false), source: source, offset: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return G8JSONNode(value: .null, source: source, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return G8JSONNode(value: .number(try parseNumber()), source: source, offset: start)
        default:
            throw G8JSONParseError(message: "expected a value, found \(describeCurrent())", offset: index)
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(G8JSONParseError) {
        let start = index
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else {
            throw G8JSONParseError(message: "expected a value, found \(describeCurrent())", offset: start)
        }
        index += count
    }

    /// One pass over the object at `offset` in `bytes`, a deferred one (so known to be valid):
    /// `body` gets each member's key, the offset of its value and the names the value's
    /// `superStyleKey` members give, anywhere in it down to `depthLimit` objects deep: a string,
    /// or the strings of a list. Values are skipped over, not built.
    static func scanMembers(
        of bytes: [UInt8], source: Int32, objectAt offset: Int32, superStyleKey: String, depthLimit: Int,
        _ body: (_ key: String, _ valueOffset: Int32, _ superStyleNames: [String]) -> Void
    ) {
        G8JSONBytes.with(bytes) { bytes in
            var parser = G8JSONParser(bytes: bytes, source: source)
            parser.index = Int(offset)
            guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") else { return }
            parser.index += 1
            do {
                while true {
                    parser.skipWhitespace()
                    guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "\"") else { return }
                    let key = try parser.parseString()
                    guard parser.skipColon() else { return }
                    let valueOffset = Int32(parser.index)
                    var names: [String] = []
                    try parser.scanSuperStyles(depth: 0, limit: depthLimit, key: superStyleKey, into: &names)
                    body(key, valueOffset, names)
                    guard parser.skipComma() else { return }
                }
            } catch {
                return
            }
        }
    }

    /// Past whitespace, a ':' and whitespace; false if there is no ':'.
    private mutating func skipColon() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Past whitespace and a ',' and true, or past a closing bracket and false.
    private mutating func skipComma() -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        return byte == UInt8(ascii: ",")
    }

    /// The names the `key` members of the value here give, as the builder's
    /// `forEachSuperStyleName` finds them in its node: an object's members are looked into,
    /// `depth` objects deep at most `limit`; anything else is skipped.
    private mutating func scanSuperStyles(depth: Int, limit: Int, key: String, into names: inout [String]) throws(G8JSONParseError) {
        guard depth <= limit, index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            skipValue()
            return
        }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return }
            let isKey = try keyEquals(key)
            guard skipColon() else { return }
            if !isKey {
                try scanSuperStyles(depth: depth + 1, limit: limit, key: key, into: &names)
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                names.append(try parseString())
            } else if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                } else {
                    repeat {
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { names.append(try parseString()) } else { skipValue() }
                    } while skipComma()
                }
            } else {
                skipValue()
            }
            guard skipComma() else { return }
        }
    }

    /// Whether the key string here equals `key` as `String`s compare, read past: on its bytes
    /// when they are ASCII without escapes, else decoded.
    private mutating func keyEquals(_ key: String) throws(G8JSONParseError) -> Bool {
        let start = index
        var scan = index + 1
        var plain = true
        while scan < bytes.count, bytes[scan] != UInt8(ascii: "\"") {
            if bytes[scan] == UInt8(ascii: "\\") || bytes[scan] >= 0x80 { plain = false; break }
            scan += 1
        }
        if plain {
            index = scan + 1
            return bytes[(start + 1)..<scan].elementsEqual(key.utf8)
        }
        index = start
        return try parseString() == key
    }

    /// Past the value here, in a document known to be valid: nothing is built or checked.
    private mutating func skipValue() {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                if depth == 0 { return }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return }
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 { return }
            default:
                break
            }
            index += 1
        }
    }

    /// The value at `offset` in `bytes`, a member of a deferred object (see
    /// ``scanMembers(of:source:objectAt:superStyleKey:depthLimit:_:)``); nil if it does not parse.
    static func value(in bytes: [UInt8], source: Int32, at offset: Int32) -> G8JSONNode? {
        G8JSONBytes.with(bytes) { bytes in
            var parser = G8JSONParser(bytes: bytes, source: source)
            parser.index = Int(offset)
            return try? parser.parseValue(depth: 2)
        }
    }

    private mutating func parseObject(depth: Int) throws(G8JSONParseError) -> G8JSONNode {
        let start = index
        guard depth <= G8JSONParser.maximumDepth else {
            throw G8JSONParseError(message: "nesting deeper than the limit of \(G8JSONParser.maximumDepth) levels", offset: start)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return G8JSONNode(value: .object([]), source: source, offset: Int32(start))
        }
        let base = memberStack.count
        var comma: Int?
        while true {
            skipWhitespace()
            if let comma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                throw G8JSONParseError(message: "a trailing comma before '}'; JSON allows none, so remove it", offset: comma)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw G8JSONParseError(message: "expected a string key, found \(describeCurrent())", offset: index)
            }
            let keyOffset = Int32(index)
            let key = try parseSharedString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw G8JSONParseError(message: "expected ':' after the key \"\(key)\", found \(describeCurrent())", offset: index)
            }
            index += 1
            skipWhitespace()
            if depth == 1, let deferredKey, key == deferredKey, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                // Checked and let go: the tree keeps an empty object at its place.
                discarding = true
                defer { discarding = false }
                let value = try parseObject(depth: depth + 1)
                memberStack.push(G8JSONMember(key: key, keyOffset: keyOffset, value: value))
            } else {
                let value = try parseValue(depth: depth)
                if !discarding { memberStack.push(G8JSONMember(key: key, keyOffset: keyOffset, value: value)) }
            }
            skipWhitespace()
            guard index < bytes.count else {
                throw G8JSONParseError(message: "expected ',' or '}', found end of input", offset: index)
            }
            if bytes[index] == UInt8(ascii: ",") {
                comma = index
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                let members = memberStack.popArray(from: base)
                return G8JSONNode(value: .object(members), source: source, offset: Int32(start))
            }
            throw G8JSONParseError(message: "expected ',' or '}', found \(describeCurrent())", offset: index)
        }
    }

    private mutating func parseArray(depth: Int) throws(G8JSONParseError) -> G8JSONNode {
        let start = index
        guard depth <= G8JSONParser.maximumDepth else {
            throw G8JSONParseError(message: "nesting deeper than the limit of \(G8JSONParser.maximumDepth) levels", offset: start)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return G8JSONNode(value: .array([]), source: source, offset: Int32(start))
        }
        let base = itemStack.count
        var comma: Int?
        while true {
            skipWhitespace()
            if let comma, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw G8JSONParseError(message: "a trailing comma before ']'; JSON allows none, so remove it", offset: comma)
            }
            let item = try parseValue(depth: depth)
            if !discarding { itemStack.push(item) }
            skipWhitespace()
            guard index < bytes.count else {
                throw G8JSONParseError(message: "expected ',' or ']', found end of input", offset: index)
            }
            if bytes[index] == UInt8(ascii: ",") {
                comma = index
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                let items = itemStack.popArray(from: base)
                return G8JSONNode(value: .array(items), source: source, offset: Int32(start))
            }
            throw G8JSONParseError(message: "expected ',' or ']', found \(describeCurrent())", offset: index)
        }
    }

    private mutating func parseNumber() throws(G8JSONParseError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw G8JSONParseError(message: "expected a digit, found \(describeCurrent())", offset: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw G8JSONParseError(message: "numbers cannot have leading zeros", offset: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw G8JSONParseError(message: "expected a digit after '.', found \(describeCurrent())", offset: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw G8JSONParseError(message: "expected a digit in the exponent, found \(describeCurrent())", offset: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if let value = exactNumber(from: start) { return value }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw G8JSONParseError(message: "the number \(text) is out of range", offset: start)
        }
        return value
    }

    /// The number from `start` to the parser's index, a valid literal, when it has no exponent
    /// and at most 15 digits: its digits as an integer, divided by the power of ten of its
    /// fraction. Both are exact in a `Double` and one division rounds correctly, so the result
    /// is what `Double(String)` gives (the classic fast path of decimal conversion), without
    /// making a `String` and calling `strtod` for each of a theme's numbers. Nil otherwise.
    private func exactNumber(from start: Int) -> Double? {
        let negative = bytes[start] == UInt8(ascii: "-")
        var digits: Int64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        for position in (negative ? start + 1 : start)..<index {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard isDigit(byte) else { return nil }  // an exponent
            digitCount += 1
            guard digitCount <= 15 else { return nil }
            digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
        }
        let value = Double(digits) / G8JSONParser.powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// 10⁰ to 10¹⁵, each exact in a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The keys (and token references) met, each where its bytes' hash puts it (direct-mapped:
    /// a key met again whose slot another took is made again). Only keys too long for a small
    /// string, which are allocated: a document repeats its keys, and one `String` for each
    /// repeated key is one allocation instead of many, and one identity that the builder's
    /// caches can key by (``G8StringCache``). Made on the first such key: a parser that reads one
    /// value (a lint's style, read again) allocates nothing.
    private var sharedStrings: [String?] = []

    /// A member's key, or a string value that is a token reference: ``parseString()``, with a
    /// string met before (ASCII, unescaped, longer than 15 bytes) given as the same `String`.
    private mutating func parseSharedString() throws(G8JSONParseError) -> String {
        // Escapes, control characters, non-ASCII bytes and no end: checked and decoded the usual way.
        guard let (end, hash) = bytes.plainString(from: index + 1) else { return try parseString() }
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

    private mutating func parseString() throws(G8JSONParseError) -> String {
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

    private mutating func parseEscape() throws(G8JSONParseError) -> Unicode.Scalar {
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

    private mutating func parseHex4(escapeStart: Int) throws(G8JSONParseError) -> UInt32 {
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
    private mutating func parseUTF8Scalar() throws(G8JSONParseError) -> Unicode.Scalar {
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

