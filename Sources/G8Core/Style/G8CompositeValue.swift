/// A value that a property gathers from other properties, such as a layer's shadow from its
/// `shadowColor`, `shadowOpacity`, `shadowOffset` and `shadowRadius`.
///
/// Dumps (``G8/dump(_:)``) leave out properties whose value is composite, since the properties
/// it gathers are shown already. Styles, journals and theme switches treat them as any other.
public protocol G8CompositeValue: G8Value {}
