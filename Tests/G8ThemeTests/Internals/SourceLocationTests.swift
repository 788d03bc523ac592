import Testing
@testable import G8Core
@testable import G8Themes

@Suite("Lines and columns")
struct SourceLocationTests {
    @Test func columnsCountScalarsAndLinesCountNewlines() {
        let text = G8SourceText(name: "t.json", bytes: Array("ab\n\u{E9}\u{1F600}x\n".utf8))
        #expect(text.location(of: 0).description == "t.json:1:1")
        #expect(text.location(of: 3).description == "t.json:2:1")
        #expect(text.location(of: 9).description == "t.json:2:3")  // after é (2 bytes) and 😀 (4 bytes)
        #expect(text.location(of: 999).description == "t.json:3:1")
    }

    @Test func theEndOfADocumentOnABlockBoundaryHasTheRightColumn() {
        for length in [255, 256, 257, 512, 1000] {
            let text = G8SourceText(name: nil, bytes: Array(repeating: UInt8(ascii: "x"), count: length))
            #expect(text.location(of: length).column == length + 1, "length \(length)")
            #expect(text.location(of: length - 1).column == length)
        }
    }

    @Test func aTruncatedDocumentOfOneBlockPointsAtItsEnd() {
        let document = "{\"styles\": {\"s\": {\"text\": \"" + String(repeating: "y", count: 256 - 27)
        #expect(document.utf8.count == 256)
        #expect(throws: Never.self) {
            switch G8JSONParser.parse(Array(document.utf8)) {
            case .success: Issue.record("parsed")
            case .failure(let failure):
                #expect(G8SourceText(name: nil, bytes: Array(document.utf8)).location(of: failure.offset).column == 27)
            }
        }
    }
}
