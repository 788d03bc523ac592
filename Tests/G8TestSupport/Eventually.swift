import Foundation

/// Waits until `condition` holds, checking every 20 ms for at most `seconds`; whether it held.
/// Generous, for a machine busy with other builds; a passing test waits only as long as needed.
public func eventually(within seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 20_000_000)
    }
    return condition()
}
