/// An on/off control, like `UISwitch`.
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false
    /// The track color while on.
    public var onTintColor: Color?
    /// The thumb color.
    public var thumbTintColor: Color?

    /// A switch with every property at its default.
    public required init() {}
}
