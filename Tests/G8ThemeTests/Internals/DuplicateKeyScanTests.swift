import Testing
import G8Core
@testable import G8Themes

/// The parser checks an object of up to eight keys only when a key finds its bits of a small
/// filter marked, comparing its keys pairwise, and a larger one through a `Dictionary`
/// (G8JSONParser+DuplicateKeys.swift). Whichever way an object goes, what it reports must be
/// what comparing every key with every earlier one finds. Checked on generated documents
/// against that comparison written out plainly: objects of every size around the switch, keys
/// repeated, escaped, not ASCII, long and short, inside a deferred object too.
@Suite("Finding repeated keys")
struct DuplicateKeyScanTests {
    /// A deterministic source of numbers (a linear congruential generator), so that every run
    /// checks the same documents.
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A generated document, and what the plain comparison finds in it: each key that an earlier
    /// key of its object repeats (by its decoded bytes), with its offset and the first one's, in
    /// the order the objects close and, within one, the order the keys are written.
    private struct Document {
        var bytes: [UInt8] = []
        var repeats: [G8DuplicateKey] = []
        var numbers: Numbers
        var keysWritten = 0
        /// The objects of different keys written, past eight keys: with a repeat and without.
        var largeWithRepeat = 0, largeWithout = 0

        /// Names as written in JSON, and the key each decodes to. Escaped and non-ASCII names
        /// have no hash and are compared as strings; `café` composed and decomposed are one key,
        /// kept in NFC.
        static let names: [(written: String, key: String)] = {
            var names = (0..<24).map { ("k\($0)", "k\($0)") }
            names += (0..<6).map { ("a.long.key.path.number.\($0)", "a.long.key.path.number.\($0)") }
            names += [
                ("$value", "$value"), ("$type", "$type"), ("$extensions", "$extensions"),
                (#"\u006b0"#, "k0"), (#"k\u0031"#, "k1"), ("caf\u{E9}", "caf\u{E9}"), ("cafe\u{301}", "caf\u{E9}"),
            ]
            return names
        }()

        mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

        /// Writes an object of `count` members drawn from the first `pool` names.
        mutating func writeObject(count: Int, pool: Int, depth: Int) {
            write("{")
            // By the bytes of the keys they decode to, in NFC: `café` composed and decomposed are one.
            var first: [[UInt8]: Int32] = [:]
            var found: [G8DuplicateKey] = []
            for position in 0..<count {
                if position > 0 { write(", ") }
                let name = Document.names[numbers.next(pool)]
                let offset = Int32(bytes.count)
                write("\"\(name.written)\": ")
                keysWritten += 1
                if let earlier = first[Array(name.key.utf8)] {
                    found.append(G8DuplicateKey(key: name.key, offset: offset, firstOffset: earlier))
                } else {
                    first[Array(name.key.utf8)] = offset
                }
                writeValue(depth: depth + 1)
            }
            write("}")
            repeats += found
        }

        /// Writes an object of `count` different keys (`u0`, `u7`, `u14`… from a random start,
        /// so that the keys of a large object are many), then, one time in two, makes a key
        /// past the eighth repeat an earlier one, and one time in four writes a key escaped.
        mutating func writeDistinctObject(count: Int, depth: Int) {
            let start = numbers.next(10_000)
            var names = (0..<count).map { position -> (written: String, key: String) in
                let key = "u\((start + position * 7) % 10_000)"
                return (key, key)
            }
            if count > 9, numbers.next(2) == 0 {
                let later = 9 + numbers.next(count - 9)
                names[later] = names[numbers.next(later)]
                largeWithRepeat += 1
            } else if count > 8 {
                largeWithout += 1
            }
            if count > 0, numbers.next(4) == 0 {
                let position = numbers.next(count)
                names[position].written = #"\u0075"# + names[position].key.dropFirst()
            }
            write("{")
            var first: [String: Int32] = [:]
            var found: [G8DuplicateKey] = []
            for (position, name) in names.enumerated() {
                if position > 0 { write(", ") }
                let offset = Int32(bytes.count)
                write("\"\(name.written)\": ")
                keysWritten += 1
                if let earlier = first[name.key] {
                    found.append(G8DuplicateKey(key: name.key, offset: offset, firstOffset: earlier))
                } else {
                    first[name.key] = offset
                }
                // Numbers, and now and then an object of different keys, itself large now and
                // then: checked while the object around it is being read.
                if depth < 3, numbers.next(count > 200 ? 128 : 8) == 0 {
                    let large = depth == 1 && numbers.next(16) == 0
                    let size = large ? [129, 140, 1_000][numbers.next(3)] : DuplicateKeyScanTests.distinctSizes[numbers.next(4)]
                    writeDistinctObject(count: size, depth: depth + 1)
                } else {
                    write("\(numbers.next(1000))")
                }
            }
            write("}")
            // Reported as the object closes, after those of the objects in it.
            repeats += found
        }

        mutating func writeValue(depth: Int) {
            switch depth < 3 ? numbers.next(6) : 0 {
            case 0: write("\(numbers.next(1000))")
            case 1: write("\"v\(numbers.next(10))\"")
            case 2: write("[")
                writeObject(count: numbers.next(4), pool: 8, depth: depth)
                write(", 1]")
            default: writeObject(count: DuplicateKeyScanTests.sizes[numbers.next(DuplicateKeyScanTests.sizes.count)],
                                 pool: [4, 12, Document.names.count][numbers.next(3)], depth: depth)
            }
        }
    }

