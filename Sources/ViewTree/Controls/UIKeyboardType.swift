import Foundation

/// UIKit's keyboard types, which SwiftUI code names through `keyboardType(_:)`
/// (`import SwiftUI` brings UIKit on iOS). Input-only.
public enum UIKeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

extension View {
    /// Sets the keyboard (iOS 13). Input-only.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}
