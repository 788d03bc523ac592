// The libFuzzer entry point. scripts/fuzz.sh compiles it with the engine, the widgets and the
// harness into one module, defining FUZZ_THEME, FUZZ_MERGE, FUZZ_APPLY or FUZZ_MANAGER to pick the target.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    #if FUZZ_THEME
    G8FuzzHarness.loadTheme(bytes)
    #elseif FUZZ_MERGE
    G8FuzzHarness.mergeTheme(bytes)
    #elseif FUZZ_APPLY
    G8FuzzHarness.applyStyle(bytes)
    #elseif FUZZ_MANAGER
    G8FuzzHarness.driveManager(bytes)
    #endif
    return 0
}
