import CGtk4
import G8Widgets

/// A button's titles by state, as `title`, `title:highlighted`, … set them: what the button
/// shows is the title of the state that wins among those it is in (``GtkControlState``'s
/// order, the later winning, as for the colours' CSS rules), or the normal title.
struct GtkStateTitles: Hashable, Sendable {
    /// The title in no other state: the label the button had when a state's title was first set.
    var normal: String?
    /// The titles of the other states.
    var others: [GtkControlState: String] = [:]

    /// The title to show in `flags`, GTK's state flags.
    func shown(in flags: GtkStateFlags) -> String? {
        for state in GtkControlState.allCases.reversed() where state != .normal {
            if let title = others[state], flags.rawValue & state.flag.rawValue != 0 { return title }
        }
        return normal
    }
}

extension GtkControlState {
    /// The GTK state flag of the state's pseudo-class; no flag for ``normal``.
    var flag: GtkStateFlags {
        switch self {
        case .normal: GTK_STATE_FLAG_NORMAL
        case .hover: GTK_STATE_FLAG_PRELIGHT
        case .focus: GTK_STATE_FLAG_FOCUSED
        case .checked: GTK_STATE_FLAG_CHECKED
        case .active: GTK_STATE_FLAG_ACTIVE
        case .disabled: GTK_STATE_FLAG_INSENSITIVE
        }
    }
}

extension GtkClasses.GtkButton {
    private var button: UnsafeMutablePointer<CButton> { GPtr.cast(_object, to: CButton.self) }

    /// The title set for `state`: for `normal`, the label the button shows in no other state.
    func title(for state: GtkControlState) -> String? {
        let titles: GtkStateTitles? = direct(.titles)
        if state == .normal { return titles.map(\.normal) ?? GPtr.string(gtk_button_get_label(button)) }
        return titles?.others[state]
    }

    /// Sets the title for `state`. The first title of a state other than `normal` keeps the
    /// label as the normal title and follows the button's state flags from then on.
    func setTitle(_ title: String?, for state: GtkControlState) {
        var titles: GtkStateTitles? = direct(.titles)
        if titles == nil {
            guard state != .normal else {
                gtk_button_set_label(button, title ?? "")
                return
            }
            titles = GtkStateTitles(normal: GPtr.string(gtk_button_get_label(button)))
            followStateFlags()
        }
        guard var titles else { return }
        if state == .normal { titles.normal = title } else { titles.others[state] = title }
        _direct[.titles] = AnyHashable(titles)
        showTitle()
    }

    /// Shows the title of the state the button is in, when it is not shown already.
    func showTitle() {
        guard let titles: GtkStateTitles = direct(.titles) else { return }
        let shown = titles.shown(in: gtk_widget_get_state_flags(widget)) ?? ""
        if GPtr.string(gtk_button_get_label(button)) ?? "" != shown { gtk_button_set_label(button, shown) }
    }

    /// Shows the state's title each time the button's state flags change. The handler holds the
    /// node weakly: a widget that outlives its node (its interface freed, the widget still in a
    /// window) keeps the title it shows.
    private func followStateFlags() {
        let box = Unmanaged.passRetained(WeakButton(self)).toOpaque()
        let callback: @convention(c) (gpointer?, GtkStateFlags, gpointer?) -> Void = { _, _, data in
            guard let data else { return }
            let node = Unmanaged<WeakButton>.fromOpaque(data).takeUnretainedValue().node
            MainActor.assumeIsolated { node?.showTitle() }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<WeakButton>.fromOpaque(data).release()
        }
        g_signal_connect_data(_object, "state-flags-changed", unsafeBitCast(callback, to: GCallback.self), box, release, GConnectFlags(0))
    }

    /// The node a signal handler reaches, held weakly; released with the handler.
    private final class WeakButton {
        weak var node: GtkClasses.GtkButton?
        init(_ node: GtkClasses.GtkButton) { self.node = node }
    }
}
