import Foundation
import G8Core

/// A strict RFC 8259 JSON parser over bytes that keeps key order and byte offsets.
///
/// It refuses invalid UTF-8, unescaped control characters, lone surrogates, trailing commas,
/// leading zeros, and nesting deeper than `maximumDepth` (so hostile input cannot exhaust the
/// stack). Positions are byte offsets; ``G8SourceText`` turns them into lines and columns.
struct G8JSONParser {
    static let maximumDepth = 64

    let bytes: G8JSONBytes
    let source: Int32
    var index = 0
    /// The members of the objects being parsed, innermost last: each object's are moved out
    /// into an array of exactly their number when it closes. Appending to each object's own
    /// array instead would leave it with up to twice the room it needs and move its members at
    /// every doubling.
    let memberStack = G8MoveStack<G8JSONMember>()
    /// The items of the arrays being parsed, innermost last, likewise.
    let itemStack = G8MoveStack<G8JSONNode>()
    /// The root object's member whose object value is checked and let go as it is parsed
    /// (``parse(_:source:deferring:)``).
    var deferredKey: String?
    /// Whether the value being parsed is inside a deferred object: checked as any other, but no
    /// object or array in it keeps its members or items.
    var discarding = false
    /// The hash of the last string ``parseSharedString(isKey:)`` read, ``unhashed`` if escaped.
    var lastStringHash: UInt64 = 0
    /// The keys found written twice in one object, in the order of the later ones' objects' ends.
    var duplicateKeys: [G8DuplicateKey] = []

    init(bytes: G8JSONBytes, source: Int32) {
        self.bytes = bytes
        self.source = source
    }

    /// Parses a whole document into a tree, or fails at the first error.
    ///
    /// - Parameter deferredKey: the name of a member of the root object whose value, when it
    ///   is an object, is parsed and checked one member at a time and not kept: the tree holds
    ///   an empty object at the value's offset instead, which
    ///   ``scanMembers(of:source:objectAt:superStyleKey:depthLimit:_:)`` and
    ///   ``value(in:source:at:)`` read again. The errors
    ///   are those of a whole parse; a large theme's styles never all exist as parse nodes.
    static func parse(_ bytes: [UInt8], source: Int32 = 0, deferring deferredKey: String? = nil) -> Result<G8JSONNode, G8JSONParseError> {
        var duplicateKeys: [G8DuplicateKey] = []
        return parse(bytes, source: source, deferring: deferredKey, duplicateKeys: &duplicateKeys)
    }

    /// ``parse(_:source:deferring:)``, with `duplicateKeys` set to the keys written twice in one
    /// object (deferred objects included).
    static func parse(
        _ bytes: [UInt8], source: Int32, deferring deferredKey: String?, duplicateKeys: inout [G8DuplicateKey]
    ) -> Result<G8JSONNode, G8JSONParseError> {
        guard bytes.count < Int(Int32.max) else {
            return .failure(G8JSONParseError(message: "the document is larger than 2 GiB", offset: 0))
        }
        // Nesting is bounded (``maximumDepth``); its stack, on any thread, too.
        return G8Stack.withEnough { parseBytes(bytes, source: source, deferring: deferredKey, duplicateKeys: &duplicateKeys) }
    }

