import Foundation

/// The label a `Tab` made from a title and an image shows in the tab bar
/// (iOS 18); it draws only.
public struct DefaultTabLabel: View {
    public var body: some View { EmptyView() }
}
