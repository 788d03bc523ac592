extension G8Diagnostic {
    /// What kind of problem or step a diagnostic reports, named by the module whose checks
    /// report it.
    ///
    /// A code is a value, as `FileSystemError.Code` is in SwiftNIO, not an enum case: a later
    /// version that adds a check adds a code, and a `switch` over codes in your code keeps
    /// compiling (it needs a `default`). Compare with `==` or match in a `switch`:
    ///
    /// ```swift
    /// for diagnostic in report.diagnostics where diagnostic.code == .unknownProperty { … }
    /// switch error.diagnostics.first?.code {
    /// case .unknownToken?: showTokenPicker()
    /// default: break
    /// }
    /// ```
    ///
    /// The engine's codes are declared here; theme, token and resolver codes are declared by
    /// G8Themes, the watcher's by G8Live, and the remote theme's by G8Remote.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, such as `"typeMismatch"`: stable from one version to the next.
        public let name: String
        /// The module whose checks report it, such as `"G8Core"` or `"G8Themes"`.
        public let module: String

        /// A code of `module`'s: each module declares its codes as static members.
        package init(_ name: String, module: String) {
            self.name = name
            self.module = module
        }

        /// `module.name`, such as `G8Core.typeMismatch`.
        public var description: String { "\(module).\(name)" }
    }
}

extension G8Diagnostic.Code {
    /// A value was set (verbose).
    public static let applied = Self("applied", module: "G8Core")

    /// A child was found along a keypath (verbose).
    public static let foundChild = Self("foundChild", module: "G8Core")

    /// A style is being applied to an object (verbose).
    public static let applyingStyle = Self("applyingStyle", module: "G8Core")

    /// A superStyle is being applied to an object (verbose).
    public static let applyingSuperStyle = Self("applyingSuperStyle", module: "G8Core")

    /// The value's type is not the property's and does not convert (error).
    public static let typeMismatch = Self("typeMismatch", module: "G8Core")

    /// `nil` for a property that cannot be nil (error).
    public static let notOptional = Self("notOptional", module: "G8Core")

    /// A value of the right type that is not allowed, such as NaN (error).
    public static let invalidValue = Self("invalidValue", module: "G8Core")

    /// A value that cannot become the property's type, with the reason its type gives (error).
    public static let valueProblem = Self("valueProblem", module: "G8Core")

    /// No applier for the object's class or any class it inherits from (warning).
    public static let noApplier = Self("noApplier", module: "G8Core")

    /// No applier knows the property (warning).
    public static let unknownProperty = Self("unknownProperty", module: "G8Core")

    /// A keypath component names no child of the object (warning).
    public static let unknownChild = Self("unknownChild", module: "G8Core")

    /// A keypath component names a child that is nil (warning).
    public static let nilChild = Self("nilChild", module: "G8Core")

    /// A nested style or keypath goes through something that is not an object (error).
    public static let notAnObject = Self("notAnObject", module: "G8Core")

    /// A value given for a child object, which takes a nested style (warning, as for a name no
    /// property has).
    public static let childNeedsStyle = Self("childNeedsStyle", module: "G8Core")

    /// A decorator given an object of another type (error).
    public static let cannotDecorate = Self("cannotDecorate", module: "G8Core")

    /// A decorator ran on an object (verbose).
    public static let decorated = Self("decorated", module: "G8Core")

    /// State modifiers on a property that does not vary by state (error).
    public static let modifiersNotSupported = Self("modifiersNotSupported", module: "G8Core")

    /// A state modifier the property does not know (error).
    public static let unknownModifier = Self("unknownModifier", module: "G8Core")

    /// A key that cannot be parsed, such as `"a..b"` (error).
    public static let malformedKey = Self("malformedKey", module: "G8Core")

    /// A `superStyle` value that is not a style or a list of styles (error).
    public static let invalidSuperStyle = Self("invalidSuperStyle", module: "G8Core")

    /// SuperStyles that come back to themselves (error).
    public static let superStyleCycle = Self("superStyleCycle", module: "G8Core")

    /// Styles nested deeper than ``G8/maximumDepth`` (error).
    public static let nestingTooDeep = Self("nestingTooDeep", module: "G8Core")

    /// Strict mode applied nothing because the style has errors (error).
    public static let strictRefusal = Self("strictRefusal", module: "G8Core")

    /// A message of an applier or tool built on the engine (any level).
    public static let custom = Self("custom", module: "G8Core")
}

