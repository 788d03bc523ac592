// g8: lint a theme, preview it as a picture, dump the styled demo screen.
//
//     swift run g8 --help
//
// A team's own tool is the same line with its engine and screens (see Examples/TeamTool).
import G8Tool
import G8Widgets
import G8Preview

G8Tool.main(engine: .standard, screens: ["demo": { PreviewScreen() }])
