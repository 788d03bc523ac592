import G8Core
/// The tests on member names the token reader and the resolver make for every member, on bytes
/// when that gives the same answer as on `Character`s.
extension G8AliasResolver {
    static let dollar = UInt8(ascii: "$")

    /// `key.hasPrefix("$")`: on bytes when the scalar after the "$" is ASCII (so no mark
    /// combines with it into another `Character`), else as `String` answers it.
    static func isFormatName(_ key: String) -> Bool {
        hasPrefix(key, ascii: dollar, "$")
    }

    /// `text.hasPrefix(prefix)` for a one-byte ASCII `prefix` whose byte is `byte`: on bytes
    /// when the scalar after it is ASCII, else as `String` answers it. `hasPrefix` itself goes
    /// through `String`'s general comparison, and the reader asks it of every token and alias.
    @inline(__always)
    static func hasPrefix(_ text: String, ascii byte: UInt8, _ prefix: String) -> Bool {
        let onBytes = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard let first = bytes.first else { return false }
            guard first == byte else { return first >= 0x80 ? nil : false }
            return bytes.count == 1 || bytes[1] < 0x80 ? true : nil
        }
        if let answer = onBytes ?? nil { return answer }
        return text.hasPrefix(prefix)
    }

    /// Whether a token or group name is refused: empty, or with a `Character` `.`, `{` or `}`.
    /// On bytes for an ASCII name, where bytes and `Character`s are the same.
    static func isRefusedName(_ key: String) -> Bool {
        if key.isEmpty { return true }
        // Over the bytes in place (a native or small string's, which is every string here), not
        // through an iterator of `key.utf8`, which does far more work for each byte.
        let onBytes = key.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            var found = false
            for byte in bytes {
                // A mark after a "." makes another `Character`: past ASCII, ask the string.
                if byte >= 0x80 { return nil }
                found = found || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
            }
            return found
        }
        if let found = onBytes ?? nil { return found }
        return key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" })
    }
}
