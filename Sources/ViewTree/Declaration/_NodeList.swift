import Foundation

/// The nodes a view produced, in order. Opaque outside the runtime.
public struct _NodeList {
    var nodes = NodeChildren()
}
