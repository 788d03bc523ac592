// One import is enough for an app: `import G8Widgets` brings the engine, themes and live
// restyling too. Remote themes (`G8Remote`, which links FoundationNetworking) and previews
// (`G8Preview`) are imported on their own.
@_exported import G8Core
@_exported import G8Live
@_exported import G8Themes
