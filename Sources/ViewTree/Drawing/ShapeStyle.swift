import Foundation

/// Something a shape can be filled with. Layout ignores styles.
public protocol ShapeStyle {}
