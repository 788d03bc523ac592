/// Builds the JSON Schema of the theme format from an engine's appliers: what `g8 schema`
/// writes and ``G8/jsonSchema()`` returns.
@usableFromInline
package enum G8SchemaWriter {
    /// The schema of the JSON values a property of type `type` takes: numbers (and dimension
    /// strings such as `"16px"`) for numeric types, strings, Booleans, and what a
    /// ``G8ValueConvertible`` type says of itself; `null` as well for an optional.
    @usableFromInline
    static func shape(of type: Any.Type) -> G8JSON {
        let target = G8ConversionTarget(type)
        let wrapped = target.optional?.g8WrappedType ?? type
        var shape: G8JSON
        if target.number != nil {
            let kind = wrapped is any BinaryInteger.Type ? "integer" : "number"
            shape = object(("anyOf", .array([object(("type", .string(kind))), reference("dimension")])))
        } else if wrapped == String.self {
            shape = object(("type", .string("string")))
        } else if wrapped == Bool.self {
            shape = object(("type", .string("boolean")))
        } else if let convertible = target.convertible {
            shape = convertible.g8JSONSchema
        } else {
            shape = object()
        }
        if target.optional != nil, shape != object() {
            shape = object(("anyOf", .array([shape, object(("type", .string("null")))])))
        }
        return shape
    }

    /// `{"$ref": "#/$defs/name"}`.
    package static func reference(_ name: String) -> G8JSON {
        object(("$ref", .string("#/$defs/" + name)))
    }

    /// An object with its members in the order given.
    package static func object(_ members: (String, G8JSON)...) -> G8JSON {
        .object(members.map { (key: $0.0, value: $0.1) })
    }

    /// The bounds the property's own check puts on numbers, found by asking it: a minimum of
    /// 0 or 1 and a maximum of 1 when a number just past them is refused. Empty when there
    /// are none, or the property does not take numbers.
    static func bounds(of property: G8AnyProperty, integer: Bool) -> [(key: String, value: G8JSON)] {
        func accepts(_ number: Double) -> Bool {
            if integer {
                guard let int = Int(exactly: number) else { return false }
                if case .success = property.check(int) { return true }
                return false
            }
            if case .success = property.check(number) { return true }
            return false
        }
        let step = integer ? 1.0 : 0.001
        var bounds: [(key: String, value: G8JSON)] = []
        if let minimum = [0.0, 1.0].first(where: { accepts($0) && !accepts($0 - step) && !accepts(-1_000_000) }) {
            bounds.append((key: "minimum", value: .number(minimum)))
        }
        if accepts(1), !accepts(1 + step), !accepts(1_000_000) {
            bounds.append((key: "maximum", value: .number(1)))
        }
        return bounds
    }

    /// The shape of one property's values with the bounds of its check, as `value.NAME` holds it.
    package static func propertyShape(_ property: G8AnyProperty) -> G8JSON {
        var shape = property.valueSchema()
        // A numeric shape is `anyOf: [{"type": "number"|"integer"}, dimension]`, maybe inside
        // the optional's `anyOf`; the bounds go on the number.
        func bounded(_ json: G8JSON) -> G8JSON {
            guard case .object(var members) = json else { return json }
            if let index = members.firstIndex(where: { $0.key == "type" }),
                case .string(let kind) = members[index].value, kind == "number" || kind == "integer"
            {
                members += bounds(of: property, integer: kind == "integer")
                return .object(members)
            }
            if let index = members.firstIndex(where: { $0.key == "anyOf" }), case .array(let options) = members[index].value {
                members[index].value = .array(options.map(bounded))
            }
            return .object(members)
        }
        shape = bounded(shape)
        return shape
    }

    /// A regular expression matching `text` literally.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
