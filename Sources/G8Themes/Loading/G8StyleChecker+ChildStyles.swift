import G8Core

extension G8StyleChecker {
    /// Whether `node`, an object under the key `read` whose name some property declares, is
    /// the nested style of the child of that name: the engine reads such objects so
    /// (``G8/readsChildStylesUnderPropertyNames``), every key of the object is a style's, and
    /// no property of the name takes an object (each refuses it by its type).
    mutating func readsAsChildStyle(_ node: G8JSONNode, read: ReadKey) -> Bool {
        guard engine.readsChildStylesUnderPropertyNames, let candidates = read.candidates, looksLikeStyle(node) else {
            return false
        }
        let raw: any G8Value = G8Conversion.checkable(node.json) ?? G8JSON.null
        return candidates.allSatisfy { property in
            if case .failure(.typeMismatch) = property.check(raw) { true } else { false }
        }
    }
}
