import G8Core
import G8Themes
/// What a theme manager knows of each object, by identity, in one word a slot: how many
/// registrations hold values of the object (its count), and where the object's own
/// registration is in the manager's list (its position), if it has one.
///
/// The word is the object's address with both in its spare bits (invariant 1 in
/// G8LiveUnsafe.swift). An object is 16-byte aligned, so the address's 4 low bits hold the
/// count (0 to 14); user-space addresses are below 2^48 with 4-level page tables, so the 16
/// high bits hold the position plus one (0 for none, up to 65,533). Larger counts and positions
/// are kept beside, by address, and an address that does not fit (above 2^48, as a machine
/// with 5-level page tables and 57-bit addresses may hand out, or not 16-byte aligned) is kept
/// beside whole: every key is tested before it goes in a word, so the table is right on any
/// machine, and only fast where the assumption holds.
///
/// Open addressing with linear probing over a power-of-two table at most 80% full, hashed by
/// multiplying the address (an identity is an address, already well spread above its
/// alignment bits), and deletion by shifting back the entries after the removed one, so no
/// tombstones build up. A `Dictionary` would hash each identity with SipHash, the larger part
/// of what accounting for a registration would cost. The loops work on the table's buffer, with no
/// bounds or uniqueness check per slot.
///
/// An entry whose count is 0 and that has no position stays in the table: a switch A → B → A
/// takes the same objects out and puts them back, and finding an entry costs less than
/// removing it (moving back the entries after it) and inserting it again. Such entries are
/// dropped in one sweep once they are as many as the others (and at least 1,024), which keeps
/// that O(1) amortised.
struct G8ObjectTable {
    private var words: [UInt]
    private var shift: Int
    /// How many slots hold an entry.
    private var occupied = 0
    /// How many entries have the count 0 and no position.
    private var idle = 0
    /// Counts of 15 or more, by address.
    private var largeCounts: [UInt: Int] = [:]
    /// Positions of 65,533 or more, by address.
    private var largePositions: [UInt: Int] = [:]
    /// Objects whose address does not fit the word's address bits, kept whole.
    private var outliers: [UInt: (count: Int, position: Int?)] = [:]
    /// The bits a key must not have to go in a word: those at or above `addressBits`, and the
    /// 4 low bits of an address that is not 16-byte aligned. A key with any is an outlier.
    private let outlierBits: UInt

    /// An empty table. `addressBits` below 48 is for tests, which make every object an
    /// outlier with it.
    init(addressBits: Int = 48) {
        precondition(addressBits >= 4 && addressBits <= 48)
        outlierBits = ~((1 << UInt(addressBits)) - 1) | G8ObjectTable.countMask
        words = [UInt](repeating: 0, count: 16)
        shift = UInt.bitWidth - 4
    }

    private static let countMask: UInt = 15
    /// The count tag that says the count is in `largeCounts`.
    private static let countElsewhere: UInt = 15
    private static let positionShift: UInt = 48
    /// The position tag that says the position is in `largePositions`.
    private static let positionElsewhere: UInt = 0xFFFF
    private static let addressMask: UInt = ((1 << 48) - 1) & ~countMask

    /// How many objects have a count above 0.
    var countedCount: Int {
        var result = outliers.values.reduce(0) { $0 + ($1.count > 0 ? 1 : 0) }
        words.withUnsafeBufferPointer { words in
            for word in words where word != 0 && word & G8ObjectTable.countMask != 0 { result += 1 }
        }
        return result
    }

    // MARK: Reading

    /// How many registrations hold values of `id`'s object.
    func count(of id: ObjectIdentifier) -> Int {
        let key = UInt(bitPattern: id)
        if !fits(key) { return outliers[key]?.count ?? 0 }
        return withWord(of: key) { G8ObjectTable.count(in: $0, largeCounts) } ?? 0
    }

    /// Where `id`'s object's registration is; nil when it has none.
    func position(of id: ObjectIdentifier) -> Int? {
        let key = UInt(bitPattern: id)
        if !fits(key) { return outliers[key]?.position }
        return withWord(of: key) { G8ObjectTable.position(in: $0, largePositions) } ?? nil
    }

    @inline(__always)
    private func fits(_ key: UInt) -> Bool { key & outlierBits == 0 }

    @inline(__always)
    private func withWord<Result>(of key: UInt, _ body: (UInt) -> Result) -> Result? {
        words.withUnsafeBufferPointer { words in
            let word = words[G8ObjectTable.slot(of: key, in: words, shift: shift)]
            return word == 0 ? nil : body(word)
        }
    }

