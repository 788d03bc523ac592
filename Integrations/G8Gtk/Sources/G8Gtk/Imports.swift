// The engine's modules, re-exported: `import G8Gtk` is all an app writes. The other files of
// this module import `G8Widgets` (the values and keys) and `CGtk4` (GTK's C API) only.
@_exported import G8Widgets
