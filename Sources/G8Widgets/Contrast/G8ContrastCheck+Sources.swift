import G8Core

extension G8ContrastCheck {
    /// Which style entry set each color property of each object, found by walking a style's
    /// entries over the screen it was applied to as the engine does: keypaths through
    /// children, nested styles, superStyles flattened. The last writer of a property wins.
    struct Setters {
        struct Key: Hashable {
            let object: ObjectIdentifier
            let property: String
            /// The state modifier, empty for the default state (`normal`).
            let state: String
        }

        private(set) var entries: [Key: (order: Int, entry: G8Style.Entry)] = [:]
        /// The keypath from the screen of each object the style reached.
        private(set) var names: [ObjectIdentifier: String] = [:]
        private var order = 0

        init(style: G8Style, screen: AnyObject) {
            walk(style, on: screen, path: "", depth: 0)
        }

        private mutating func walk(_ style: G8Style, on object: AnyObject, path: String, depth: Int) {
            guard depth <= G8.maximumDepth else { return }
            for entry in style.appliedEntries {
                let key = entry.key
                guard key != G8Style.superStyleKey, key.malformation == nil else { continue }
                var target = object, targetPath = path
                var reached = true
                for name in key.components.dropLast() {
                    guard case .object(let child) = G8Children.lookup(name, in: target) else { reached = false; break }
                    target = child
                    targetPath = targetPath.isEmpty ? name : targetPath + "." + name
                    note(target, targetPath)
                }
                guard reached else { continue }
                let nested: [G8Style]? = (entry.value as? G8Style).map { [$0] } ?? entry.value as? [G8Style]
                if let nested {
                    guard case .object(let child) = G8Children.lookup(key.name, in: target) else { continue }
                    let childPath = targetPath.isEmpty ? key.name : targetPath + "." + key.name
                    note(child, childPath)
                    for style in nested { walk(style, on: child, path: childPath, depth: depth + 1) }
                } else {
                    // Every property: a view of the app's own (``G8TextDrawing``) names its own
                    // color keys.
                    order += 1
                    let states = key.modifiers.isEmpty ? [""] : key.modifiers.map { $0 == "normal" ? "" : $0 }
                    for state in states {
                        entries[Key(object: ObjectIdentifier(target), property: key.name, state: state)] = (order, entry)
                    }
                }
            }
        }

        private mutating func note(_ object: AnyObject, _ path: String) {
            let id = ObjectIdentifier(object)
            if names[id] == nil { names[id] = path }
        }

        /// The last entry that set any of `properties` of `object` for `state` (empty for
        /// `normal`), and when.
        func setter(of object: AnyObject, _ properties: [String], state: String = "") -> (order: Int, entry: G8Style.Entry)? {
            var found: (order: Int, entry: G8Style.Entry)?
            for property in properties {
                if let candidate = entries[Key(object: ObjectIdentifier(object), property: property, state: state)],
                    candidate.order > (found?.order ?? 0) {
                    found = candidate
                }
            }
            return found
        }
    }
}

extension G8ContrastCheck.Source {
    /// Where `entry` was written, and the token its value names when it is a single alias
    /// such as `"{color.muted}"`, read from the source after the entry's key: the source a
    /// ``G8ContrastCheck/Finding`` names for a color a theme's style entry set.
    public init(entry: G8Style.Entry) {
        self.init(location: entry.sourceLocation, token: entry.sourceSite.flatMap(Self.token(after:)))
    }

    private static func token(after site: G8SourceSite) -> String? {
        let bytes = site.text.bytes
        var index = site.offset
        /// The index after the JSON string that starts at `start`, or nil.
        func endOfString(_ start: Int) -> Int? {
            guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
            var at = start + 1
            while at < bytes.count {
                switch bytes[at] {
                case UInt8(ascii: "\\"): at += 2
                case UInt8(ascii: "\""): return at + 1
                default: at += 1
                }
            }
            return nil
        }
        func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        guard let afterKey = endOfString(index) else { return nil }
        index = afterKey
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        skipSpace()
        guard let end = endOfString(index), end - index > 4 else { return nil }
        let inner = bytes[(index + 1)..<(end - 1)]
        guard inner.first == UInt8(ascii: "{"), inner.last == UInt8(ascii: "}"),
            inner.dropFirst().dropLast().allSatisfy({ $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "\\") })
        else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }
}
