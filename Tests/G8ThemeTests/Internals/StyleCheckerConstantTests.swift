import Testing
@testable import G8Core
@testable import G8Themes

/// Constants the loader keeps as literals, so that its hot loops read no global that must be
/// initialized first: each is held here to what it stands for.
@Suite("Loader constants")
struct StyleCheckerConstantTests {
    @Test func theSuperStyleLengthIsTheKeysLength() {
        #expect(G8StyleChecker.superStyleLength == G8Style.superStyleKey.stringValue.utf8.count)
    }

    @Test func eachPowerOfTenIsTheExactDouble() {
        for exponent in 0...15 {
            #expect(G8JSONParser.powerOfTen(exponent) == Double("1e\(exponent)"), "10^\(exponent)")
        }
    }
}
