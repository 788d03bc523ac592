@_spi(Reflection) import Swift

/// Stored properties of classes read by their place in the object, instead of through `Mirror`.
///
/// The runtime's field metadata (`_forEachField`) gives each stored property's name, byte
/// offset and type, for the class and its superclasses. A property whose type is a class, or an
/// optional of one, is a single reference at that offset, which one load reads. Two things are
/// confirmed before an offset is trusted, by comparing the bits at the offset with the object
/// `Mirror` found there: that the property is a strong reference (a `weak` one holds a pointer
/// to a side table, not the object), and that the name is the property `Mirror` would find.
/// Offsets are learned once per class and name, kept with the class's ``G8ChildClass``, and
/// shared by every engine.
///
/// Why: a plan's replay reads every stored child it reaches, and `Mirror` boxes every stored
/// property of the object and of its superclasses to find one of them, many times the cost of
/// the whole replay; a key path is not to be had for a property only found by name.
///
/// ## Invariants
/// - A stored reference is read at a byte offset from the runtime's field metadata only after
///   the bits found there were seen to be the very object `Mirror` found for that field, which
///   rules out weak, unowned and computed fields, and only in objects of the exact class the
///   offset was learned on (``G8ChildClass`` keeps offsets per class).
/// - A read checks the class of what it finds before using it, unless its bits are those of
///   the object a slot of the same walk holds retained, whose class was checked when the slot
///   was filled.
/// - `_forEachField` is the standard library's own reflection entry point (SPI, not a runtime
///   symbol): its use is confined to ``learn(_:in:holding:)``, and whatever it says is checked
///   against `Mirror` before it is trusted.
enum G8Fields {
    /// `_EachFieldOptions.classType`, which the standard library declares as a `static var`
    /// that Swift 6 will not read from concurrent code.
    private static let classType = _EachFieldOptions(rawValue: 1 << 0)

    /// The child `name` of `object` read at its learned offset, or nil when no offset is known
    /// for the object's class and that name.
    static func read(_ name: String, in object: AnyObject) -> G8ChildLookup? {
        G8ChildClass.of(object).offset(of: name).map { read(object, at: $0) }
    }

    /// Learns where `name` is stored in objects of `object`'s class, now that `Mirror` found
    /// `child` there; returns the offset when it can be trusted.
    @discardableResult
    static func learn(_ name: String, in object: AnyObject, holding child: AnyObject) -> Int? {
        let kind = G8ChildClass.of(object)
        if let known = kind.offset(of: name) { return known }
        let cls: AnyClass = type(of: object)
        // Superclass fields come first; a subclass's property of the same name (a private one)
        // comes later and wins, as it does for Mirror, which starts from the subclass.
        var found: (offset: Int, type: Any.Type)?
        _forEachField(of: cls, options: classType) { label, offset, fieldType, _ in
            let label = String(cString: label)
            if label == name || label == G8Children.lazyPrefix + name { found = (offset, fieldType) }
            return true
        }
        guard let found, holdsOneReference(found.type) else { return nil }
        let bits = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
            .load(fromByteOffset: found.offset, as: UInt.self)
        guard bits == UInt(bitPattern: Unmanaged.passUnretained(child).toOpaque()) else { return nil }
        kind.learn(name, offset: found.offset)
        return found.offset
    }

    /// The reference stored at `offset` in `object`: only for offsets `learn` returned for the
    /// object's exact class.
    static func read(_ object: AnyObject, at offset: Int) -> G8ChildLookup {
        let value = withExtendedLifetime(object) {
            UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()).load(fromByteOffset: offset, as: AnyObject?.self)
        }
        return value.map { .object($0) } ?? .isNil
    }

    /// Whether a stored property of this type is one reference: a class, or an optional of one.
    private static func holdsOneReference(_ type: Any.Type) -> Bool {
        if type is AnyClass { return true }
        guard let optional = type as? any G8OptionalAny.Type else { return false }
        return optional.g8WrappedType is AnyClass
    }
}
