import Foundation
import G8Core
import G8Themes

extension G8ThemeManager {
    /// The state of the manager's own work: how deep in it this is (0 or 1; calls made at
    /// depth 1, by appliers, are queued), the calls queued, and the theme the queued switches
    /// lead to, against which queued mode switches and updates are checked.
    struct Reentry {
        var depth = 0
        var queued: [() -> G8Report] = []
        var upcomingTheme: G8Theme?

        /// Whether no work of the manager's is running: a call runs now, against the current
        /// theme (no switch is queued outside the manager's work).
        var isIdle: Bool { depth == 0 }

        /// The calls queued so far, taken out to run; nil when none is, and the manager's
        /// work is then done (``finish()``).
        mutating func takeQueuedOrFinish() -> [() -> G8Report]? {
            if queued.isEmpty {
                finish()
                return nil
            }
            defer { queued = [] }
            return queued
        }

        /// The manager's work and the calls it queued are done.
        mutating func finish() {
            depth = 0
            upcomingTheme = nil
        }
    }

    // MARK: Re-entry

    /// Runs `body` now, or queues it when called from inside the manager's own work (an
    /// applier calling back): see "Re-entry". The outermost call runs the queued calls when
    /// its own work is done and returns one report for all.
    func perform(_ body: @escaping () -> G8Report) -> G8Report {
        guard reentry.depth == 0 else {
            reentry.queued.append(body)
            return G8Report()
        }
        return performNow(body)
    }

    /// `perform` for a call made outside the manager's own work (`depth` is 0).
    func performNow(_ body: () -> G8Report) -> G8Report {
        reentry.depth = 1
        var report = body()
        var rounds = 0
        while let batch = reentry.takeQueuedOrFinish() {
            rounds += 1
            if rounds > G8ThemeManager.maximumReentryRounds {
                let dropped = G8Diagnostic(level: .error, path: "", kind: .custom(
                    "theme manager: \(batch.count) call\(batch.count == 1 ? "" : "s") made while restyling dropped: "
                        + "calls kept making calls for \(G8ThemeManager.maximumReentryRounds) rounds"))
                log(dropped)
                report.append(G8Report(diagnostics: [dropped]))
                reentry.finish()
                break
            }
            for call in batch { report.append(call()) }
        }
        return report
    }
}
