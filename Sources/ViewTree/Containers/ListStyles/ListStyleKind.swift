import Foundation

/// The list styles the runtime's row metrics distinguish (`.automatic`
/// resolves per OS: see `ListRowsLayout`).
public enum ListStyleKind: Hashable, Sendable { case automatic, plain, grouped, insetGrouped, inset, sidebar }
