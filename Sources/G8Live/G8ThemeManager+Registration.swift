import G8Core
import G8Themes
extension G8ThemeManager {
    /// The report that refuses to register `object` under `styleName`, logged, when the theme
    /// it will be styled from (the current one, or the one queued switches lead to) has no
    /// style of that name; nil when it has. An object registered under a name that
    /// does not exist would report the same error on every switch and never be styled.
    func refusal(ofUnknownStyle styleName: String, for object: AnyObject) -> G8Report? {
        let theme = reentry.upcomingTheme ?? self.theme
        guard !theme.styles.contains(styleName) else { return nil }
        // The diagnostic `G8Theme.style(named:)` throws, at the path of the object's
        // registration, as a style that a later theme lacks is reported.
        let diagnostic = theme.unknownStyle(styleName, path: "\(G8TypeName.of(type(of: object)))[\(styleName)]")
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
        return G8Report(diagnostics: [diagnostic])
    }
}

extension G8ThemeManager {
    /// One registered object: the buffer of the values its style replaced (``G8PlanValues``,
    /// whose root is the object) and the registration's own fields, side by side in the
    /// manager's list, so that a registration is one allocation, its values', and two words
    /// of the list. A journal that
    /// holds more than a plan's values (entries, undos), or none, is kept in a buffer without a
    /// plan. A new journal is a new buffer: ``replaceJournal(at:with:signature:name:object:)``
    /// puts it in the registration's slot, with the old one's fields.
    struct Registration {
        /// What a registration keeps besides its values, in one word, so that a slot of the
        /// manager's list is two words (its values' reference and this): the style name's
        /// index in bits 0–31, the signature (never negative) in bits 32–62, the ghost flag in
        /// bit 63.
        struct Fields {
            private var bits: UInt64

            /// Fields with these values; `signature` is 0 (none) or positive.
            init(name: Int32, signature: Int32 = 0, isGhost: Bool = false) {
                assert(signature >= 0, "signatures are numbered from 1; 0 is none")
                bits = UInt64(UInt32(bitPattern: name))
                    | UInt64(UInt32(bitPattern: signature) & 0x7FFF_FFFF) << 32
                    | (isGhost ? 1 << 63 : 0)
            }

            /// The registration's style name, as an index into the manager's `styleNames`.
            var name: Int32 {
                get { Int32(bitPattern: UInt32(truncatingIfNeeded: bits)) }
                set { bits = bits & ~0xFFFF_FFFF | UInt64(UInt32(bitPattern: newValue)) }
            }

            /// The key signature of the style that made the values; 0 for none.
            var signature: Int32 {
                get { Int32(truncatingIfNeeded: bits >> 32 & 0x7FFF_FFFF) }
                set {
                    assert(newValue >= 0, "signatures are numbered from 1; 0 is none")
                    bits = bits & ~(0x7FFF_FFFF << 32) | UInt64(UInt32(bitPattern: newValue) & 0x7FFF_FFFF) << 32
                }
            }

            /// Unregistered or released, kept for the next switch.
            var isGhost: Bool {
                get { bits >> 63 != 0 }
                set { bits = bits & ~(1 << 63) | (newValue ? 1 << 63 : 0) }
            }
        }

        /// The values its style replaced, kept on the registered object.
        let values: G8PlanValues
        var fields: Fields

        /// The registration's style name, as an index into the manager's `styleNames`.
        var name: Int32 {
            get { fields.name }
            set { fields.name = newValue }
        }

        /// Unregistered or released: kept only so that the next switch can put back what its
        /// style set on objects that other registrations style.
        var isGhost: Bool {
            get { fields.isGhost }
            set { fields.isGhost = newValue }
        }

        /// The key signature of the style that made `journal`; nil for none.
        var signature: Int32? { fields.signature == 0 ? nil : fields.signature }

        /// The values its style replaced; the objects it holds values of are counted in the
        /// manager's `objectTable`.
        var journal: G8Journal {
            values.hasPlan ? G8Journal(planValues: values) : values.keptJournal ?? G8Journal()
        }

        /// Puts back every value its journal holds (``G8Journal/restore()``), from the values
        /// themselves: a journal made around them to restore would count a reference to them.
        /// The objects are found from the registered object, or else among `reachable`.
        func restoreJournal(reaching reachable: [ObjectIdentifier: AnyObject]? = nil) {
            values.restoreKept(reaching: reachable)
        }

        /// Its journal with entries for the values a plan kept, each entry's object found from
        /// the registered object, or else among `reachable` (nil where neither reaches it).
        func materializedJournal(reaching reachable: [ObjectIdentifier: AnyObject]?) -> G8Journal {
            var journal = self.journal
            journal.materialize(reaching: reachable)
            return journal
        }

        /// Calls `body` with the objects its journal holds values of, read in place, and
        /// returns its answer.
        func withJournalObjects(answering body: (UnsafeBufferPointer<ObjectIdentifier>) -> Bool) -> Bool {
            values.hasPlan ? values.withObjects(answering: body) : journal.withObjects(answering: body)
        }

        /// Whether its journal holds no value.
        var isJournalEmpty: Bool { values.hasPlan ? values.count == 0 : values.keptJournal?.isEmpty ?? true }

        /// Whether what its journal holds can be put back from the registered object: the object
        /// still exists (the others are found from it), or, for a journal of entries, an object
        /// it holds values of does (or it holds a way to put back what a closure set).
        var holdsLiveObjects: Bool {
            values.hasPlan ? values.isRootAlive : values.keptJournal?.touchesLiveObjects ?? false
        }

        /// Whether its journal keeps more than some property's own value: a style with the same
        /// keys applied over it would not undo what its properties changed besides their values.
        var keepsMore: Bool { values.keepsMore }

        /// The registered object, never kept alive.
        var object: AnyObject? { values.rootObject }
        /// Whether the registered object still exists.
        var isRootAlive: Bool { values.isRootAlive }
        /// Whether the registered object is `object` (never another that has its identity now:
        /// the registration refers to its object weakly, which keeps no address).
        func isRegistration(of object: AnyObject) -> Bool { values.rootObject === object }
        /// The object's identity, its own for as long as the registration exists.
        var id: ObjectIdentifier { values.rootID }
        /// The object's identity (``id``).
        var rootID: ObjectIdentifier { values.rootID }
    }
}
