import Foundation

/// A slider (iOS 13 / macOS 10.15): as wide as offered, 31 tall; value
/// labels, when given, lead and trail the track.
nonisolated public struct Slider<ValueLabel: View>: View {
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    public var body: some View {
        HStack {
            if let minimumValueLabel { minimumValueLabel }
            ControlGlyph(width: nil, height: 31)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// iOS 13 / macOS 10.15.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
    /// iOS 13 / macOS 10.15.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = nil
        self.maximumValueLabel = nil
    }
}

extension Slider {
    /// iOS 13 / macOS 10.15 (the label is for accessibility on iOS).
    public init<V: BinaryFloatingPoint, L: View>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
                                                 @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                                 @ViewBuilder maximumValueLabel: () -> ValueLabel) where V.Stride: BinaryFloatingPoint {
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}
