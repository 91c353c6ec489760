import Foundation

/// A gesture with an action when its value changes (iOS 13 / macOS 10.15). Behaviour-only.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}
