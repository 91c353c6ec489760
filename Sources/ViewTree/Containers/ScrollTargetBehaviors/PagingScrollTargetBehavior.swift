import Foundation

/// Settles on page boundaries: the scroll view's own size (iOS 17).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Page by page (iOS 17).
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
