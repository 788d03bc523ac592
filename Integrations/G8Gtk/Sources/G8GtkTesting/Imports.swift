@_exported import G8Gtk
@_exported import G8GtkSnapshot
