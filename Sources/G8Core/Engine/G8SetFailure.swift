import Foundation

/// Why a value could not be set: the engine turns each case into a diagnostic naming the
/// property, the object type and the keypath.
@usableFromInline
package enum G8SetFailure: Error, Equatable {
    case typeMismatch(expected: String, actual: String)
    case notOptional
    case invalidValue(value: String, reason: String)
    case unknownModifier(String, suggestion: String?)
    case modifiersNotSupported([String])
    /// The value's type explains what is wrong with the value: see `G8ValueConvertible.g8Problem(with:)`.
    case problem(expected: String, G8ValueProblem)
}

extension G8SetFailure {
    /// The diagnostic for this failure to set `property` on an object of `objectType`.
    package func kind(property: String, objectType type: String) -> G8Diagnostic.Kind {
        switch self {
        case let .typeMismatch(expected, actual):
            .typeMismatch(property: property, objectType: type, expected: expected, actual: actual)
        case .notOptional:
            .notOptional(property: property, objectType: type)
        case let .invalidValue(value, reason):
            .invalidValue(property: property, objectType: type, value: value, reason: reason)
        case let .unknownModifier(modifier, suggestion):
            .unknownModifier(modifier: modifier, property: property, objectType: type, suggestion: suggestion)
        case let .modifiersNotSupported(modifiers):
            .modifiersNotSupported(property: property, objectType: type, modifiers: modifiers)
        case let .problem(_, problem):
            .valueProblem(property: property, objectType: type, problem: problem)
        }
    }
}
