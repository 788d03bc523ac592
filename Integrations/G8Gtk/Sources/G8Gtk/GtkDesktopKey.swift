import G8Widgets

/// The keys of the Settings portal's namespace `org.freedesktop.appearance` that make an
/// ``GtkDesktop/Appearance``, and how each value is read.
///
/// The portal's documentation defines them: `color-scheme` `u` (0 no preference, 1 dark,
/// 2 light), `contrast` `u` (0 normal, 1 high), `accent-color` `(ddd)` (sRGB, each from 0 to
/// 1; out of range means unset) and `reduced-motion` `u` (0 no preference, 1 reduced). An
/// unknown number counts as 0, as the documentation says. A value of another type is taken as
/// "no preference" too, and reported.
enum GtkDesktopKey: String, CaseIterable {
    case colorScheme = "color-scheme"
    case contrast
    case accentColor = "accent-color"
    case reducedMotion = "reduced-motion"

    /// The portal's namespace of these keys.
    static let namespace = "org.freedesktop.appearance"

    /// The key's full name, the path of its diagnostics: `org.freedesktop.appearance.color-scheme`.
    var path: String { GtkDesktopKey.namespace + "." + rawValue }

    /// The type the portal documents for the key.
    var expectedType: String { self == .accentColor ? "(ddd)" : "u" }

    /// What the key's values mean, for the diagnostic of a value of another type.
    var meaning: String {
        switch self {
        case .colorScheme: "0 no preference, 1 dark, 2 light"
        case .contrast: "0 normal, 1 high"
        case .accentColor: "red, green and blue from 0 to 1"
        case .reducedMotion: "0 no preference, 1 reduced"
        }
    }

    /// What a value of another type is taken as.
    var fallback: String {
        switch self {
        case .colorScheme: "no preference"
        case .contrast: "normal"
        case .accentColor: "unset"
        case .reducedMotion: "no preference"
        }
    }

    /// Sets this key's part of `appearance` from `value` (nil: the key is not set). Returns
    /// the warning's message when the value is not of the documented type; the part is then
    /// "no preference".
    func read(_ value: GtkVariant?, into appearance: inout GtkDesktop.Appearance) -> String? {
        let value = value?.unboxed
        let number = value?.uint32
        switch self {
        case .colorScheme: appearance.colorScheme = number == 1 ? .dark : number == 2 ? .light : .noPreference
        case .contrast: appearance.contrast = number == 1 ? .high : .normal
        case .reducedMotion: appearance.reducedMotion = number == 1
        case .accentColor: appearance.accent = value.flatMap(GtkDesktopKey.accent)
        }
        guard let value, value.typeString != expectedType else { return nil }
        return "the settings portal answered \(value.text) of type '\(value.typeString)'; expected type '\(expectedType)' (\(meaning)): taken as \(fallback)"
    }

    /// The colour of an `accent-color` value: nil unless it is a `(ddd)` whose three members are
    /// each from 0 to 1 (the portal's way of saying "unset" is a value out of that range).
    static func accent(_ value: GtkVariant) -> Color? {
        guard value.typeString == "(ddd)" else { return nil }
        let parts = value.children.compactMap(\.double)
        guard parts.count == 3, parts.allSatisfy({ $0 >= 0 && $0 <= 1 }) else { return nil }
        return Color(red: parts[0], green: parts[1], blue: parts[2])
    }
}
