import Foundation

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}
