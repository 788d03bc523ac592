extension G8Run {
    /// After this run applied `style` to `object` from `entry`: stores the plan it recorded, or
    /// notes a first application.
    func finish(from entry: G8Registry.PlanEntry?, style: G8Style, object: AnyObject) {
        if let recorder {
            registry.store(recorder.plan(for: style, rootType: type(of: object)), for: style, rootType: type(of: object))
        } else if entry == nil, !verbose {
            registry.noteFirstApplication(of: style, rootType: type(of: object))
        }
    }
}
