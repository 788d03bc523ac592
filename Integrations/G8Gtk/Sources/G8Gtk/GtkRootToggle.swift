import CGtk4

/// How a ``GtkWidgetTree`` holds its root: through a toggle reference, which GObject tells
/// about when it becomes the object's last reference and when it stops being so. The root owns
/// the tree (in its object data) and the tree holds the root: a plain reference each way would
/// keep both forever; with a toggle reference the tree lets go when nothing else holds the root.
///
/// GObject tells a toggle reference only while it is the object's one toggle reference: a
/// tree is made once a root (``GtkWidgetTree/of(_:)``), so the root has one; the tree holds its
/// other widgets through plain references, so a widget that is the root of a tree of its own
/// and a widget of another is let go of by the inner tree once the outer one lets go of it.
final class GtkRootToggle: @unchecked Sendable {
    /// The tree, not kept alive by the reference: the root owns it.
    weak var tree: GtkWidgetTree?
    /// Whether the toggle reference was the root's last reference when GObject last said.
    var isLast = false

    /// Turns the node's plain reference to `root` into the toggle reference.
    init(holding root: UnsafeMutableRawPointer, for tree: GtkWidgetTree) {
        self.tree = tree
        let object = root.assumingMemoryBound(to: CObject.self)
        g_object_add_toggle_ref(object, GtkRootToggle.notify, Unmanaged.passUnretained(self).toOpaque())
        g_object_unref(root)
    }

    /// Drops the toggle reference on GTK's thread: the node's deinit calls it in place of a
    /// plain release; the toggle, which the node held until now, is not notified after.
    func release(_ root: UnsafeMutableRawPointer) {
        guard GtkMain.isGtkThread else {
            let address = UInt(bitPattern: root)
            GtkMain.post { [self] in
                if let root = UnsafeMutableRawPointer(bitPattern: address) { release(root) }
            }
            return
        }
        g_object_remove_toggle_ref(root.assumingMemoryBound(to: CObject.self), GtkRootToggle.notify, Unmanaged.passUnretained(self).toOpaque())
    }

    /// GObject's call: the tree lets go, from GTK's main loop, when the reference is still the
    /// last one then (a root taken out of its parent and put in another is kept).
    static let notify: GToggleNotify = { data, _, isLastReference in
        guard let data else { return }
        let toggle = Unmanaged<GtkRootToggle>.fromOpaque(data).takeUnretainedValue()
        toggle.isLast = isLastReference != 0
        guard toggle.isLast else { return }
        GtkMain.post {
            guard toggle.isLast else { return }
            toggle.tree?.rootLetGo()
        }
    }
}
