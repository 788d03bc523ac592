import Foundation
import G8Core
import G8Widgets

/// Why a file could not be read, in words.
struct ReadProblem: Error {
    let reason: String
}
