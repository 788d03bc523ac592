import CGtk4

// GTK's C types under names that do not collide with the node classes of `GtkClasses`, which
// are named after the GTypes they stand for.
typealias CObject = CGtk4.GObject
typealias CWidget = CGtk4.GtkWidget
typealias CWindow = CGtk4.GtkWindow
typealias CButton = CGtk4.GtkButton
typealias CTextView = CGtk4.GtkTextView

/// Pointer casts between GObject types, which C does with macros.
enum GPtr {
    @inline(__always)
    static func cast<T>(_ pointer: UnsafeMutablePointer<CObject>, to type: T.Type) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    @inline(__always)
    static func object<T>(_ pointer: UnsafeMutablePointer<T>) -> UnsafeMutablePointer<CObject> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CObject.self)
    }

    /// A C string as a Swift string; nil stays nil.
    static func string(_ text: UnsafePointer<CChar>?) -> String? {
        text.map { String(cString: $0) }
    }

    /// The GType's name.
    static func typeName(_ type: GType) -> String {
        g_type_name(type).map { String(cString: $0) } ?? "GType(\(type))"
    }

    /// Whether `type` is `ancestor` or derives from it.
    static func isA(_ type: GType, _ ancestor: GType) -> Bool {
        g_type_is_a(type, ancestor) != 0
    }
}
