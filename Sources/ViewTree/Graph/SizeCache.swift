import Foundation

/// A node's size cache, keyed by (proposal, container). Small and linear: a
/// stack asks each child for two or three proposals; nested stacks multiply
/// the distinct proposals only by a small factor (BENCHMARKS.md, "Performance
/// in short"). At `capacity` entries the cache is emptied.
///
/// The entries live in chunks of `SizeCacheChunk.capacity` taken from the
/// graph's `SizeCachePool` on the first store (most nodes, leaves and fixed
/// frames, never cache: the cache costs them one pointer); a cache with more
/// entries links further chunks. The pool frees every chunk with the graph
/// at once: an array per caching node cost an allocation and its free, about
/// 300 instructions each (57 a CheckoutView layout), and a pool of chunks in
/// one array, indices instead of addresses, 7-9 % of a layout
/// (BENCHMARKS.md, "Unchecked constructs"). The chunks' memory is the
/// kernel's (`Kernel/UncheckedAccess.swift`); this file is only the cache.
struct SizeCache {
    struct Key: Equatable {
        var proposal: ProposedViewSize
        var container: ContainerContext
    }
    struct Entry {
        var key: Key
        var size: CGSize
    }
    static let capacity = 32
    /// The first chunk (nil until the first store). It holds the entry
    /// count of the whole cache.
    private var head: SizeCacheChunk?

    /// `mutating` only so that a lookup through a node's stored property is
    /// an in-place access rather than a copy of the cache per call.
    @inline(__always)
    mutating func lookup(_ key: Key) -> CGSize? {
        guard var chunk = head else { return nil }
        var remaining = chunk.count
        while remaining > 0 {
            for index in 0..<min(remaining, SizeCacheChunk.capacity) where chunk[index].key == key {
                return chunk[index].size
            }
            remaining -= SizeCacheChunk.capacity
            guard remaining > 0, let next = chunk.next else { return nil }
            chunk = next
        }
        return nil
    }

    mutating func store(_ key: Key, _ size: CGSize, in pool: inout SizeCachePool) {
        let first: SizeCacheChunk
        if let head { first = head } else {
            first = pool.takeChunk()
            head = first
        }
        var count = first.count
        // (Full: emptied, its chunks kept.)
        if count >= Self.capacity { count = 0 }
        var chunk = first
        var index = count
        while index >= SizeCacheChunk.capacity {
            if let next = chunk.next {
                chunk = next
            } else {
                let next = pool.takeChunk()
                chunk.next = next
                chunk = next
            }
            index -= SizeCacheChunk.capacity
        }
        chunk.initialize(at: index, to: Entry(key: key, size: size))
        first.count = count + 1
    }

    mutating func removeAll() {
        head?.count = 0
    }

    /// Gives the chunks back to `pool` (a node dropped from the graph).
    mutating func release(to pool: inout SizeCachePool) {
        guard let first = head else { return }
        head = nil
        pool.giveBack(first)
    }
}
