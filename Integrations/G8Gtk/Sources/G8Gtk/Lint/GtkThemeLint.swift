import CGtk4
import Foundation
import G8Widgets

/// Checks a theme's styles against GtkBuilder documents without a display, as `g8-gtk lint
/// --ui` does: each object's class is a GType and each of its properties one the GType has,
/// each outlet a style names is an id of a document, and each key one the engine ``G8/gtk``
/// takes for that object's GType, found by GType introspection. GTK need not start: nothing here makes a widget.
///
/// ```swift
/// let lint = GtkThemeLint(documents: [try GtkInterfaceOutline(xml: text, file: "window.ui")])
/// let problems = lint.documentProblems() + lint.keyProblems(in: theme, styleNames: ["window"])
/// // styles.window.titel: no object of window.ui has the id 'titel'; did you mean 'title'?
/// ```
public struct GtkThemeLint: Sendable {
    /// The documents, in the order given.
    public let documents: [GtkInterfaceOutline]

    /// A check against `documents`.
    public init(documents: [GtkInterfaceOutline]) {
        self.documents = documents
    }

    /// What would stop GtkBuilder loading the documents, each an error at its place: an
    /// object whose class is no GType GTK knows (with the nearest of the classes the engine has
    /// appliers for), a property its GType does not have (with the nearest it has).
    public func documentProblems() -> [G8Diagnostic] {
        var problems: [G8Diagnostic] = []
        for document in documents {
            for object in document.objects {
                let subject = object.id.map { " of object '\($0)'" } ?? ""
                guard let type = GtkTypeCatalog.type(named: object.className) else {
                    let near = G8Suggestion.nearest(to: object.className, in: GtkTypeCatalog.knownNames)
                    problems.append(G8Diagnostic(
                        level: .error, path: "", message: "unknown class '\(object.className)'\(subject)" + Self.didYouMean(object.className, near: near),
                        location: object.location))
                    continue
                }
                guard let names = GtkTypeCatalog.propertyNames(of: type) else {
                    problems.append(G8Diagnostic(
                        level: .error, path: "", message: "class '\(object.className)'\(subject) is no GObject class, so GtkBuilder cannot make it",
                        location: object.location))
                    continue
                }
                let named = object.id.map { " '\($0)'" } ?? ""
                for property in object.properties where !GtkTypeCatalog.hasProperty(property.name, type: type) {
                    let near = G8Suggestion.nearest(to: property.name, in: names)
                    problems.append(G8Diagnostic(
                        level: .error, path: "", message: "\(object.className)\(named) has no property '\(property.name)'" + Self.didYouMean(property.name, near: near),
                        location: property.location))
                }
            }
        }
        return problems
    }

    /// The styles of `theme` written for the documents: those that name at least one of their
    /// ids as an outlet.
    public func stylesForDocuments(of theme: G8Theme) -> [String] {
        let ids = Set(objectsByID.keys)
        return theme.styleNames.filter { name in
            guard let style = try? theme.style(named: name) else { return false }
            return Self.leaves(of: style, named: name).contains { $0.path.count > 1 && ids.contains($0.path[0]) }
        }
    }

