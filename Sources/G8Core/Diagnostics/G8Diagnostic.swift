/// One thing an engine reports while applying a style: an assignment, a lookup, a warning or
/// an error.
///
/// A diagnostic names where it happened (``path``, the keypath from the root object the style
/// was applied to), what happened (``code``, and the ``message`` with the object type, property,
/// expected and actual types) and, for styles that came from a JSON file, where in the file
/// (``location``). Its message is rendered only when it is read, so diagnostics of a level
/// nobody looks at cost no string building.
///
/// Match on ``code`` to react to a kind of problem: codes are values, not enum cases, so a new
/// check in a later version adds a code without breaking a `switch` in your code.
///
/// ```
/// error: label4.font: Label.font expects Font, got String
/// warning: label1.textColr: Label has no property 'textColr'; did you mean 'textColor'?
/// ```
public struct G8Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What a diagnostic reports, with everything its message is made of: the library's own
    /// vocabulary, rendered in one place. Clients read ``G8Diagnostic/code`` and
    /// ``G8Diagnostic/message`` instead, which can grow without a source break.
    package enum Kind: Sendable {
        /// A value was set (verbose).
        case applied(property: String, objectType: String, value: (any G8Value)?, modifiers: [String])
        /// A child was found on the way along a keypath (verbose).
        case foundChild(name: String, objectType: String, childType: String)
        /// A style is being applied to an object (verbose).
        case applyingStyle(name: String?, objectType: String)
        /// A superStyle is being applied to an object, before the rest of its style (verbose).
        case applyingSuperStyle(name: String?, objectType: String)
        /// The value's type is not the property's and cannot be converted (error).
        case typeMismatch(property: String, objectType: String, expected: String, actual: String)
        /// `nil` was given for a property that cannot be nil (error).
        case notOptional(property: String, objectType: String)
        /// The value has the right type but is not allowed, for example NaN (error).
        case invalidValue(property: String, objectType: String, value: String, reason: String)
        /// The value cannot become the property's type, and the type says why: the member at
        /// fault, the valid cases, what is wrong with a string (error).
        case valueProblem(property: String, objectType: String, problem: G8ValueProblem)
        /// No applier is registered for the object's class or any class it inherits from, so
        /// no property can be set on it (warning). `engineIsEmpty` when the engine has none
        /// at all, as `G8()` has.
        case noApplier(property: String, objectType: String, engineIsEmpty: Bool)
        /// No applier knows the property (warning).
        case unknownProperty(name: String, objectType: String, suggestion: String?)
        /// A keypath component names no child of the object (warning).
        case unknownChild(name: String, objectType: String, suggestion: String?)
        /// A keypath component names a child that is nil (warning).
        case nilChild(name: String, objectType: String)
        /// A nested style or a keypath goes through something that is not an object (error).
        case notAnObject(name: String, objectType: String, valueType: String)
        /// A value was given for a child object, which takes a nested style (warning).
        case childNeedsStyle(name: String, objectType: String, childType: String, actual: String)
        /// A decorator given an object of another type (error).
        case cannotDecorate(name: String, objectType: String, expected: String, actual: String)
        /// A decorator ran on an object (verbose).
        case decorated(name: String, objectType: String, decoratorType: String)
        /// State modifiers on a property that does not vary by state (error).
        case modifiersNotSupported(property: String, objectType: String, modifiers: [String])
        /// A state modifier that the property does not know (error).
        case unknownModifier(modifier: String, property: String, objectType: String, suggestion: String?)
        /// A key that cannot be parsed, such as `"a..b"` (error).
        case malformedKey(key: String, reason: String)
        /// A `superStyle` value that is not a style or a list of styles (error).
        case invalidSuperStyle(actual: String)
        /// A chain of superStyles that comes back to itself (error).
        case superStyleCycle(chain: [String])
        /// Styles nested deeper than ``G8/maximumDepth`` (error).
        case nestingTooDeep(limit: Int)
        /// A theme file is not valid JSON (error).
        case invalidJSON(reason: String)
        /// A theme file's structure is wrong, such as `"styles"` not being an object (error).
        case invalidTheme(reason: String)
        /// A `{group.token}` reference names no token (error).
        case unknownToken(name: String, suggestion: String?)
        /// Token aliases that come back to themselves (error).
        case aliasCycle(chain: [String], mode: String? = nil)
        /// A `$type` that no token type registered with the engine has (error).
        case unknownTokenType(name: String, suggestion: String?)
        /// A token's value does not fit its `$type` (error).
        case invalidTokenValue(type: String, expected: String, actual: String)
        /// An alias points at a token of another `$type` (error).
        case aliasTypeMismatch(type: String, alias: String, aliasType: String)
        /// A `superStyle` or a requested style names no style (error).
        case unknownStyle(name: String, suggestion: String?)
        /// A theme's `namedColors` gives a colour a name that GTK 4.8 and libadwaita 1.2 do not define.
        case unknownNamedColor(name: String, suggestion: String?)
        /// A mode that no token defines (error).
        case unknownMode(name: String, suggestion: String?, modes: [String])
        /// A theme value that no property of its name can take (error).
        case valueNotConvertible(property: String, expected: [String], actual: String)
        /// A theme key whose property no applier declares (warning).
        case undeclaredProperty(name: String, suggestion: String?)
        /// A member of a composite token value does not fit the member's type (error):
        /// `typography.lineHeight expects a number, got "banana"`.
        case invalidTokenMember(problem: G8ValueProblem)
        /// A token that also holds tokens or groups, which the format forbids (error).
        case tokenHasChildren(token: String, child: String)
        /// A token whose `$type` is not given by itself, its groups or an alias (error).
        case untypedToken(name: String)
        /// A token without `$type` whose value has one possible type, read as that type (warning).
        case inferredTokenType(name: String, type: String)
        /// An alias that names a group rather than a token (error).
        case aliasToGroup(name: String, suggestion: String?)
        /// A `$extends` that names no group (error).
        case unknownGroup(name: String, suggestion: String?)
        /// Groups whose `$extends` come back to themselves (error).
        case extendsCycle(chain: [String])
        /// A style uses a token marked `$deprecated` (warning).
        case deprecatedToken(name: String, message: String?)
        /// Two mode names that differ only in case, each with a token that uses it (warning).
        case modeCaseMismatch(mode: String, token: String, other: String, otherToken: String)
        /// A color written as a CSS string, which the format wants as an object (warning).
        case cssColorString(value: String)
        /// A Tokens Studio expression that cannot be evaluated (error).
        case invalidExpression(text: String, problem: G8ValueProblem)
        /// A dimension in a unit the format does not list, such as `em` (warning).
        case unitOutsideFormat(unit: String)
        /// A value, member or alias the reader accepts in a form the Design Tokens Format Module
        /// 2025.10 does not allow, such as a dimension `"16px"`: `rule` says the format's form,
        /// `written` what was written instead (warning; an error in a strict load).
        case nonConformantForm(member: String, rule: String, written: String)
        /// A resolver document's structure is wrong, such as a `$ref` to no set (error).
        case invalidResolver(reason: String)
        /// A theme file cannot be watched, or watching it failed (error).
        case watchFailed(path: String, reason: String)
        /// A remote theme's refresh brought no update: the server could not be reached, answered
        /// with an error status, sent too much or too little, or took too long (error).
        case refreshFailed(reason: String)
        /// A remote theme's update sets a key its policy does not allow, such as a label's
        /// `text`: `key` as written, `reason` why the policy refuses it (error).
        case refusedByPolicy(key: String, reason: String)
        /// Strict mode applied nothing because the style has errors (error).
        case strictRefusal(errorCount: Int)
        /// A message from outside the engine (any level).
        case custom(String)
    }

    /// How serious the diagnostic is.
    public let level: G8LogLevel
    /// The keypath from the root object, for example `"label4.font"` or `"button1.titleColor:highlighted"`.
    public let path: String
    /// What happened, with everything the message is made of.
    package let kind: Kind
    /// Where the offending entry was written, for styles loaded from a file.
    public let location: G8SourceLocation?

    /// A diagnostic with a message of your own, for appliers and tools built on the engine; its
    /// code is ``Code/custom``.
    ///
    /// ```swift
    /// G8Diagnostic(level: .warning, path: "avatar.badge", message: "badges are drawn at most 99")
    /// ```
    public init(level: G8LogLevel, path: String, message: String, location: G8SourceLocation? = nil) {
        self.init(level: level, path: path, kind: .custom(message), location: location)
    }

    /// Makes a diagnostic of one of the library's kinds.
    package init(level: G8LogLevel, path: String, kind: Kind, location: G8SourceLocation? = nil) {
        self.level = level
        self.path = path
        self.kind = kind
        self.location = location
    }

    /// The message, one sentence, with the input quoted and a suggestion where one exists.
    public var message: String { kind.message }

    /// What kind of problem or step this is, such as ``Code/typeMismatch`` or
    /// `unknownToken` (declared by G8Themes).
    public var code: Code { kind.code }

    /// The type of the object the diagnostic is about, when there is one.
    public var objectType: String? { kind.objectType }

    /// `level: path: message`, preceded by `file:line:column:` when the location is known.
    public var description: String {
        let place = path.isEmpty ? "" : "\(path): "
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)\(level): \(place)\(message)"
    }

    /// Whether two diagnostics say the same thing at the same place: level, path, location
    /// and message are equal.
    public static func == (lhs: G8Diagnostic, rhs: G8Diagnostic) -> Bool {
        lhs.level == rhs.level && lhs.path == rhs.path && lhs.location == rhs.location
            && lhs.message == rhs.message
    }
}

