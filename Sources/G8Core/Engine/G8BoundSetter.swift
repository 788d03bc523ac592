/// A prepared setter for a value of type `Value`.
@usableFromInline
final class G8BoundSetter<Value: Sendable>: G8PreparedSetter, @unchecked Sendable {
    @usableFromInline let setter: @Sendable (AnyObject, Value) -> Bool
    @usableFromInline let value: Value

    @usableFromInline
    init(_ setter: @escaping @Sendable (AnyObject, Value) -> Bool, _ value: Value, saver: G8Saver? = nil) {
        self.setter = setter
        self.value = value
        super.init(saver: saver)
    }

    @usableFromInline
    override func set(_ object: AnyObject) -> Bool { setter(object, value) }
}
