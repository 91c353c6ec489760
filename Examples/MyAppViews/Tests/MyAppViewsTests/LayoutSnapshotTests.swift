import Testing
import CompatTesting
import MyAppViews

// The app's screens recorded as layout snapshots on three devices, as the
// README's "Layout snapshots" says: the references are committed in
// __LayoutSnapshots__/LayoutSnapshotTests/ beside this file, and CI runs
// these tests with COMPAT_TESTING_RECORD=never, so a screen that moves by
// more than a pixel fails there, and a missing reference is not written.

@MainActor @Test func checkoutLayout() {
    expectLayoutSnapshot(on: [.iPhoneSE, .iPhone13, .iPad]) { CheckoutView() }
}

@MainActor @Test func toolbarLayout() {
    expectLayoutSnapshot(of: ToolbarScreen(), on: [.iPhoneSE, .iPhone15Pro, .iPadLandscape])
}
