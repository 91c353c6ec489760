import Foundation

/// Whether a view is being edited (iOS 13): the environment's `editMode`.
/// Behaviour only: the model lays rows out as they are.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// Whether editing.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views inside (iOS 13): nil unless a view sets
    /// it (SwiftUI's `List` and `EditButton` read it; the model lays rows
    /// out the same in either mode).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
