import CGtk4
import G8Widgets

/// GTK's parse of a style's `css` value, in one provider kept for the checks: made once, never
/// added to a display, its content replaced by each check. Making a provider and connecting its
/// error signal for every value cost about a sixth of the check's GTK part.
@MainActor
final class GtkCSSChecker {
    static let shared = GtkCSSChecker()

    /// The first problem GTK reported since the last check began. The checker lives as long as
    /// the process, so the signal's pointer to it stays valid.
    private final class Box {
        var message: String?
    }

    private let provider: UnsafeMutablePointer<GtkCssProvider>
    private let box = Box()
    /// The last value checked and GTK's answer: an application checks a value when it sets it
    /// and again when it prepares it for a compiled style, one after the other.
    private var last: (declarations: String, problem: String?)?

    private init() {
        provider = gtk_css_provider_new()
        let handler: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
            _, section, error, data in
            guard let data else { return }
            let box = Unmanaged<Box>.fromOpaque(data).takeUnretainedValue()
            guard box.message == nil else { return }
            var column = 0
            if let section {
                let start = gtk_css_section_get_start_location(section)
                column = Int(start?.pointee.line_chars ?? 0) - 3 + 1
            }
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            box.message = "\(message) (at character \(max(column, 1)))"
        }
        g8_signal_connect(provider, "parsing-error", unsafeBitCast(handler, to: GCallback.self), Unmanaged.passUnretained(box).toOpaque())
    }

    /// The first problem GTK reports in `declarations` as the inside of a rule, or nil.
    func check(_ declarations: String) -> String? {
        if let last, last.declarations == declarations { return last.problem }
        box.message = nil
        // Loading replaces what the provider held: each check parses its own value alone.
        (".x{" + GtkCSS.closed(declarations) + "}").withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
        let message = box.message
        box.message = nil
        last = (declarations, message)
        return message
    }
}
