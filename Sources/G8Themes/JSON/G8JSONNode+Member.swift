extension G8JSONNode {
    /// The node a value problem's member path names inside this one (`"color.alpha"`,
    /// `"[1].position"`, `"dashArray[0]"`), or the deepest node on the way that exists: for a
    /// member that is missing, the object that lacks it. Where a diagnostic about that member
    /// points. A path of names and indices only; at most as deep as the value.
    func deepest(along member: String) -> G8JSONNode {
        var node = self
        var rest = Substring(member)
        while !rest.isEmpty {
            if rest.first == "." { rest = rest.dropFirst() }
            let next: G8JSONNode?
            if rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]) else { break }
                rest = rest[rest.index(after: close)...]
                if case .array(let items) = node.value, items.indices.contains(index) { next = items[index] } else { next = nil }
            } else {
                let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
                let key = String(rest[..<end])
                rest = rest[end...]
                next = node.member(key)?.value
            }
            guard let next else { break }
            node = next
        }
        return node
    }
}
