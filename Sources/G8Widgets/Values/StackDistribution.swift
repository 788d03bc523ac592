/// How a stack view sizes views along its axis, like `UIStackView.Distribution`.
public enum StackDistribution: String, G8NamedCases {
    /// Views fill the axis, the first flexible one taking what is left; the default.
    case fill
    /// Views share the axis equally.
    case fillEqually
    /// Views share the axis in proportion to their natural sizes.
    case fillProportionally
    /// Views keep their sizes with equal space between them.
    case equalSpacing
    /// Views are placed with equal distances between their centres.
    case equalCentering
}
