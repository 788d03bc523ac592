// The live module's unsafe fast paths, all in this folder or named here, with the invariants
// every change must keep (the engine's own are in G8Core's G8Unsafe.swift).
//
// 1. A string's bits (`G8ExactName.equal`). A `String` is two words; two strings with the same
//    bits share one storage or hold the same bytes inline, so they are the same bytes, and
//    are found equal without reading them. Bits that differ say nothing: such strings are
//    compared byte by byte, with `memcmp` over their contiguous UTF-8 only when both have it
//    and their lengths, compared first, are equal and not zero.
//
// The file watcher's inotify buffer (`G8ThemeWatcherCore`) reads raw bytes too, within the one
// buffer it owns, event by event, each length checked against what the read returned.