    /// Object sizes: every size up to the table's and past it, and some large ones.
    static let sizes = Array(0...12) + [16, 24, 40, 70]

    /// Sizes of objects of different keys: around the switch from pairwise to the dictionary
    /// (``G8JSONParser/pairwiseLimit``), and large.
    static let distinctSizes = [9, 10, 20, 60, 100, 127, 128, 129, 140, 200, 1_000, 4_096, 4_097]

    /// Parses `doc`, its root member "d" deferred if `deferring`, and expects exactly the repeats
    /// the plain comparison found; false, with an issue recorded, if it does not parse.
    private static func reportsItsRepeats(_ doc: Document, deferring: Bool, number: Int) -> Bool {
        var found: [G8DuplicateKey] = []
        let result = G8JSONParser.parse(doc.bytes, source: 0, deferring: deferring ? "d" : nil, duplicateKeys: &found)
        let text = String(decoding: doc.bytes, as: UTF8.self)
        guard case .success = result else {
            Issue.record("document \(number) does not parse: \(text)")
            return false
        }
        #expect(found == doc.repeats, "document \(number): \(text)")
        return true
    }

    @Test func everyObjectReportsWhatComparingEveryKeyFinds() {
        var numbers = Numbers(state: 0x6738_2026)
        var checked = 0, repeats = 0, keys = 0
        for document in 0..<300 {
            // Half the documents defer their root member "d", as a theme's lint defers its styles.
            let defers = document % 2 == 0
            var doc = Document(numbers: numbers)
            doc.write("{\"d\": ")
            doc.keysWritten += 1
            doc.writeObject(count: DuplicateKeyScanTests.sizes[document % DuplicateKeyScanTests.sizes.count],
                            pool: [4, 12, Document.names.count][document % 3], depth: 1)
            doc.write(", \"rest\": ")
            doc.keysWritten += 1
            doc.writeValue(depth: 1)
            doc.write("}")
            numbers = doc.numbers
            guard DuplicateKeyScanTests.reportsItsRepeats(doc, deferring: defers, number: document) else { continue }
            checked += 1
            repeats += doc.repeats.count
            keys += doc.keysWritten
        }
        #expect(checked == 300)
        // The documents exercise what they are meant to: many keys, many of them repeats.
        #expect(keys > 20_000)
        #expect(repeats > 3_000)
    }

    /// Large objects of different keys, some with one repeat past the eighth key and some with an
    /// escaped key (which has no hash), of many sizes, nested in one another.
    @Test func largeObjectsOfDifferentKeysReportTheirOneRepeat() {
        var numbers = Numbers(state: 0x4096_0128)
        var repeats = 0, largeWithRepeat = 0, largeWithout = 0
        for document in 0..<200 {
            let defers = document % 2 == 0
            var doc = Document(numbers: numbers)
            doc.write("{\"d\": ")
            doc.writeDistinctObject(count: DuplicateKeyScanTests.distinctSizes[document % DuplicateKeyScanTests.distinctSizes.count], depth: 1)
            doc.write(", \"rest\": ")
            doc.writeDistinctObject(count: DuplicateKeyScanTests.distinctSizes[(document / 3) % DuplicateKeyScanTests.distinctSizes.count], depth: 2)
            doc.write("}")
            numbers = doc.numbers
            guard DuplicateKeyScanTests.reportsItsRepeats(doc, deferring: defers, number: document) else { continue }
            repeats += doc.repeats.count
            largeWithRepeat += doc.largeWithRepeat
            largeWithout += doc.largeWithout
        }
        // Both kinds are many: objects with a repeat to find, and objects with none to report.
        #expect(repeats > 100)
        #expect(largeWithRepeat > 150)
        #expect(largeWithout > 150)
    }
}
