// Casts without the runtime's check, each where a checked cast was measured to cost more than a
// twentieth of a benchmark path. Invariants:
//
// - `withInstance` casts only after its own test that the object's class, or one of its
//   superclasses, is the class named: the test and the cast are one function, so no caller can
//   have one without the other.
// - `preparedApply`'s function takes the setter it is called with only as the `G8ValueSetter`
//   it was made with, in the same `prepare`, and the object as the property's class: a
//   prepared setter is called only by `G8PreparedSetter.set`, on objects its applier matched
//   or a plan found with the class it checked (`G8Plan.Instruction.type`).
// - `withObject` is called only by a saver (`G8Saver`), on an object of its property's class
//   (found by a plan's walk, which checked its class, or through a journal's reference, which
//   holds it strongly while it is used), and neither checks nor retains it.
// - No `@inlinable` code of G8Property makes an unchecked cast: it is compiled into the modules
//   that declare properties, and the unchecked part is compiled here, in G8Core.

extension G8Unsafe {
    /// `body` with `object` as `T`, when `T` is the class `id` names and `object` is an
    /// instance of it or of a subclass; else `otherwise()`.
    ///
    /// For code generic over `T` that knows only at run time that `T` is a class: there,
    /// `object as? T` builds `Optional<T>`'s metadata on every call, where this compares the
    /// object's class and superclasses with `id`.
    @inline(__always)
    static func withInstance<T, Result>(
        _ object: AnyObject, of id: ObjectIdentifier, as type: T.Type, _ body: (T) -> Result, otherwise: () -> Result
    ) -> Result {
        var level: AnyClass? = Swift.type(of: object)
        while let cls = level {
            if ObjectIdentifier(cls) == id { return body(unsafeBitCast(object, to: T.self)) }
            level = _getSuperclass(cls)
        }
        return otherwise()
    }

    /// `apply`, written for the setter's own class and the object's, as a prepared setter's
    /// function (`G8PreparedSetter.apply`), which its callers call only with the setter it was
    /// made with and with objects of class `Object` (see the invariants above): the same
    /// function, not a wrapper, so a call costs what it did. Checked casts of both, in a
    /// wrapper, would add a generic class's metadata lookup and a class test to every value a
    /// replay sets, the engine's most frequent operation.
    ///
    /// Both parameters are class references, passed as one pointer, without a count, whatever
    /// their static types, and `Bool` is returned directly: the two function types call alike.
    /// Not inlinable, so that the conversion is compiled in G8Core only; `apply` itself is
    /// compiled where the property is declared, for its concrete types. The function is cast
    /// as the one field of a struct: cast as a value of a generic type itself, it would be
    /// wrapped in and out of the form that passes everything indirectly, two thunks a call.
    @usableFromInline
    static func preparedApply<Setter: G8PreparedSetter, Object: AnyObject>(
        _ apply: @escaping @Sendable (Setter, Object) -> Bool
    ) -> @Sendable (G8PreparedSetter, AnyObject) -> Bool {
        unsafeBitCast(TypedApply(body: apply), to: ErasedApply.self).body
    }

    /// A prepared setter's function of its own classes, and as `G8PreparedSetter.apply` takes
    /// it, for ``preparedApply(_:)``.
    private struct TypedApply<Setter: G8PreparedSetter, Object: AnyObject> {
        let body: @Sendable (Setter, Object) -> Bool
    }
    private struct ErasedApply {
        let body: @Sendable (G8PreparedSetter, AnyObject) -> Bool
    }

    /// Calls `body` with `object` as `T`, neither checked nor retained: the caller, a saver,
    /// has its class checked and keeps it alive for the call (see the invariants above). A
    /// checked cast would walk the object's classes again for every value a journaled replay
    /// keeps and puts back, on every registration and theme switch.
    @inlinable @inline(__always)
    static func withObject<T: AnyObject, Result>(_ object: AnyObject, as type: T.Type, _ body: (T) -> Result) -> Result {
        Unmanaged<T>.fromOpaque(Unmanaged.passUnretained(object).toOpaque())._withUnsafeGuaranteedRef(body)
    }
}
