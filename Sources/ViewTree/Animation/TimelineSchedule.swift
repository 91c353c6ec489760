import Foundation

/// When a `TimelineView` updates (iOS 15 / macOS 12). The model lays its
/// content out once.
public protocol TimelineSchedule: Sendable {}

extension TimelineSchedule where Self == TimelineScheduleKind {
    /// Every frame.
    public static var animation: TimelineScheduleKind { TimelineScheduleKind() }
    /// Every frame, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> TimelineScheduleKind { TimelineScheduleKind() }
    /// At the start of every minute.
    public static var everyMinute: TimelineScheduleKind { TimelineScheduleKind() }
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> TimelineScheduleKind { TimelineScheduleKind() }
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> TimelineScheduleKind where S.Element == Date { TimelineScheduleKind() }
}
