@_spi(G8Engine) import G8Core

/// Reading a deferred object again: its members one at a time, values skipped over.
extension G8JSONParser {
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
                    let key = G8CanonicalName.of(try parser.parseString())
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
    mutating func skipColon() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Past whitespace and a ',' and true, or past a closing bracket and false.
    mutating func skipComma() -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        let byte = bytes[index]
        index += 1
        return byte == UInt8(ascii: ",")
    }

    /// The names the `key` members of the value here give, as the builder's
    /// `forEachSuperStyleName` finds them in its node: an object's members are looked into,
    /// `depth` objects deep at most `limit`; anything else is skipped.
    mutating func scanSuperStyles(depth: Int, limit: Int, key: String, into names: inout [String]) throws(G8JSONParseError) {
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
    mutating func keyEquals(_ key: String) throws(G8JSONParseError) -> Bool {
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
    mutating func skipValue() {
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
}
