import Foundation

// The kernel's unchecked access, outside the graph's own storage
// (`Kernel/Node.swift`, `Kernel/ViewGraph.swift`) and the layout stack
// (`Kernel/LayoutStack.swift`): references that are not counted, values
// read as a type their metadata was compared equal to, a view's fields
// read and written at their offsets, and the raw chunks the nodes' size
// caches keep their entries in. Every other file of the runtime uses
// these through the checked-in-debug API below. Docs/MemorySafety.md
// names the invariant of each.

// MARK: References that are not counted

/// A reference that does not keep its object alive: what the layout proxies,
/// the resolve inputs and the tree's upward links hold, where a counted
/// reference cost a retain and a release per call (BENCHMARKS.md, "Unchecked
/// constructs"). The object must outlive every use: Docs/MemorySafety.md,
/// "Unretained references", says why each holder's does.
///
/// Checked in debug builds: the reference is also kept `unowned(safe)`,
/// and every use reads it, so a use after the object is gone stops the
/// program there instead of reading freed memory.
///
/// Also a property wrapper, for a proxy's field (`@Unretained var host: Node`).
@usableFromInline @propertyWrapper
struct Unretained<Object: AnyObject> {
    @usableFromInline let reference: Unmanaged<Object>
    #if DEBUG
    @usableFromInline unowned(safe) let checked: Object
    #endif

    @inlinable @inline(__always)
    init(_ object: Object) {
        reference = Unmanaged.passUnretained(object)
        #if DEBUG
        checked = object
        #endif
    }

    @inline(__always)
    init(unmanaged: Unmanaged<Object>) {
        reference = unmanaged
        #if DEBUG
        checked = unmanaged.takeUnretainedValue()
        #endif
    }

    @inlinable @inline(__always)
    init(wrappedValue: Object) { self.init(wrappedValue) }

    @inlinable @inline(__always)
    var wrappedValue: Object { object }

    /// `body` with the object, not retained around the call.
    @inlinable @inline(__always)
    func with<R>(_ body: (Object) throws -> R) rethrows -> R {
        #if DEBUG
        _ = checked
        #endif
        return try reference._withUnsafeGuaranteedRef(body)
    }

    /// The object (returned +1 by the caller's convention: a retain where
    /// the compiler cannot borrow it).
    @inlinable @inline(__always)
    var object: Object {
        #if DEBUG
        return checked
        #else
        return reference.takeUnretainedValue()
        #endif
    }
}

/// A node collection's elements as unretained references, for one call of a
/// layout (`NodeChildren.withUnretainedNodes`): an element is a load, not a
/// switch over the collection's three forms and a retain.
struct UnretainedNodes: RandomAccessCollection {
    private let buffer: UnsafeBufferPointer<Unmanaged<Node>>

    fileprivate init(_ buffer: UnsafeBufferPointer<Unmanaged<Node>>) { self.buffer = buffer }

    @inline(__always) var startIndex: Int { 0 }
    @inline(__always) var endIndex: Int { buffer.count }
    @inline(__always) var count: Int { buffer.count }
    @inline(__always) var isEmpty: Bool { buffer.isEmpty }
    /// Bounds-checked in debug builds (the buffer's own precondition).
    @inline(__always) subscript(index: Int) -> Unretained<Node> {
        Unretained(unmanaged: buffer[index])
    }
    @inline(__always) var first: Unretained<Node>? { buffer.isEmpty ? nil : self[0] }
}

extension NodeChildren {
    /// Runs `body` with the nodes as unretained references, for the layout
    /// proxies. Valid only inside `body`: the nodes are held by this
    /// collection (its array, or its one node) for that time. Reinterprets
    /// the array's `Node` references as `Unmanaged<Node>` (the same
    /// one-pointer layout; read only).
    @inline(__always)
    func withUnretainedNodes<R>(_ body: (UnretainedNodes) -> R) -> R {
        withStorage(one: { node in
            var one = Unmanaged.passUnretained(node)
            return withUnsafePointer(to: &one) { body(UnretainedNodes(UnsafeBufferPointer(start: $0, count: 1))) }
        }, many: { nodes in
            nodes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: Unmanaged<Node>.self) { body(UnretainedNodes($0)) }
            }
        })
    }
}

