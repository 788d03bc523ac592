import Foundation
import G8Core
import G8Themes

extension G8ThemeManager {
    // MARK: Re-entry

    /// Runs `body` now, or queues it when called from inside the manager's own work (an
    /// applier calling back): see "Re-entry". The outermost call runs the queued calls when
    /// its own work is done and returns one report for all.
    func perform(_ body: @escaping () -> G8Report) -> G8Report {
        guard depth == 0 else {
            queued.append(body)
            return G8Report()
        }
        return performNow(body)
    }

    /// `perform` for a call made outside the manager's own work (`depth` is 0).
    func performNow(_ body: () -> G8Report) -> G8Report {
        depth = 1
        defer {
            depth = 0
            upcomingTheme = nil
        }
        var report = body()
        var rounds = 0
        while !queued.isEmpty {
            rounds += 1
            let batch = queued
            queued = []
            if rounds > G8ThemeManager.maximumReentryRounds {
                let dropped = G8Diagnostic(level: .error, path: "", kind: .custom(
                    "theme manager: \(batch.count) call\(batch.count == 1 ? "" : "s") made while restyling dropped: "
                        + "calls kept making calls for \(G8ThemeManager.maximumReentryRounds) rounds"))
                log(dropped)
                report.append(G8Report(diagnostics: [dropped]))
                break
            }
            for call in batch { report.append(call()) }
        }
        return report
    }
}
