import Foundation

/// The layouts the runtime distinguishes.
public enum PickerStyleKind: Sendable { case menu, segmented, wheel }