/// Whether two arrays hold the very same storage (not merely equal
/// elements): their buffers' addresses compared while both are held, and
/// nothing read through them.
func arraysShareStorage<T>(_ a: [T], _ b: [T]) -> Bool {
    a.withUnsafeBufferPointer { mine in b.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
}

/// Scratch storage for `count` values on the stack, every one initialised
/// by `initial` before `body` runs: a stack's fitting order, for which an
/// array cost an allocation and its free per stack sized (+7 % of a two-view
/// layout: BENCHMARKS.md, "Unchecked constructs"). Indices are checked in
/// debug builds (the buffer pointer's own precondition).
@inline(__always)
func withScratchBuffer<T, R>(of type: T.Type, count: Int, initial: (Int) -> T, _ body: (ScratchBuffer<T>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: T.self, capacity: count) { buffer in
        for index in 0..<count { buffer.initializeElement(at: index, to: initial(index)) }
        defer { _ = buffer.prefix(count).deinitialize() }
        return body(ScratchBuffer(base: buffer, count: count))
    }
}

/// The scratch values of `withScratchBuffer`: valid only inside its body.
struct ScratchBuffer<T> {
    fileprivate let base: UnsafeMutableBufferPointer<T>
    let count: Int

    @inline(__always) subscript(index: Int) -> T {
        get {
            assert(index >= 0 && index < count, "scratch index \(index) outside 0..<\(count)")
            return base[index]
        }
        nonmutating _modify {
            assert(index >= 0 && index < count, "scratch index \(index) outside 0..<\(count)")
            yield &base[index]
        }
    }

    /// Sorts the values in `range` in place.
    func sort(_ range: Range<Int>, by areInIncreasingOrder: (T, T) -> Bool) {
        assert(range.lowerBound >= 0 && range.upperBound <= count, "scratch range \(range) outside 0..<\(count)")
        var run = UnsafeMutableBufferPointer(rebasing: base[range])
        run.sort(by: areInIncreasingOrder)
    }
}

// MARK: Values read as a type compared equal

/// `value` as a `T`, for a value whose type the caller has just compared
/// with `T` (`V.self == T.self`, or a generic parameter bound to it): a
/// load, without the runtime's general cast. Checked in debug builds.
@usableFromInline @inline(__always)
func reinterpret<V, T>(_ value: V, as type: T.Type) -> T {
    assert(V.self == T.self, "reinterpret(_:as:) reads a \(V.self) as a \(T.self)")
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: T.self).pointee }
}

/// `body` on `value` in place, as a `T` (see `reinterpret(_:as:)`).
@inline(__always)
func withReinterpreted<V, T, R>(_ value: inout V, as type: T.Type, _ body: (inout T) -> R) -> R {
    assert(V.self == T.self, "withReinterpreted(_:as:_:) reads a \(V.self) as a \(T.self)")
    return withUnsafeMutablePointer(to: &value) { body(&UnsafeMutableRawPointer($0).assumingMemoryBound(to: T.self).pointee) }
}

/// The type whose metadata `identifier` is (`ObjectIdentifier(T.self)` holds
/// the metadata's address).
func metatype(of identifier: ObjectIdentifier) -> Any.Type {
    unsafeBitCast(identifier, to: Any.Type.self)
}

/// `object` as a `T`, known by the caller to be one (a slot whose value type
/// it compared): checked in debug builds by the standard library.
@inline(__always)
func downcast<T: AnyObject>(_ object: AnyObject, to type: T.Type) -> T {
    unsafeDowncast(object, to: type)
}

// MARK: A view's fields at their offsets

// The offsets and the field types come from the struct's own field records
// (`ViewTypeFields`), so each access reads or writes a field of exactly
// that type; the value is a local kept alive for the whole call.