extension G8Diagnostic.Kind {
    /// Every message the engine writes is rendered here.
    package var message: String {
        switch self {
        case let .applied(property, objectType, value, modifiers):
            let states = modifiers.isEmpty ? "" : " for " + modifiers.joined(separator: ", ")
            return "set \(objectType).\(property) to \(G8TypeName.describe(value))\(states)"
        case let .foundChild(name, objectType, childType):
            return "found \(objectType).\(name): \(childType)"
        case let .applyingStyle(name, objectType):
            return "applying \(name.map { "style '\($0)'" } ?? "style") to \(objectType)"
        case let .applyingSuperStyle(name, objectType):
            return "applying \(name.map { "superStyle '\($0)'" } ?? "superStyle") to \(objectType)"
        case let .typeMismatch(property, objectType, expected, actual):
            return "\(objectType).\(property) expects \(expected), got \(actual)"
        case let .notOptional(property, objectType):
            return "\(objectType).\(property) cannot be nil"
        case let .invalidValue(property, objectType, value, reason):
            return "\(objectType).\(property) cannot be \(value): \(reason)"
        case let .valueProblem(property, objectType, problem):
            return "\(objectType).\(problem.inside(property))"
        case let .noApplier(property, objectType, engineIsEmpty):
            let fix = engineIsEmpty
                ? "the engine has no appliers at all (G8() is empty; use G8.standard for the built-in widgets)"
                : "register one with add(valueApplier:)"
            return "cannot set '\(property)': no applier is registered for \(objectType) or its superclasses; \(fix)"
        case let .unknownProperty(name, objectType, suggestion):
            return "\(objectType) has no property '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .unknownChild(name, objectType, suggestion):
            return "\(objectType) has no child '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .nilChild(name, objectType):
            return "\(objectType).\(name) is nil"
        case let .notAnObject(name, objectType, valueType):
            return "\(objectType).\(name) is a \(valueType), not an object a style can apply to"
        case let .childNeedsStyle(name, objectType, childType, actual):
            return "\(objectType).\(name) is a \(childType), which takes a nested style, not a \(actual)"
        case let .cannotDecorate(name, objectType, expected, actual):
            return "\(objectType).\(name) is a \(actual), but the decorator styles \(expected)"
        case let .decorated(name, objectType, decoratorType):
            return "decorated \(objectType).\(name) with a \(decoratorType) decorator"
        case let .modifiersNotSupported(property, objectType, modifiers):
            let written = modifiers.map { ":" + $0 }.joined()
            return "\(objectType).\(property) does not vary by state; remove '\(written)'"
        case let .unknownModifier(modifier, property, objectType, suggestion):
            return "\(objectType).\(property) has no state '\(modifier)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .malformedKey(key, reason):
            return "the key '\(key)' is malformed: \(reason)"
        case let .invalidSuperStyle(actual):
            return "superStyle expects a style or a list of styles, got \(actual)"
        case let .superStyleCycle(chain):
            return "superStyle cycle: " + chain.joined(separator: " → ")
        case let .nestingTooDeep(limit):
            return "styles nest deeper than the limit of \(limit) levels"
        case let .invalidJSON(reason):
            return "invalid JSON: \(reason)"
        case let .invalidTheme(reason):
            return reason
        case let .unknownToken(name, suggestion):
            return "unknown token '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .aliasCycle(chain, mode):
            return "alias cycle" + (mode.map { " in mode '\($0)'" } ?? "") + ": " + chain.joined(separator: " → ")
        case let .unknownTokenType(name, suggestion):
            return "unknown $type '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .invalidTokenValue(type, expected, actual):
            return "$type '\(type)' expects \(expected), got \(actual)"
        case let .aliasTypeMismatch(type, alias, aliasType):
            return "$type '\(type)' cannot alias '\(alias)', whose $type is '\(aliasType)'"
        case let .unknownStyle(name, suggestion):
            return "unknown style '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .unknownNamedColor(name, suggestion):
            return "unknown named colour '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
                + " (not one of GTK 4.8's or libadwaita 1.2's; it is not written)"
        case let .unknownMode(name, suggestion, modes):
            let declared = modes.isEmpty ? "the theme declares no modes" : "the theme's modes: " + modes.joined(separator: ", ")
            return "unknown mode '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
                + " (\(declared); nil is the default mode, the tokens' own values)"
        case let .valueNotConvertible(property, expected, actual):
            return "'\(property)' expects \(expected.joined(separator: " or ")), got \(actual)"
        case let .undeclaredProperty(name, suggestion):
            return "no applier declares a property '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .invalidTokenMember(problem):
            return problem.description
        case let .tokenHasChildren(token, child):
            return "token '\(token)' also holds '\(child)'; a token cannot hold tokens or groups"
        case let .untypedToken(name):
            return "the type of token '\(name)' cannot be determined; give it or its group a $type"
        case let .inferredTokenType(name, type):
            return "token '\(name)' has no $type; read as '\(type)' from its value"
        case let .aliasToGroup(name, suggestion):
            // The Format Module's rule, cited: a group's own value is its `$root` token.
            return "'\(name)' is a group, not a token, and a curly-brace alias can only target a token (Format Module 2025.10)"
                + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .unknownGroup(name, suggestion):
            return "unknown group '\(name)'" + G8Diagnostic.Kind.didYouMean(suggestion)
        case let .extendsCycle(chain):
            return "$extends cycle: " + chain.joined(separator: " → ")
        case let .deprecatedToken(name, message):
            return "token '\(name)' is deprecated" + (message.map { ": \($0)" } ?? "")
        case let .modeCaseMismatch(mode, token, other, otherToken):
            return "mode '\(mode)' differs from '\(other)' only in case; modes are case-sensitive ('\(mode)' on \(token), '\(other)' on \(otherToken))"
        case let .cssColorString(value):
            return "the color \(G8ValueProblem.describe(.string(value))) is a CSS string; the format wants the object form {\"colorSpace\", \"components\"}"
        case let .watchFailed(path, reason):
            return "cannot watch \(path): \(reason)"
        case let .refreshFailed(reason):
            return "the remote theme could not be refreshed: \(reason)"
        case let .refusedByPolicy(key, reason):
            return "a remote update may not set '\(key)': \(reason)"
        case let .invalidResolver(reason):
            return reason
        case let .unitOutsideFormat(unit):
            return "the unit \(G8JSON.quote(unit)) is not one of the format's (\"px\", \"rem\"); read as written"
        case let .nonConformantForm(member, rule, written):
            return (member.isEmpty ? "" : member + ": ") + rule + "; " + written
        case let .invalidExpression(text, problem):
            return "cannot evaluate \(G8ValueProblem.describe(.string(text))): \(problem)"
        case let .strictRefusal(errorCount):
            return "strict mode: nothing was applied because of \(errorCount) error\(errorCount == 1 ? "" : "s")"
        case let .custom(message):
            return message
        }
    }

