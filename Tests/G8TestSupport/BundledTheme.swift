import G8Widgets

/// The theme the remote and watcher tests start from: a brand color, a background with a dark
/// mode, a label style.
public let bundledJSON = """
    {
      "tokens": {
        "color": {
          "$type": "color",
          "brand": { "$value": "#66B31A" },
          "background": { "$value": "#FEFFFF", "$modes": { "dark": "#121212" } }
        }
      },
      "styles": {
        "title": { "textColor": "{color.brand}" },
        "screen": { "backgroundColor": "{color.background}" }
      }
    }
    """

/// The brand color a theme gives a label through the `title` style.
public func brand(of theme: G8Theme) -> String {
    let label = Label()
    guard let style = try? theme.style(named: "title") else { return "no style" }
    G8.standard.applyStyle(style, to: label)
    return label.textColor.map { "\($0)" } ?? "nil"
}
