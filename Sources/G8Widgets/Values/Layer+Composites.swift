// How a layer takes the composite values of the Design Tokens format: a shadow sets the four
// shadow properties, a border the two border properties. The keys `shadow` and `border` read
// these back, so journals restore them and theme switches undo them.

extension Layer {
    /// The layer's shadow as a ``Shadow``; setting it sets `shadowColor` (the color made
    /// opaque), `shadowOpacity` (the color's alpha), `shadowOffset` and `shadowRadius`
    /// (CSS blur / 2). Reading gives the color with the opacity as its alpha, and blur
    /// `2 × shadowRadius`; spread reads as 0 and is not drawn.
    var g8Shadow: Shadow {
        get {
            let base = shadowColor ?? .black
            return Shadow(
                color: base.withAlphaComponent(base.alpha * Double(shadowOpacity)),
                offsetX: shadowOffset.width, offsetY: shadowOffset.height, blur: shadowRadius * 2)
        }
        set {
            shadowColor = newValue.color.withAlphaComponent(1)
            shadowOpacity = Float(newValue.color.alpha)
            shadowOffset = Size(width: newValue.offsetX, height: newValue.offsetY)
            shadowRadius = newValue.blur / 2
        }
    }

    /// The layer's border as a ``Border``; setting it sets `borderColor` and `borderWidth`.
    /// Reading gives black for a layer without a border color, and a solid style.
    var g8Border: Border {
        get { Border(color: borderColor ?? .black, width: borderWidth) }
        set {
            borderColor = newValue.color
            borderWidth = newValue.width
        }
    }
}
