import Foundation
import G8Core

/// The math that Tokens Studio writes in token values: `"{space.base} * 2"`,
/// `"roundTo({fontSizes.body} * 1.25^2)"`.
///
/// ``evaluate(_:resolve:)`` substitutes each `{a.b}` reference through a lookup, then, when the
/// text is arithmetic, computes it: numbers with an optional unit (`px`, `rem`, `em`, `pt`, `%`,
/// `ms`, `s`, `deg`), `+ - * / ^`, parentheses, unary minus, and the functions Tokens Studio
/// offers (`roundTo(x)` and `roundTo(x, digits)`, `round`, `floor`, `ceil`, `abs`, `sqrt`,
/// `min`, `max`, `pow`). A result with a unit is a string (`"20px"`); one without is a number.
/// Text that is not arithmetic (a color function such as `rgba({color.brand}, 0.5)`, a gradient)
/// comes back as a string with its references substituted, for the token's type to read.
///
/// ```swift
/// let sizes: [String: G8JSON] = ["space.base": .string("8px")]
/// G8TokenExpression.evaluate("{space.base} * 2") { sizes[$0] }       // .success(.string("16px"))
/// G8TokenExpression.evaluate("rgba({c}, 0.5)") { _ in .string("#FF0000") }
/// // .success(.string("rgba(#FF0000, 0.5)"))
/// ```
///
/// Units combine as Tokens Studio combines them: every operand that has a unit must have the
/// same one, and the result carries it; mixing units (`"1rem + 4px"`) is a problem, since the
/// conversion depends on a base the file does not state.
///
/// An expression nests at most ``maximumDepth`` levels: each parenthesis, function call, sign
/// and `^` is one. Deeper text is a problem, not a deeper recursion, so no input exhausts the stack.
public enum G8TokenExpression {
    /// Units a number may carry in an expression.
    public static let units: Set<String> = ["px", "rem", "em", "pt", "%", "ms", "s", "deg"]

    /// The most levels an expression nests: parentheses, function calls, signs (`-`, `+`) and
    /// powers (`^`) each open one. Beyond it ``evaluate(_:resolve:)`` reports a problem.
    public static let maximumDepth = 64

