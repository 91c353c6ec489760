import Foundation

/// When a layout snapshot check writes its reference files, as
/// swift-snapshot-testing's record modes: set for a run with the
/// environment variable `COMPAT_TESTING_RECORD` (`missing`, `all`,
/// `failed`, `never`), or for one call with its `record:` argument.
///
/// Every write is reported as an issue, so a run that records never passes
/// silently; rerun to compare against what was written.
public enum LayoutSnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// The default: a missing reference is written (and the check fails
    /// saying so); an existing one is compared and never rewritten.
    case missing
    /// Every reference is written; one that changes (or was missing)
    /// fails the check saying so, one that still matches passes.
    case all
    /// A reference that differs (or cannot be read, or is missing) is
    /// rewritten, and the check fails saying so.
    case failed
    /// For CI: nothing is written; a missing reference fails the check.
    case never

    /// The environment variable that sets the mode for a run.
    public static let environmentVariable = "COMPAT_TESTING_RECORD"

    /// The mode `COMPAT_TESTING_RECORD` names (`missing` when it is unset
    /// or empty), and a message when it names none (then `missing` is used).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (mode: LayoutSnapshotRecordMode, problem: String?) {
        guard let raw = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
            return (.missing, nil)
        }
        if let mode = LayoutSnapshotRecordMode(rawValue: raw.lowercased()) { return (mode, nil) }
        // swift-snapshot-testing's older boolean spellings.
        switch raw.lowercased() {
        case "1", "true", "yes": return (.all, nil)
        case "0", "false", "no": return (.missing, nil)
        default:
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            return (.missing, "\(environmentVariable)=\(raw) is not a record mode (\(names)); used missing")
        }
    }
}

extension LayoutSnapshotRecordMode: ExpressibleByBooleanLiteral {
    /// `record: true` writes every reference (`.all`), `record: false` is
    /// the default (`.missing`), as swift-snapshot-testing's `record:` Bool was.
    public init(booleanLiteral value: Bool) {
        self = value ? .all : .missing
    }
}
