import Foundation
import G8Core

/// Tokens Studio's conventions, read without an option: its type names mapped onto the
/// format's, its values (numbers written as strings, `%` line heights, `x`/`y` shadows) turned
/// into the format's forms, and its math left to ``G8TokenExpression``.
enum G8TokenStudio {
    /// Tokens Studio's `$type` names and the format's types they stand for.
    static let types: [String: String] = [
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontSizes": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
        "paragraphIndent": "dimension", "fontFamilies": "fontFamily", "fontWeights": "fontWeight",
        "lineHeights": "number", "opacity": "number", "math": "number", "boxShadow": "shadow",
        "text": "string", "textCase": "string", "textDecoration": "string", "other": "string", "asset": "string",
    ]

    /// The one type a value without `$type` can have: a color object or a dimension or
    /// duration object. Nil for anything else, which is an error in a tokens file.
    static func inferredType(of json: G8JSON) -> String? {
        guard json.objectMembers != nil else { return nil }
        if json["colorSpace"] != nil, json["components"] != nil { return "color" }
        if json["value"]?.doubleValue != nil, let unit = json["unit"]?.stringValue {
            if unit == "px" || unit == "rem" { return "dimension" }
            if unit == "ms" || unit == "s" { return "duration" }
        }
        return nil
    }

    /// A number written as a string (`"4"`), or nil.
    private static func number(_ json: G8JSON) -> Double? {
        if let number = json.doubleValue { return number }
        guard let text = json.stringValue?.trimmingCharacters(in: .whitespaces), let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// A percentage written as a string (`"110%"`) as a fraction (`1.1`), or nil.
    private static func percentage(_ json: G8JSON) -> Double? {
        guard let text = json.stringValue, text.hasSuffix("%"), let number = Double(text.dropLast()) else { return nil }
        return number / 100
    }

    /// Tokens Studio's forms of a value turned into the format's, for a token of `type`.
    static func normalize(_ json: G8JSON, type: String) -> G8JSON {
        switch type {
        case "dimension":
            return number(json).map { .number($0) } ?? json
        case "number":
            return (number(json) ?? percentage(json)).map { .number($0) } ?? json
        case "fontWeight":
            if let number = number(json) { return .number(number) }
            guard let name = json.stringValue else { return json }
            return .string(name.lowercased().replacingOccurrences(of: " ", with: "-"))
        case "shadow":
            if case .array(let layers) = json { return .array(layers.map { normalize($0, type: "shadow") }) }
            guard let members = json.objectMembers, json["x"] != nil || json["y"] != nil else { return json }
            var result: [(key: String, value: G8JSON)] = []
            for member in members {
                switch member.key {
                case "x": result.append(("offsetX", normalize(member.value, type: "dimension")))
                case "y": result.append(("offsetY", normalize(member.value, type: "dimension")))
                case "blur", "spread": result.append((member.key, normalize(member.value, type: "dimension")))
                case "type": result.append(("inset", .bool(member.value.stringValue == "innerShadow")))
                default: result.append(member)
                }
            }
            return .object(result)
        case "border", "typography":
            guard let members = json.objectMembers else { return json }
            let fontSize = json["fontSize"].flatMap(number)
            var result: [(key: String, value: G8JSON)] = []
            for member in members {
                switch member.key {
                case "width", "fontSize": result.append((member.key, normalize(member.value, type: "dimension")))
                case "fontWeight": result.append((member.key, normalize(member.value, type: "fontWeight")))
                case "lineHeight":
                    if let value = number(member.value) ?? percentage(member.value) { result.append((member.key, .number(value))) }
                case "letterSpacing":
                    if let value = number(member.value) {
                        result.append((member.key, .number(value)))
                    } else if let fraction = percentage(member.value), let fontSize {
                        result.append((member.key, .number(fraction * fontSize)))
                    } else if percentage(member.value) == nil {
                        result.append(member)
                    }
                default: result.append(member)
                }
            }
            return .object(result)
        default:
            return json
        }
    }

    /// Values Tokens Studio allows that the format does not: several lengths in one
    /// (`"8px 16px"`), `%` and `em` lengths, and gradients among colors.
    static func accepts(_ json: G8JSON, type: String) -> Bool {
        guard let text = json.stringValue else { return false }
        switch type {
        case "dimension":
            let parts = text.split(separator: " ")
            return !parts.isEmpty && parts.allSatisfy { part in
                for unit in ["px", "rem", "em", "%", "pt", ""] where part.hasSuffix(unit) {
                    if Double(part.dropLast(unit.count)) != nil { return true }
                }
                return false
            }
        case "color":
            return text.hasPrefix("linear-gradient(") || text.hasPrefix("radial-gradient(")
        default:
            return false
        }
    }
}
