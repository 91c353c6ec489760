import Foundation

/// The sections of a view (iOS 18), as `Group(sections:transform:)` hands
/// them to its transform: a collection of `SectionConfiguration`s. See
/// `SectionConfiguration` for how the model finds them.
nonisolated public struct SectionCollection: RandomAccessCollection {
    let elements: [SectionConfiguration]

    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}
