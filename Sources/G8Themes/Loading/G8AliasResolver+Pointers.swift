import G8Core

/// JSON Pointer `$ref`s as the token reader meets them (RFC 6901, as the Format Module uses
/// it): a pointer read into its components, and a `$ref` written in place of a whole token, a
/// group or a `$type` followed to what it names.
///
/// A pointer is read in one pass over its bytes, and followed by a loop: a `$ref` met on the
/// way (a group's, whose members it takes in; or the node's it lands on) starts the walk
/// again from the root with that pointer's components before the ones left, so a chain of
/// `$ref`s as long as the file takes no more stack than one. Each `$ref` is followed at most
/// once in a walk (one met again closes a cycle, reported with the chain), and what the ones
/// that name a whole node lead to is kept (``G8LoadContext/PointerWalks/kinds``): a chain of n whole-token
/// `$ref`s costs O(n) over the read, not O(n²).
extension G8AliasResolver {
    /// A `$ref` string read as a pointer.
    enum ParsedPointer {
        /// Inside the document: its components, `~1` and `~0` unescaped. `#` and the Format
        /// Module's `#/` name the document's root, with no component.
        case local([String])
        /// A URI before the `#`: another file, read before the load when the document is loaded
        /// from its file.
        case external
        /// Not a JSON Pointer: why.
        case invalid(String)
    }

    /// Why a `$ref` to another file (`./base/colors.json#/base/color`) is not followed where the
    /// load has no file to start from: a document given as bytes (``G8Theme/init(json:file:engine:)``,
    /// an update to merge). Loaded from its file, the document's references to other files are
    /// read before the load (``G8FileReferences``) and never reach the pointer walk.
    static func externalPointerReason(_ pointer: String) -> String {
        "$ref '\(pointer)' names another file, which a document given as bytes has no folder to find in:"
            + " load the document from its file (G8Theme(contentsOf:engine:), G8Theme(designTokensAt:engine:), g8 lint FILE)"
    }

    /// `pointer` read as a fragment JSON Pointer, in one pass over its bytes.
    static func parsePointer(_ pointer: String) -> ParsedPointer {
        var bytes = pointer.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return .external }
        guard let slash = bytes.next() else { return .local([]) }
        guard slash == UInt8(ascii: "/") else {
            return .invalid("a JSON Pointer after '#' starts with '/', as in \"#/base/color\"")
        }
        var components: [String] = []
        var current: [UInt8] = []
        while let byte = bytes.next() {
            switch byte {
            case UInt8(ascii: "/"):
                components.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            case UInt8(ascii: "~"):
                switch bytes.next() {
                case UInt8(ascii: "0"): current.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): current.append(UInt8(ascii: "/"))
                default: return .invalid("'~' in a JSON Pointer is written ~0, and '/' inside a name ~1")
                }
            default:
                current.append(byte)
            }
        }
        // `#/` alone is the root, as the Format Module writes it (RFC 6901 would read a member
        // named "", which no token or group can be).
        if components.isEmpty && current.isEmpty { return .local([]) }
        components.append(String(decoding: current, as: UTF8.self))
        return .local(components)
    }

    /// `components` written as a pointer, `~` and `/` escaped: `#/` for none.
    static func pointerText(_ components: some Collection<String>) -> String {
        "#/" + components.map { $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }
            .joined(separator: "/")
    }

    /// Why a pointer names nothing: the last node it reached (`reached`, components from the
    /// document's root) has no member (or item) `missing`.
    static func namesNothing(_ pointer: String, reached: some Collection<String>, missing: String, isArray: Bool = false) -> String {
        "$ref '\(pointer)' names nothing: '\(pointerText(reached))' has no " + (isArray ? "item \(missing)" : "member '\(missing)'")
    }

    /// The key of a `$ref` member's value in ``G8LoadContext/PointerWalks/kinds``: where it is written.
    static func pointerKey(_ node: G8JSONNode) -> Int64 {
        Int64(node.source) << 32 | Int64(UInt32(bitPattern: node.offset))
    }

    /// The pointer a group's `$ref` or `$extends` member gives (a `{name}` made a pointer), if
    /// it gives one.
    static func pointer(of member: G8JSONMember, prefix: [String]) -> String? {
        if member.key == "$ref" { return member.value.string }
        if let name = reference(in: member.value) {
            return pointerText(prefix + name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
        }
        return member.value.member("$ref")?.value.string
    }
}
