import Foundation

/// The moment a `TimelineView`'s content is made for (iOS 15), not generic
/// so that the content closure's type can be inferred, as SwiftUI's is.
public struct TimelineViewDefaultContext: Sendable {
    /// The date of the update.
    public let date: Date
}
