/// A view that responds to touches and has a state, like `UIControl`.
open class Control: View {
    /// Whether the control responds to touches; `false` adds `.disabled` to the state.
    public var isEnabled = true { didSet { stateDidChange() } }
    /// Whether the control is selected.
    public var isSelected = false { didSet { stateDidChange() } }
    /// Whether the control is being touched.
    public var isHighlighted = false { didSet { stateDidChange() } }
    /// Whether the control has focus.
    public var isFocused = false { didSet { stateDidChange() } }

    /// A control with every property at its default.
    public required init() {}

    /// The current state, from the flags above.
    public var state: ControlState {
        var state: ControlState = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// Called when the state changes; subclasses refresh what shows the state.
    open func stateDidChange() {}
}

/// Values kept per control state, read as UIKit reads them: the value for the exact state,
/// else the value for `.normal`.
struct StateValues<Value: Sendable>: Sendable {
    private(set) var values: [UInt: Value] = [:]

    init(normal: Value? = nil) {
        if let normal { values[ControlState.normal.rawValue] = normal }
    }

    /// The value set for exactly `state`, without falling back.
    func exact(_ state: ControlState) -> Value? { values[state.rawValue] }

    /// The value for `state`, falling back to `.normal`.
    func resolved(_ state: ControlState) -> Value? {
        values[state.rawValue] ?? values[ControlState.normal.rawValue]
    }

    mutating func set(_ value: Value?, for state: ControlState) {
        values[state.rawValue] = value
    }
}