    /// Whether `text` holds a `{…}` reference or an arithmetic operator, so that it may need
    /// ``evaluate(_:resolve:)``. Plain values (`"16px"`, `"#FF0000"`) do not.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func needsEvaluation(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "^"), UInt8(ascii: "+"):
                return true
            case UInt8(ascii: "-") where previous == UInt8(ascii: " "):
                return true
            default: break
            }
            previous = byte
        }
        return false
    }

    /// Substitutes the references in `text` through `resolve` and computes it when it is
    /// arithmetic; see ``G8TokenExpression``.
    ///
    /// - Parameters:
    ///   - text: the token's value as written.
    ///   - resolve: the value of a token path (`"space.base"`), or nil when there is none.
    /// - Returns: the number (or `"20px"`-style string) computed, the text with its references
    ///   substituted when it is not arithmetic, or the problem: an unknown reference, a reference
    ///   to a value that is not a number inside arithmetic, mixed units, division by zero.
    public static func evaluate(
        _ text: String, resolve: (String) -> G8JSON?
    ) -> Result<G8JSON, G8ValueProblem> {
        // 1. References.
        var substituted = ""
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                return .failure(G8ValueProblem(expected: "a reference closed by '}'", got: .string(text)))
            }
            let literal = rest[rest.startIndex..<open]
            substituted += literal
            pieces.append(.text(String(literal)))
            let path = String(rest[rest.index(after: open)..<close]).trimmingSpaces()
            guard let value = resolve(path) else {
                return .failure(G8ValueProblem(
                    expected: "a reference to a token", actual: "{\(path)}", note: "no token is named '\(path)'"))
            }
            let written: String
            switch value {
            case .string(let string): written = string
            case .number(let number): written = G8JSON.format(number)
            case .integer, .bool, .null: written = value.description
            case .object, .array:
                if pieces.count == 1, literal.isEmpty, rest[rest.index(after: close)...].allSatisfy(\.isWhitespace) {
                    return .success(value)
                }
                return .failure(G8ValueProblem(
                    expected: "a reference to a single value inside an expression", got: value,
                    note: "{\(path)} is a composite value"))
            }
            substituted += written
            pieces.append(.value(written, path: path))
            rest = rest[rest.index(after: close)...]
        }
        substituted += rest
        pieces.append(.text(String(rest)))

        // A lone reference is an alias: its value as it is.
        let references = pieces.compactMap { piece -> String? in
            if case .value(_, let path) = piece { return path }
            return nil
        }
        if references.count == 1, text.trimmingSpaces().hasPrefix("{"), text.trimmingSpaces().hasSuffix("}"),
           text.trimmingSpaces().dropFirst().dropLast().allSatisfy({ $0 != "{" && $0 != "}" }),
           let value = resolve(references[0]) {
            return .success(value)
        }

        // 2. Arithmetic, when the text is arithmetic.
        guard let tokens = Lexer.tokens(of: substituted), tokens.contains(where: \.isOperatorOrFunction) else {
            return .success(.string(substituted))
        }
        var parser = Parser(tokens: tokens)
        let result: Quantity
        do {
            result = try parser.expression()
            guard parser.atEnd else { return .success(.string(substituted)) }
        } catch {
            switch error {
            case .notArithmetic:
                return .success(.string(substituted))
            case .problem(let reason):
                return .failure(G8ValueProblem(expected: "arithmetic that can be computed", got: .string(text), note: reason))
            }
        }
        guard result.value.isFinite else {
            return .failure(G8ValueProblem(expected: "arithmetic that can be computed", got: .string(text),
                                           note: "the result is not a finite number"))
        }
        guard let unit = result.unit else { return .success(.number(result.value)) }
        return .success(.string(format(result.value) + unit))
    }

    /// A number as an expression's result writes it: no trailing `.0`, at most 6 decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        return G8JSON.format(rounded == 0 ? 0 : rounded)
    }

    enum Piece {
        case text(String)
        case value(String, path: String)
    }

    struct Quantity {
        var value: Double
        var unit: String?
    }

    enum Token: Equatable {
        case number(Double, unit: String?)
        case symbol(Character)
        case name(String)

        var isOperatorOrFunction: Bool {
            switch self {
            case .symbol(let symbol): "+-*/^".contains(symbol)
            case .name: true
            case .number: false
            }
        }
    }

    enum Failure: Error {
        /// The text is not arithmetic after all (a color function, a list of values).
        case notArithmetic
        /// It is arithmetic that cannot be computed, and why.
        case problem(String)
    }

    enum Lexer {
        /// The tokens of `text`, or nil when it holds something arithmetic never has (`#`, quotes).
        static func tokens(of text: String) -> [Token]? {
            var tokens: [Token] = []
            let scalars = Array(text.unicodeScalars)
            var index = 0
            func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
            func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == " " || scalar == "\t" || scalar == "\n" {
                    index += 1
                } else if isDigit(scalar) || (scalar == "." && index + 1 < scalars.count && isDigit(scalars[index + 1])) {
                    var end = index
                    while end < scalars.count, isDigit(scalars[end]) || scalars[end] == "." { end += 1 }
                    if end < scalars.count, scalars[end] == "e" || scalars[end] == "E",
                       end + 1 < scalars.count, isDigit(scalars[end + 1]) || scalars[end + 1] == "-" || scalars[end + 1] == "+" {
                        end += 2
                        while end < scalars.count, isDigit(scalars[end]) { end += 1 }
                    }
                    guard let number = Double(String(String.UnicodeScalarView(scalars[index..<end]))) else { return nil }
                    var unitEnd = end
                    while unitEnd < scalars.count, isLetter(scalars[unitEnd]) || scalars[unitEnd] == "%" { unitEnd += 1 }
                    let unit = String(String.UnicodeScalarView(scalars[end..<unitEnd]))
                    if !unit.isEmpty, !G8TokenExpression.units.contains(unit) { return nil }
                    tokens.append(.number(number, unit: unit.isEmpty ? nil : unit))
                    index = unitEnd
                } else if isLetter(scalar) {
                    var end = index
                    while end < scalars.count, isLetter(scalars[end]) || isDigit(scalars[end]) || scalars[end] == "-" { end += 1 }
                    tokens.append(.name(String(String.UnicodeScalarView(scalars[index..<end]))))
                    index = end
                } else if "+-*/^(),".unicodeScalars.contains(scalar) {
                    tokens.append(.symbol(Character(scalar)))
                    index += 1
                } else {
                    return nil
                }
            }
            return tokens
        }
    }

    /// A recursive-descent parser that computes as it reads:
    /// expression = term (('+' | '-') term)*; term = power (('*' | '/') power)*;
    /// power = unary ('^' power)?; unary = '-' unary | primary;
    /// primary = number | '(' expression ')' | name '(' arguments ')'.
    ///
    /// Every recursion (an expression inside parentheses or a call, a sign, an exponent) goes
    /// one level deeper, and no deeper than ``G8TokenExpression/maximumDepth``.
    struct Parser {
        let tokens: [Token]
        var position = 0
        /// The levels open: see ``G8TokenExpression/maximumDepth``.
        var depth = 0

        init(tokens: [Token]) { self.tokens = tokens }

        var atEnd: Bool { position == tokens.count }

        func peek() -> Token? { position < tokens.count ? tokens[position] : nil }

        mutating func take(_ symbol: Character) -> Bool {
            guard peek() == .symbol(symbol) else { return false }
            position += 1
            return true
        }

        /// One level deeper, or the problem of nesting too deep; `leave()` closes it.
        mutating func enter() throws(Failure) {
            guard depth < G8TokenExpression.maximumDepth else {
                throw .problem("it nests deeper than the limit of \(G8TokenExpression.maximumDepth) levels "
                    + "(parentheses, functions, signs and powers)")
            }
            depth += 1
        }

        mutating func leave() { depth -= 1 }

        mutating func expression() throws(Failure) -> Quantity {
            try enter()
            defer { leave() }
            var left = try term()
            while true {
                if take("+") {
                    left = try Parser.combine(left, try term(), adding: true)
                } else if take("-") {
                    left = try Parser.combine(left, try term(), adding: false)
                } else {
                    return left
                }
            }
        }

        mutating func term() throws(Failure) -> Quantity {
            var left = try power()
            while true {
                if take("*") {
                    let right = try power()
                    left = Quantity(value: left.value * right.value, unit: try Parser.unit(left, right))
                } else if take("/") {
                    let right = try power()
                    guard right.value != 0 else { throw .problem("division by zero") }
                    // A length divided by a length of the same unit is a plain ratio.
                    let unit = left.unit == right.unit ? nil : try Parser.unit(left, right)
                    left = Quantity(value: left.value / right.value, unit: unit)
                } else {
                    return left
                }
            }
        }

        mutating func power() throws(Failure) -> Quantity {
            let base = try unary()
            guard take("^") else { return base }
            try enter()
            defer { leave() }
            let exponent = try power()
            guard exponent.unit == nil else { throw .problem("an exponent cannot have a unit") }
            return Quantity(value: Double.pow(base.value, exponent.value), unit: base.unit)
        }

        mutating func unary() throws(Failure) -> Quantity {
            if take("-") {
                try enter()
                defer { leave() }
                var operand = try unary()
                operand.value = -operand.value
                return operand
            }
            if take("+") {
                try enter()
                defer { leave() }
                return try unary()
            }
            return try primary()
        }

        mutating func primary() throws(Failure) -> Quantity {
            guard let token = peek() else { throw .notArithmetic }
            position += 1
            switch token {
            case .number(let value, let unit):
                return Quantity(value: value, unit: unit)
            case .symbol("("):
                let inner = try expression()
                guard take(")") else { throw .notArithmetic }
                return inner
            case .name(let name):
                guard take("(") else { throw .notArithmetic }
                var arguments: [Quantity] = []
                if !take(")") {
                    repeat { arguments.append(try expression()) } while take(",")
                    guard take(")") else { throw .notArithmetic }
                }
                return try Parser.call(name, arguments)
            case .symbol:
                throw .notArithmetic
            }
        }

        static func call(_ name: String, _ arguments: [Quantity]) throws(Failure) -> Quantity {
            func one(_ body: (Double) -> Double) throws(Failure) -> Quantity {
                guard arguments.count == 1 else { throw .problem("\(name)() takes one argument, got \(arguments.count)") }
                return Quantity(value: body(arguments[0].value), unit: arguments[0].unit)
            }
            switch name {
            case "roundTo":
                guard (1...2).contains(arguments.count) else {
                    throw .problem("roundTo() takes a value and an optional number of digits, got \(arguments.count) arguments")
                }
                let digits = arguments.count == 2 ? arguments[1].value : 0
                let scale = Double.pow(10, digits.rounded())
                return Quantity(value: (arguments[0].value * scale).rounded() / scale, unit: arguments[0].unit)
            case "round": return try one { $0.rounded() }
            case "floor": return try one { $0.rounded(.down) }
            case "ceil": return try one { $0.rounded(.up) }
            case "abs": return try one { Swift.abs($0) }
            case "sqrt": return try one { $0.squareRoot() }
            case "min", "max":
                guard let first = arguments.first else { throw .problem("\(name)() needs at least one argument") }
                var result = first
                for argument in arguments.dropFirst() {
                    result.unit = try unit(result, argument)
                    result.value = name == "min" ? Swift.min(result.value, argument.value) : Swift.max(result.value, argument.value)
                }
                return result
            case "pow":
                guard arguments.count == 2 else { throw .problem("pow() takes two arguments, got \(arguments.count)") }
                return Quantity(value: Double.pow(arguments[0].value, arguments[1].value), unit: arguments[0].unit)
            default:
                // A CSS function (rgba, linear-gradient, var): not arithmetic.
                throw .notArithmetic
            }
        }

        static func combine(_ left: Quantity, _ right: Quantity, adding: Bool) throws(Failure) -> Quantity {
            Quantity(value: adding ? left.value + right.value : left.value - right.value, unit: try unit(left, right))
        }

        static func unit(_ left: Quantity, _ right: Quantity) throws(Failure) -> String? {
            switch (left.unit, right.unit) {
            case (nil, let unit), (let unit, nil): return unit
            case (let a?, let b?):
                guard a == b else { throw .problem("cannot combine '\(a)' and '\(b)' without a conversion") }
                return a
            }
        }
    }
}

extension Double {
    fileprivate static func pow(_ base: Double, _ exponent: Double) -> Double {
        if exponent == exponent.rounded(), Swift.abs(exponent) <= 64 {
            var result = 1.0
            for _ in 0..<Int(Swift.abs(exponent)) { result *= base }
            return exponent < 0 ? 1 / result : result
        }
        return Foundation.pow(base, exponent)
    }
}

extension StringProtocol {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
