// One import is enough: `import G8Widgets` brings in the engine too.
@_exported import G8Core
