import Foundation

/// The style engine: applies ``G8Style``s to objects through its value appliers and reports
/// every step through its logger.
///
/// `G8()` is an empty engine with no appliers; `G8.standard` (from `G8Widgets`) has an applier
/// for every built-in widget. An engine is a value: copy it, add appliers to the copy, and the
/// original is unchanged. It holds no global state, so engines never affect each other and
/// one engine can be used from many tasks at once.
///
/// ```swift
/// var g8 = G8.standard
/// g8.logLevel = .verbose
/// g8.add(valueApplier: avatarApplier)
/// let report = g8.applyStyle(Theme.screen, to: controller)
/// if report.hasErrors { … }
/// ```
public struct G8: Sendable {
    /// The deepest that nested styles and superStyles may go before the engine stops and
    /// reports a diagnostic with code ``G8Diagnostic/Code/nestingTooDeep``.
    public static let maximumDepth = 64

    /// The version of G8 for Linux, as `g8 --version` prints it.
    public static let version = "0.7.0"

    /// The least serious level sent to ``logHandler``; `.warning` unless set.
    public var logLevel: G8LogLevel = .warning

    /// Receives each diagnostic at or above ``logLevel`` as it happens; ``printHandler`` by
    /// default, which writes it to standard error. The library never calls `print`: set this to
    /// route diagnostics elsewhere, or ``logLevel`` to ``G8LogLevel/off`` to send nothing.
    public var logHandler: @Sendable (G8Diagnostic) -> Void = G8.printHandler

    /// When true, every application (``applyStyle(_:to:)``, the journaled one, a theme manager's,
    /// appearance defaults') first validates the whole style and applies nothing at all if any
    /// error would occur, so an object is never left half-styled; an error that shows only while
    /// applying (a closure-form applier failing on a value it accepted when validated) puts back
    /// every value set so far. Off by default.
    public var isStrict = false

    package var registry: G8Registry
    /// What other parts of the library keep on the engine (the theme loader's token types).
    package var settings = G8Settings()

    /// An engine with no value appliers; it knows the generic token types.
    public init() {
        registry = .empty
    }

    /// The default log handler: writes each diagnostic's ``G8Diagnostic/description`` on its own
    /// line to standard error, `level: keypath: message` (preceded by `file:line:column:` for a
    /// theme's), the form editors and CI annotate. On standard error, the log stays out of what
    /// the app prints on standard output.
    public static let printHandler: @Sendable (G8Diagnostic) -> Void = { diagnostic in
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }

    /// Registers an applier. It comes before every applier already registered for the same type,
    /// so a custom applier for a type overrides the built-in one.
    public mutating func add<T>(valueApplier: G8ValueApplier<T>) {
        registry = registry.adding([G8AnyValueApplier(valueApplier)])
    }

    /// Registers appliers, in order; each later one comes before the earlier ones for its type.
    public mutating func add(valueAppliers: [any G8ValueApplierProtocol]) {
        registry = registry.adding(valueAppliers.map { $0.erased() })
    }

    /// The registered appliers, in registration order.
    public var valueAppliers: [G8AnyValueApplier] { registry.appliers }

    /// The property names that `object`'s appliers declare (property-form appliers, and the
    /// `keys` closure-form appliers list), most specific first.
    public func propertyNames(for object: AnyObject) -> [String] {
        registry.resolved(for: object).propertyNames
    }

    /// A copy of the engine with empty caches: what resolving appliers and compiling styles
    /// costs shows again on the copy's next applications. The benchmark uses it to measure a
    /// first application.
    public func withEmptyCaches() -> G8 {
        var copy = self
        copy.registry = G8Registry(appliers: registry.appliers)
        return copy
    }

    /// The engine with no log handler.
    package var silenced: G8 {
        var engine = self
        engine.logHandler = { _ in }
        return engine
    }

    /// Converts `value` to the property's type and sets it; for use inside closure-form appliers.
    /// When the property is optional, `nil` clears it.
    ///
    /// Returns whether the value was set. When it was not, and this is called by the engine
    /// while applying a style, the engine reports an error with the keypath, the object type,
    /// the expected and the actual type, instead of counting the key as handled.
    @discardableResult
    public static func applyValue<O: AnyObject, V>(
        _ value: (any G8Value)?, to object: O, at keyPath: ReferenceWritableKeyPath<O, V>
    ) -> Bool {
        switch G8Conversion.convertRequired(value, to: V.self) {
        case .success(let converted):
            let sink = G8ApplierSink.current
            if sink?.dryRun != true {
                if let sink, sink.journals {
                    // Journaled: the value it replaces, to be put back by a restore.
                    let previous = object[keyPath: keyPath]
                    // The anchor keeps the undo's identity the object's own once it is gone.
                    let anchor = G8Anchor(object)
                    sink.record(G8Undo(id: ObjectIdentifier(object)) { [weak object] in
                        withExtendedLifetime(anchor) {}
                        if let object { object[keyPath: keyPath] = previous }
                    })
                }
                object[keyPath: keyPath] = converted
            }
            return true
        case .failure(let failure):
            G8ApplierSink.current?.record(failure)
            return false
        }
    }
}

extension G8 {
    /// The keys that every engine understands; widget keys are added by `G8Widgets`.
    public enum Keys {
        /// The key whose value (a style, or a list of styles) applies before the rest.
        public static let superStyle: G8Key = G8Style.superStyleKey
    }
}

/// `G8K.Label.font` and friends: G8's short name for ``G8/Keys``.
public typealias G8K = G8.Keys

