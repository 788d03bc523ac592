@_spi(G8Engine) import G8Core

/// Style values that name no token, found by numbers: a short string's bits, or an object's or
/// array's fingerprint (``G8QuickCheck``).
extension G8StyleChecker {
    /// Whether `text` is a string ``G8QuickCheck/string(_:slot:)`` stands for: at most 15 bytes
    /// (one small string's, or a short one's count and storage), none of them a brace.
    static func isPlainLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.count <= 15 && !bytes.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        }
    }

    /// A fingerprint of an object or array that names no token, for ``Learned/quickChecks``: nil when
    /// some string in it has a brace (a reference, or what a format reads as one), an object
    /// has a `$ref`, or it nests deeper than a composite value does. Such a literal resolves to
    /// itself, with nothing to report, whatever the tokens are.
    static func literalFingerprint(of node: G8JSONNode) -> UInt64? {
        var hash = G8NameHash.basis
        return fingerprint(node, into: &hash, depth: 0) ? hash : nil
    }

    private static func fingerprint(_ node: G8JSONNode, into hash: inout UInt64, depth: Int) -> Bool {
        @inline(__always) func mix(_ value: UInt64) { G8NameHash.mix(&hash, value) }
        @inline(__always) func mix(_ text: String) -> Bool {
            var text = text
            let clean = text.withUTF8 { bytes in
                for byte in bytes {
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return false }
                    mix(UInt64(byte))
                }
                return true
            }
            mix(0xFF)  // no byte of UTF-8: ends the string
            return clean
        }
        guard depth <= 4 else { return false }
        switch node.value {
        case .null:
            mix(1)
        case .bool(let flag):
            mix(flag ? 2 : 3)
        case .number(let number):
            mix(4)
            mix(number.bitPattern)
        case .integer(let integer):
            mix(8)
            mix(UInt64(bitPattern: Int64(integer)))
        case .string(let text):
            mix(5)
            return mix(text)
        case .array(let items):
            mix(6)
            mix(UInt64(items.count))
            for index in items.indices where !fingerprint(items[index], into: &hash, depth: depth + 1) { return false }
        case .object(let members):
            mix(7)
            mix(UInt64(members.count))
            for index in members.indices {
                let key = members[index].key
                guard key != "$ref", mix(key), fingerprint(members[index].value, into: &hash, depth: depth + 1) else { return false }
            }
        }
        return true
    }
}
