import Foundation
import G8Widgets

enum ThemeBench {
    /// A theme of 30,000 tokens (300 groups of 100): in each group the first token has a value
    /// and each next one aliases the one before, so 29,700 aliases form chains up to 99 deep
    /// (100 tokens); plus 2,000 styles that use them, each but the first of every 32 with the
    /// one before as its superStyle (chains of 32, within ``G8/maximumDepth``). Without
    /// `superStyles`, every style stands alone: a look a server may send under the default
    /// remote policy, which refuses `superStyle`.
    static func generate(superStyles: Bool = true) -> Data {
        var json = "{\"tokens\": {"
        for group in 0..<300 {
            let isColor = group % 2 == 0
            json += "\"g\(group)\": {\"$type\": \"\(isColor ? "color" : "number")\""
            for index in 0..<100 {
                let value = index == 0
                    ? (isColor ? "\"#\(String(format: "%06X", group * 4099 % 0xFFFFFF))\"" : "\(group % 40)")
                    : "\"{g\(group).t\(index - 1)}\""
                json += ", \"t\(index)\": {\"$value\": \(value)}"
            }
            json += "}" + (group < 299 ? "," : "")
        }
        json += "}, \"styles\": {"
        for style in 0..<2000 {
            let color = "g\((style * 2) % 300).t\(style % 100)"
            let number = "g\((style * 2 + 1) % 300).t\((style * 7) % 100)"
            json += "\"s\(style)\": {"
            if superStyles && style % 32 != 0 { json += "\"superStyle\": \"s\(style - 1)\", " }
            json += "\"title.textColor\": \"{\(color)}\", \"card.layer.cornerRadius\": \"{\(number)}\", "
            json += "\"card.backgroundColor\": \"{\(color)}\", \"title.font\": {\"family\": \"Inter\", \"size\": 16}, "
            json += "\"action.titleColor:highlighted\": \"{\(color)}\"}"
            json += style < 1999 ? "," : ""
        }
        return Data((json + "}}").utf8)
    }

    static let light: G8Style = [G8K.Label.textColor: Color.black, G8K.View.backgroundColor: Color.white,
                                 "layer.cornerRadius": 4]
    static let dark: G8Style = [G8K.Label.textColor: Color.white, G8K.View.backgroundColor: Color.black,
                                "layer.cornerRadius": 6]

    static func switchingThemes() throws -> (G8Theme, G8Theme) {
        func theme(_ text: String, _ back: String, _ radius: Int) throws -> G8Theme {
            try G8Theme(json: Data(##"{"styles": {"label": {"textColor": "\##(text)", "backgroundColor": "\##(back)", "layer.cornerRadius": \##(radius)}}}"##.utf8))
        }
        return (try theme("#000000", "#FFFFFF", 4), try theme("#FFFFFF", "#000000", 6))
    }
}
