import Foundation

/// The containers above a view, nearest first, ending with the window: what
/// walking UIKit's responder chain from the view finds.
public struct ResponderChain: Sequence, Hashable, Sendable {
    public let containers: [PlatformContainer]
    public func makeIterator() -> IndexingIterator<[PlatformContainer]> { containers.makeIterator() }
    /// The nearest container (the window if there is no other).
    public var nearest: PlatformContainer? { containers.first }
}

/// The containers placed above a view, nearest first: passed down through
/// `PlacementContext.containers` by each container as it places its content.
final class ContainerChain {
    let record: PlatformContainer
    let next: ContainerChain?
    /// The chain from this link on as a `ResponderChain`, made at the first
    /// report under it: every observer placed under the same container
    /// placement (a gallery's 1,000 detectors under one scroll view) shares
    /// one array rather than allocating and filling its own (BENCHMARKS.md,
    /// "Fourteenth round (gallery)"). A link is never changed after it is
    /// made, so neither is the chain.
    private var responderChain: ResponderChain?
    init(_ record: PlatformContainer, next: ContainerChain?) {
        self.record = record
        self.next = next
    }

    var chain: ResponderChain {
        if let responderChain { return responderChain }
        let made = ResponderChain(building: self)
        responderChain = made
        return made
    }

    /// Whether `chain` holds the containers from this link on. Compared
    /// record by record once per link: a chain found equal becomes the
    /// link's own, so the next observer that last reported the same chain
    /// (the gallery's items, which share the previous pass's array) is
    /// answered by comparing the arrays' storage (two immutable arrays
    /// alive at once at the same address are the same array).
    func matches(_ chain: ResponderChain) -> Bool {
        if let responderChain, responderChain.sharesStorage(with: chain) { return true }
        guard chain.isChain(self) else { return false }
        if responderChain == nil { responderChain = chain }
        return true
    }
}

extension ResponderChain {
    /// The containers of `chain`, nearest first (the link's shared chain).
    init(_ chain: ContainerChain?) {
        if let chain { self = chain.chain } else { self.init(containers: []) }
    }

    /// The containers from `chain` on, collected into a new array.
    fileprivate init(building chain: ContainerChain) {
        var count = 0
        var current: ContainerChain? = chain
        while let link = current { count += 1; current = link.next }
        var containers: [PlatformContainer] = []
        containers.reserveCapacity(count)
        current = chain
        while let link = current { containers.append(link.record); current = link.next }
        self.init(containers: containers)
    }

    /// Whether both hold the very same array (not merely equal records).
    fileprivate func sharesStorage(with other: ResponderChain) -> Bool {
        containers.count == other.containers.count && arraysShareStorage(containers, other.containers)
    }

    /// Whether this is `chain`, checked without building it.
    func isChain(_ chain: ContainerChain?) -> Bool {
        var index = 0
        var current = chain
        while let link = current {
            guard index < containers.count, containers[index] == link.record else { return false }
            index += 1
            current = link.next
        }
        return index == containers.count
    }
}
