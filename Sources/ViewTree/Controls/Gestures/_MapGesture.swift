import Foundation

/// A gesture whose value is mapped (iOS 13 / macOS 10.15). Behaviour-only.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
}
