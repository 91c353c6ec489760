import Foundation

/// A `_ConditionalContent` taken apart (`View._conditionalBranches`): its
/// innermost branch and the branch taken at each level. Opaque outside the
/// runtime.
public struct _ConditionalBranches {
    @usableFromInline let innermost: any View
    @usableFromInline let path: UInt64
    @usableFromInline let levels: UInt8
    @inlinable init(innermost: any View, path: UInt64, levels: UInt8) {
        self.innermost = innermost
        self.path = path
        self.levels = levels
    }
}
