@_spi(G8Engine) import G8Core

/// A key name's slot and a value found by numbers, not by hashing its JSON: a value written
/// as exactly `"{token}"` (what it converts to is that of the token's resolved value), a
/// number or boolean written as it is, or a string of at most 15 bytes with no brace (none
/// names anything to resolve). The key of the style checker's conversions found by numbers
/// (``G8StyleChecker/Learned/quickChecks``) and of the alias resolver's type checks of short
/// strings (``G8AliasResolver/Learned/typeCheckedStrings``).
struct G8QuickCheck {
    enum Kind: UInt8 { case token, number, bool, composite, string }
    let nameSlot: Int
    let kind: Kind
    /// The token's index, the number's bit pattern, the boolean as 0 or 1, the composite
    /// literal's fingerprint (``G8StyleChecker/Learned/compositeLiterals``), or a string's first 8 bytes of bits.
    let bits: UInt64
    /// A string's other 8 bytes of bits (see `G8StringBits.of()`); 0 for the others.
    var moreBits: UInt64 = 0

    static func token(_ index: Int, slot: Int) -> G8QuickCheck {
        G8QuickCheck(nameSlot: slot, kind: .token, bits: UInt64(index))
    }

    /// A literal string's check, by its bits: the same bits, the same bytes.
    static func string(_ text: String, slot: Int) -> G8QuickCheck {
        let bits = G8StringBits.of(text)
        return G8QuickCheck(nameSlot: slot, kind: .string, bits: bits.0, moreBits: bits.1)
    }

    /// The check's fields as the three words of its key in a ``G8QuickCheckTable``.
    var key: G8QuickCheckTable.Key {
        (bits, moreBits, UInt64(truncatingIfNeeded: nameSlot) << 8 | UInt64(kind.rawValue))
    }
}