    var objectType: String? {
        switch self {
        case let .applied(_, objectType, _, _), let .foundChild(_, objectType, _),
            let .applyingStyle(_, objectType), let .applyingSuperStyle(_, objectType), let .typeMismatch(_, objectType, _, _),
            let .notOptional(_, objectType), let .invalidValue(_, objectType, _, _),
            let .valueProblem(_, objectType, _), let .noApplier(_, objectType, _),
            let .unknownProperty(_, objectType, _), let .unknownChild(_, objectType, _),
            let .nilChild(_, objectType), let .notAnObject(_, objectType, _),
            let .childNeedsStyle(_, objectType, _, _), let .modifiersNotSupported(_, objectType, _),
            let .unknownModifier(_, _, objectType, _), let .cannotDecorate(_, objectType, _, _),
            let .decorated(_, objectType, _):
            return objectType
        case .malformedKey, .invalidSuperStyle, .superStyleCycle, .nestingTooDeep, .custom, .invalidJSON,
            .invalidTheme, .unknownToken, .aliasCycle, .unknownTokenType, .invalidTokenValue,
            .aliasTypeMismatch, .unknownStyle, .unknownNamedColor, .unknownMode, .valueNotConvertible, .undeclaredProperty, .strictRefusal,
            .invalidTokenMember, .tokenHasChildren, .untypedToken, .inferredTokenType, .aliasToGroup, .unknownGroup,
            .extendsCycle, .deprecatedToken, .modeCaseMismatch, .cssColorString, .invalidResolver, .invalidExpression, .unitOutsideFormat,
            .nonConformantForm,
            .watchFailed, .refreshFailed, .refusedByPolicy:
            return nil
        }
    }

