import G8Widgets

// The keys only G8Gtk has. The keys it shares with the model widgets are theirs
// (`G8K.Label.textColor`, `G8K.Layer.cornerRadius`): one name, type, state list and check a key.

extension G8.Keys {
    /// Keys of every GTK widget that the model widgets do not have.
    public enum GtkWidget {
        /// `String?`: raw CSS declarations for the widget's own rule (no braces, at-rules,
        /// `url(`, comments or escapes), which GTK's parser checks when the value is applied.
        public static let css: G8Key = "css"
    }

    /// Keys of `GtkTextView` that the model's ``TextView`` does not have.
    public enum GtkTextView {
        /// `String?`: the buffer's whole text.
        public static let text: G8Key = "text"
    }
}

/// The name of a widget's ``Layer`` child, `G8K.View.layer`, split off once: child lookups
/// compare with it for every keypath through a widget.
enum GtkLayerKey {
    static let name = G8K.View.layer.name
}
