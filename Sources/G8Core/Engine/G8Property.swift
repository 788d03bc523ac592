
/// One styleable property of `Object`: its name, its value type and how to set and read it.
///
/// Appliers built from properties let the engine know every property's name and type: it
/// suggests near names for typos, converts values to the property's type and reports a
/// mismatch without calling any code of yours.
///
/// ```swift
/// G8ValueApplier<AvatarView>(properties: [
///     G8Property("badgeColor", \.badgeColor),        // Color?: nil clears it
///     G8Property("badgeSize", \.badgeSize,            // Double: Int values convert
///                validate: { $0 >= 0 ? nil : "expected a size of 0 or more" }),
/// ])
/// ```
public struct G8Property<Object>: Sendable {
    /// The name a key uses for the property.
    public let name: String
    /// The property's value type, as written in diagnostics: `Color?`, `Double`. Only messages
    /// read it: ``namingValueType(_:)`` names another type system's type in its place.
    public var valueTypeName: String
    /// The state modifiers the property takes, or `nil` when it does not vary by state.
    public let modifierNames: [String]?
    /// What setting the property changes, or `nil` when the property states nothing: then its
    /// applier's role counts (``G8ValueApplier/init(properties:role:)``), and without one the
    /// property counts as ``G8PropertyRole/content``. Set it with ``marked(_:)``.
    public var role: G8PropertyRole?

    /// Converts and validates a value without setting it: the value as the property takes it,
    /// as a style value (nil for a value type that is not a ``G8Value``). Cast where the
    /// property's type is known, so that no theme value checked goes through the runtime's
    /// general cast from `Any`.
    @usableFromInline let check: @Sendable ((any G8Value)?) -> Result<(any G8Value)?, G8SetFailure>
    @usableFromInline var set: @Sendable (Object, (any G8Value)?, [String]) -> G8SetFailure?
    @usableFromInline let get: @Sendable (Object, String?) -> Any
    /// Sets a value read earlier by `keep` (by `get` when there is none) back, for the state
    /// named (or the default).
    @usableFromInline var restore: @Sendable (Object, Any, String?) -> Void
    /// What a journal keeps of the object before the property is set, when it is more than
    /// `get` reads (see ``init(_:get:set:validate:keep:putBack:)``).
    @usableFromInline var keep: (@Sendable (Object, String?) -> Any)?
    /// Converts and checks a value once, returning a setter that holds the converted value:
    /// what compiled styles replay. Nil when the value cannot be set.
    ///
    /// The setter takes the object as `AnyObject` and returns false when it is not an
    /// `Object`. When `Object` is a class, plans call it only with objects of exactly that
    /// class (checked when the plan was recorded), so it skips the dynamic cast. The
    /// initializers are inlinable so that this closure is compiled where the property is
    /// declared, for its concrete types: replay calls that code, not generic code.
    @usableFromInline var prepare: @Sendable ((any G8Value)?, [String]) -> G8PreparedSetter?
    /// A check run only when a value is applied (``checkingWhenApplied(_:)``); nil for none.
    @usableFromInline var appliedCheck: (@Sendable (any G8Value) -> String?)? = nil
    /// The JSON Schema of the values a theme may give the property, for `g8 schema`.
    @usableFromInline let valueSchema: @Sendable () -> G8JSON

    /// The property with its role stated: `G8Property("caption", \.caption).marked(.content)`.
    public func marked(_ role: G8PropertyRole) -> G8Property {
        var marked = self
        marked.role = role
        return marked
    }

    /// The property, with `check` run on each value when it is applied to an object (set, or
    /// prepared for a compiled style), after the property's own conversion and `validate`, and
    /// not when a theme is loaded or merged: for a check too costly for every load of a
    /// theme, such as asking a toolkit to parse a value. A value it refuses is refused as one
    /// `validate` refuses (`Label.css cannot be "colr: red": …`), by the application, at the
    /// value's place in its theme file; a theme's load still runs `validate`.
    ///
    /// ```swift
    /// G8Property("css", \.css, validate: CSS.declarationsOnly)
    ///     .checkingWhenApplied { ($0 as? String).flatMap(CSS.parseProblem) }
    /// ```
    public func checkingWhenApplied(_ check: @escaping @Sendable (any G8Value) -> String?) -> G8Property {
        var checked = self
        let convert = self.check, set = self.set, prepare = self.prepare
        let earlier = appliedCheck
        let both: @Sendable (any G8Value) -> String? = { value in earlier?(value) ?? check(value) }
        checked.appliedCheck = both
        checked.set = { object, value, modifiers in
            if let refusal = G8Property.appliedRefusal(of: value, converted: convert(value), check: both) { return refusal }
            return set(object, value, modifiers)
        }
        checked.prepare = { value, modifiers in
            if G8Property.appliedRefusal(of: value, converted: convert(value), check: both) != nil { return nil }
            return prepare(value, modifiers)
        }
        return checked
    }

