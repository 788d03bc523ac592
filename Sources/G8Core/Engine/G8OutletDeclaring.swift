/// A class that lists its outlets as key paths, so that styles reach them without reflection.
///
/// Outlets are otherwise found by reflecting over the class's stored properties, which is
/// correct but slow; a screen styled often (cells, repeated screens) can declare them instead:
///
/// ```swift
/// final class ProfileScreen: ViewController, G8OutletDeclaring {
///     let name = Label(), avatar = ImageView()
///     static let g8Outlets = G8Outlets<ProfileScreen>(["name": \.name, "avatar": \.avatar])
/// }
/// ```
///
/// Names not listed are still found by reflection.
public protocol G8OutletDeclaring: AnyObject {
    /// The class the key paths start from: the conforming class.
    associatedtype G8OutletRoot: AnyObject
    /// The outlets by name.
    static var g8Outlets: G8Outlets<G8OutletRoot> { get }
}
