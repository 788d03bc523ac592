// The same initializers for class types, which Swift chooses over the general ones whenever
// `Object` is a class. They differ in one thing: the setters that compiled styles replay pass
// the object on without retaining it, which the general form cannot do for a type it does not
// know to be a class. A retain is atomic, and goes through a side table for an object that
// anything references weakly.
extension G8Property where Object: AnyObject {
    /// A property of a class set through a key path; `nil` is an error unless `Value` is
    /// optional.
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Object, Value> & Sendable,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(
            name, type: Value.self, get: { $0[keyPath: keyPath] },
            set: { $0[keyPath: keyPath] = $1 }, validate: validate)
    }

    /// A property of a class set through a key path to an optional; a `nil` value clears it.
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        _ keyPath: ReferenceWritableKeyPath<Object, Value?> & Sendable,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(
            name, optionalType: Value.self, get: { $0[keyPath: keyPath] },
            set: { $0[keyPath: keyPath] = $1 }, validate: validate)
    }

    /// A property of a class set through accessor closures, its type taken from them.
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Object, Value) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(name, type: Value.self, get: get, set: set, validate: validate)
    }

    /// A property of a class set through your own accessors; `nil` is an error unless `Value`
    /// is optional.
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        type: Value.Type,
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Object, Value) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(
            name, type: type, get: get, set: set, validate: validate, apply: G8Property.bindObject(set),
            saver: G8Saver(of: Object.self, get: get, set: set))
    }

    /// A property of a class whose setter changes more than its getter reads back: a
    /// composite (a shadow that sets a layer's shadow color, opacity, offset and radius, and
    /// reads back black for a color that is nil) or a bound that moves other properties (a
    /// slider's minimum, which clamps its value). `keep` reads everything the setter may
    /// change, and `putBack` sets it all back: journals keep and put back that rather than the
    /// property's value, so that a theme manager's switch to a style that does not set the
    /// property leaves the object as a fresh application would.
    ///
    /// ```swift
    /// G8Property("border", get: { $0.border }, set: { $0.border = $1 },
    ///            keep: { ($0.borderColor, $0.borderWidth) },
    ///            putBack: { $0.borderColor = $1.0; $0.borderWidth = $1.1 })
    /// ```
    @inlinable
    public init<Value: Sendable, Kept: Sendable>(
        _ name: String,
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Object, Value) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil,
        keep: @escaping @Sendable (Object) -> Kept,
        putBack: @escaping @Sendable (Object, Kept) -> Void
    ) {
        self.init(
            name, type: Value.self, get: get, set: set, validate: validate, apply: G8Property.bindObject(set),
            saver: G8Saver(of: Object.self, get: keep, set: putBack, keepsMore: true))
        self.keep = { object, _ in keep(object) }
        self.restore = { object, previous, _ in
            if let previous = previous as? Kept { putBack(object, previous) }
        }
    }

    /// A property of a class set through your own accessors that takes `nil`.
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        optionalType: Value.Type,
        get: @escaping @Sendable (Object) -> Value?,
        set: @escaping @Sendable (Object, Value?) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(name, type: Value?.self, get: get, set: set, validate: G8Property.lifting(validate))
    }

    /// A property of a class whose value varies by state.
    @inlinable
    public init<Value: Sendable, State: G8StateModifier>(
        _ name: String,
        states: State.Type,
        get: @escaping @Sendable (Object, State) -> Value?,
        set: @escaping @Sendable (Object, Value?, State) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(
            name, states: states, get: get, set: set, validate: validate,
            applyOne: G8Property.bindObject { (object, bound: (Value?, State)) in set(object, bound.0, bound.1) },
            applyMany: G8Property.bindObject { (object, bound: (Value?, [State])) in for state in bound.1 { set(object, bound.0, state) } },
            savers: G8Property.savedStates(State.self).map { state in
                G8Saver(of: Object.self, get: { get($0, state) }, set: { set($0, $1, state) })
            })
    }

    /// `set` with the value of a prepared setter made for it (a ``G8ValueSetter`` of `Value`),
    /// for objects of the class, passed as `AnyObject`: the object is passed on as it is,
    /// neither checked (plans and the engine call setters only with objects their applier
    /// matched) nor retained (the caller holds it for the call). The closure is written for
    /// the setter's and the object's own classes, and ``G8Unsafe/preparedApply(_:)``, compiled
    /// in G8Core, lets it take them as `G8PreparedSetter` and `AnyObject`: this code, compiled
    /// where the property is declared, makes no unchecked cast.
    @inlinable
    static func bindObject<Value>(
        _ set: @escaping @Sendable (Object, Value) -> Void
    ) -> @Sendable (G8PreparedSetter, AnyObject) -> Bool where Value: Sendable {
        G8Unsafe.preparedApply { (setter: G8ValueSetter<Value>, object: Object) in
            set(object, setter.value)
            return true
        }
    }
}
