import Foundation

/// A name compared by its UTF-8 bytes, which is quicker than `String`'s equality (canonical
/// equivalence) and the same for the names the manager keeps: each in NFC
/// (``G8CanonicalName``), so that `café` written in NFC and in NFD is one name, as it is to
/// the theme.
struct G8ExactName: Hashable {
    let name: String

    init(_ name: String) { self.name = name }

    /// Whether `a` and `b` are the same bytes. Registrations mostly repeat one name, often the
    /// very same string (a literal, a name kept): the same bits (one storage, or the same bytes
    /// held inline) are found equal at once; other strings are compared byte by byte, in place
    /// (invariant 1 in G8LiveUnsafe.swift).
    @inline(__always)
    static func equal(_ a: String, _ b: String) -> Bool {
        if unsafeBitCast(a, to: (UInt64, UInt64).self) == unsafeBitCast(b, to: (UInt64, UInt64).self) { return true }
        let count = a.utf8.count
        guard count == b.utf8.count else { return false }
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                count == 0 || memcmp(first.baseAddress!, second.baseAddress!, count) == 0
            }
        }
        if let compared, let compared { return compared }
        return a.utf8.elementsEqual(b.utf8)
    }

    static func == (a: G8ExactName, b: G8ExactName) -> Bool { equal(a.name, b.name) }

    func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