extension DynamicProperties {
    static func install<V>(in value: inout V, node: Node, fields: ViewTypeFields) {
        if fields.installables.isEmpty { return }
        assert(fields.isStruct, "dynamic properties installed in a value whose fields have no offsets")
        withUnsafeMutablePointer(to: &value) { pointer in
            let base = UnsafeMutableRawPointer(pointer)
            for (index, field) in fields.installables.enumerated() {
                assert(field.offset >= 0 && field.offset < MemoryLayout<V>.size, "field offset outside \(V.self)")
                installField(field.type, at: base + field.offset, node: node, index: index, label: field.label)
            }
        }
    }

    private static func installField<P: InstallableProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer, node: Node,
                                                             index: Int, label: String) {
        address.assumingMemoryBound(to: P.self).pointee.install(in: node, index: index, label: label)
    }
}

/// Whether `old` (a view value read where it is stored) and `new` are the
/// same input (`sameViewInputs`), `O` being `V` (compared by the caller).
@inline(__always)
func sameViewInputs<O, V>(stored old: O, _ new: V, fields: ViewTypeFields) -> Bool {
    assert(O.self == V.self, "sameViewInputs(stored:_:fields:) compares a \(O.self) with a \(V.self)")
    return withUnsafePointer(to: old) { sameViewInputs(UnsafeRawPointer($0), new, fields: fields) }
}

/// Whether a new value of a view is the same input as the old one, so its
/// body need not be evaluated again (SwiftUI compares view values the same
/// way: `==` for Equatable views, else field by field). Conservative: a
/// field that cannot be compared (a closure, a non-Equatable value) makes
/// the views different. The old value is read where it is stored.
private func sameViewInputs<V>(_ old: UnsafeRawPointer, _ new: V, fields: ViewTypeFields) -> Bool {
    let rule = fields.comparing
    if let equatable = rule.equatableView {
        return withUnsafePointer(to: new) { equalFields(equatable, old, UnsafeRawPointer($0)) }
    }
    guard let comparisons = rule.comparisons else { return false }
    return withUnsafePointer(to: new) { newPointer in
        let a = old, b = UnsafeRawPointer(newPointer)
        for comparison in comparisons {
            switch comparison {
            case let .input(offset, type):
                if sameInput(type, a + offset, b + offset) == false { return false }
            case let .equatable(offset, type):
                if !equalFields(type, a + offset, b + offset) { return false }
            }
        }
        return true
    }
}

/// `a == b` for values of a type known (at run time) to be `T`: the
/// callers pass `V.self as? any Equatable.Type`, opened. Checked in debug
/// builds, trusted in release (the values are read as `T`s).
func equal<T: Equatable, V>(_ type: T.Type, _ a: V, _ b: V) -> Bool {
    reinterpret(a, as: T.self) == reinterpret(b, as: T.self)
}

private func equalFields<T: Equatable>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
}

private func sameInput<T: ComparableInput>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool? {
    a.assumingMemoryBound(to: T.self).pointee.sameInput(as: b.assumingMemoryBound(to: T.self).pointee)
}

extension ViewTypeFields {
    /// Calls `visit` with each installable field of `value` (a struct: the
    /// caller checks `isStruct`), read where it is; stops at the first
    /// `true` and returns it.
    func anyInstallable<V>(in value: V, _ visit: (any InstallableProperty) -> Bool) -> Bool {
        withUnsafePointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            for field in installables {
                assert(field.offset >= 0 && field.offset < MemoryLayout<V>.size, "field offset outside \(V.self)")
                if visit(property(field.type, at: base + field.offset)) { return true }
            }
            return false
        }
    }
}

private func property<P: InstallableProperty>(_ type: P.Type, at address: UnsafeRawPointer) -> any InstallableProperty {
    address.assumingMemoryBound(to: P.self).pointee
}

// MARK: Size-cache chunks

/// One chunk of a node's size cache (`SizeCache`) in its graph's
/// `SizeCachePool`: the entry count (meaningful in a cache's first chunk),
/// the next chunk of the same cache, then `capacity` entries. Valid while
/// the pool lives, that is while its graph does (Docs/MemorySafety.md,
/// "Size-cache chunks"); indices are checked in debug builds.
struct SizeCacheChunk {
    static let capacity = 4
    fileprivate static let headerSize = 16
    fileprivate static let size = headerSize + capacity * MemoryLayout<SizeCache.Entry>.stride