    /// A time interval parameter's problem, or nil when it is finite and within
    /// `range` seconds: what every API taking a timeout, debounce or interval checks at init.
    package static func checkInterval(_ name: String, _ value: Double, in range: ClosedRange<Double>, excludingLowerBound: Bool = false) -> Self? {
        guard !value.isFinite || !range.contains(value) || (excludingLowerBound && value == range.lowerBound) else { return nil }
        let lower = excludingLowerBound ? "above \(G8TypeName.describe(range.lowerBound))" : "from \(G8TypeName.describe(range.lowerBound))"
        return .custom("\(name) must be a number of seconds \(lower) to \(G8TypeName.describe(range.upperBound)), got \(value)")
    }

    package static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

extension Sequence<G8Diagnostic> {
    /// The diagnostics ordered by line and column, those without a place first; diagnostics at
    /// one place keep the order they came in (a stable sort). Files are not compared: sort one
    /// file's diagnostics at a time.
    public func sortedByPlace() -> [G8Diagnostic] {
        enumerated().sorted { lhs, rhs in
            let left = lhs.element.location, right = rhs.element.location
            switch (left, right) {
            case let (left?, right?) where left.line != right.line: return left.line < right.line
            case let (left?, right?) where left.column != right.column: return left.column < right.column
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
