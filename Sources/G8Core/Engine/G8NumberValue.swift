/// A number from a style, for the conversions compiled into each numeric property.
@usableFromInline
struct G8NumberValue {
    @usableFromInline let double: Double
    /// The number when it came as an `Int`.
    @usableFromInline let int: Int?

    @usableFromInline
    init(double: Double, int: Int?) {
        self.double = double
        self.int = int
    }
}