extension G8Diagnostic.Kind {
    /// The code of each kind; a kind a module other than G8Core reports names that module,
    /// where its code is declared.
    var code: G8Diagnostic.Code {
        switch self {
        case .applied: return .applied
        case .foundChild: return .foundChild
        case .applyingStyle: return .applyingStyle
        case .applyingSuperStyle: return .applyingSuperStyle
        case .typeMismatch: return .typeMismatch
        case .notOptional: return .notOptional
        case .invalidValue: return .invalidValue
        case .valueProblem: return .valueProblem
        case .noApplier: return .noApplier
        case .unknownProperty: return .unknownProperty
        case .unknownChild: return .unknownChild
        case .nilChild: return .nilChild
        case .notAnObject: return .notAnObject
        case .childNeedsStyle: return .childNeedsStyle
        case .cannotDecorate: return .cannotDecorate
        case .decorated: return .decorated
        case .modifiersNotSupported: return .modifiersNotSupported
        case .unknownModifier: return .unknownModifier
        case .malformedKey: return .malformedKey
        case .invalidSuperStyle: return .invalidSuperStyle
        case .superStyleCycle: return .superStyleCycle
        case .nestingTooDeep: return .nestingTooDeep
        case .strictRefusal: return .strictRefusal
        case .custom: return .custom
        case .invalidJSON: return G8Diagnostic.Code("invalidJSON", module: "G8Themes")
        case .invalidTheme: return G8Diagnostic.Code("invalidTheme", module: "G8Themes")
        case .unknownStyle: return G8Diagnostic.Code("unknownStyle", module: "G8Themes")
        case .unknownMode: return G8Diagnostic.Code("unknownMode", module: "G8Themes")
        case .unknownNamedColor: return G8Diagnostic.Code("unknownNamedColor", module: "G8Themes")
        case .valueNotConvertible: return G8Diagnostic.Code("valueNotConvertible", module: "G8Themes")
        case .undeclaredProperty: return G8Diagnostic.Code("undeclaredProperty", module: "G8Themes")
        case .modeCaseMismatch: return G8Diagnostic.Code("modeCaseMismatch", module: "G8Themes")
        case .unknownToken: return G8Diagnostic.Code("unknownToken", module: "G8Themes")
        case .aliasCycle: return G8Diagnostic.Code("aliasCycle", module: "G8Themes")
        case .unknownTokenType: return G8Diagnostic.Code("unknownTokenType", module: "G8Themes")
        case .invalidTokenValue: return G8Diagnostic.Code("invalidTokenValue", module: "G8Themes")
        case .aliasTypeMismatch: return G8Diagnostic.Code("aliasTypeMismatch", module: "G8Themes")
        case .invalidTokenMember: return G8Diagnostic.Code("invalidTokenMember", module: "G8Themes")
        case .tokenHasChildren: return G8Diagnostic.Code("tokenHasChildren", module: "G8Themes")
        case .untypedToken: return G8Diagnostic.Code("untypedToken", module: "G8Themes")
        case .inferredTokenType: return G8Diagnostic.Code("inferredTokenType", module: "G8Themes")
        case .aliasToGroup: return G8Diagnostic.Code("aliasToGroup", module: "G8Themes")
        case .unknownGroup: return G8Diagnostic.Code("unknownGroup", module: "G8Themes")
        case .extendsCycle: return G8Diagnostic.Code("extendsCycle", module: "G8Themes")
        case .deprecatedToken: return G8Diagnostic.Code("deprecatedToken", module: "G8Themes")
        case .cssColorString: return G8Diagnostic.Code("cssColorString", module: "G8Themes")
        case .invalidExpression: return G8Diagnostic.Code("invalidExpression", module: "G8Themes")
        case .unitOutsideFormat: return G8Diagnostic.Code("unitOutsideFormat", module: "G8Themes")
        case .nonConformantForm: return G8Diagnostic.Code("nonConformantForm", module: "G8Themes")
        case .invalidResolver: return G8Diagnostic.Code("invalidResolver", module: "G8Themes")
        case .watchFailed: return G8Diagnostic.Code("watchFailed", module: "G8Live")
        case .refreshFailed: return G8Diagnostic.Code("refreshFailed", module: "G8Remote")
        case .refusedByPolicy: return G8Diagnostic.Code("refusedByPolicy", module: "G8Remote")
        }
    }
}
