// G8Core's unsafe code is all in this folder, each type in its own file with the invariants it
// relies on, which every change to the engine must keep:
//
// - `G8StringBits` (this file): a string's bits read as its identity, for G8Themes and G8Live.
// - `G8Unsafe+Casts.swift`: casts without a runtime check, each behind a check of its own.
// - `G8Fields.swift`: stored references read at the runtime's field offsets.
// - `G8Plan+Steps.swift`, `G8Plan+Walk.swift`: a plan's unretained references.
// - `G8PlanValues.swift`, `G8Saver.swift`: typed values kept in raw memory.
// - `G8Held.swift`: a weak reference kept in a buffer, and an anchor, an unowned reference
//   never read, that keeps an object's identity its own once the object is gone.
// - `G8Stack.swift`: work run on a thread of its own, and a thread's stack bounds.
// - `G8Table.swift`: the package's one hash table, with the argument that no input can make it
//   slow; its loops that change many entries run over its buffers.
//
// Each one is here because its safe alternative, measured on the benchmark's paths
// (`scripts/instructions.py`), made one of them more than 5% slower; `docs/robustness.md` lists
// every unsafe operation of the package, as `scripts/audit-unsafe.py` counts them. Everything
// else in the engine is safe Swift.

/// Conversions the compiler cannot check, each made only under the condition its documentation
/// states (see the invariants beside each one, here and in `G8Unsafe+Casts.swift`).
@usableFromInline
package enum G8Unsafe {
}

/// A string's bits, for G8Themes and G8Live (see ``of(_:)``).
@_spi(G8Engine) public enum G8StringBits {
    /// A string's 16 bytes: equal for two strings only when their contents are equal.
    ///
    /// Invariant: two native strings with the same 16 bytes have the same contents: a small
    /// string holds its bytes in them, any other the same count and flags and the same
    /// immutable storage. Only that direction is used (equal bits, equal strings; unequal bits
    /// say nothing), and whatever is keyed by bits keeps the string itself, so that its storage
    /// cannot be freed and its address reused by another string while the key exists.
    ///
    /// Inlinable, and so public behind the `G8Engine` SPI (SwiftPM makes no `package` body
    /// inlinable in another module): G8Themes reads them for every key and reference a load
    /// looks up, where hashing the text would read every byte.
    @inlinable @inline(__always)
    public static func of(_ string: String) -> (UInt64, UInt64) {
        unsafeBitCast(string, to: (UInt64, UInt64).self)
    }
}
