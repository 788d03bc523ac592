import G8Core
/// The properties one class takes, its own and its superclasses', as the engine's appliers
/// declare them: what the theme loader knows of the objects a style may be applied to.
///
/// A style that sets `textColor` and `textAlignment` is for an object of a class that has both;
/// when none of those classes lets `textColor` vary by state, `textColor:selected` fails on
/// any object the style fits, and the loader says so rather than the first application.
struct G8ClassProperties {
    /// The class's name, as diagnostics write it.
    let typeName: String
    /// Its properties by name, the most specific applier's first.
    let properties: [String: G8AnyProperty]

    /// The classes with a property-form applier whose properties include every name in
    /// `names`, most recently registered first; empty when a name is not declared by any,
    /// or is a closure-form applier's key (which any class might handle).
    static func classes(setting names: Set<String>, in registry: G8Registry) -> [G8ClassProperties] {
        guard !names.isEmpty, names.allSatisfy({ registry.propertiesByName[$0] != nil && !registry.closureKeys.contains($0) }) else {
            return []
        }
        var seen: Set<ObjectIdentifier> = []
        var result: [G8ClassProperties] = []
        let appliers = registry.appliers.reversed()
        for applier in appliers where !applier.isForStandIn {
            guard let classID = applier.classChain.first, !seen.contains(classID) else { continue }
            seen.insert(classID)
            var properties: [String: G8AnyProperty] = [:]
            for level in applier.classChain {
                for other in appliers where other.classID == level {
                    for (name, property) in other.properties ?? [:] where properties[name] == nil {
                        properties[name] = property
                    }
                }
            }
            if names.allSatisfy({ properties[$0] != nil }) {
                result.append(G8ClassProperties(typeName: applier.typeName, properties: properties))
            }
        }
        return result.sorted { $0.typeName < $1.typeName }
    }

    /// What applying `key` would report on every class in `classes`, the classes a style
    /// fits, or nil when one of them takes its state modifiers (or there are none).
    static func modifierProblem(_ key: G8Key, classes: [G8ClassProperties]) -> String? {
        guard !classes.isEmpty else { return nil }
        let properties = classes.compactMap { $0.properties[key.name] }
        if properties.contains(where: { property in
            property.modifierNames.map { names in key.modifiers.allSatisfy(names.contains) } ?? false
        }) {
            return nil
        }
        let names = classes.map(\.typeName)
        let subject = names.count == 1
            ? "\(names[0]).\(key.name)"
            : "'\(key.name)' on " + G8ClassProperties.list(names)
        let scope = names.count == 1 ? "" : " (the classes with every property this style sets)"
        let stateful = properties.compactMap(\.modifierNames)
        if stateful.isEmpty {
            return "\(subject) does not vary by state\(scope); remove '\(key.modifiers.map { ":" + $0 }.joined())'"
        }
        var known: [String] = []
        for list in stateful { known += list.filter { !known.contains($0) } }
        let unknown = key.modifiers.first { !known.contains($0) } ?? key.modifiers.first ?? ""
        return "\(subject) has no state '\(unknown)'\(scope)"
            + G8Diagnostic.Kind.didYouMean(G8Suggestion.nearest(to: unknown, in: known))
    }

    /// `A`, `A or B`, `A, B or C`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
