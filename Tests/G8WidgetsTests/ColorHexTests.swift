import Testing
import G8Widgets

@Suite("Colors from hex strings")
struct ColorHexTests {
    @Test("Three, six and eight digits give each component exactly, with or without '#', in either case")
    func components() {
        #expect(Color(hex: "#F80") == Color(red: 1, green: Double(0x88) / 255, blue: 0))
        #expect(Color(hex: "66B31A") == Color(red: Double(0x66) / 255, green: Double(0xB3) / 255, blue: Double(0x1A) / 255))
        #expect(Color(hex: "#66b31a") == Color(hex: "#66B31A"))
        #expect(Color(hex: "#11223344")
            == Color(red: Double(0x11) / 255, green: Double(0x22) / 255, blue: Double(0x33) / 255, alpha: Double(0x44) / 255))
        #expect(Color(hex: "#FFFFFF00")?.alpha == 0)
        #expect(Color(hex: "#000") == Color(red: 0, green: 0, blue: 0))
    }

    @Test("Any other length, or a byte that is not a hex digit, is no color")
    func refusals() {
        for text in ["", "#", "#1", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GG0000", "##123", "#12 34 5",
                     "#12345é", "#０００"]
        {
            #expect(Color(hex: text) == nil, Comment(rawValue: text))
        }
    }
}
