// The invariants of G8Themes' unsafe code that is not in a file of this folder of its own
// making: the key stack, the string cache and the ordered names, whose files are being replaced.
// Every other unsafe type of the module states its invariants in its own file in this folder.
//
// Keys of the objects being parsed (`G8KeyStack`, G8KeyStack.swift). Its buffer holds exactly
// `count` initialized entries, at its start, of a plain-data type; a key is read only at a
// position below `count` (debug builds check it), and keeping fewer only lowers `count`. Its
// filters are one block of 64 words for each depth from 0 to the parser's limit: a depth is
// checked before its block is cleared, and a key marks a word of a cleared block, at an offset
// below 64 (its hash's top six bits). Its large table is one block of 8,192 slots, cleared when
// an object claims it; a key is noted in it only while its object holds the claim, and it holds
// at most 4,096, so that an empty slot always ends a probe; a probe's offset stays below 8,192
// (the hash's top 13 bits, then masked).
//
// Strings found by their bits (`G8StringCache`, G8StringCache.swift, and the token resolver's
// references): the bits come from G8Core's `G8Unsafe.bits(of:)`, whose file states what equal
// bits prove. A cache keyed by bits keeps the string itself, so its storage cannot be freed and
// its address reused by another string while the entry exists.
//
// A theme's ordered names (`G8OrderedNames.equal`, Loading/G8OrderedNames.swift) are compared
// with `memcmp` within one stored name, whose length is compared first, through base addresses
// tested for nil, not unwrapped; its hash reads words only at offsets eight or more bytes below
// the count.
