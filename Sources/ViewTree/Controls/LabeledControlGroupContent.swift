import Foundation

/// The content of a `ControlGroup` given a label (iOS 16 / macOS 13): the
/// controls only. SwiftUI shows the label where the group collapses into a
/// menu (a toolbar overflow, the `.menu` style), which is not modelled.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}
