// The libFuzzer entry point. scripts/fuzz.sh compiles it with the engine, the widgets and the
// harness into one module, built once for every target; the environment variable
// G8_FUZZ_TARGET (theme, merge, tokens, apply or manager) picks the target when it runs.

import Foundation

/// The target G8_FUZZ_TARGET names, read once.
private let fuzzTarget: @Sendable ([UInt8]) -> Void = {
    switch ProcessInfo.processInfo.environment["G8_FUZZ_TARGET"] {
    case "theme": return G8FuzzHarness.loadTheme
    case "merge": return G8FuzzHarness.mergeTheme
    case "tokens": return G8FuzzHarness.loadDesignTokens
    case "apply": return G8FuzzHarness.applyStyle
    case "manager": return G8FuzzHarness.driveManager
    case let other:
        FileHandle.standardError.write(Data("G8_FUZZ_TARGET must be theme, merge, tokens, apply or manager, not \(other ?? "unset")\n".utf8))
        exit(2)
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzTarget(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
