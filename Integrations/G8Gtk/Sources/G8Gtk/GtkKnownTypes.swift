import CGtk4
import Foundation

/// The node classes by GType name, with the functions that register those GTypes.
enum GtkKnownTypes {
    static let all: [(name: String, type: GtkNode.Type, get: @Sendable () -> GType)] = [
        ("GObject", GtkClasses.GObject.self, { g8_type_object() }),
        ("GtkWidget", GtkClasses.GtkWidget.self, { gtk_widget_get_type() }),
        ("GtkWindow", GtkClasses.GtkWindow.self, { gtk_window_get_type() }),
        ("GtkApplicationWindow", GtkClasses.GtkApplicationWindow.self, { gtk_application_window_get_type() }),
        ("GtkDialog", GtkClasses.GtkDialog.self, { gtk_dialog_get_type() }),
        ("GtkButton", GtkClasses.GtkButton.self, { gtk_button_get_type() }),
        ("GtkToggleButton", GtkClasses.GtkToggleButton.self, { gtk_toggle_button_get_type() }),
        ("GtkLinkButton", GtkClasses.GtkLinkButton.self, { gtk_link_button_get_type() }),
        ("GtkCheckButton", GtkClasses.GtkCheckButton.self, { gtk_check_button_get_type() }),
        ("GtkMenuButton", GtkClasses.GtkMenuButton.self, { gtk_menu_button_get_type() }),
        ("GtkLabel", GtkClasses.GtkLabel.self, { gtk_label_get_type() }),
        ("GtkBox", GtkClasses.GtkBox.self, { gtk_box_get_type() }),
        ("GtkCenterBox", GtkClasses.GtkCenterBox.self, { gtk_center_box_get_type() }),
        ("GtkGrid", GtkClasses.GtkGrid.self, { gtk_grid_get_type() }),
        ("GtkFrame", GtkClasses.GtkFrame.self, { gtk_frame_get_type() }),
        ("GtkOverlay", GtkClasses.GtkOverlay.self, { gtk_overlay_get_type() }),
        ("GtkHeaderBar", GtkClasses.GtkHeaderBar.self, { gtk_header_bar_get_type() }),
        ("GtkEntry", GtkClasses.GtkEntry.self, { gtk_entry_get_type() }),
        ("GtkPasswordEntry", GtkClasses.GtkPasswordEntry.self, { gtk_password_entry_get_type() }),
        ("GtkSearchEntry", GtkClasses.GtkSearchEntry.self, { gtk_search_entry_get_type() }),
        ("GtkText", GtkClasses.GtkText.self, { gtk_text_get_type() }),
        ("GtkSpinButton", GtkClasses.GtkSpinButton.self, { gtk_spin_button_get_type() }),
        ("GtkTextView", GtkClasses.GtkTextView.self, { gtk_text_view_get_type() }),
        ("GtkImage", GtkClasses.GtkImage.self, { gtk_image_get_type() }),
        ("GtkPicture", GtkClasses.GtkPicture.self, { gtk_picture_get_type() }),
        ("GtkSwitch", GtkClasses.GtkSwitch.self, { gtk_switch_get_type() }),
        ("GtkRange", GtkClasses.GtkRange.self, { gtk_range_get_type() }),
        ("GtkScale", GtkClasses.GtkScale.self, { gtk_scale_get_type() }),
        ("GtkProgressBar", GtkClasses.GtkProgressBar.self, { gtk_progress_bar_get_type() }),
        ("GtkLevelBar", GtkClasses.GtkLevelBar.self, { gtk_level_bar_get_type() }),
        ("GtkSpinner", GtkClasses.GtkSpinner.self, { gtk_spinner_get_type() }),
        ("GtkSeparator", GtkClasses.GtkSeparator.self, { gtk_separator_get_type() }),
        ("GtkScrolledWindow", GtkClasses.GtkScrolledWindow.self, { gtk_scrolled_window_get_type() }),
        ("GtkStack", GtkClasses.GtkStack.self, { gtk_stack_get_type() }),
        ("GtkNotebook", GtkClasses.GtkNotebook.self, { gtk_notebook_get_type() }),
        ("GtkPaned", GtkClasses.GtkPaned.self, { gtk_paned_get_type() }),
        ("GtkRevealer", GtkClasses.GtkRevealer.self, { gtk_revealer_get_type() }),
        ("GtkExpander", GtkClasses.GtkExpander.self, { gtk_expander_get_type() }),
        ("GtkListBox", GtkClasses.GtkListBox.self, { gtk_list_box_get_type() }),
        ("GtkDrawingArea", GtkClasses.GtkDrawingArea.self, { gtk_drawing_area_get_type() }),
        ("GtkAdjustment", GtkClasses.GtkAdjustment.self, { gtk_adjustment_get_type() }),
    ]

    static let byName: [String: GtkNode.Type] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.type) })

    /// The node class for an object of `type`: its own, or its nearest ancestor's.
    static func nodeClass(for type: GType) -> GtkNode.Type {
        var current = type
        while current != 0 {
            if let known = byName[GPtr.typeName(current)] { return known }
            current = g_type_parent(current)
        }
        return GtkClasses.GObject.self
    }

    /// The node for a GObject.
    static func node(for object: UnsafeMutableRawPointer, id: String?) -> GtkNode {
        nodeClass(for: g8_object_type(object)).init(retaining: object, id: id)
    }
}

/// The main thread and GTK's main loop.
enum GtkMain {
    /// The thread that started GTK: the main actor's.
    nonisolated(unsafe) static var owner: pthread_t?

    /// Whether this is GTK's thread.
    static var isGtkThread: Bool {
        guard let owner else { return false }
        return pthread_equal(owner, pthread_self()) != 0
    }

    /// Drops a reference, on the main thread: at once when on it, from GTK's main loop when not.
    static func release(_ object: UnsafeMutableRawPointer) {
        if isGtkThread {
            g_object_unref(object)
        } else {
            g_idle_add({ object in
                if let object { g_object_unref(object) }
                return 0
            }, object)
        }
    }
}