    private static func parseBytes(
        _ bytes: [UInt8], source: Int32, deferring deferredKey: String?, duplicateKeys: inout [G8DuplicateKey]
    ) -> Result<G8JSONNode, G8JSONParseError> {
        G8JSONBytes.with(bytes) { buffer in
            var parser = G8JSONParser(bytes: buffer, source: source)
            parser.deferredKey = deferredKey
            do {
                if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { parser.index = 3 }
                parser.skipWhitespace()
                let node = try parser.parseValue(depth: 0)
                parser.skipWhitespace()
                guard parser.index == buffer.count else {
                    throw G8JSONParseError(message: "unexpected \(parser.describeCurrent()) after the document", offset: parser.index)
                }
                duplicateKeys = parser.duplicateKeys
                return .success(node)
            } catch let error as G8JSONParseError {
                return .failure(error)
            } catch {
                return .failure(G8JSONParseError(message: "\(error)", offset: parser.index))
            }
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    mutating func parseValue(depth: Int) throws(G8JSONParseError) -> G8JSONNode {
        guard index < bytes.count else {
            throw G8JSONParseError(message: "expected a value, found end of input", offset: index)
        }
        let start = Int32(index)
        switch bytes[index] {
        case UInt8(ascii: "{"):
            return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["):
            return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""):
            // A reference (`"{group.token}"`) is shared like a key: themes repeat them.
            let isReference = index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "{")
            return G8JSONNode(value: .string(try isReference ? parseSharedString(isKey: false) : parseString()), source: source, offset: start)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return G8JSONNode(value: .bool(true), source: source, offset: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return G8JSONNode(value: .bool(false), source: source, offset: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return G8JSONNode(value: .null, source: source, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return G8JSONNode(value: try parseNumber(), source: source, offset: start)
        default:
            throw G8JSONParseError(message: "expected a value, found \(describeCurrent())", offset: index)
        }
    }

    mutating func expectWord(_ word: StaticString) throws(G8JSONParseError) {
        let start = index
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            index + count <= bytes.count && (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else {
            throw G8JSONParseError(message: "expected a value, found \(describeCurrent())", offset: start)
        }
        index += count
    }

    /// The value at `offset` in `bytes`, a member of a deferred object (see
    /// ``scanMembers(of:source:objectAt:superStyleKey:depthLimit:_:)``); nil if it does not parse.
    static func value(in bytes: [UInt8], source: Int32, at offset: Int32) -> G8JSONNode? {
        G8JSONBytes.with(bytes) { bytes in
            var parser = G8JSONParser(bytes: bytes, source: source)
            parser.index = Int(offset)
            return try? parser.parseValue(depth: 2)
        }
    }

    mutating func parseObject(depth: Int) throws(G8JSONParseError) -> G8JSONNode {
        let start = index
        guard depth <= G8JSONParser.maximumDepth else {
            throw G8JSONParseError(message: "nesting deeper than the limit of \(G8JSONParser.maximumDepth) levels", offset: start)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            return G8JSONNode(value: .object([]), source: source, offset: Int32(start))
        }
        let base = memberStack.count
        // For the duplicate-key check (G8JSONParser+DuplicateKeys.swift): the bits the first
        // keys marked, and whether a key found its bits marked or had no hash.
        var marked: UInt64 = 0, suspect = false
        var keyCount = 0
        var comma: Int?
        while true {
            skipWhitespace()
            if let comma, index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                throw G8JSONParseError(message: "a trailing comma before '}'; JSON allows none, so remove it", offset: comma)
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw G8JSONParseError(message: "expected a string key, found \(describeCurrent())", offset: index)
            }
            let keyOffset = Int32(index)
            let key = try parseSharedString(isKey: true)
            keyCount += 1
            if keyCount <= G8JSONParser.pairwiseLimit {
                let hash = lastStringHash
                let marks = G8JSONParser.marks(of: hash)
                suspect = suspect || marked & marks == marks || hash == G8JSONParser.unhashed
                marked |= marks
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw G8JSONParseError(message: "expected ':' after the key \"\(key)\", found \(describeCurrent())", offset: index)
            }
            index += 1
            skipWhitespace()
            if depth == 1, let deferredKey, key == deferredKey, index < bytes.count, bytes[index] == UInt8(ascii: "{") {
                // Checked and let go: the tree keeps an empty object at its place.
                discarding = true
                defer { discarding = false }
                let value = try parseObject(depth: depth + 1)
                memberStack.push(G8JSONMember(key: key, keyOffset: keyOffset, value: value))
            } else {
                let value = try parseValue(depth: depth)
                if discarding {
                    // Kept until the object closes as their keys alone, which the duplicate-key
                    // check reads.
                    memberStack.push(G8JSONMember(key: key, keyOffset: keyOffset, value: G8JSONNode(value: .null, source: source, offset: 0)))
                } else {
                    memberStack.push(G8JSONMember(key: key, keyOffset: keyOffset, value: value))
                }
            }
            skipWhitespace()
            guard index < bytes.count else {
                throw G8JSONParseError(message: "expected ',' or '}', found end of input", offset: index)
            }
            if bytes[index] == UInt8(ascii: ",") {
                comma = index
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                if suspect || keyCount > G8JSONParser.pairwiseLimit { checkDuplicateKeys(ofMembersFrom: base) }
                if discarding {
                    memberStack.removeAll(from: base)
                    return G8JSONNode(value: .object([]), source: source, offset: Int32(start))
                }
                let members = memberStack.popArray(from: base)
                return G8JSONNode(value: .object(members), source: source, offset: Int32(start))
            }
            throw G8JSONParseError(message: "expected ',' or '}', found \(describeCurrent())", offset: index)
        }
    }

    mutating func parseArray(depth: Int) throws(G8JSONParseError) -> G8JSONNode {
        let start = index
        guard depth <= G8JSONParser.maximumDepth else {
            throw G8JSONParseError(message: "nesting deeper than the limit of \(G8JSONParser.maximumDepth) levels", offset: start)
        }
        index += 1
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            return G8JSONNode(value: .array([]), source: source, offset: Int32(start))
        }
        let base = itemStack.count
        var comma: Int?
        while true {
            skipWhitespace()
            if let comma, index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw G8JSONParseError(message: "a trailing comma before ']'; JSON allows none, so remove it", offset: comma)
            }
            let item = try parseValue(depth: depth)
            if !discarding { itemStack.push(item) }
            skipWhitespace()
            guard index < bytes.count else {
                throw G8JSONParseError(message: "expected ',' or ']', found end of input", offset: index)
            }
            if bytes[index] == UInt8(ascii: ",") {
                comma = index
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                let items = itemStack.popArray(from: base)
                return G8JSONNode(value: .array(items), source: source, offset: Int32(start))
            }
            throw G8JSONParseError(message: "expected ',' or ']', found \(describeCurrent())", offset: index)
        }
    }

    /// The keys (and token references) met, each where its bytes' hash puts it (direct-mapped:
    /// a key met again whose slot another took is made again): a document repeats its keys, and
    /// one `String` for each repeated key is one allocation instead of many, and one identity that
    /// the checker's cache can key by (``G8StringCache``). A document whose
    /// keys share slots only makes them miss, each costing what an unshared key costs, never
    /// more. Made on the first such key: a parser that reads one value (a lint's style, read
    /// again) allocates nothing.
    var sharedStrings: [String?] = []
}
