import Foundation

/// Animates its content through phases (iOS 17 / macOS 14). The model
/// does not animate: the content is laid out in the first phase (where an
/// app's view starts and rests until the trigger changes).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Cycles through `phases` each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first(where: { _ in true })
        self.content = content
    }

    public var body: some View {
        Group { if let first { content(first) } }.checkingAvailability(.phaseAnimator, kind: "PhaseAnimator")
    }
}

extension View {
    /// Animates the view through phases when `trigger` changes (iOS 17):
    /// laid out in the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                            @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                            animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Animates the view through phases continuously (iOS 17): laid out in
    /// the first phase.
    nonisolated public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                            @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                            animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
