import Foundation
import G8Widgets

/// Loads a theme from a string, as `theme.json`.
func theme(_ text: String) throws(G8ThemeError) -> G8Theme {
    try G8Theme(json: Data(text.utf8), file: "theme.json")
}

/// The lines of the error a theme string fails with, or `["loaded"]`.
func errors(_ text: String) -> [String] {
    do {
        _ = try theme(text)
        return ["loaded"]
    } catch {
        return error.diagnostics.map(\.description)
    }
}

/// An engine that logs nothing.
let quiet: G8 = {
    var g8 = G8.standard
    g8.logHandler = { _ in }
    return g8
}()

final class Screen: ViewController {
    let label1 = Label(), label2 = Label(), label3 = Label(), button1 = Button(), innerView = View()
}

let exampleTheme = """
    {
      "tokens": {
        "color": {
          "$type": "color",
          "brand":      { "$value": "#66B31A" },
          "text":       { "$value": "{color.brand}" },
          "background": { "$value": "#FEFFFF", "$modes": { "dark": "#121212" } }
        },
        "font": {
          "$type": "font",
          "body": { "$value": { "family": "Inter", "size": 16, "weight": "regular" } }
        },
        "space": { "$type": "number", "card": { "$value": 12 } }
      },
      "styles": {
        "commonLabel": { "font": "{font.body}", "textColor": "{color.text}" },
        "boldLabel":   { "superStyle": "commonLabel", "font": { "family": "Inter", "size": 16, "weight": "bold" } },
        "viewController": {
          "label1.textColor": "#FF0000",
          "label2": { "superStyle": "boldLabel" },
          "button1": { "titleColor:normal:highlighted": "{color.brand}" },
          "innerView.layer": { "cornerRadius": "{space.card}", "borderWidth": 1 },
          "view.backgroundColor": "{color.background}"
        }
      }
    }
    """
