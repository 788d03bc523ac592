import Foundation
import G8Core
import G8Themes

extension G8ThemeManager {
    /// The registrations in registration order and what is known of the objects they hold:
    /// the manager's bookkeeping, one value, changed only by the manager's own calls and never
    /// while an applier runs (no method here calls into the engine, a setter or a log handler).
    struct Registrations {
        /// The registrations in registration order; nil where one was removed (compacted lazily,
        /// so that removing one costs O(1) amortised and the order is kept).
        var slots: [Registration?] = []
        /// By identity, where each live registered object is in `slots` (its position) and, for
        /// each object a registration's journal holds values of, how many registrations' do (its
        /// count): one word an object.
        var objectTable = G8ObjectTable()
        /// The registrations from this slot on have not been counted in `objectTable` yet: a new
        /// registration's objects are counted at the next call that needs the counts (a switch, a
        /// restyle, a registration that changes a style name), all at once. Registering is where
        /// an app waits for a screen to appear; the counts only serve switches, and a
        /// registration that goes before the next switch is never counted at all.
        var countedUpTo = 0
        /// How many slots are nil.
        var holes = 0
        /// How many ghosts `slots` holds: unregistered, waiting for the next switch.
        var ghostCount = 0
        /// How many slots there were after the last pruning: the next one waits until there are
        /// twice as many, so registering n objects costs O(n) in all.
        var prunedCount = 0
        /// Whether two registrations ever set values on one object: switches then put back every
        /// registration's values before applying any (see "Registrations that overlap"). Known
        /// only for the registrations counted (see `countedUpTo`).
        var overlapping = false
        /// Whether a loop over `slots` is running (indices must stay put).
        var restyling = false
        /// The engine's plan lookup for the applications that make journals, remembering the
        /// entry last found: registrations mostly come in runs of one class and style.
        var planLookup = G8PlanLookup()

        /// Where a registration of `object` goes.
        enum Place {
            /// `object` is registered at this position; its style name is now the one given.
            case registered(Int)
            /// A new, empty slot at this position, for the registration the application makes.
            case reserved(Int)
        }

        /// Finds `object`'s registration and gives it the style name `name`, or reserves the
        /// next slot for it, pruning first when the list has doubled since the last pruning.
        mutating func reserve(_ object: AnyObject, name: Int32) -> Place {
            pruneIfDue()
            let id = ObjectIdentifier(object)
            let index = objectTable.position(of: id)
            if let index, slots[index]?.isRegistration(of: object) == true {
                slots[index]?.name = name
                return .registered(index)
            }
            if let index { retire(at: index) }  // a released object's identity, reused
            objectTable.setPosition(slots.count, for: id)
            slots.append(nil)
            return .reserved(slots.count - 1)
        }

        /// The position of `object`'s live registration, if it has one.
        func position(of object: AnyObject) -> Int? {
            guard let index = objectTable.position(of: ObjectIdentifier(object)), slots[index]?.isRegistration(of: object) == true
            else { return nil }
            return index
        }

        /// How many registered objects are still alive.
        var liveCount: Int {
            slots.reduce(0) { $0 + (($1.map { !$0.isGhost && $0.isRootAlive } ?? false) ? 1 : 0) }
        }

        /// Whether the list has doubled since the last pruning.
        var isPruningDue: Bool { slots.count >= max(64, 2 * prunedCount) }

        /// Prunes when the list has doubled since the last pruning.
        mutating func pruneIfDue() {
            if isPruningDue { prune() }
        }

        // MARK: Pruning

        /// Forgets the registrations of released objects, and the ghosts whose objects are all
        /// gone (nothing is left to put back), then drops the empty slots and gives back the
        /// memory of the list and the table once they are mostly empty. Empty slots are dropped
        /// as removals are, when they are half the list or more (``compactIfWorthIt()``):
        /// dropping them moves the registrations after them, whose positions in the object table
        /// are all written again, and a prune that finds 1% of the objects released would
        /// otherwise pay that for the whole list.
        mutating func prune() {
            let wasRestyling = restyling
            restyling = true  // no compaction while the loop holds indices
            for index in slots.indices {
                // Tested without binding the registration, which would retain and release it.
                guard let isGhost = slots[index]?.isGhost else { continue }
                if !isGhost {
                    if slots[index]?.isRootAlive == false { retire(at: index) }
                } else if let ghost = slots[index], !mayPutBack(ghost, at: index) {
                    bury(at: index)
                }
            }
            restyling = wasRestyling
            compactIfWorthIt()
            if slots.capacity > 2 * max(64, slots.count) {
                var kept: [Registration?] = []
                kept.reserveCapacity(slots.count)
                kept.append(contentsOf: slots)
                slots = kept
            }
            prunedCount = slots.count
        }

        // MARK: Registrations

        /// Removes the registration at `index`: it becomes a ghost, which the next switch puts
        /// back where it overlaps, or goes at once when it holds nothing or its objects are all
        /// gone.
        mutating func retire(at index: Int) {
            guard let registration = slots[index], !registration.isGhost else { return }
            if objectTable.position(of: registration.id) == index { objectTable.setPosition(nil, for: registration.id) }
            if registration.isJournalEmpty || !mayPutBack(registration, at: index) {
                release(registration, at: index)
                slots[index] = nil
                holes += 1
            } else {
                slots[index]?.isGhost = true
                ghostCount += 1
            }
            compactIfWorthIt()
        }

