// CustomApplier: a widget of your own, styled through an applier you register.
//
//     swift run CustomApplier
//
// `AvatarView` adds `badgeColor` and `badgeSize` to `View`. The first applier is written in
// G8's closure form; the second declares properties, so the engine knows their names and
// types. Both report a wrong value as an error with the keypath; neither counts it as set.
import G8Widgets

final class AvatarView: View {
    var badgeColor: Color? = nil
    var badgeSize: Double = 8
    let nameLabel = Label()
}

final class ProfileController: ViewController {
    let avatar = AvatarView()
}

/// G8's closure form: switch on the key, set through `G8.applyValue`, return whether handled.
/// Listing the keys is optional; it lets the engine suggest them for typos.
let avatarBadgeColor = G8ValueApplier<AvatarView>(keys: ["badgeColor"]) { value, object, keyString, key in
    switch keyString {
    case "badgeColor": G8.applyValue(value, to: object, at: \.badgeColor)
    default: return false
    }
    return true
}

/// The property form: names and key paths, with a check on the size.
let avatarBadgeSize = G8ValueApplier<AvatarView>(properties: [
    G8Property("badgeSize", \.badgeSize, validate: { $0 >= 0 ? nil : "expected a size of 0 or more" })
])

var g8 = G8.standard
g8.add(valueApplier: avatarBadgeColor)
g8.add(valueApplier: avatarBadgeSize)
// The lines the default handler writes to standard error, here on standard output with the rest.
g8.logHandler = { diagnostic in print(diagnostic) }

let profile = ProfileController()
let style: G8Style = [
    "avatar": [
        "badgeColor": "#FF3B30",  // a hex string converts to Color
        "badgeSize": 12,  // Int converts to Double
        G8K.View.backgroundColor: Color.white,  // View's own applier still applies
        "nameLabel.textColor": Color.darkGray,
    ],
    "avatar.badgeSize": -1,  // refused by the check
    "avatar.badgeColor": 42,  // refused: not a color
    "avatar.badgeColour": Color.red,  // a typo
]

print("Applying the profile style:")
let report = g8.applyStyle(style, to: profile)
print("")
print("badgeColor = \(profile.avatar.badgeColor.map(String.init(describing:)) ?? "nil")")
print("badgeSize = \(profile.avatar.badgeSize)")
print(report.summary)
print("")
print(g8.dump(profile))
