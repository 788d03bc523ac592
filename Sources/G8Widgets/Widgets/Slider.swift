/// A control for choosing a value from a range, like `UISlider`.
///
/// The value is kept within the bounds: setting it, or moving a bound past it, clamps it.
open class Slider: Control {
    private var _value: Float = 0
    private var _minimumValue: Float = 0
    private var _maximumValue: Float = 1

    /// Whether the value is reported while dragging.
    public var isContinuous = true
    /// The image at the minimum end.
    public var minimumValueImage: Image?
    /// The image at the maximum end.
    public var maximumValueImage: Image?
    /// The track color below the thumb.
    public var minimumTrackTintColor: Color?
    /// The track color above the thumb.
    public var maximumTrackTintColor: Color?
    /// The thumb color.
    public var thumbTintColor: Color?

    /// A slider with every property at its default.
    public required init() {}

    /// The value, clamped to `minimumValue...maximumValue`.
    public var value: Float {
        get { _value }
        set { _value = min(max(newValue, _minimumValue), _maximumValue) }
    }
    /// The lowest value; raising it past the maximum raises the maximum too.
    public var minimumValue: Float {
        get { _minimumValue }
        set {
            _minimumValue = newValue
            _maximumValue = max(_maximumValue, newValue)
            value = _value
        }
    }
    /// The highest value; lowering it past the minimum lowers the minimum too.
    public var maximumValue: Float {
        get { _maximumValue }
        set {
            _maximumValue = newValue
            _minimumValue = min(_minimumValue, newValue)
            value = _value
        }
    }
}
