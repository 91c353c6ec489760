import Foundation

// Drawing-only: every style in this folder only says how pixels are coloured.
// No style changes a proposal, a size or a position, so the runtime keeps
// the value (for readable dumps) and lays the view out as if unstyled.
// Introduction versions (iOS / macOS) are Apple's documentation's.

/// Something a shape can be filled with. Layout ignores styles.
public protocol ShapeStyle {}
