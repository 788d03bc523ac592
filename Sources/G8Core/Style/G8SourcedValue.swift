/// A style value read from a source file rather than written in code: the JSON it was written
/// as, the value it converted to when it was read (if it did), and where it was written.
///
/// The engine converts such a value through these, and points its diagnostics at the file,
/// line and column; it needs to know no more of where the value came from. Theme values
/// (`G8ThemeValue`) are the ones the library makes.
package protocol G8SourcedValue: G8Value {
    /// The value as written (references resolved).
    var json: G8JSON { get }
    /// The value converted for the property of its name when it was read, if any.
    var converted: (any G8Value)? { get }
    /// Where the value was written, worked out when asked for.
    var location: G8SourceLocation? { get }
}
