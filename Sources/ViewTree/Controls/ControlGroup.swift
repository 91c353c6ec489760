import Foundation

/// Controls shown together (iOS 15 / macOS 12): laid out as a horizontal
/// stack without spacing (assumed; SwiftUI draws them as one segmented group).
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    /// iOS 15 / macOS 12.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 0) { content }.checkingAvailability(.controlGroup, kind: "ControlGroup") }
}

extension ControlGroup {
    /// A group with a label (iOS 16 / macOS 13); laid out as its controls.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }
    /// A group with a title (iOS 16 / macOS 13); laid out as its controls.
    public init<C: View>(_ titleKey: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
    }
    /// A group with a title and a symbol (iOS 16 / macOS 13); laid out as its controls.
    public init<C: View>(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, ViewTree.Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: ViewTree.Label(titleKey, systemImage: systemImage))
    }
}
