import Foundation

/// The model's one type for SwiftUI's timeline schedules
/// (`AnimationTimelineSchedule`, `EveryMinuteTimelineSchedule`,
/// `PeriodicTimelineSchedule`, `ExplicitTimelineSchedule`): the spellings
/// (`.everyMinute`, `.periodic(from:by:)`) compile as in SwiftUI.
public struct TimelineScheduleKind: TimelineSchedule {}
