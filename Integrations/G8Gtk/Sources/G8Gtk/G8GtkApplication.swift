import CGtk4
import Foundation

/// An app as GTK runs one: a `GtkApplication` that calls `activate` once it has started, and
/// runs until its last window closes.
///
/// ```swift
/// let app = G8GtkApplication(id: "org.example.Profile") { app in
///     let window = app.makeWindow()                    // a GtkApplicationWindow of the app
///     let title = gtk_label_new("Hello")!
///     gtk_widget_set_name(title, "title")
///     let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
///     gtk_window_set_child(asWindow, title)
///     manager.style(try GtkWidgetTree.of(window), with: "profile")
///     gtk_window_present(asWindow)
/// }
/// exit(try app.run())                                  // returns when the last window closed
/// ```
///
/// ``G8Gtk/start()`` stays for tests and tools that drive GTK without an application.
///
/// Not unique by default: the app needs no D-Bus session bus, and each launch is an app of its
/// own. `unique: true` makes a second launch activate the first instead, which GTK does over the
/// session bus.
@MainActor
public final class G8GtkApplication {
    /// The `GtkApplication`, or an instance of a subclass of it (an `AdwApplication`), for
    /// calls into GTK of your own.
    public let application: OpaquePointer
    let activate: @MainActor (G8GtkApplication) throws -> Void
    /// What `activate` threw: ``run(arguments:)`` throws it once the loop has ended.
    var failure: (any Error)?

    /// An app of id `id` (a reverse-DNS name such as `org.example.Profile`, or nil) that calls
    /// `activate` when GTK activates it.
    ///
    /// An error `activate` throws quits the app, and ``run(arguments:)`` throws it.
    public convenience init(
        id: String?, unique: Bool = false, activate: @escaping @MainActor (G8GtkApplication) throws -> Void
    ) {
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        self.init(adopting: OpaquePointer(gtk_application_new(id, flags)), activate: activate)
    }

    /// Runs an application made elsewhere, a `GtkApplication` or an instance of a subclass of
    /// it, taking over its reference: how ``G8GtkApplication`` serves other toolkits on GTK,
    /// such as libadwaita's `AdwApplication`.
    ///
    /// - Precondition: `application` is a `GtkApplication`.
    public init(adopting application: OpaquePointer, activate: @escaping @MainActor (G8GtkApplication) throws -> Void) {
        let object = UnsafeMutableRawPointer(application)
        precondition(
            g_type_is_a(g8_object_type(object), gtk_application_get_type()) != 0, "G8GtkApplication adopts only a GtkApplication")
        self.application = application
        self.activate = activate
        let box = Unmanaged.passRetained(UncheckedBox(Weak(self))).toOpaque()
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            let app = Unmanaged<UncheckedBox<Weak>>.fromOpaque(data).takeUnretainedValue().value.app
            MainActor.assumeIsolated { app?.activated() }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<UncheckedBox<Weak>>.fromOpaque(data).release()
        }
        g_signal_connect_data(object, "activate", unsafeBitCast(callback, to: GCallback.self), box, release, GConnectFlags(0))
    }

    /// The app, not kept alive by GTK's signal.
    final class Weak {
        weak var app: G8GtkApplication?
        init(_ app: G8GtkApplication) { self.app = app }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(application))
    }

    func activated() {
        do {
            try activate(self)
        } catch {
            failure = error
            quit()
        }
    }

    /// A new `GtkApplicationWindow` of the app: the app runs until the last of its windows
    /// closes.
    public func makeWindow() -> UnsafeMutablePointer<CGtk4.GtkWidget> {
        gtk_application_window_new(UnsafeMutablePointer(application))
    }

    /// Starts GTK (as ``G8Gtk/start()``), runs the app until its last window closes or
    /// ``quit()`` is called, and returns its exit status.
    ///
    /// - Parameter arguments: the command line GTK reads (options such as
    ///   `--gapplication-service`); the program's own by default. GTK refuses an option it
    ///   does not know, and the app then ends with status 1 before it is activated: a program
    ///   with options of its own passes only its name, `[CommandLine.arguments[0]]`.
    /// - Throws: ``G8GtkError/noDisplay(_:)`` without a display, or what `activate` threw.
    @discardableResult
    public func run(arguments: [String] = CommandLine.arguments) throws -> Int32 {
        try G8Gtk.start()
        failure = nil
        var pointers = arguments.map { strdup($0) }
        defer { for pointer in pointers { free(pointer) } }
        let status = pointers.withUnsafeMutableBufferPointer { buffer in
            g_application_run(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self), gint(buffer.count), buffer.baseAddress)
        }
        if let failure { throw failure }
        return status
    }

    /// Ends ``run(arguments:)`` once the main loop has handled what it is handling now, open
    /// windows or not.
    public func quit() {
        g_application_quit(UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self))
    }
}