    fileprivate let address: UnsafeMutableRawPointer

    /// The entries the cache holds (its first chunk's count is the cache's).
    var count: Int {
        @inline(__always) get { address.load(as: Int.self) }
        @inline(__always) nonmutating set { address.storeBytes(of: newValue, as: Int.self) }
    }

    var next: SizeCacheChunk? {
        @inline(__always) get {
            address.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self).map(SizeCacheChunk.init(address:))
        }
        @inline(__always) nonmutating set {
            address.storeBytes(of: newValue?.address, toByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        }
    }

    /// The entry at `index`, which `initialize(at:to:)` wrote.
    @inline(__always)
    subscript(index: Int) -> SizeCache.Entry {
        assert(index >= 0 && index < Self.capacity, "size-cache index \(index) outside 0..<\(Self.capacity)")
        return entries[index]
    }

    /// Writes the entry at `index` (plain values: nothing to deinitialise).
    @inline(__always)
    func initialize(at index: Int, to entry: SizeCache.Entry) {
        assert(index >= 0 && index < Self.capacity, "size-cache index \(index) outside 0..<\(Self.capacity)")
        (entries + index).initialize(to: entry)
    }

    @inline(__always)
    private var entries: UnsafeMutablePointer<SizeCache.Entry> {
        (address + Self.headerSize).assumingMemoryBound(to: SizeCache.Entry.self)
    }
}

/// A graph's storage for its nodes' size caches: chunks carved out of
/// blocks that are freed together with the graph (a block is never moved,
/// so a node keeps its chunk's address). Chunks of nodes dropped while the
/// graph lives (`Node.markDetached`) go to a free list, so a long-lived
/// `LayoutHost` reuses them instead of growing. Block layout: the next
/// block, then chunks. The entries are plain values (no references), so
/// nothing is deinitialised.
struct SizeCachePool: ~Copyable {
    /// Chunks in the first block; each further block doubles, up to `largestBlock`.
    static let firstBlock = 32
    static let largestBlock = 256

    private var blocks: UnsafeMutableRawPointer?
    private var nextChunk: UnsafeMutableRawPointer?
    private var chunksLeft = 0
    private var blockChunks = 0
    private var freeList: SizeCacheChunk?
    /// The chunks the blocks hold, used or free (what the pool keeps allocated).
    private(set) var reservedChunks = 0

    init() {}

    deinit {
        var block = blocks
        while let current = block {
            block = current.load(as: UnsafeMutableRawPointer?.self)
            current.deallocate()
        }
    }

    /// An empty chunk (count 0, no next).
    mutating func takeChunk() -> SizeCacheChunk {
        let chunk: SizeCacheChunk
        if let free = freeList {
            freeList = free.next
            chunk = free
        } else {
            if chunksLeft == 0 { addBlock() }
            guard let address = nextChunk else { preconditionFailure("a size-cache block has no chunk left") }
            chunk = SizeCacheChunk(address: address)
            nextChunk = address + SizeCacheChunk.size
            chunksLeft -= 1
        }
        chunk.count = 0
        chunk.next = nil
        return chunk
    }

    /// Puts a cache's chunks (from its first) on the free list.
    mutating func giveBack(_ first: SizeCacheChunk) {
        var last = first
        while let next = last.next { last = next }
        last.next = freeList
        freeList = first
    }

    private mutating func addBlock() {
        blockChunks = blockChunks == 0 ? Self.firstBlock : min(blockChunks * 2, Self.largestBlock)
        let block = UnsafeMutableRawPointer.allocate(byteCount: 16 + blockChunks * SizeCacheChunk.size,
                                                     alignment: 16)
        block.storeBytes(of: blocks, as: UnsafeMutableRawPointer?.self)
        blocks = block
        nextChunk = block + 16
        chunksLeft = blockChunks
        reservedChunks += blockChunks
    }
}
