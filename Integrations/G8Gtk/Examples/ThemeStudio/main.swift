// The theme studio: open a G8 theme, a Design Tokens file or a resolver document and see its
// tokens by mode, its lint and contrast problems, and GtkGallery's window styled by it, live.
//
//   swift run ThemeStudio theme.json                   # the studio, until its window is closed
//   swift run ThemeStudio theme.json --list-problems   # the problems, FILE:LINE:COLUMN, then exit
//   swift run ThemeStudio theme.json --screenshot out  # studio and preview, light and dark, as PNGs
//   swift run ThemeStudio theme.json --export preview.png
import Foundation
import G8Gtk

@MainActor
func run(_ options: StudioOptions) throws -> Int32 {
    try G8Gtk.start()
    let studio = try StudioWindow()
    if let file = options.file { studio.open(URL(fileURLWithPath: file), name: file) }
    let problems = studio.document?.problems ?? []
    if options.listProblems {
        for line in problems { studio.say(line) }
        studio.say("\(problems.count) problem\(problems.count == 1 ? "" : "s")")
    }
    if let folder = options.screenshotFolder {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, dark) in [("light", false), ("dark", true)] {
            studio.follow(dark: dark)
            try studio.ui.renderPNG(of: "window").write(to: directory.appendingPathComponent("studio-\(name).png"))
            studio.say("\(name): studio-\(name).png; " + studio.export(to: directory.appendingPathComponent("preview-\(name).png")))
        }
    }
    if let path = options.exportPath { studio.say(studio.export(to: URL(fileURLWithPath: path))) }
    if options.isHeadless { return 0 }

    let desktop = try GtkDesktop.follow(studio.manager)
    studio.follow(dark: desktop.appearance.colorScheme == .dark)
    desktop.onChange = { appearance in studio.follow(dark: appearance.colorScheme == .dark) }
    var closed = false
    try studio.ui.connect("window", signal: "destroy") { closed = true }
    try studio.ui.present("window")
    try studio.preview.ui.present("window")
    studio.say("studio: showing \(options.file ?? "no file"), \(problems.count) problem\(problems.count == 1 ? "" : "s")")
    let deadline = options.seconds.map { Date().addingTimeInterval($0) }
    while !closed, deadline.map({ Date() < $0 }) ?? true {
        G8Gtk.runLoop(for: 0.1)
        studio.reloadIfSaved()
    }
    desktop.stop()
    return 0
}

do {
    let options = try StudioOptions(Array(CommandLine.arguments.dropFirst()))
    exit(try MainActor.assumeIsolated { try run(options) })
} catch let error as StudioUsageError {
    FileHandle.standardError.write(Data("ThemeStudio: \(error.message)\n\(StudioOptions.usage)\n".utf8))
    exit(2)
} catch {
    print("ThemeStudio: \(error)")
    exit(1)
}