    @inline(__always)
    private static func count(in word: UInt, _ largeCounts: [UInt: Int]) -> Int {
        let tag = word & G8ObjectTable.countMask
        return tag == G8ObjectTable.countElsewhere ? largeCounts[word & G8ObjectTable.addressMask] ?? 0 : Int(tag)
    }

    @inline(__always)
    private static func position(in word: UInt, _ largePositions: [UInt: Int]) -> Int? {
        let tag = word >> G8ObjectTable.positionShift
        if tag == 0 { return nil }
        return tag == G8ObjectTable.positionElsewhere ? largePositions[word & G8ObjectTable.addressMask] : Int(tag - 1)
    }

    // MARK: Changing

    /// Gives `id`'s object the position `position`, or none.
    mutating func setPosition(_ position: Int?, for id: ObjectIdentifier) {
        update(CollectionOfOne(id)) { _, old in old = position }
    }

    /// Adds one to the count of each of `ids`; true when one of them was counted already.
    mutating func increment<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) -> Bool {
        count(ids, by: 1)
    }

    /// Takes one from the count of each of `ids` (a count of 0 stays 0).
    mutating func decrement<Identities: Collection<ObjectIdentifier>>(_ ids: Identities) {
        _ = count(ids, by: -1)
    }

    /// Adds `step` (1 or -1) to the count of each of `ids`, none going below 0; true when one
    /// of them was counted already. A count that stays in its word's bits changes there, in a
    /// few instructions: nearly all of them.
    @inline(__always)
    private mutating func count<Identities: Collection<ObjectIdentifier>>(_ ids: Identities, by step: Int) -> Bool {
        if step > 0 { reserve(ids.count) }
        let shift = self.shift, outlierBits = self.outlierBits
        var shared = false, occupiedChange = 0, idleChange = 0
        var slow: [ObjectIdentifier] = []
        words.withUnsafeMutableBufferPointer { words in
            for id in ids {
                let key = UInt(bitPattern: id)
                guard key & outlierBits == 0 else {
                    slow.append(id)
                    continue
                }
                let index = G8ObjectTable.slot(of: key, in: UnsafeBufferPointer(words), shift: shift)
                let word = words[index]
                let tag = word & G8ObjectTable.countMask
                if word == 0 {
                    guard step > 0 else { continue }  // not counted: stays so
                    words[index] = key | 1
                    occupiedChange += 1
                } else if step > 0 && tag < G8ObjectTable.countElsewhere - 1 {
                    if tag > 0 {
                        shared = true
                    } else if word >> G8ObjectTable.positionShift == 0 {
                        idleChange -= 1
                    }
                    words[index] = word + 1
                } else if step < 0 && tag != G8ObjectTable.countElsewhere {
                    guard tag > 0 else { continue }
                    words[index] = word - 1
                    if (word - 1) & ~G8ObjectTable.addressMask == 0 { idleChange += 1 }
                } else {
                    slow.append(id)  // a count kept beside, or going there
                }
            }
        }
        occupied += occupiedChange
        idle += idleChange
        if !slow.isEmpty {
            update(slow) { count, _ in
                if step > 0 && count > 0 { shared = true }
                count = max(0, count + step)
            }
        } else if step < 0 {
            dropIdleIfWorthIt()
        }
        return shared
    }

    /// Makes room for `more` entries, so that adding them does not grow the table: it stays
    /// at most 80% full. Linear probing still finds a key in a few slots there (the addresses
    /// of objects made one after another, multiplied by the golden ratio, spread evenly), and
    /// a table just grown is 40% full, not 35%: its slots are what a registration's memory
    /// depends on most, after its values.
    private mutating func reserve(_ more: Int) {
        while (occupied + more) * 10 > words.count * 8 { rebuild(capacity: words.count * 2) }
    }

    /// Takes every position away, keeping the counts.
    mutating func removeAllPositions() {
        for key in outliers.keys { outliers[key]?.position = nil }
        largePositions.removeAll()
        var idle = 0
        words.withUnsafeMutableBufferPointer { words in
            for index in words.indices where words[index] != 0 {
                words[index] &= ~(G8ObjectTable.positionElsewhere << G8ObjectTable.positionShift)
                if words[index] & G8ObjectTable.countMask == 0 { idle += 1 }
            }
        }
        self.idle = idle
        dropIdleIfWorthIt()
    }

    /// Calls `change` with the count and position of each of `ids` in turn (0 and nil for an
    /// object the table does not hold), and keeps what it leaves. Room for all of them is
    /// made first.
    private mutating func update<Identities: Collection<ObjectIdentifier>>(
        _ ids: Identities, _ change: (inout Int, inout Int?) -> Void
    ) {
        reserve(ids.count)
        let shift = self.shift, outlierBits = self.outlierBits
        var occupiedChange = 0, idleChange = 0
        words.withUnsafeMutableBufferPointer { words in
            for id in ids {
                let key = UInt(bitPattern: id)
                guard key & outlierBits == 0 else {
                    var (count, position) = outliers[key] ?? (0, nil)
                    change(&count, &position)
                    outliers[key] = count == 0 && position == nil ? nil : (count, position)
                    continue
                }
                let index = G8ObjectTable.slot(of: key, in: UnsafeBufferPointer(words), shift: shift)
                let found = words[index] != 0
                var count = found ? G8ObjectTable.count(in: words[index], largeCounts) : 0
                var position = found ? G8ObjectTable.position(in: words[index], largePositions) : nil
                let wasIdle = found && count == 0 && position == nil
                change(&count, &position)
                let isIdle = count == 0 && position == nil
                if !found {
                    if isIdle { continue }  // nothing to keep
                    occupiedChange += 1
                    words[index] = key
                } else if wasIdle != isIdle {
                    idleChange += isIdle ? 1 : -1
                }
                G8ObjectTable.set(count: count, position: position, word: &words[index], &largeCounts, &largePositions)
            }
        }
        occupied += occupiedChange
        idle += idleChange
        dropIdleIfWorthIt()
    }

    /// Writes `count` and `position` into `word` (which holds its address), moving them in or
    /// out of the side tables as they need.
    @inline(__always)
    private static func set(
        count: Int, position: Int?, word: inout UInt, _ largeCounts: inout [UInt: Int], _ largePositions: inout [UInt: Int]
    ) {
        let address = word & G8ObjectTable.addressMask
        var countTag = UInt(truncatingIfNeeded: count)
        if count >= Int(G8ObjectTable.countElsewhere) {
            largeCounts[address] = count
            countTag = G8ObjectTable.countElsewhere
        } else if word & G8ObjectTable.countMask == G8ObjectTable.countElsewhere {
            largeCounts[address] = nil
        }
        var positionTag: UInt = 0
        if let position {
            if position + 1 >= Int(G8ObjectTable.positionElsewhere) {
                largePositions[address] = position
                positionTag = G8ObjectTable.positionElsewhere
            } else {
                positionTag = UInt(truncatingIfNeeded: position + 1)
            }
        }
        if positionTag != G8ObjectTable.positionElsewhere, word >> G8ObjectTable.positionShift == G8ObjectTable.positionElsewhere {
            largePositions[address] = nil
        }
        word = address | countTag | positionTag << G8ObjectTable.positionShift
    }

    /// Drops the idle entries in one sweep once they are as many as the others, and at least
    /// 1,024, in a table made smaller when they leave it mostly empty: the memory of objects
    /// registered and released goes back.
    private mutating func dropIdleIfWorthIt() {
        guard idle >= max(1024, occupied - idle) else { return }
        var capacity = words.count
        // Halved while the entries kept fill at most 40% of the half: a table shrunk is at
        // most 80% full and grows again only after as many entries again come in.
        while capacity > 16 && (occupied - idle) * 10 <= (capacity / 2) * 4 { capacity /= 2 }
        rebuild(capacity: capacity)
    }

    /// How many slots the table has: its memory, one word each.
    var capacity: Int { words.count }

    /// How many objects the table holds an entry of, idle ones included.
    var entryCount: Int { occupied + outliers.count }

    // MARK: The table

    @inline(__always)
    private static func home(_ key: UInt, shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(truncatingIfNeeded: shift))
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private static func slot(of key: UInt, in words: UnsafeBufferPointer<UInt>, shift: Int) -> Int {
        let mask = words.count - 1
        var index = home(key, shift: shift)
        while words[index] != 0 && words[index] & addressMask != key { index = (index + 1) & mask }
        return index
    }

    /// Makes the table again with `capacity` slots (a power of two, at least the entries
    /// kept), without its idle entries.
    private mutating func rebuild(capacity: Int) {
        let oldWords = words
        words = [UInt](repeating: 0, count: capacity)
        shift = UInt.bitWidth - capacity.trailingZeroBitCount
        let shift = self.shift
        var kept = 0
        words.withUnsafeMutableBufferPointer { words in
            oldWords.withUnsafeBufferPointer { oldWords in
                for word in oldWords where word != 0 {
                    // Idle: count 0, no position (neither tag set, so nothing beside either).
                    if word & ~G8ObjectTable.addressMask == 0 { continue }
                    // A new table holds each address once: the slot found is the empty one.
                    words[G8ObjectTable.slot(of: word & G8ObjectTable.addressMask, in: UnsafeBufferPointer(words), shift: shift)] = word
                    kept += 1
                }
            }
        }
        occupied = kept
        idle = 0
    }
}