    /// Why `check`, a check made when a value is applied, refuses `value`, whose conversion by
    /// the property is `converted`; nil when it takes it, and when the conversion failed (the
    /// property's own setter then reports it). A setter that checks this converts the value
    /// once more: only a property that asks for such a check pays for it.
    static func appliedRefusal(
        of value: (any G8Value)?, converted: Result<(any G8Value)?, G8SetFailure>, check: (any G8Value) -> String?
    ) -> G8SetFailure? {
        guard case .success(let converted?) = converted, let reason = check(converted) else { return nil }
        return invalid(value ?? converted, reason: reason)
    }

    /// A property set through a key path; `nil` is an error unless `Value` is optional.
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

    /// A property set through a key path to an optional; a `nil` value clears it.
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

    /// A property set through accessor closures, its type taken from them: the fastest form,
    /// since the closures are compiled for the concrete types where they are written.
    ///
    /// ```swift
    /// G8Property("textColor", get: { $0.textColor }, set: { $0.textColor = $1 })
    /// ```
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Object, Value) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(name, type: Value.self, get: get, set: set, validate: validate)
    }

    /// A property set through your own accessors; `nil` is an error unless `Value` is optional.
    @inlinable
    public init<Value: Sendable>(
        _ name: String,
        type: Value.Type,
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Object, Value) -> Void,
        validate: (@Sendable (Value) -> String?)? = nil
    ) {
        self.init(name, type: type, get: get, set: set, validate: validate, apply: G8Property.bindAny(set), saver: nil)
    }

    /// What every initializer comes to. `apply` is a prepared setter's function: `set` with the
    /// converted value the setter holds, taking objects as `AnyObject`. `saver`, for a class,
    /// is the ``G8Saver`` that journals keep the value a prepared setter replaces with. Both
    /// are made once per property, by the initializer that calls this one, where the types
    /// are concrete, so that each is called with its own signature: passed as functions that
    /// make them, or called through a generic class's method, each call would be reabstracted.
    @inlinable
    init<Value: Sendable>(
        _ name: String,
        type: Value.Type,
        get: @escaping @Sendable (Object) -> Value,
        set: @escaping @Sendable (Object, Value) -> Void,
        validate: (@Sendable (Value) -> String?)?,
        apply: @escaping @Sendable (G8PreparedSetter, AnyObject) -> Bool,
        saver: G8Saver?
    ) {
        let check = G8Property.checker(for: Value.self, validate: validate)
        self.name = name
        self.valueTypeName = G8TypeName.of(Value.self)
        self.modifierNames = nil
        self.valueSchema = { G8SchemaWriter.shape(of: Value.self) }
        // A theme's strings and JSON objects, converted by the code the value type's
        // conformance compiles and validated here; anything else, and any failure, by `check`.
        let boxing = G8Property.boxingConverter(to: Value.self)
        self.check = { value in
            if let boxing, let value, let converted = boxing(value),
                validate == nil || G8Property.cast(converted, to: Value.self).map({ validate?($0) == nil }) == true
            {
                return .success(converted)
            }
            return check(value).map { $0 as? any G8Value }
        }
        self.get = { object, _ in get(object) }
        self.restore = { object, previous, _ in
            if let previous = previous as? Value { set(object, previous) }
        }
        self.prepare = { value, modifiers in
            guard modifiers.isEmpty, case .success(let converted) = check(value) else { return nil }
            return G8ValueSetter(converted, saver: saver, apply: apply)
        }
        self.set = { object, value, _ in
            switch check(value) {
            case .failure(let failure): return failure
            case .success(let converted):
                set(object, converted)
                return nil
            }
        }
    }

    /// A property set through your own accessors that takes `nil`.
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

    /// A property whose value varies by state, such as `Button.titleColor`.
    ///
    /// A key without modifiers sets the value for `State.g8Default`; a key with modifiers sets
    /// it for each state named. An unknown modifier is an error and sets nothing.
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
            applyOne: G8Property.bindAny { (object, bound: (Value?, State)) in set(object, bound.0, bound.1) },
            applyMany: G8Property.bindAny { (object, bound: (Value?, [State])) in for state in bound.1 { set(object, bound.0, state) } },
            savers: nil)
    }

    /// What the initializers of state properties come to; `applyOne` and `applyMany` as
    /// `apply` for plain properties, for a value with one state and with several, and `savers` as
    /// `saver`, one for each state (``savedStates``), made once with the property rather
    /// than with each value prepared (a first application prepares every value).
    @inlinable
    init<Value: Sendable, State: G8StateModifier>(
        _ name: String,
        states: State.Type,
        get: @escaping @Sendable (Object, State) -> Value?,
        set: @escaping @Sendable (Object, Value?, State) -> Void,
        validate: (@Sendable (Value) -> String?)?,
        applyOne: @escaping @Sendable (G8PreparedSetter, AnyObject) -> Bool,
        applyMany: @escaping @Sendable (G8PreparedSetter, AnyObject) -> Bool,
        savers: [G8Saver]?
    ) {
        let check = G8Property.checker(for: Value?.self, validate: G8Property.lifting(validate))
        let names = State.g8ModifierNames
        self.name = name
        self.valueTypeName = G8TypeName.of(Value?.self)
        self.modifierNames = State.g8ModifierNames
        self.valueSchema = { G8SchemaWriter.shape(of: Value?.self) }
        let boxing = G8Property.boxingConverter(to: Value?.self)
        self.check = { value in
            if let boxing, let value, let converted = boxing(value),
                validate == nil || G8Property.cast(converted, to: Value?.self).map({ $0.map { validate?($0) == nil } ?? true }) == true
            {
                return .success(converted)
            }
            return check(value).map { $0 as? any G8Value }
        }
        self.get = { object, modifier in
            get(object, modifier.flatMap(State.init(g8Modifier:)) ?? State.g8Default) as Any
        }
        self.restore = { object, previous, modifier in
            guard let previous = previous as? Value? else { return }
            set(object, previous, modifier.flatMap(State.init(g8Modifier:)) ?? State.g8Default)
        }
        self.prepare = { value, modifiers in
            if modifiers.count <= 1 {
                // One state, the usual case: bound without a list of states.
                let state: State
                var saver = savers?.last
                if let modifier = modifiers.first {
                    guard let named = State(g8Modifier: modifier) else { return nil }
                    state = named
                    saver = names.firstIndex(of: modifier).flatMap { index in savers?[index] }
                } else {
                    state = State.g8Default
                }
                guard case .success(let converted) = check(value) else { return nil }
                return G8ValueSetter((converted, state), saver: saver, apply: applyOne)
            }
            var states: [State] = []
            for modifier in modifiers {
                guard let state = State(g8Modifier: modifier) else { return nil }
                states.append(state)
            }
            if states.isEmpty { states = [State.g8Default] }
            guard case .success(let converted) = check(value) else { return nil }
            return G8ValueSetter((converted, states), saver: nil, apply: applyMany)
        }
        self.set = { object, value, modifiers in
            var states: [State] = []
            for modifier in modifiers {
                guard let state = State(g8Modifier: modifier) else {
                    let suggestion = G8Suggestion.nearest(to: modifier, in: State.g8ModifierNames)
                    return .unknownModifier(modifier, suggestion: suggestion)
                }
                states.append(state)
            }
            if states.isEmpty { states = [State.g8Default] }
            switch check(value) {
            case .failure(let failure): return failure
            case .success(let converted):
                for state in states { set(object, converted, state) }
                return nil
            }
        }
    }

    /// The property with its value type written `name` in diagnostics, where the Swift type's
    /// own name would mislead: a wrapper for another type system's properties names the
    /// value as that system does (`PangoTabArray`), whatever Swift type stands for it.
    ///
    /// ```swift
    /// G8Property("tabs", type: Opaque.self, get: { _ in Opaque() }, set: { _, _ in })
    ///     .namingValueType("PangoTabArray")   // "GtkLabel.tabs is a PangoTabArray, not an object …"
    /// ```
    public func namingValueType(_ name: String) -> G8Property {
        var named = self
        named.valueTypeName = name
        return named
    }

    /// `set` with the value of a prepared setter made for it (a ``G8ValueSetter`` of `Value`),
    /// for objects of any type, passed as `AnyObject`: the object is cast, and the result says
    /// whether it was one. The setter is taken as the one `apply` was made with, through
    /// ``G8Unsafe/preparedApply(_:)``, so this code makes no unchecked cast.
    @inlinable
    static func bindAny<Value>(
        _ set: @escaping @Sendable (Object, Value) -> Void
    ) -> @Sendable (G8PreparedSetter, AnyObject) -> Bool where Value: Sendable {
        G8Unsafe.preparedApply { (setter: G8ValueSetter<Value>, object: AnyObject) in
            guard let typed = object as? Object else { return false }
            set(typed, setter.value)
            return true
        }
    }

    /// The states a state property keeps a saver for, in the order its prepared setters look
    /// them up: each named state (``G8StateModifier/g8ModifierNames``) in order, then the
    /// default.
    @inlinable
    static func savedStates<State: G8StateModifier>(_ type: State.Type) -> [State] {
        State.g8ModifierNames.map { State(g8Modifier: $0) ?? State.g8Default } + [State.g8Default]
    }

    /// A check of `Value` as a check of `Value?` that lets `nil` through.
    @inlinable
    static func lifting<Value: Sendable>(
        _ validate: (@Sendable (Value) -> String?)?
    ) -> (@Sendable (Value?) -> String?)? {
        guard let validate else { return nil }
        return { value in value.flatMap(validate) }
    }

    /// Converts a style value to `Value` and runs `validate` on it.
    ///
    /// Inlinable, so that the common case (a value that already has the property's type) is
    /// compiled for the concrete type where the property is declared: a generic cast here would
    /// look up the metadata of `Value?` and of the `Result` on every value set.
    @inlinable
    static func checker<Value: Sendable>(
        for type: Value.Type, validate: (@Sendable (Value) -> String?)?
    ) -> @Sendable ((any G8Value)?) -> Result<Value, G8SetFailure> {
        // Numbers take the full path (it refuses NaN and infinity and converts between numeric
        // types); any other value that already has the property's type is taken as it is.
        let convert = converter(for: Value.self, validate: validate)
        let numeric = isNumeric(Value.self)
        // Whether a string or a JSON value, what a theme's values are, is never a `Value` as it
        // is: a cast's answer depends on the types alone, so it is asked once here, and the
        // cast (a trip through the runtime that fails for every color, font and inset a theme
        // converts) is not made for them.
        let castsNoString = !(("" as Any) is Value), castsNoJSON = !((G8JSON.null as Any) is Value)
        return { value in
            if let value {
                // A number into a Double, Float or Int property that holds it, or any other value
                // that already has the property's type; everything else, including every failure,
                // takes the general path.
                let direct: Value?
                if numeric {
                    direct = number(of: value).flatMap { make($0, as: Value.self) }
                } else {
                    let valueType = Swift.type(of: value)
                    let neverCasts = (castsNoString && valueType == String.self) || (castsNoJSON && valueType == G8JSON.self)
                    direct = neverCasts ? nil : cast(value, to: Value.self)
                }
                if let direct {
                    if let validate, let reason = validate(direct) {
                        return .failure(invalid(value, reason: reason))
                    }
                    return .success(direct)
                }
            }
            var failure: G8SetFailure?
            if let converted = convert(value, &failure) { return .success(converted) }
            return .failure(failure ?? .notOptional)
        }
    }

    /// `value` as `Value`, or nil: cast from its own type, opened here, so that no value goes
    /// through the runtime's general dynamic cast from the existential. A value of exactly the
    /// property's type, what a style written in Swift holds, takes the cast's first test, which
    /// compares the two metadata pointers and copies the value.
    @inlinable
    static func cast<Value>(_ value: any G8Value, to type: Value.Type) -> Value? {
        func open<T: G8Value>(_ value: T) -> Value? { value as? Value }
        return open(value)
    }

    /// A style value that is a `Double` or an `Int`, as a number; nil for anything else.
    @usableFromInline
    static func number(of value: any G8Value) -> G8NumberValue? {
        func open<T: G8Value>(_ value: T) -> G8NumberValue? {
            // The metatype test first, so that a value of another type costs no dynamic cast.
            if T.self == Double.self, let double = value as? Double { return G8NumberValue(double: double, int: nil) }
            if T.self == Int.self, let int = value as? Int { return G8NumberValue(double: Double(int), int: int) }
            return nil
        }
        return open(value)
    }

    /// `number` as a `Double`, `Float` or `Int`, converted the way the general path converts
    /// numbers; nil for other types and for numbers that do not fit, which the general path
    /// then reports. Compiled for each property's type, where the type tests fold away.
    @inlinable
    static func make<V>(_ number: G8NumberValue, as type: V.Type) -> V? {
        guard number.double.isFinite else { return nil }
        if V.self == Double.self { return number.double as? V }
        if V.self == Float.self {
            let float = Float(number.double)
            return float.isFinite ? float as? V : nil
        }
        if V.self == Int.self { return (number.int ?? Int(exactly: number.double)) as? V }
        return nil
    }

    /// Whether values of the type are numbers, which convert between numeric types.
    @usableFromInline
    static func isNumeric(_ type: Any.Type) -> Bool {
        G8ConversionTarget(type).number != nil
    }

    /// The failure for a value `validate` refused.
    @usableFromInline
    static func invalid(_ value: any G8Value, reason: String) -> G8SetFailure {
        .invalidValue(value: G8TypeName.describe(value), reason: reason)
    }

    /// The general conversion, for numbers and for values of other types: generic code, not
    /// specialized. It returns the value, or nil after setting `failure`.
    ///
    /// It returns an optional rather than a `Result`: this closure is not specialized, and a
    /// generic `Result<Value, _>` made here would look up its metadata in the runtime's cache
    /// on every call, where an optional is made from
    /// `Value`'s own witnesses. ``checker(for:validate:)``, compiled for the property's type,
    /// makes the `Result`.
    @usableFromInline
    static func converter<Value: Sendable>(
        for type: Value.Type, validate: (@Sendable (Value) -> String?)?
    ) -> @Sendable ((any G8Value)?, inout G8SetFailure?) -> Value? {
        // What the conversion needs to know about the type is looked up here, once per
        // property, not for every value.
        let target = G8ConversionTarget(Value.self)
        let direct = G8Conversion.directConverter(to: Value.self, target: target)
        return { value, failure in
            let converted: Value
            if let direct, let value, let made = direct(value) {
                converted = made
            } else if let made = convertRequired(value, to: Value.self, target: target, failure: &failure) {
                converted = made
            } else {
                return nil
            }
            // A converted nil (an optional property cleared) is not validated.
            let isNil = target.optional != nil && G8Conversion.isNil(value)
            if !isNil, let reason = validate?(converted) {
                failure = .invalidValue(value: G8TypeName.describe(G8Conversion.normalized(value)), reason: reason)
                return nil
            }
            return converted
        }
    }

    /// ``G8Conversion/boxingConverter(to:)``, for the inlinable initializers.
    @usableFromInline
    static func boxingConverter<V>(to type: V.Type) -> (@Sendable (any G8Value) -> (any G8Value)?)? {
        G8Conversion.boxingConverter(to: V.self)
    }

    /// ``G8Conversion/convertRequired(_:to:target:)`` as an optional, nil after setting
    /// `failure`: kept out of ``converter(for:validate:)``'s closure, whose every call would
    /// otherwise look up the metadata of the `Result` this makes.
    @inline(never)
    static func convertRequired<Value>(
        _ value: (any G8Value)?, to type: Value.Type, target: G8ConversionTarget, failure: inout G8SetFailure?
    ) -> Value? {
        switch G8Conversion.convertRequired(value, to: Value.self, target: target) {
        case .failure(let refused):
            failure = refused
            return nil
        case .success(let made):
            return made
        }
    }
}
