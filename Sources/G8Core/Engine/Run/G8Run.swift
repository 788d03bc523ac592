/// One application of a style: walks entries, finds objects and sets values, collecting a report.
package struct G8Run {
    let registry: G8Registry
    let logLevel: G8LogLevel
    let logHandler: @Sendable (G8Diagnostic) -> Void
    let verbose: Bool
    var report = G8Report()
    /// When set, each property's value is recorded before it is first set.
    var journal: G8Journal?
    /// When true, values are checked and nothing is set: see `G8.validate(_:against:)`.
    var dryRun = false
    /// When set, a plan is recorded for replaying the style on objects of the same type.
    var recorder: G8PlanRecorder?
    /// The styles being applied, outermost first, to report superStyle cycles.
    private var active: [(id: ObjectIdentifier, name: String?)] = []
    /// Where the entry being applied was written, for warnings and errors about it.
    private var site: G8SourceSite?
    /// The classes met so far, with their appliers and how they find children, looked up
    /// once each per application: a screen has a dozen classes and sets dozens of values, and
    /// a scan of a few entries costs less than the registry's locked, hashed lookup.
    private var classes: [MetClass] = []

    private struct MetClass {
        let type: ObjectIdentifier
        var resolved: G8ResolvedType?
        var kind: G8ChildClass?
    }

    init(engine: G8) {
        registry = engine.registry
        logLevel = engine.logLevel
        logHandler = engine.logHandler
        verbose = engine.logLevel == .verbose
    }

    mutating func emit(
        _ level: G8LogLevel, _ path: String, _ kind: G8Diagnostic.Kind, location: G8SourceLocation? = nil
    ) {
        if level >= .warning { recorder?.giveUp() }
        let place = location ?? (level >= .warning ? site?.location : nil)
        let diagnostic = G8Diagnostic(level: level, path: path, kind: kind, location: place)
        report.diagnostics.append(diagnostic)
        if logLevel != .off && level >= logLevel { logHandler(diagnostic) }
    }

    package static func join(_ prefix: String, _ key: G8Key) -> String {
        prefix.isEmpty ? key.stringValue : prefix + "." + key.stringValue
    }

    static func join(_ prefix: String, _ name: String) -> String {
        prefix.isEmpty ? name : prefix + "." + name
    }

    /// The path of the object reached through the first `count` components of `key` from the
    /// object at `prefix`. Paths are built only when a diagnostic needs one.
    static func objectPath(_ prefix: String, _ key: G8Key, _ count: Int) -> String {
        var path = prefix
        for name in key.components.prefix(count) { path = join(path, name) }
        return path
    }

    // MARK: Styles

    /// Applies `style` to `object`, whose keypath from the root is `path`. `slot` is the object's
    /// slot in the plan being recorded (the root's is 0), or -1.
    mutating func apply(_ style: G8Style, to object: AnyObject, path: String, depth: Int, slot: Int = 0, asSuper: Bool = false) {
        let id = ObjectIdentifier(style.storage)
        if let start = active.firstIndex(where: { $0.id == id }) {
            let names = (active[start...].map(\.name) + [style.name]).map { $0 ?? "(unnamed)" }
            emit(.error, path, .superStyleCycle(chain: names))
            return
        }
        guard depth <= G8.maximumDepth else {
            emit(.error, path, .nestingTooDeep(limit: G8.maximumDepth))
            return
        }
        if style.hasSuperStyles {
            applyFlattened(style, to: object, path: path, depth: depth, slot: slot, asSuper: asSuper)
            return
        }
        if verbose { logApplying(style, to: object, path: path, asSuper: asSuper, superStyles: []) }
        active.append((id, style.name))
        defer { active.removeLast() }
        // By index: each entry is used in place, not copied out by an iterator.
        let entries = style.entries
        for index in entries.indices {
            let entry = entries[index].contents
            if entry.isSuperStyle {
                applySuper(entry.value, to: object, path: path, depth: depth, slot: slot)
            } else {
                apply(entry, to: object, prefix: path, depth: depth, slot: slot)
            }
        }
    }

    /// The verbose lines that say `style` (a superStyle when `asSuper`) is applied to `object`,
    /// then each of `superStyles`, which its flattened entries hold.
    private mutating func logApplying(_ style: G8Style, to object: AnyObject, path: String, asSuper: Bool, superStyles: [G8Style]) {
        let objectType = G8TypeName.of(object: object)
        emit(.verbose, path, asSuper
            ? .applyingSuperStyle(name: style.name, objectType: objectType)
            : .applyingStyle(name: style.name, objectType: objectType))
        for superStyle in superStyles {
            emit(.verbose, path, .applyingSuperStyle(name: superStyle.name, objectType: objectType))
        }
    }

    /// Applies a style with superStyles through its flattened entries (``G8Style/Flattened``):
    /// each key once, by its last writer, however many paths lead to each superStyle.
    private mutating func applyFlattened(
        _ style: G8Style, to object: AnyObject, path: String, depth: Int, slot: Int, asSuper: Bool
    ) {
        let flat = style.flattened()
        guard depth + flat.height <= G8.maximumDepth else {
            emit(.error, path, .nestingTooDeep(limit: G8.maximumDepth))
            return
        }
        if verbose { logApplying(style, to: object, path: path, asSuper: asSuper, superStyles: flat.superStyles) }
        active.append((ObjectIdentifier(style.storage), style.name))
        defer { active.removeLast() }
        let entries = flat.entries
        for index in entries.indices {
            let entry = entries[index]
            if entry.isSuperStyle {
                applySuper(entry.value, to: object, path: path, depth: depth, slot: slot)
            } else {
                apply(entry, to: object, prefix: path, depth: depth, slot: slot)
            }
        }
    }

    private mutating func applySuper(_ value: (any G8Value)?, to object: AnyObject, path: String, depth: Int, slot: Int) {
        switch value {
        case let style as G8Style:
            apply(style, to: object, path: path, depth: depth + 1, slot: slot, asSuper: true)
        case let list as [G8Style]:
            for style in list { apply(style, to: object, path: path, depth: depth + 1, slot: slot, asSuper: true) }
        default:
            emit(.error, G8Run.join(path, G8Style.superStyleKey), .invalidSuperStyle(actual: G8TypeName.ofValue(value)))
        }
    }

    // MARK: Entries

    private mutating func apply(_ entry: G8Style.Entry.Contents, to root: AnyObject, prefix: String, depth: Int, slot rootSlot: Int) {
        let key = entry.key
        let outerSite = site
        site = entry.site ?? outerSite
        defer { site = outerSite }
        if let problem = key.malformation {
            emit(.error, G8Run.join(prefix, key), .malformedKey(key: key.stringValue, reason: problem))
            return
        }
        var target = root
        var targetSlot = rootSlot
        let components = key.components
        for index in 0..<(components.count - 1) {
            guard let (child, slot) = child(components[index], of: target, slot: targetSlot, prefix: prefix, key: key, index: index)
            else { return }
            target = child
            targetSlot = slot
        }
        let name = key.name
        if entry.isDecorator, let decorator = entry.value as? any G8ObjectDecorating {
            recorder?.giveUp()
            guard let (child, _) = child(name, of: target, slot: -1, prefix: prefix, key: key, index: components.count - 1)
            else { return }
            let parentType = G8TypeName.of(object: target)
            guard dryRun ? decorator.g8CanDecorate(child) : decorator.g8Decorate(child) else {
                emit(.error, G8Run.join(prefix, key), .cannotDecorate(
                    name: name, objectType: parentType, expected: decorator.g8DecoratedTypeName,
                    actual: G8TypeName.of(object: child)))
                return
            }
            if verbose {
                emit(.verbose, G8Run.join(prefix, key), .decorated(
                    name: name, objectType: parentType, decoratorType: decorator.g8DecoratedTypeName))
            }
            return
        }
        if entry.isNested {
            guard key.modifiers.isEmpty else {
                emit(.error, G8Run.join(prefix, key), .malformedKey(key: key.stringValue, reason: "a nested style takes no state modifiers"))
                return
            }
            guard let (child, childSlot) = child(name, of: target, slot: targetSlot, prefix: prefix, key: key, index: components.count - 1)
            else { return }
            let childPath = G8Run.objectPath(prefix, key, components.count)
            for style in entry.nested ?? [] { apply(style, to: child, path: childPath, depth: depth + 1, slot: childSlot) }
            return
        }
        setValue(entry.value, name: name, key: key, on: target, slot: targetSlot, prefix: prefix)
    }

    /// The child `name` of `object` and its slot in the plan being recorded (-1 when none), or
    /// `nil` after reporting why there is none. The object is reached from the one at `prefix`
    /// through the first `index` components of `key`, the entry's key: paths for diagnostics
    /// are made from them, only when needed.
    private mutating func child(
        _ name: String, of object: AnyObject, slot: Int, prefix: String, key: G8Key, index: Int
    ) -> (AnyObject, Int)? {
        // While recording, a child not found before from the same object is looked up along
        // with how to find it again.
        var childSlot = -1
        var recording = false
        let hash = G8NameHash.of(name)
        if slot >= 0, let recorder, recorder.isCompilable {
            if let known = recorder.slot(from: slot, name: name, hash: hash) { childSlot = known } else { recording = true }
        }
        let kind = childClass(of: object)
        let (found, access) = G8Children.find(name, hash: hash, in: object, kind: kind, access: recording)
        switch found {
        case .object(let child):
            if recording, let access { childSlot = recorder?.found(child, from: slot, name: name, hash: hash, access: access) ?? -1 }
            if verbose {
                emit(.verbose, G8Run.join(G8Run.objectPath(prefix, key, index), name), .foundChild(
                    name: name, objectType: G8TypeName.of(object: object),
                    childType: G8TypeName.of(object: child)))
            }
            return (child, childSlot)
        case .isNil:
            emit(.warning, G8Run.join(prefix, key), .nilChild(name: name, objectType: G8TypeName.of(object: object)))
        case .value(let valueType):
            emit(.error, G8Run.join(prefix, key), .notAnObject(
                name: name, objectType: G8TypeName.of(object: object), valueType: G8TypeName.of(valueType)))
        case .notFound:
            let resolved = resolved(for: object)
            if let property = resolved.property(named: name) {
                emit(.error, G8Run.join(prefix, key), .notAnObject(
                    name: name, objectType: G8TypeName.of(object: object), valueType: property.valueTypeName))
            } else {
                let suggestion = G8Suggestion.nearest(to: name, in: G8Children.names(of: object))
                emit(.warning, G8Run.join(prefix, key), .unknownChild(name: name, objectType: G8TypeName.of(object: object), suggestion: suggestion))
            }
        }
        return nil
    }

    // MARK: Values

    /// Where `object`'s class is in `classes`, added when it is new.
    private mutating func metClass(_ object: AnyObject) -> Int {
        let type = ObjectIdentifier(Swift.type(of: object))
        for index in classes.indices where classes[index].type == type { return index }
        if classes.isEmpty { classes.reserveCapacity(16) }
        classes.append(MetClass(type: type))
        return classes.count - 1
    }

    /// The registry's appliers for `object`'s class.
    private mutating func resolved(for object: AnyObject) -> G8ResolvedType {
        let index = metClass(object)
        if let resolved = classes[index].resolved { return resolved }
        let resolved = registry.resolved(for: object)
        classes[index].resolved = resolved
        return resolved
    }

    /// How `object`'s class finds children.
    private mutating func childClass(of object: AnyObject) -> G8ChildClass {
        let index = metClass(object)
        if let kind = classes[index].kind { return kind }
        let kind = G8ChildClass.of(object)
        classes[index].kind = kind
        return kind
    }

    /// Sets the entry's value on `object`, the object at `slot` in the plan being recorded.
    private mutating func setValue(
        _ value: (any G8Value)?, name: String, key: G8Key, on object: AnyObject, slot: Int, prefix: String
    ) {
        var path: String { G8Run.join(prefix, key) }
        let resolved = resolved(for: object)
        let candidates = resolved.candidates(for: key)
        if let property = candidates.property {
            // The usual case, one property-form applier declares the name: no list to walk.
            setProperty(property, value, name: name, key: key, on: object, slot: slot, prefix: prefix, resolved: resolved)
            return
        }
        for candidate in candidates.list {
            switch candidate {
            case .property(let property):
                setProperty(property, value, name: name, key: key, on: object, slot: slot, prefix: prefix, resolved: resolved)
                return
            case .closure(let applier):
                guard let closure = applier.closure else { continue }
                recorder?.giveUp()
                let sink = G8ApplierSink(dryRun: dryRun, journals: journal != nil)
                let handled = G8ApplierSink.binding.withValue(sink) { closure(value, object, name, key) }
                if var recorded = journal {
                    journal = nil  // moved out while it grows, so it is not copied
                    for undo in sink.recordedUndos { recorded.undos.append((recorded.entries.count, undo)) }
                    journal = recorded
                }
                if let failure = sink.recorded {
                    fail(failure, property: name, object: object, path: path, value: value)
                    return
                }
                if handled {
                    applied(value, name: name, key: key, object: object, prefix: prefix)
                    return
                }
            }
        }
        switch G8Children.lookup(name, in: object) {
        case .object(let child):
            // A warning, as for a name no property has: no property of the object takes the
            // value, and a theme's lint, which cannot know the object's children, says the same.
            emit(.warning, path, .childNeedsStyle(
                name: name, objectType: G8TypeName.of(object: object), childType: G8TypeName.of(object: child),
                actual: G8TypeName.ofValue(G8Conversion.normalized(value))))
        default:
            guard !resolved.chain.isEmpty else {
                // Nothing could have set it: say so, not that this one name is wrong.
                emit(.warning, path, .noApplier(property: name, objectType: G8TypeName.of(object: object), engineIsEmpty: registry.appliers.isEmpty))
                return
            }
            let suggestion = G8Suggestion.nearest(to: name, in: resolved.propertyNames)
            emit(.warning, path, .unknownProperty(name: name, objectType: G8TypeName.of(object: object), suggestion: suggestion))
        }
    }

    /// Sets `value` through `property`, the applier chosen for `name`.
    private mutating func setProperty(
        _ property: G8AnyProperty, _ value: (any G8Value)?, name: String, key: G8Key, on object: AnyObject, slot: Int,
        prefix: String, resolved: G8ResolvedType
    ) {
        var path: String { G8Run.join(prefix, key) }
        if property.modifierNames == nil && !key.modifiers.isEmpty {
            fail(.modifiersNotSupported(key.modifiers), property: name, object: object, path: path, value: value)
            return
        }
        let recording = recorder?.isCompilable == true
        if journal != nil || recording, !dryRun, let setter = property.prepare(value, key.modifiers) {
            // Journaling or recording: convert once, note the value being replaced, and
            // set through the setter a plan would replay. A value that cannot be prepared
            // takes the plain path below, which reports why.
            journal?.record(object: object, property: property, modifiers: key.modifiers)
            if setter.set(object) {
                if recording { recorder?.set(setter, slot: slot, property: property, modifiers: key.modifiers) }
                applied(value, through: property, name: name, key: key, object: object, prefix: prefix)
                return
            }
        }
        let failure = dryRun ? property.validate(value, key.modifiers) : property.set(object, value, key.modifiers)
        if let failure {
            fail(failure, property: name, object: object, path: path, value: value)
        } else {
            recorder?.giveUp()
            applied(value, through: property, name: name, key: key, object: object, prefix: prefix)
        }
    }

    /// Counts a value set, and logs it when verbose: as `property` converted it, when it was set
    /// through one (a color, not the string a theme wrote it as), else as given.
    private mutating func applied(
        _ value: (any G8Value)?, through property: G8AnyProperty? = nil, name: String, key: G8Key, object: AnyObject,
        prefix: String
    ) {
        guard !dryRun else { return }
        report.appliedCount += 1
        if verbose {
            var shown = value
            if let property, case .success(let converted) = property.check(value) { shown = converted }
            emit(.verbose, G8Run.join(prefix, key), .applied(
                property: name, objectType: G8TypeName.of(object: object), value: shown, modifiers: key.modifiers))
        }
    }

    private mutating func fail(
        _ failure: G8SetFailure, property: String, object: AnyObject, path: String, value: (any G8Value)?
    ) {
        let type = G8TypeName.of(object: object)
        let location = (value as? any G8SourcedValue)?.location
        let kind = failure.kind(property: property, objectType: type)
        emit(.error, path, kind, location: location)
    }
}
