import Foundation

/// A picker style (iOS 13 / macOS 10.15).
public protocol PickerStyle { var _kind: PickerStyleKind { get } }

struct PickerStyleKey: EnvironmentKey { static let defaultValue = PickerStyleKind.menu }
extension EnvironmentValues {
    var pickerStyleKind: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of pickers (iOS 13 / macOS 10.15); changes their layout (see `Picker`).
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { environment(\.pickerStyleKind, style._kind) }
}
