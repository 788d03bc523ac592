extension G8Run {
    /// After this run applied `style` to `object` from `entry`: stores the plan it recorded, or
    /// notes a first application. A recording that could not be compiled marks the style
    /// interpreted for the class, unless the registry holds nothing for them yet (a theme
    /// manager records at a style's first application): that one notes a first application, so
    /// that a clean second one records again, as for any other style.
    func finish(from entry: G8Registry.PlanEntry?, style: G8Style, object: AnyObject) {
        let rootType: AnyObject.Type = type(of: object)
        if let recorder {
            let plan = recorder.plan(for: style, rootType: rootType)
            if plan == nil, registry.plan(for: style, rootType: rootType) == nil {
                registry.noteFirstApplication(of: style, rootType: rootType)
            } else {
                registry.store(plan, for: style, rootType: rootType)
            }
        } else if entry == nil, !verbose {
            registry.noteFirstApplication(of: style, rootType: rootType)
        }
    }
}
