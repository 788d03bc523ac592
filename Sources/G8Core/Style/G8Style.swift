import Foundation

/// An ordered set of keyed values and nested styles to apply to an object.
///
/// A style is written as a dictionary literal. Its keys are ``G8Key``s (keypaths, with optional
/// state modifiers); its values are values to set or nested styles for the object a key names:
///
/// ```swift
/// static let boldLabel: G8Style = [G8K.superStyle: commonLabel,   // applied first
///                                  G8K.Label.font: Fonts.bold]
/// static let screen: G8Style = [
///     "label1.textColor": Color.red,                             // a value, by keypath
///     "label2": boldLabel,                                       // a nested style
///     "label4": [G8K.Label.numberOfLines: 0],                    // an inline nested style
/// ]
/// ```
///
/// ## Order
/// Entries apply in the order written, so when two entries set the same property the later one
/// wins. `superStyle` entries apply before all others, wherever they are written.
///
/// A style with superStyles is flattened once, on its first application: its superStyles'
/// entries, then its own, each key set once, by its last writer in that order (a list of
/// superStyles in the order listed, each one's own superStyles before it). A style reached
/// twice through superStyles (`c` lists `a` and `b`, both list `base`) is applied once, where
/// it last wrote, so application costs what the flattened style sets, not the number of paths
/// to each superStyle. SuperStyles may nest ``G8/maximumDepth`` levels deep; a deeper chain is
/// reported as a diagnostic with code ``G8Diagnostic/Code/nestingTooDeep`` and nothing of the style applies. An inline
/// nested literal is a Swift `Dictionary`, which has no order; its entries apply in the fixed
/// order documented on the initializer that takes a dictionary, `G8Style(_:name:)`.
///
/// A style is an immutable value: copying one is cheap, and it can be shared across tasks.
public struct G8Style: Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    /// One key and its value, as written.
    public struct Entry: Sendable {
        /// What an entry holds, in one object: the engine passes entries around as it applies
        /// a style, and a copy of an entry then copies one reference rather than the key's
        /// strings and the value.
        package final class Contents: Sendable {
            package let key: G8Key
            let value: (any G8Value)?
            /// Where the key was written, for entries of styles loaded from a theme file.
            let site: G8SourceSite?
            /// Whether the value is a decorator, and whether it is a nested style or a list of
            /// them: found once, since each is a dynamic cast the engine would otherwise make
            /// every time the entry is applied.
            let isDecorator: Bool
            var isNested: Bool { nested != nil }
            /// The nested styles, for a value that is a style or a list of them.
            package let nested: [G8Style]?
            /// Whether the key is ``G8/Keys/superStyle``.
            package let isSuperStyle: Bool

            init(key: G8Key, value: (any G8Value)?, site: G8SourceSite?) {
                self.key = key
                let value = G8Style.normalized(value)
                self.value = value
                self.site = site
                self.isDecorator = value is any G8ObjectDecorating
                if let style = value as? G8Style {
                    nested = [style]
                } else {
                    nested = value as? [G8Style]
                }
                self.isSuperStyle = key == G8Style.superStyleKey
            }

            /// For a value whose kind its maker knows, and which is not a decorator: `nested`
            /// holds the styles of a style or a list of them (a theme's nested styles and
            /// superStyles), nil for a plain value (neither a style, a list of styles nor a
            /// dictionary). The five dynamic casts above, answered by the maker.
            init(key: G8Key, known value: any G8Value, nested: [G8Style]?, site: G8SourceSite?) {
                self.key = key
                self.value = value
                self.site = site
                self.isDecorator = false
                self.nested = nested
                self.isSuperStyle = key == G8Style.superStyleKey
            }
        }

        let contents: Contents

        /// The entry's key.
        public var key: G8Key { contents.key }
        /// The value to set, a nested ``G8Style``, or `nil` to clear an optional property.
        public var value: (any G8Value)? { contents.value }

        /// Makes an entry.
        public init(key: G8Key, value: (any G8Value)?) {
            self.init(key: key, value: value, site: nil)
        }

        package init(key: G8Key, value: (any G8Value)?, site: G8SourceSite?) {
            contents = Contents(key: key, value: value, site: site)
        }

        /// An entry of a nested style (`styles` holds one) or a list of them (`styles` holds
        /// the list): see ``Contents/init(key:known:nested:site:)``.
        package init(key: G8Key, styles: [G8Style], isList: Bool, site: G8SourceSite?) {
            contents = Contents(key: key, known: isList ? styles : styles[0], nested: styles, site: site)
        }

        /// An entry of a plain value: see ``Contents/init(key:known:nested:site:)``.
        package init(key: G8Key, leaf value: any G8Value, site: G8SourceSite?) {
            contents = Contents(key: key, known: value, nested: nil, site: site)
        }

        /// Where the key was written, as a line and column; `nil` for styles written in code.
        public var sourceLocation: G8SourceLocation? { contents.site?.location }

        /// Where the key was written, as a place in its source text.
        package var sourceSite: G8SourceSite? { contents.site }

        /// The entry that holds `contents`.
        package init(contents: Contents) {
            self.contents = contents
        }
    }

    /// `@unchecked Sendable`: `flattenedValue` and `keyListValue`, its only variables, are read
    /// and written only under a lock of ``flatteningLocks``.
    package final class Storage: @unchecked Sendable {
        let entries: [Entry]
        let name: String?
        /// Whether the style lists superStyles, and so applies through its flattened entries.
        let hasSuperStyles: Bool
        /// The entries with the superStyles expanded, made on first use (``G8Style/flattened()``);
        /// always nil for a style without superStyles, whose entries are applied as they are.
        private var flattenedValue: Flattened?
        /// The keypaths the style sets (``G8Style/keyList()``), made on first use.
        private var keyListValue: KeyList?

        init(entries: [Entry], name: String?) {
            self.entries = entries
            self.name = name
            self.hasSuperStyles = entries.first?.contents.isSuperStyle == true
        }

        /// The storage's lock, one of ``flatteningLocks``, picked by its address.
        private var lock: NSLock {
            let address = UInt(bitPattern: ObjectIdentifier(self))
            return G8Style.flatteningLocks[Int(truncatingIfNeeded: (address >> 4) ^ (address >> 9)) & 15]
        }

        /// Runs `body` with the flattened entries, under the storage's lock.
        func withFlattened<Result>(_ body: (inout Flattened?) -> Result) -> Result {
            let lock = self.lock
            lock.lock()
            defer { lock.unlock() }
            return body(&flattenedValue)
        }

        /// Runs `body` with the key list, under the storage's lock.
        func withKeyList<Result>(_ body: (inout KeyList?) -> Result) -> Result {
            let lock = self.lock
            lock.lock()
            defer { lock.unlock() }
            return body(&keyListValue)
        }
    }

    /// The locks that guard styles' flattened entries and key lists, shared by all styles (a
    /// style's lock is picked by its storage's address): a lock of its own would add
    /// allocations to every style a theme loads, and what they guard is made once and read
    /// under the lock only when no compiled plan or manager has it.
    static let flatteningLocks: [NSLock] = (0..<16).map { _ in NSLock() }

    package let storage: Storage

    /// The entries in the order they apply: `superStyle` entries first, then the rest as written.
    public var entries: [Entry] { storage.entries }

    /// A name for the style, shown in diagnostics about it (for example a superStyle cycle).
    public var name: String? { storage.name }

    /// The number of entries.
    public var count: Int { storage.entries.count }

    /// Whether the style has no entries.
    public var isEmpty: Bool { storage.entries.isEmpty }

    /// The keys in the order they apply.
    public var keys: [G8Key] { storage.entries.map(\.key) }

    /// Makes a style from ordered entries; `superStyle` entries move to the front, keeping
    /// their relative order.
    public init(_ entries: [Entry], name: String? = nil) {
        // Mostly in order already (a theme's styles write `superStyle` first, if at all): kept
        // as they are then, without two filtered copies and their concatenation.
        var ordered = true, pastSupers = false
        for entry in entries {
            if entry.contents.isSuperStyle {
                if pastSupers { ordered = false; break }
            } else {
                pastSupers = true
            }
        }
        if ordered {
            storage = Storage(entries: entries, name: name)
            return
        }
        let supers = entries.filter { $0.contents.isSuperStyle }
        let rest = entries.filter { !$0.contents.isSuperStyle }
        storage = Storage(entries: supers + rest, name: name)
    }

    /// Makes a style from a dictionary literal, keeping the order written.
    public init(dictionaryLiteral elements: (G8Key, (any G8Value)?)...) {
        self.init(elements.map { Entry(key: $0.0, value: $0.1) })
    }

    /// Makes a style from an unordered dictionary, in a fixed order: `superStyle` first,
    /// then keys with fewer keypath components before keys with more (so `"label"` applies
    /// before `"label.textColor"`), then keys in the lexicographic order of their strings.
    ///
    /// The same dictionary therefore always applies the same way.
    public init(_ dictionary: [G8Key: any G8Value], name: String? = nil) {
        let sorted = dictionary.sorted { G8Style.precedes($0.key, $1.key) }
        self.init(sorted.map { Entry(key: $0.key, value: $0.value) }, name: name)
    }

    /// A copy of the style with a name, shown in diagnostics about it.
    public func named(_ name: String) -> G8Style {
        G8Style(storage.entries, name: name)
    }

    /// The value of the last entry whose key is `key`, as `.some(nil)` when that value is an
    /// explicit `nil`, or `nil` when no entry has the key.
    public subscript(key: G8Key) -> (any G8Value)?? {
        guard let entry = storage.entries.last(where: { $0.key == key }) else { return nil }
        return .some(entry.value)
    }

    /// This style followed by `other`: where both set a property, `other` wins.
    public func merging(_ other: G8Style) -> G8Style {
        G8Style(storage.entries + other.storage.entries, name: name)
    }

    /// The style written out, one entry a line, nested styles indented.
    public var description: String {
        var lines: [String] = []
        describe(into: &lines, indent: "")
        return lines.joined(separator: "\n")
    }

    func describe(into lines: inout [String], indent: String) {
        for entry in storage.entries {
            if let nested = entry.value as? G8Style {
                lines.append("\(indent)\(entry.key):")
                nested.describe(into: &lines, indent: indent + "  ")
            } else if let list = entry.value as? [G8Style] {
                for (index, nested) in list.enumerated() {
                    lines.append("\(indent)\(entry.key)[\(index)]:")
                    nested.describe(into: &lines, indent: indent + "  ")
                }
            } else {
                lines.append("\(indent)\(entry.key): \(G8TypeName.describe(entry.value))")
            }
        }
    }
}

extension G8Style: G8Value {}

extension G8Style {
    /// The `superStyle` key; `G8K.superStyle` is the public spelling.
    package static let superStyleKey: G8Key = "superStyle"

    /// Nested dictionaries become styles in the documented order, lists of them lists of styles.
    static func normalized(_ value: (any G8Value)?) -> (any G8Value)? {
        switch value {
        case let dictionary as [G8Key: any G8Value]:
            return G8Style(dictionary)
        case let list as [[G8Key: any G8Value]]:
            return list.map { G8Style($0) }
        default:
            return value
        }
    }

    static func precedes(_ lhs: G8Key, _ rhs: G8Key) -> Bool {
        let lhsSuper = lhs == superStyleKey, rhsSuper = rhs == superStyleKey
        if lhsSuper != rhsSuper { return lhsSuper }
        if lhs.components.count != rhs.components.count {
            return lhs.components.count < rhs.components.count
        }
        return lhs.stringValue < rhs.stringValue
    }
}
