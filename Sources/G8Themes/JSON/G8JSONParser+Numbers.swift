import G8Core

/// Numbers: checked as RFC 8259 writes them, converted as `Double(String)` converts them, except
/// integer literals beyond ±2⁵³ that fit `Int`, kept exactly.
extension G8JSONParser {
    mutating func parseNumber() throws(G8JSONParseError) -> G8JSONNode.Value {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw G8JSONParseError(message: "expected a digit, found \(describeCurrent())", offset: index)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw G8JSONParseError(message: "numbers cannot have leading zeros", offset: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var isFraction = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isFraction = true
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw G8JSONParseError(message: "expected a digit after '.', found \(describeCurrent())", offset: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isFraction = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw G8JSONParseError(message: "expected a digit in the exponent, found \(describeCurrent())", offset: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if let value = exactNumber(from: start) { return .number(value) }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if !isFraction, let integer = Int(text), integer.magnitude > UInt(G8JSON.exactIntegerLimit) { return .integer(integer) }
        guard let value = Double(text), value.isFinite else {
            throw G8JSONParseError(message: "the number \(text) is out of range", offset: start)
        }
        return .number(value)
    }

    /// The number from `start` to the parser's index, a valid literal, when it has no exponent
    /// and at most 15 digits: its digits as an integer, divided by the power of ten of its
    /// fraction. Both are exact in a `Double` and one division rounds correctly, so the result
    /// is what `Double(String)` gives (the classic fast path of decimal conversion), without
    /// making a `String` and calling `strtod` for each of a theme's numbers. Nil otherwise.
    func exactNumber(from start: Int) -> Double? {
        let negative = bytes[start] == UInt8(ascii: "-")
        var digits: Int64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var inFraction = false
        for position in (negative ? start + 1 : start)..<index {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard isDigit(byte) else { return nil }  // an exponent
            digitCount += 1
            guard digitCount <= 15 else { return nil }
            digits = digits * 10 + Int64(byte - UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
        }
        let value = Double(digits) / G8JSONParser.powerOfTen(fractionDigits)
        return negative ? -value : value
    }

    /// 10 to the power `exponent` (0 to 15), exact in a `Double`: 10ⁿ is 5ⁿ·2ⁿ and 5¹⁵ is below
    /// 2⁵³, so no product on the way rounds. A loop, not a global table, which would be checked
    /// for initialization on every number read.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
