import Foundation

/// Numbers convert into any numeric type that holds them exactly.
protocol G8Number {
    var g8Double: Double { get }
    var g8Int: Int? { get }
    var g8IsFinite: Bool { get }
    static func g8Make(from number: any G8Number) -> Self?
}

extension G8Number where Self: BinaryInteger {
    var g8Double: Double { Double(self) }
    var g8Int: Int? { Int(exactly: self) }
    var g8IsFinite: Bool { true }
    static func g8Make(from number: any G8Number) -> Self? {
        if let int = number.g8Int { return Self(exactly: int) }
        if let unsigned = number as? UInt64 { return Self(exactly: unsigned) }
        if let unsigned = number as? UInt { return Self(exactly: unsigned) }
        return Self(exactly: number.g8Double)
    }
}

extension G8Number where Self: BinaryFloatingPoint {
    var g8Int: Int? { nil }
    var g8IsFinite: Bool { isFinite }
    static func g8Make(from number: any G8Number) -> Self? {
        guard number.g8IsFinite else { return nil }
        let converted = Self(number.g8Double)
        return converted.isFinite ? converted : nil
    }
}

extension Int: G8Number {}

extension Int8: G8Number {}

extension Int16: G8Number {}

extension Int32: G8Number {}

extension Int64: G8Number {}

extension UInt: G8Number {}

extension UInt8: G8Number {}

extension UInt16: G8Number {}

extension UInt32: G8Number {}

extension UInt64: G8Number {}

extension Double: G8Number { var g8Double: Double { self } }

extension Float: G8Number { var g8Double: Double { Double(self) } }

extension CGFloat: G8Number { var g8Double: Double { Double(self) } }
