// The live module's unsafe fast paths, all in this folder or named here, with the invariants
// every change must keep (the engine's own are in G8Core's G8Unsafe.swift).
//
// 1. Counts and positions in an address's spare bits (`G8ObjectTable`). A word holds an
//    object's address with the count in its 4 low bits and the position in its 16 high bits.
//    That assumes the address is 16-byte aligned (Swift allocates objects with malloc, which
//    aligns to 16 bytes on the 64-bit platforms Swift runs on) and below 2^48 (user space with
//    4-level page tables; a kernel with 5-level tables gives 57-bit addresses only to a process
//    that asks for addresses above 2^47). Neither is taken on trust: every key is tested
//    against the bits a word cannot hold (one AND and a compare, `G8ObjectTable.outlierBits`)
//    and one that has any is kept beside the table, whole, in a dictionary. The words are read
//    and written through the table's buffer pointer, at slots found by masking with the table's
//    size, a power of two, so every index is in bounds.
// 2. A string's bits (`G8ExactName.equal`). A `String` is two words; two strings with the same
//    bits share one storage or hold the same bytes inline, so they are the same bytes, and
//    are found equal without reading them. Bits that differ say nothing: such strings are
//    compared byte by byte, with `memcmp` over their contiguous UTF-8 only when both have it
//    and their lengths, compared first, are equal and not zero.
//
// The file watcher's inotify buffer (`G8ThemeWatcherCore`) reads raw bytes too, within the one
// buffer it owns, event by event, each length checked against what the read returned.
