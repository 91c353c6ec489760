import Foundation
import Testing
@testable import ViewTree

// The per-node size cache and the graph's pool its entries live in
// (`SizeCache`, `SizeCachePool`): entries in chunks of four, linked when a
// cache holds more; emptied at `SizeCache.capacity` entries; chunks of a
// node dropped from the graph reused by later nodes.

@MainActor private func key(_ width: CGFloat) -> SizeCache.Key {
    SizeCache.Key(proposal: ProposedViewSize(width: width, height: nil),
                  container: ContainerContext(size: CGSize(width: 390, height: 763), definedAxes: .both, kind: .window))
}

/// A view whose state switches between two branches of different types: each
/// switch drops the other branch's nodes (the old ones are detached).
private struct Switching: View {
    @State var vertical = true
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($vertical)
        if vertical {
            VStack { Text("a").padding(4); Text("b").padding(4) }.layoutTag("branch")
        } else {
            HStack { Text("a").padding(4); Text("b").padding(4) }.layoutTag("branch")
        }
    }
}

/// A view whose state changes its own width: each change re-evaluates it and
/// makes its ancestors forget their flattened children.
private struct Toggling: View {
    @State var wide = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($wide)
        Color.red.frame(width: wide ? 40 : 20, height: 10).layoutTag("toggling")
    }
}

/// An overlay of two views (an implicit ZStack around them) in a body that
/// its own state evaluates again.
private struct TwoViewOverlay: View {
    @State var wide = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($wide)
        Color.red.frame(width: wide ? 40 : 20, height: 10).layoutTag("base")
            .overlay {
                Color.blue.frame(width: 5, height: 5)
                Color.green.frame(width: 3, height: 3)
            }
    }
}

@MainActor @Suite struct SizeCacheTests {
    /// The implicit stack `resolveSingle` wraps two overlay views in is
    /// taken apart when the overlay is resolved again (its views go back to
    /// the pool): it gives its size cache back too. Before, it was only
    /// marked detached, and 200 rounds kept 200 wrappers' chunks.
    @Test func aWrapperTakenApartGivesItsChunkBack() {
        let wide = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: TwoViewOverlay(expose: { wide.value = $0 }))
        _ = host.layout()
        for round in 0..<200 {
            wide.value?.wrappedValue = round % 2 == 0
            let result = host.layout()
            #expect(result.frame(of: "base")?.width == (round % 2 == 0 ? 40 : 20))
        }
        #expect(host.graph.sizeCachePool.reservedChunks <= SizeCachePool.firstBlock)
    }

    /// A padding around two views lays them out in an implicit stack, made
    /// during layout and dropped when the children change; dropped without
    /// giving its size cache back, it kept a chunk per change until the
    /// graph went (200 changes: 200 chunks; with the chunk returned the pool
    /// stays in its first block).
    @Test func anImplicitStackDroppedOnAChangeGivesItsChunkBack() {
        let wide = Box<Binding<Bool>?>(nil)
        let view = Group {
            Toggling(expose: { wide.value = $0 })
            Color.blue.frame(width: 30, height: 10)
        }.padding(5)
        let host = LayoutHost(window: phone, rootView: view)
        _ = host.layout()
        for round in 0..<200 {
            wide.value?.wrappedValue = round % 2 == 0
            let result = host.layout()
            // The same frame as a fresh layout of the view in that state: the
            // padding's implicit VStack centres the 40- or 20-wide row over
            // the 30-wide one (Docs/LayoutRules.md, "padding", "VStack").
            let width: CGFloat = round % 2 == 0 ? 40 : 20
            #expect(result.frame(of: "toggling")?.width == width)
        }
        #expect(host.graph.sizeCachePool.reservedChunks <= SizeCachePool.firstBlock)
    }

    @Test func entriesBeyondOneChunkAreFound() {
        var pool = SizeCachePool()
        var cache = SizeCache()
        // Ten entries: three chunks of four.
        for index in 0..<10 { cache.store(key(CGFloat(index)), CGSize(width: index, height: 1), in: &pool) }
        for index in 0..<10 { #expect(cache.lookup(key(CGFloat(index))) == CGSize(width: index, height: 1)) }
        #expect(cache.lookup(key(10)) == nil)
        // Another proposal's container is another key.
        var other = key(3)
        other.container.definedAxes = .width
        #expect(cache.lookup(other) == nil)
    }

    @Test func aFullCacheIsEmptiedAndAnEmptiedOneReusesItsChunks() {
        var pool = SizeCachePool()
        var cache = SizeCache()
        for index in 0..<SizeCache.capacity { cache.store(key(CGFloat(index)), CGSize(width: index, height: 1), in: &pool) }
        #expect(cache.lookup(key(31)) == CGSize(width: 31, height: 1))
        // The 33rd entry empties the cache first: only it is left.
        cache.store(key(100), CGSize(width: 100, height: 1), in: &pool)
        #expect(cache.lookup(key(100)) == CGSize(width: 100, height: 1))
        #expect(cache.lookup(key(0)) == nil)
        #expect(cache.lookup(key(31)) == nil)
        cache.removeAll()
        #expect(cache.lookup(key(100)) == nil)
        let reserved = pool.reservedChunks
        for index in 0..<SizeCache.capacity { cache.store(key(CGFloat(index)), CGSize(width: index, height: 2), in: &pool) }
        #expect(cache.lookup(key(17)) == CGSize(width: 17, height: 2))
        #expect(pool.reservedChunks == reserved)
    }

    @Test func releasedChunksGoToTheNextCache() {
        var pool = SizeCachePool()
        var first = SizeCache()
        for index in 0..<6 { first.store(key(CGFloat(index)), CGSize(width: index, height: 1), in: &pool) }
        first.release(to: &pool)
        #expect(first.lookup(key(0)) == nil)
        let reserved = pool.reservedChunks
        // A chunk handed out again starts empty.
        var second = SizeCache()
        second.store(key(50), CGSize(width: 50, height: 1), in: &pool)
        #expect(second.lookup(key(0)) == nil)
        #expect(second.lookup(key(50)) == CGSize(width: 50, height: 1))
        for index in 0..<8 { second.store(key(CGFloat(index)), CGSize(width: index, height: 3), in: &pool) }
        #expect(second.lookup(key(5)) == CGSize(width: 5, height: 3))
        #expect(pool.reservedChunks == reserved)
    }

    /// A long-lived host whose views come and go keeps its pool bounded: the
    /// dropped nodes' chunks are reused (without the free list, every switch
    /// took new chunks for the new branch's stack, paddings and texts).
    @Test func aHostSwitchingViewsReusesTheDroppedNodesChunks() {
        let vertical = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Switching(expose: { vertical.value = $0 }))
        _ = host.layout()
        for round in 0..<40 {
            vertical.value?.wrappedValue = round % 2 == 1
            let result = host.layout()
            // The same frame as a fresh layout of the branch shown.
            let fresh = phone.layout(Switching(expose: { _ in }))
            if round % 2 == 1 { #expect(result.frame(of: "branch") == fresh.frame(of: "branch")) }
        }
        #expect(host.graph.sizeCachePool.reservedChunks <= SizeCachePool.firstBlock)
        let horizontal = phone.layout(HStack { Text("a").padding(4); Text("b").padding(4) }.layoutTag("branch"))
        vertical.value?.wrappedValue = false
        #expect(host.layout().frame(of: "branch") == horizontal.frame(of: "branch"))
    }
}
