import Foundation

/// Lets the engine see an explicit `nil` that arrives wrapped in a value, such as a `Color?`
/// variable holding `nil`.
protocol G8OptionalValue {
    var g8IsNil: Bool { get }
}

extension Optional: G8OptionalValue {
    var g8IsNil: Bool { self == nil }
}
