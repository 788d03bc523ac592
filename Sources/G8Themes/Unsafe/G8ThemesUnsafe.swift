// The invariants of G8Themes' unsafe code that is not in a file of this folder of its own
// making: strings found by their bits and the ordered names.
// Every other unsafe type of the module states its invariants in its own file in this folder.
//
// Strings found by their bits (`G8StringCache`, G8StringCache.swift, and the quick checks of
// literal strings, `G8QuickCheckTable`):
// the bits come from G8Core's `G8StringBits.of()`, whose file states what equal bits prove. A
// table keyed by bits keeps the string itself, so its storage cannot be freed and its address
// reused by another string while the entry exists.
//
// A theme's ordered names (`G8OrderedNames.equal`, G8OrderedNames.swift) are compared with
// `memcmp` within one stored name, whose length is compared first, through base addresses
// tested for nil, not unwrapped.
//
// All three find their entries through G8Core's `G8Table`, the package's one hash table, whose
// file argues why a document cannot make it slow; each states in its own file why its keys
// cannot be chosen to collide.
