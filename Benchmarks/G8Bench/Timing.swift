import Foundation

/// How long things take, measured side by side: samples of the engine and of its baseline are
/// taken in turn, so both see the same machine load, and each figure is a median.
struct Timing {
    /// Samples per figure; each sample times `iterations` runs.
    let samples: Int
    let iterations: Int

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Nanoseconds per run of `body`, `iterations` runs a sample.
    func sample(_ body: () -> Void) -> Double {
        let start = Timing.now()
        for _ in 0..<iterations { body() }
        return Double(Timing.now() - start) / Double(iterations)
    }

    /// Median nanoseconds per run of each, measured in turn.
    func compare(_ engine: () -> Void, _ baseline: () -> Void) -> (engine: Double, baseline: Double) {
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<samples {
            a.append(sample(engine))
            b.append(sample(baseline))
        }
        return (Timing.median(a), Timing.median(b))
    }

    /// Median nanoseconds per run of `engine`, which needs fresh input made by `prepare` outside
    /// the timed part, and of `baseline`, which does not, sampled in turn as ``compare(_:_:)``
    /// does: each engine sample beside a baseline sample, so that a slow spell of the machine
    /// falls on both. The baseline runs `baselineIterations` times a sample (it is the faster).
    func compare<Input>(
        prepare: () -> Input, _ engine: (Input) -> Void, baseline: () -> Void, baselineIterations: Int
    ) -> (engine: Double, baseline: Double) {
        let baselineTiming = Timing(samples: 1, iterations: baselineIterations)
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<samples {
            let inputs = (0..<iterations).map { _ in prepare() }
            b.append(baselineTiming.sample(baseline))
            let start = Timing.now()
            for input in inputs { engine(input) }
            a.append(Double(Timing.now() - start) / Double(iterations))
        }
        return (Timing.median(a), Timing.median(b))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// Peak resident memory of this process, in bytes (Linux `VmHWM`), and current (`VmRSS`).
enum Memory {
    static func value(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            return (digits.first ?? 0) * 1024
        }
        return 0
    }
    static var peak: Int { value("VmHWM") }
    static var current: Int { value("VmRSS") }
}

/// Stops the run when an engine and its baseline disagree: a figure comparing different work
/// would be meaningless.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data(("g8-bench: " + message() + "\n").utf8))
        exit(1)
    }
}
