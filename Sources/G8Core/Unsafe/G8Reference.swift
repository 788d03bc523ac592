/// A reference that never keeps its object alive: an unowned reference, 8 bytes, for any class.
///
/// An unowned reference keeps the object's memory, not the object: when the last strong
/// reference goes, the object is deinitialized at once, and its memory is freed only when the
/// last unowned reference goes too. Until then the object's header says whether it is being
/// or has been deinitialized, which is read here without touching its reference counts, and no
/// other object can have its address. Journals hold one of these for every object they note
/// values of, and theme managers one for every registered object.
///
/// A weak reference would do the same at a price: it moves the object's reference counts into
/// a side table for good, and every retain and release of the object, by the engine or by your
/// code, takes the runtime's slow path from then on. A token of its own per object would cost
/// an allocation for each widget a manager notes values of.
package struct G8Reference {
    /// Read only as bits (``address``): reading it as an object would trap once the object
    /// is gone.
    private unowned(safe) let target: AnyObject

    package init(_ object: AnyObject) { target = object }

    /// The object's address, the reference's own bits, read without touching any count.
    @inline(__always)
    private var address: UnsafeMutableRawPointer {
        withUnsafePointer(to: self) { UnsafeRawPointer($0).load(as: UnsafeMutableRawPointer.self) }
    }

    /// The object, retained, while it exists.
    var object: AnyObject? {
        let address = address
        return g8_is_deallocating(address) ? nil : Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
    }

    /// The object of the reference at `reference`, retained, while it exists: read in place,
    /// where reading the reference out of memory would copy it, an unowned retain and release.
    static func object(at reference: UnsafePointer<G8Reference>) -> AnyObject? {
        let address = UnsafeRawPointer(reference).load(as: UnsafeMutableRawPointer.self)
        return g8_is_deallocating(address) ? nil : Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue()
    }

    /// Whether the object still exists, found without retaining it.
    var isAlive: Bool { !g8_is_deallocating(address) }

    /// Whether the object of the reference at `reference` still exists, read in place and found
    /// without retaining it.
    static func isAlive(at reference: UnsafePointer<G8Reference>) -> Bool {
        !g8_is_deallocating(UnsafeRawPointer(reference).load(as: UnsafeMutableRawPointer.self))
    }

    /// Whether this refers to `object`, found without retaining anything. The address alone
    /// says it: no other object has it while this reference keeps the memory.
    func refers(to object: AnyObject) -> Bool {
        address == Unmanaged.passUnretained(object).toOpaque()
    }

    /// The object's identity, which stays its own for as long as this reference exists: its
    /// address, as `ObjectIdentifier` holds it (one pointer), read without retaining anything.
    var id: ObjectIdentifier { unsafeBitCast(address, to: ObjectIdentifier.self) }
}

/// The Swift runtime's test of whether an object has begun deinitializing
/// (`swift_isDeallocating`), through the `G8Runtime` target's wrapper: the runtime exports it,
/// the standard library does not wrap it, and the compiler refuses a Swift declaration of a
/// runtime symbol.
@_silgen_name("g8_is_deallocating")
private func g8_is_deallocating(_ object: UnsafeMutableRawPointer) -> Bool
