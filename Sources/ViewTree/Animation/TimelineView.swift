import Foundation

/// A view that updates on a schedule (iOS 15 / macOS 12). The model lays
/// its content out once, at a fixed date (the reference date), so layouts
/// are repeatable.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: (Context) -> Content

    /// The moment a timeline's content is made for.
    public typealias Context = TimelineViewDefaultContext

    /// Content updated as `schedule` says.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(Context(date: Date(timeIntervalSinceReferenceDate: 0))).checkingAvailability(.timelineView, kind: "TimelineView")
    }
}