    /// A warning for each outlet a style names that no document has an object of, with the
    /// nearest id; for each key the object's GType does not take, with the nearest key it
    /// does; at the style entry. Keys no applier declares at all are left to the theme's own
    /// lint (``G8Theme/lint(bytes:file:engine:designTokens:format:)``), which reports them.
    public func keyProblems(in theme: G8Theme, styleNames: [String]) -> [G8Diagnostic] {
        let objects = objectsByID
        let ids = objects.keys.sorted()
        let declared = Set(G8.gtk.valueAppliers.flatMap(\.propertyNames))
        var problems: [G8Diagnostic] = []
        var reported: Set<String> = []
        // Each GType's keys, found once: a theme names few classes, many times.
        var keysByType: [GType: (own: Set<String>, layer: Set<String>)] = [:]
        for styleName in styleNames {
            guard let style = try? theme.style(named: styleName) else { continue }
            for leaf in Self.leaves(of: style, named: styleName) where leaf.path.count > 1 {
                let id = leaf.path[0]
                let place = "\(leaf.entry.sourceLocation?.description ?? leaf.style)|"
                func report(_ message: String, key: String) {
                    guard reported.insert(place + key).inserted else { return }
                    problems.append(G8Diagnostic(
                        level: .warning, path: "styles.\(leaf.style).\(leaf.path.joined(separator: "."))", message: message,
                        location: leaf.entry.sourceLocation))
                }
                guard let object = objects[id] else {
                    report("no object of \(documentNames) has the id '\(id)'" + Self.didYouMean(id, in: ids), key: id)
                    continue
                }
                guard let type = GtkTypeCatalog.type(named: object.className) else { continue }
                let keys = keysByType[type] ?? GtkTypeCatalog.keys(of: type)
                keysByType[type] = keys
                let rest = Array(leaf.path.dropFirst())
                if rest.count == 1 {
                    guard !keys.own.contains(rest[0]), declared.contains(rest[0]) else { continue }
                    report("\(object.className) has no property '\(rest[0])'" + Self.didYouMean(rest[0], in: keys.own.sorted()), key: rest[0])
                } else if rest[0] == GtkLayerKey.name, !keys.layer.isEmpty {
                    guard rest.count == 2, !keys.layer.contains(rest[1]), declared.contains(rest[1]) else { continue }
                    report("Layer has no property '\(rest[1])'" + Self.didYouMean(rest[1], in: keys.layer.sorted()), key: rest.joined(separator: "."))
                } else if declared.contains(leaf.path[leaf.path.count - 1]) {
                    let children = keys.layer.isEmpty ? [] : [GtkLayerKey.name]
                    report("\(object.className) has no child '\(rest[0])'" + Self.didYouMean(rest[0], in: children), key: rest[0])
                }
            }
        }
        return problems
    }

    /// The documents' objects with an id, by id; the first document's where two share one.
    var objectsByID: [String: GtkInterfaceOutline.Object] {
        var result: [String: GtkInterfaceOutline.Object] = [:]
        for document in documents {
            for object in document.objects {
                if let id = object.id, result[id] == nil { result[id] = object }
            }
        }
        return result
    }

    /// `window.ui`, `a.ui or b.ui`: the documents, as messages name them.
    var documentNames: String {
        let names = documents.map { $0.file ?? "the document" }
        guard names.count > 1, let last = names.last else { return names.first ?? "the document" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    static func didYouMean(_ name: String, in candidates: [String]) -> String {
        didYouMean(name, near: G8Suggestion.nearest(to: name, in: candidates))
    }

    static func didYouMean(_: String, near: String?) -> String {
        near.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// A value a style sets, by the keypath from the document (`title.textColor`).
    struct Leaf {
        /// The outlet and the names after it, without state modifiers.
        var path: [String]
        var key: G8Key
        var entry: G8Style.Entry
        /// The named style the entry is written in.
        var style: String
    }

    /// Every value `style` sets, in the order applied, superStyles' and nested styles'
    /// included, each with its keypath from the document.
    static func leaves(of style: G8Style, named name: String) -> [Leaf] {
        var result: [Leaf] = []
        collect(style, named: name, prefix: [], depth: 0, into: &result)
        return result
    }

    private static func collect(_ style: G8Style, named name: String, prefix: [String], depth: Int, into result: inout [Leaf]) {
        // The theme's loader refuses deeper styles; the limit keeps a style made in code finite.
        guard depth <= G8.maximumDepth else { return }
        for entry in style.entries {
            let nested = (entry.value as? G8Style).map { [$0] } ?? entry.value as? [G8Style]
            if entry.key == G8K.superStyle {
                for parent in nested ?? [] { collect(parent, named: parent.name ?? name, prefix: prefix, depth: depth + 1, into: &result) }
            } else if let nested {
                for child in nested { collect(child, named: name, prefix: prefix + entry.key.components, depth: depth + 1, into: &result) }
            } else {
                result.append(Leaf(path: prefix + entry.key.components, key: entry.key, entry: entry, style: name))
            }
        }
    }
}
