import Foundation

/// An action sheet (iOS 13, deprecated). Never shown by the runtime.
public struct ActionSheet {
    public typealias Button = Alert.Button
    /// iOS 13.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

extension View {
    /// iOS 13 (deprecated). Not shown by the runtime.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
}