        /// Whether what `registration`, at `index`, set could still be put back by a switch: it
        /// can be put back from its object, which still exists, or another registration holds
        /// values of an object it holds values of (other than its own object, which is gone:
        /// such an object is found among those live registrations reach). Nothing is known of
        /// a registration not counted yet, which goes.
        func mayPutBack(_ registration: Registration, at index: Int) -> Bool {
            if registration.holdsLiveObjects { return true }
            guard index < countedUpTo else { return false }
            let root = registration.rootID
            return registration.withJournalObjects { objects in
                objects.contains { $0 != root && objectTable.count(of: $0) > 1 }
            }
        }

        /// The objects the live registrations reach now, by identity, held: each registered
        /// object that exists and what the plan of its values finds from it. Where a switch
        /// finds the objects of a registration whose object is gone.
        func reachableObjects() -> [ObjectIdentifier: AnyObject] {
            var reachable: [ObjectIdentifier: AnyObject] = [:]
            for registration in slots {
                guard let registration, !registration.isGhost else { continue }
                registration.values.addReachableObjects(to: &reachable)
            }
            return reachable
        }

        /// Stops counting what the journal of `registration`, at `index`, holds, for a
        /// registration that goes: nothing when it was not counted yet.
        mutating func release(_ registration: Registration, at index: Int) {
            guard index < countedUpTo else { return }
            _ = registration.withJournalObjects { objects in
                if !objects.isEmpty { objectTable.decrement(objects) }
                return true
            }
        }

        /// Counts the objects of every registration not counted yet (see `countedUpTo`), in
        /// registration order, noting whether any two registrations share one.
        mutating func countRegistrations() {
            guard countedUpTo < slots.count else { return }
            for index in countedUpTo..<slots.count {
                guard let registration = slots[index] else { continue }
                let shared = registration.withJournalObjects { $0.isEmpty ? false : objectTable.increment($0) }
                if shared { overlapping = true }
            }
            countedUpTo = slots.count
        }

        /// Gives the registration at `index` a new journal, kept with `signature` (nil for none),
        /// and keeps `lookup`, the plan lookup the application that made it used, when given;
        /// counting what it holds instead of what the old one held; notes when two registrations
        /// share an object. For an empty slot (a new registration, the last), `name` and `object`
        /// make the registration, counted later (see `countedUpTo`). An existing registration's
        /// journal is replaced only by a restyle, which counts the registrations first.
        ///
        /// A journal of the very objects the old one held (a switch that changes the keys set on
        /// the same widgets) changes no count: they are left as they are. Any overlap among those
        /// objects was noted when they were first counted.
        mutating func replaceJournal(
            at index: Int, with journal: G8Journal, signature: Int32?, name: Int32? = nil, object: AnyObject? = nil,
            lookup: G8PlanLookup? = nil
        ) {
            if let lookup { planLookup = lookup }
            var counted = false
            if let old = slots[index] {
                assert(index < countedUpTo, "a journal replaced before its registration was counted")
                counted = old.values.holdsValuesOfSameObjects(as: journal)
                if !counted { release(old, at: index) }
                var fields = old.fields
                fields.signature = signature ?? 0
                slots[index] = Registration(values: old.values.replacement(keeping: journal), fields: fields)
            } else if let name, let object {
                let fields = Registration.Fields(name: name, signature: signature ?? 0)
                let values = G8PlanValues.keeping(journal, rootID: ObjectIdentifier(object), root: object)
                slots[index] = Registration(values: values, fields: fields)
                assert(index >= countedUpTo, "a new registration among those counted")
                return
            } else {
                preconditionFailure("no registration at \(index)")
            }
            guard !counted else { return }
            let shared = journal.withObjects { $0.isEmpty ? false : objectTable.increment($0) }
            if shared { overlapping = true }
        }

        /// Drops the nil slots once they are at least half of all, keeping the order: O(1)
        /// amortised per removal. Never while restyling, whose loops hold indices.
        mutating func compactIfWorthIt() {
            guard !restyling, holes >= max(32, slots.count / 2) else { return }
            countedUpTo = slots[..<countedUpTo].reduce(0) { $1 == nil ? $0 : $0 + 1 }
            slots.removeAll { $0 == nil }
            holes = 0
            objectTable.removeAllPositions()
            for (index, registration) in slots.enumerated() where registration?.isGhost == false {
                if let registration { objectTable.setPosition(index, for: registration.id) }
            }
        }

        /// Forgets the ghost at `position`, whose values were put back.
        mutating func bury(at position: Int) {
            guard let registration = slots[position] else { return }
            release(registration, at: position)
            slots[position] = nil
            holes += 1
            ghostCount -= 1
        }
    }
}

extension G8ThemeManager {
    /// What the manager's memory is made of: the registrations it holds (ghosts included), the
    /// ghosts, the room its list has, and the entries and slots of its object table.
    struct Storage: Equatable {
        var registrations: Int
        var ghosts: Int
        var listCapacity: Int
        var tableEntries: Int
        var tableCapacity: Int
    }

    /// The manager's ``Storage`` now.
    var storage: Storage {
        let registrations = registrations
        return Storage(
            registrations: registrations.slots.count - registrations.holes, ghosts: registrations.ghostCount,
            listCapacity: registrations.slots.capacity, tableEntries: registrations.objectTable.entryCount,
            tableCapacity: registrations.objectTable.capacity)
    }
}
