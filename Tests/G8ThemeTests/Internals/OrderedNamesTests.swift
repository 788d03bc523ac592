import G8TestSupport
import Testing
@testable import G8Core
@testable import G8Themes

@Suite("Ordered names table")
struct OrderedNamesTests {
    @Test("Each path keeps the place it was first inserted at, found by its String and by its bytes")
    func placesAndLookups() {
        var paths = G8OrderedNames()
        var expected: [String] = []
        var places: [String: Int] = [:]
        var generator = SplitMix(seed: 15)
        for _ in 0..<20_000 {
            let path = "g\(generator.next() % 300).t\(generator.next() % 100)" + (generator.next() % 5 == 0 ? ".a-longer-name-than-fifteen-bytes" : "")
            let (index, inserted) = paths.insert(path)
            if let known = places[path] {
                #expect(!inserted && index == known)
            } else {
                #expect(inserted && index == expected.count)
                places[path] = expected.count
                expected.append(path)
            }
        }
        #expect(paths.order == expected)
        #expect(paths.count == expected.count)
        for (index, path) in expected.enumerated() {
            #expect(paths[path] == index)
            var text = "{" + path + "}"
            let byBytes = text.withUTF8 { paths.index(ofUTF8: UnsafeBufferPointer(rebasing: $0[1..<($0.count - 1)])) }
            #expect(byBytes == index)
        }
        for missing in ["", "g1", "g1.t", "g1.t100", "g300.t1", "g1.t1.a-longer-name-than-fifteen-byte"] {
            #expect(paths[missing] == nil, Comment(rawValue: missing))
        }
    }

    @Test("A path inserted in NFC is found by any canonically equivalent spelling")
    func canonicallyEquivalentPathsAreOne() {
        var paths = G8OrderedNames()
        #expect(paths.insert("caf\u{E9}") == (0, true))
        #expect(paths["cafe\u{301}"] == 0)
        #expect(paths["caf\u{E9}"] == 0)
        // `a` with two marks, in NFC one letter and one mark: found by either order of the marks.
        #expect(paths.insert("\u{1EA1}\u{301}") == (1, true))
        #expect(paths["a\u{301}\u{323}"] == 1)
        #expect(paths["a\u{323}\u{301}"] == 1)
        #expect(paths["cafe"] == nil)
        #expect(paths.insert("") == (2, true))
        #expect(paths[""] == 2)
    }

    @Test("Reserving room and fitting the order keep every path where it was")
    func reserveAndFit() {
        var paths = G8OrderedNames()
        paths.reserveCapacity(3)
        for index in 0..<1_000 { _ = paths.insert("p\(index)") }
        paths.reserveCapacity(5_000)
        paths.fitOrder()
        let misplaced = (0..<1_000).filter { (index: Int) -> Bool in paths["p\(index)"] != index }
        #expect(misplaced.isEmpty)
        #expect(paths.order.capacity <= 1_000 + 1_000 / 8)
    }
}

@Suite("Joining token paths")
struct TokenPathJoinTests {
    @Test("A path and a name join with one '.', byte for byte, small or long, ASCII or not")
    func joins() {
        #expect(G8AliasResolver.join("", "color") == "color")
        #expect(G8AliasResolver.join("color", "") == "color.")
        #expect(G8AliasResolver.join("g12", "t45") == "g12.t45")
        #expect(G8AliasResolver.join("a-group-name-longer-than-fifteen-bytes", "t") == "a-group-name-longer-than-fifteen-bytes.t")
        let joined = G8AliasResolver.join("cafe\u{301}", "\u{301}x")
        #expect(Array(joined.utf8) == Array("cafe\u{301}.\u{301}x".utf8))
        #expect(joined.unicodeScalars.count == 8)
    }
}
