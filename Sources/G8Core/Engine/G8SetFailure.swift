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
