import G8Widgets

extension GtkDesktop {
    /// Which colour scheme the app wants: the desktop's, or one of its own.
    public enum Preference: Sendable, Equatable, CustomStringConvertible {
        /// The desktop's: dark while it prefers dark, the theme's default mode otherwise.
        case system
        /// The theme's default mode, whatever the desktop prefers.
        case light
        /// The mode `dark`, whatever the desktop prefers.
        case dark

        /// `system`, `light` or `dark`.
        public var description: String {
            switch self {
            case .system: "system"
            case .light: "light"
            case .dark: "dark"
            }
        }
    }

    /// How the desktop asks apps to look: the XDG Settings portal's `org.freedesktop.appearance`
    /// keys, or GNOME's `color-scheme` setting where there is no portal.
    public struct Appearance: Sendable, Equatable, CustomStringConvertible {
        /// The colour scheme the desktop prefers (`color-scheme`).
        public enum ColorScheme: Sendable, Equatable, CustomStringConvertible {
            /// No preference, or a value the portal does not define (0).
            case noPreference
            /// Dark (1).
            case dark
            /// Light (2).
            case light

            /// `no preference`, `dark` or `light`.
            public var description: String {
                switch self {
                case .noPreference: "no preference"
                case .dark: "dark"
                case .light: "light"
                }
            }
        }

        /// The contrast the desktop asks for (`contrast`).
        public enum Contrast: Sendable, Equatable, CustomStringConvertible {
            /// Normal contrast (0, or a value the portal does not define).
            case normal
            /// Higher contrast (1).
            case high

            /// `normal` or `high`.
            public var description: String {
                switch self {
                case .normal: "normal"
                case .high: "high"
                }
            }
        }

        /// The preferred colour scheme.
        public var colorScheme: ColorScheme
        /// The preferred contrast.
        public var contrast: Contrast
        /// The accent colour the user chose (`accent-color`, sRGB); nil when unset or out of range.
        public var accent: Color?
        /// Whether the user asks for less motion (`reduced-motion` 1).
        public var reducedMotion: Bool

        /// An appearance; each part defaults to "no preference".
        public init(colorScheme: ColorScheme = .noPreference, contrast: Contrast = .normal, accent: Color? = nil, reducedMotion: Bool = false) {
            self.colorScheme = colorScheme
            self.contrast = contrast
            self.accent = accent
            self.reducedMotion = reducedMotion
        }

        /// No preference on any part: what an app follows without a desktop to ask.
        public static let noPreference = Appearance()

        /// `dark, high contrast, accent #3584E4, reduced motion`: each part, for diagnostics.
        public var description: String {
            let scheme = colorScheme == .noPreference ? "no colour-scheme preference" : colorScheme.description
            return "\(scheme), \(contrast) contrast, accent \(accent?.hexString ?? "unset"), reduced motion \(reducedMotion ? "on" : "off")"
        }
    }

    /// The D-Bus bus on which the desktop's portal is asked.
    public enum Bus: Sendable, Equatable {
        /// The session bus (`DBUS_SESSION_BUS_ADDRESS`), where desktops run their portal.
        case session
        /// The message bus at a D-Bus address, such as `unix:path=/run/user/1000/bus`.
        case address(String)
    }

    /// Where the appearance comes from.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        /// The XDG Settings portal of this interface version.
        case portal(version: UInt32)
        /// GNOME's `org.gnome.desktop.interface color-scheme` through GSettings.
        case gsettings
        /// Nowhere: the appearance is ``Appearance/noPreference``.
        case none

        /// `settings portal version 2`, `GSettings` or `none`.
        public var description: String {
            switch self {
            case .portal(let version): "settings portal version \(version)"
            case .gsettings: "GSettings"
            case .none: "none"
            }
        }
    }
}
