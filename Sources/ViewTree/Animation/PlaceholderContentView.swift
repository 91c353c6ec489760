import Foundation

/// The view a `phaseAnimator` or `keyframeAnimator` closure receives: the
/// modified view itself (iOS 17).
nonisolated public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: some View { content }
}
