import G8Core

/// A style value's name and JSON (references resolved): the key of the style checker's
/// conversions (``G8StyleChecker/Learned/checkedValues``); a `$type` and a token's value, the key
/// of the alias resolver's type checks (``G8AliasResolver/Learned/typeCheckedValues``).
struct G8CheckedValue: Hashable {
    let name: String
    let json: G8JSON
}

/// Style values by name and JSON, with what each converted to (nil for a property that
/// keeps the JSON as it is): conversions depend on nothing else, so a theme hands its own
/// to the checks of its merges and modes.
typealias G8Conversions = [G8CheckedValue: (any G8Value)?]
