/// What one application asks of the engine. Every way into an application (``G8/applyStyle(_:to:)``,
/// ``G8/validate(_:against:)``, the journaled ``G8/applyStyle(_:to:journal:)``, theme managers,
/// appearance defaults) states its options here and goes through one of the two `run`
/// functions (G8+Apply.swift), which own the plan lookup (G8+PlanLookup.swift) and the strict
/// check (G8+StrictCheck.swift), so strict mode means the same on every path.
package struct G8RunOptions {
    /// Validate first and apply nothing when an error would occur; take back what was set when
    /// one shows only while applying.
    var isStrict: Bool
    /// Whether diagnostics go to the log handler as they happen (a theme manager logs them
    /// itself, with its own paths).
    var logging = true
    /// Whether a journaled application reads the values it left, for
    /// ``G8Journal/changedSinceApplied()``; a theme manager does not need them.
    var capturesApplied = true
    /// Whether to set nothing: every lookup, conversion and check is made, and the report says
    /// what applying would (``G8/validate(_:against:)``).
    var isDryRun = false

    /// Options for a run; strict as `isStrict`, the rest as documented on each.
    package init(isStrict: Bool, logging: Bool = true, capturesApplied: Bool = true, isDryRun: Bool = false) {
        self.isStrict = isStrict
        self.logging = logging
        self.capturesApplied = capturesApplied
        self.isDryRun = isDryRun
    }
}
