import Foundation
import G8Gtk

extension GtkSnapshotter {
    /// The name that stands for a theme's default values, unless the theme has a mode of
    /// that name: `light`, as ``GtkDesktop/Preference/light`` is the default mode.
    public static let defaultModeName = "light"

    /// The mode to switch `manager` to for the mode named `name`: nil (the default values)
    /// for ``defaultModeName`` when the theme has no mode of that name, else `name`.
    @MainActor
    public static func themeMode(named name: String, in manager: G8ThemeManager) -> String? {
        name == defaultModeName && !manager.theme.modes.contains(name) ? nil : name
    }

    /// The names of every mode of `manager`'s theme: ``defaultModeName`` for the default
    /// values, then the theme's modes, in the order written.
    @MainActor
    public static func allModes(of manager: G8ThemeManager) -> [String] {
        manager.theme.modes.contains(defaultModeName) ? manager.theme.modes : [defaultModeName] + manager.theme.modes
    }

    /// Renders the widget `id` of `ui` in each of `modes` and verifies each picture as the
    /// snapshot `name.mode` (`gallery.dark`); with no modes, as it is, as the snapshot `name`.
    ///
    /// Turns GTK's animations off first (see ``holdStill()``). Switches `manager` to each
    /// mode in turn, and back to its mode before. A mode that
    /// cannot be switched to or rendered is a failure of that mode's snapshot, and the others
    /// are still taken.
    ///
    /// - Returns: one outcome per mode, in the order given.
    @MainActor
    public func verify(_ ui: GtkInterface, _ id: String, named name: String, modes: [String], manager: G8ThemeManager?) -> [GtkSnapshotOutcome] {
        Self.holdStill()
        guard !modes.isEmpty else { return [verifyRendering(ui, id, named: name)] }
        guard let manager else {
            return modes.map { mode in
                .failed(GtkSnapshotFailure(name: "\(name).\(mode)", reference: referenceURL(named: "\(name).\(mode)"),
                                           reason: .cannotRender("modes need a theme manager to switch them")))
            }
        }
        let before = manager.mode
        defer { if manager.mode != before { _ = try? manager.switchMode(to: before) } }
        let known = Self.allModes(of: manager)
        return modes.map { mode in
            let snapshot = "\(name).\(mode)"
            guard known.contains(mode) else {
                let suggestion = G8Suggestion.nearest(to: mode, in: known).map { "; did you mean '\($0)'?" } ?? ""
                let why = "unknown mode '\(mode)'; the theme has \(known.joined(separator: ", "))\(suggestion)"
                return .failed(GtkSnapshotFailure(name: snapshot, reference: referenceURL(named: snapshot), reason: .cannotRender(why)))
            }
            do {
                try manager.switchMode(to: Self.themeMode(named: mode, in: manager))
            } catch {
                return .failed(GtkSnapshotFailure(name: snapshot, reference: referenceURL(named: snapshot), reason: .cannotRender("\(error)")))
            }
            return verifyRendering(ui, id, named: snapshot)
        }
    }

    @MainActor
    func verifyRendering(_ ui: GtkInterface, _ id: String, named name: String) -> GtkSnapshotOutcome {
        do throws(G8GtkError) {
            return verify(try ui.renderPixels(of: id), named: name)
        } catch {
            return .failed(GtkSnapshotFailure(name: name, reference: referenceURL(named: name), reason: .cannotRender(error.description)))
        }
    }
}
