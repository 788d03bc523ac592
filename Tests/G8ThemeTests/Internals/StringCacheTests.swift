import Testing
@testable import G8Themes

@Suite("String cache")
struct StringCacheTests {
    /// A string is found by its identity (the same `String`, or an equal small one), not by an
    /// equal large one of other storage; past its capacity the cache takes no more strings and
    /// keeps the ones it has.
    @Test func stringsAreFoundByIdentityAndTheCacheStopsAtItsCapacity() {
        var cache = G8StringCache<Int>()
        let long = String(repeating: "styles.card.title.", count: 3)
        let copy = String(decoding: Array(long.utf8), as: UTF8.self)
        cache.insert(1, for: long)
        cache.insert(2, for: "small")
        #expect(cache.value(for: long) == 1 && cache.value(for: "small") == 2)
        #expect(cache.value(for: copy) == nil)
        let strings = (0..<G8StringCache<Int>.capacity + 100).map { "key number \($0) of a large theme" }
        for (index, string) in strings.enumerated() { cache.insert(index, for: string) }
        let kept = G8StringCache<Int>.capacity - 2
        #expect(cache.value(for: strings[kept - 1]) == kept - 1)
        #expect(cache.value(for: strings[kept]) == nil && cache.value(for: strings.last!) == nil)
        #expect(cache.value(for: long) == 1)
    }
}
