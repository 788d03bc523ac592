extension G8 {
    /// A readable dump of an object tree's styled state: one line per object with its outlet
    /// name, its type and the properties that differ from their defaults, children indented.
    ///
    /// ```
    /// DemoController
    ///   view: View
    ///     label1: Label  textColor=#FF0000
    ///     innerView: View
    ///       layer: Layer  borderWidth=1.0  cornerRadius=8.0
    /// ```
    ///
    /// Properties are those the engine's property-form appliers declare, read through them;
    /// per-state values show as `titleColor[highlighted]`. An object is compared with a new
    /// instance of its class (``G8DefaultConstructible``); a named child such as `layer` or
    /// `titleLabel` with the same child of that instance. Named children with nothing to show
    /// are left out; views and outlets always appear. Each object appears once.
    public func dump(_ object: AnyObject) -> String {
        var dumper = G8Dumper(registry: registry)
        dumper.collectNames(from: object)
        dumper.dump(object, name: nil, reference: G8Dumper.freshInstance(of: object), indent: "")
        return dumper.lines.joined(separator: "\n")
    }
}

struct G8Dumper {
    let registry: G8Registry
    var lines: [String] = []
    var names: [ObjectIdentifier: String] = [:]
    var visited: Set<ObjectIdentifier> = []
    /// Each class's declared properties in the order a dump shows them, found once a dump.
    private var declaredByClass: [ObjectIdentifier: [(name: String, property: G8AnyProperty)]] = [:]
    /// Each object's outlets, found by reflection once a dump (the names are collected from
    /// them first, and the tree dumped from them after), with the object: held, it keeps its
    /// identity from going to another (a child a provider makes on demand) while the dump runs.
    private var outletsByObject: [ObjectIdentifier: (object: AnyObject, outlets: [(name: String, object: AnyObject)])] = [:]

    init(registry: G8Registry) {
        self.registry = registry
    }

    static func freshInstance(of object: AnyObject) -> AnyObject? {
        (type(of: object) as? any G8DefaultConstructible.Type)?.init()
    }

    /// Outlet names, nearest the root first.
    mutating func collectNames(from root: AnyObject) {
        var queue: [AnyObject] = [root]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            for (name, child) in outlets(of: node) {
                let id = ObjectIdentifier(child)
                if names[id] == nil { names[id] = name }
                if seen.insert(id).inserted { queue.append(child) }
            }
            for child in (node as? any G8ChildProviding)?.g8Subnodes ?? [] {
                if seen.insert(ObjectIdentifier(child)).inserted { queue.append(child) }
            }
        }
    }

    /// `object`'s outlets, as ``G8Children/outlets(of:)`` finds them.
    mutating func outlets(of object: AnyObject) -> [(name: String, object: AnyObject)] {
        let id = ObjectIdentifier(object)
        if let known = outletsByObject[id] { return known.outlets }
        let outlets = G8Children.outlets(of: object)
        outletsByObject[id] = (object, outlets)
        return outlets
    }

    /// The properties `object`'s class declares, each with its name, in the order shown.
    mutating func declared(for object: AnyObject) -> [(name: String, property: G8AnyProperty)] {
        let id = ObjectIdentifier(type(of: object))
        if let known = declaredByClass[id] { return known }
        let resolved = registry.resolved(for: object)
        let declared = resolved.propertyNames.compactMap { name in resolved.property(named: name).map { (name, $0) } }
        declaredByClass[id] = declared
        return declared
    }

    /// The properties of `object` that differ from `reference`'s, as `name=value`; only the
    /// first one found when `firstOnly`.
    mutating func properties(of object: AnyObject, reference: AnyObject?, firstOnly: Bool = false) -> [String] {
        var result: [String] = []
        for (name, property) in declared(for: object) {
            for state in property.modifierNames.map({ $0.map(Optional.some) }) ?? [nil] {
                let value = property.get(object, state) as Any
                // A composite gathers properties shown on their own.
                if value is any G8CompositeValue { continue }
                if let reference, G8Journal.same(value, property.get(reference, state) as Any) { continue }
                result.append("\(name)\(state.map { "[\($0)]" } ?? "")=\(G8Dumper.render(value))")
                if firstOnly { return result }
            }
        }
        return result
    }

    static func render(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let optional = value as? any G8OptionalAny {
            guard let wrapped = optional.g8Wrapped else { return "nil" }
            return render(wrapped)
        }
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }

    /// Whether the object or anything below it has a property to show.
    mutating func hasContent(_ object: AnyObject, reference: AnyObject?, depth: Int = 0) -> Bool {
        if !properties(of: object, reference: reference, firstOnly: true).isEmpty { return true }
        guard depth < 8, let provider = object as? any G8ChildProviding else { return false }
        for name in provider.g8ChildNames {
            guard case .object(let child) = provider.g8Child(named: name) else { continue }
            if hasContent(child, reference: G8Dumper.child(name, of: reference, like: child), depth: depth + 1) {
                return true
            }
        }
        return !provider.g8Subnodes.isEmpty
    }

    static func child(_ name: String, of reference: AnyObject?, like child: AnyObject) -> AnyObject? {
        if let reference, case .object(let match) = G8Children.lookup(name, in: reference),
            type(of: match) == type(of: child)
        {
            return match
        }
        return freshInstance(of: child)
    }

    mutating func dump(_ object: AnyObject, name: String?, reference: AnyObject?, indent: String) {
        guard visited.insert(ObjectIdentifier(object)).inserted else { return }
        let label = name ?? names[ObjectIdentifier(object)]
        let properties = properties(of: object, reference: reference)
        var line = indent + (label.map { "\($0): " } ?? "") + G8TypeName.of(type(of: object))
        if !properties.isEmpty { line += "  " + properties.joined(separator: "  ") }
        lines.append(line)
        let inner = indent + "  "
        let provider = object as? any G8ChildProviding
        // Children the object names itself (layer, titleLabel, view): shown when they say something.
        for childName in provider?.g8ChildNames ?? [] {
            guard case .object(let child) = provider?.g8Child(named: childName) else { continue }
            let childReference = G8Dumper.child(childName, of: reference, like: child)
            guard names[ObjectIdentifier(child)] != nil || hasContent(child, reference: childReference) else { continue }
            dump(child, name: childName, reference: childReference, indent: inner)
        }
        for child in provider?.g8Subnodes ?? [] {
            dump(child, name: nil, reference: G8Dumper.freshInstance(of: child), indent: inner)
        }
        // Outlets not reached through the view tree.
        for (childName, child) in outlets(of: object) where !visited.contains(ObjectIdentifier(child)) {
            let childReference = G8Dumper.child(childName, of: reference, like: child)
            dump(child, name: childName, reference: childReference, indent: inner)
        }
    }
}
