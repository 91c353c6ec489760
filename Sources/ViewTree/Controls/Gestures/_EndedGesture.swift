import Foundation

/// A gesture with an action when it ends (iOS 13 / macOS 10.15). Behaviour-only.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    let content: Content
}
