import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a layout runs: on the caller's thread while its stack has room,
/// on a reused worker thread with a large stack when the tree is deep.
///
/// Resolution, sizing and placement recurse once or more per level of the
/// tree, so a tree thousands of levels deep needs far more stack than a
/// test's or an app's thread has. Starting a large-stack thread for every
/// layout made that safe but cost most of a small layout (tens of µs to
/// create, schedule and join a thread, more on a busy machine: issue 18).
/// Instead the graph records the lowest stack address its thread may reach
/// (`ViewGraph.stackLimit`) and:
/// - resolution (`Node.setChildren`, the one place it goes a level deeper)
///   continues on a worker when the stack pointer is below that limit;
/// - each layout pass (size, place, preferences: recursions over the
///   whole tree) runs on a worker when the deepest node resolved needs more
///   stack than is left (`bytesPerLevel` a level);
/// - a reader's content, built while the reader is placed (after the pass
///   chose its stack), is placed the same way for the levels below the
///   reader (`ReaderLayout.place`).
/// Workers are kept and reused; the caller waits for its work to finish, so
/// a graph is still used by one thread at a time.
enum LayoutStack {
    /// A worker's stack: room for `ViewGraph.Limits.maximumDepth` levels
    /// many times over (20,000 nested paddings fit: `DeepTreeTests`).
    static let workerStackSize = 512 << 20

    /// Stack a layout keeps free below its limit: what runs between two
    /// checks (a node's resolution or layout calls without going a level
    /// deeper, diagnostics, a body) plus the guard page. The largest frame
    /// run between checks measured well under 16 KiB; 256 KiB leaves room
    /// for user code in bodies.
    static let reserve = 256 << 10

    /// Stack one level of the tree may take in a layout pass, an upper
    /// bound: measured with nested paddings, stacks, frames, overlays,
    /// scroll views and custom views (`viewtree-benchmark --stack-probe`):
    /// at most 1.6 KiB a level in a release build and 6.8 KiB in a debug
    /// build (an HStack with a Spacer). Taken at over twice that, for
    /// containers not measured: on an 8 MiB main thread, trees up to about
    /// 500 levels deep are laid out in place.
    static let bytesPerLevel = 16 << 10

    /// The current stack pointer, near enough (the address of a local).
    ///
    /// Under AddressSanitizer a local may live on its fake stack, off the
    /// thread's stack: its address then says nothing of the room left, and
    /// the answer is an extreme that is safe either way: no room (0) on a
    /// caller's thread, so the layout continues on a worker, and all the
    /// room (`UInt.max`) on a worker, whose 512 MiB hold the deepest tree
    /// `ViewGraph.Limits` allows.
    @inline(__always)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        let address = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if !sanitizerMovesLocals { return address }
        return addressOnTheStack(address)
    }

    @inline(never)
    private static func addressOnTheStack(_ address: UInt) -> UInt {
        if let bounds = ThreadStackBounds.current(), bounds.contains(address) { return address }
        return LayoutWorker.current == nil ? 0 : .max
    }

    /// Whether AddressSanitizer runs in this process (its runtime's entry
    /// point is linked in): its fake stacks put locals off the thread's stack.
    static let sanitizerMovesLocals: Bool = {
        #if os(Linux)
        return dlsym(nil, "__asan_init") != nil
        #else
        return false
        #endif
    }()

    /// The lowest address the calling thread's layout may reach before it
    /// moves to a worker: the stack's low end plus `reserve`; `UInt.max`
    /// (always move) when the stack's extent is unknown.
    static func limitForCurrentThread() -> UInt {
        if let worker = LayoutWorker.current { return worker.stackLow &+ UInt(reserve) }
        guard let bounds = ThreadStackBounds.current() else { return .max }
        return bounds.low &+ UInt(reserve)
    }

    /// Runs `work` on an idle worker (one is started when none is idle) and
    /// waits for it. Returns the worker's stack limit to `work`.
    static func run(_ work: (_ limit: UInt) -> Void) {
        let pool = LayoutWorkerPool.shared
        let worker = pool.take()
        withoutActuallyEscaping(work) { work in
            let box = UncheckedBox(work)
            worker.run { box.value(worker.stackLow &+ UInt(reserve)) }
        }
        pool.putBack(worker)
    }
}

/// Idle workers, taken by a layout that needs one and put back after.
final class LayoutWorkerPool: @unchecked Sendable {
    static let shared = LayoutWorkerPool()
    /// Workers kept idle at most; more (after a burst of concurrent deep
    /// layouts) end their threads.
    let maximumIdle: Int
    private let lock = NSLock()
    private var idle: [LayoutWorker] = []

    init(maximumIdle: Int = 4) { self.maximumIdle = maximumIdle }

    /// An idle worker, or a new one.
    func take() -> LayoutWorker {
        lock.lock()
        let worker = idle.popLast()
        lock.unlock()
        return worker ?? LayoutWorker()
    }

    func putBack(_ worker: LayoutWorker) {
        lock.lock()
        let keep = idle.count < maximumIdle
        if keep { idle.append(worker) }
        lock.unlock()
        if !keep { worker.stop() }
    }
}

/// A thread with a large stack that runs one job at a time, handed to it
/// by `LayoutStack.run`, and then waits for the next.
final class LayoutWorker: @unchecked Sendable {
    /// The worker whose thread this is (a thread-specific value).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: LayoutWorker? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<LayoutWorker>.fromOpaque(pointer).takeUnretainedValue()
    }

    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private let ready = DispatchSemaphore(value: 0)
    private var job: (() -> Void)?
    /// Whether the job running now runs as the main actor (read by this
    /// thread only: `MainThread.isCurrent`).
    private(set) var isRunningAsMainActor = false
    /// A job handed over as a task's, to run as the main actor.
    private var taskJob: UnownedJob?
    /// Hands this worker jobs to run as the main actor.
    private lazy var mainActorExecutor = MainActorJobExecutor { [unowned self] job in
        self.taskJob = job
        self.start.signal()
    }
    private var stopping = false
    /// The lowest usable address of the worker's stack.
    private(set) var stackLow: UInt = 0

    init() {
        let thread = Thread { [unowned(unsafe) self] in self.loop() }
        thread.stackSize = LayoutStack.workerStackSize
        thread.name = "ViewTree layout"
        // The worker object lives as long as its thread (released when it stops).
        _ = Unmanaged.passRetained(self)
        thread.start()
        ready.wait()
    }

    private func loop() {
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        // The thread's own account of its stack; else the stack grows down
        // from about here and its far end is the stack size away (less what
        // the thread's start-up used: 64 KiB spare).
        if let bounds = ThreadStackBounds.current() {
            stackLow = bounds.low
        } else {
            stackLow = LayoutStack.currentAddress() &- UInt(LayoutStack.workerStackSize) &+ UInt(64 << 10)
        }
        ready.signal()
        while true {
            start.wait()
            if stopping { break }
            if let taskJob {
                // Part of a task started by `run`; the task signals `done`.
                self.taskJob = nil
                isRunningAsMainActor = true
                mainActorExecutor.runAsMainActor(taskJob)
                isRunningAsMainActor = false
                continue
            }
            job?()
            job = nil
            releaseUsedStack()
            done.signal()
        }
        pthread_setspecific(Self.key, nil)
        Unmanaged.passUnretained(self).release()
    }

    /// Gives the pages a deep layout touched back to the system (Linux):
    /// a kept worker would otherwise hold them while idle (a 20,000-level
    /// tree touches about 100 MB of stack). Only pages of this thread's own
    /// stack (its bounds as the thread library reports them), more than
    /// 512 KiB below its top, where the loop and what it calls run, and
    /// more than 64 KiB below the caller's frame: no job uses them any more.
    /// Not at all when the stack's bounds are unknown or the caller's frame
    /// is not on the stack (AddressSanitizer's fake stack): before, the
    /// address of a local on the fake stack set the top of the range, and
    /// the release wiped live memory above the thread's stack.
    private func releaseUsedStack() {
        #if os(Linux)
        guard let bounds = ThreadStackBounds.current() else { return }
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0, bounds.high > bounds.low &+ UInt(1 << 20) else { return }
        let here = LayoutStack.currentAddress()
        guard bounds.contains(here) else { return }
        let low = (max(stackLow, bounds.low) + page - 1) / page * page
        let high = min(here &- UInt(64 << 10), bounds.high &- UInt(512 << 10)) / page * page
        guard high > low, let start = UnsafeMutableRawPointer(bitPattern: low) else { return }
        madvise(start, Int(high - low), MADV_DONTNEED)
        #endif
    }

    /// Runs `job` on the worker's thread and waits for it. Called on the
    /// main queue, the job runs as the main actor (which waits for it:
    /// `MainActorJobExecutor`), so that the bodies it evaluates are on the
    /// main actor, as their isolation requires.
    func run(_ job: @escaping () -> Void) {
        if MainThread.isCurrent {
            let done = done
            mainActorExecutor.start(job) { [unowned self] in
                self.releaseUsedStack()
                done.signal()
            }
        } else {
            self.job = job
            start.signal()
        }
        done.wait()
    }

    func stop() {
        stopping = true
        start.signal()
    }
}

/// The calling thread's stack extent, looked up once per thread.
struct ThreadStackBounds {
    /// The lowest usable address (above the guard pages) and the top.
    let low: UInt
    let high: UInt

    func contains(_ address: UInt) -> Bool { address >= low && address < high }

    private static let lowKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    private static let highKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The calling thread's stack, or nil if the platform does not say.
    static func current() -> ThreadStackBounds? {
        if let low = pthread_getspecific(lowKey), let high = pthread_getspecific(highKey) {
            return ThreadStackBounds(low: UInt(bitPattern: low), high: UInt(bitPattern: high))
        }
        guard let bounds = lookUp(), bounds.low != 0, bounds.high > bounds.low else { return nil }
        pthread_setspecific(lowKey, UnsafeMutableRawPointer(bitPattern: bounds.low))
        pthread_setspecific(highKey, UnsafeMutableRawPointer(bitPattern: bounds.high))
        return bounds
    }

    private static func lookUp() -> ThreadStackBounds? {
        #if os(Linux)
        // (For the main thread glibc reads /proc/self/maps: hence the cache.)
        // `pthread_getattr_np` is a GNU extension the Glibc module does not
        // import: looked up by name (RTLD_DEFAULT is a null handle).
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttr.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        var guardSize = 0
        pthread_attr_getguardsize(&attributes, &guardSize)
        let base = UInt(bitPattern: address)
        return ThreadStackBounds(low: base &+ UInt(guardSize), high: base &+ UInt(size))
        #elseif canImport(Darwin)
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        return ThreadStackBounds(low: top &- UInt(pthread_get_stacksize_np(thread)), high: top)
        #else
        return nil
        #endif
    }
}

final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

// MARK: The main actor, assumed

// (Docs/MemorySafety.md, "Threads".)

/// `operation(argument)`, the operation isolated to the main actor, run on
/// the calling thread without a run-time check of the executor.
///
/// A view's `body` and a modifier's `body(content:)` are main-actor
/// isolated, as in SwiftUI. The runtime that evaluates them is not: a
/// layout runs on the main queue (`Window.layout`, `LayoutHost.layout`
/// wait for it when called elsewhere: `MainThread.run`), in a large-stack
/// worker's job that runs as the main actor while the main queue waits
/// (`MainActorJobExecutor`), or, through the runtime's own SPI
/// (`layoutOnCurrentThread`), on a thread of its caller's. In every case one
/// thread runs the graph at a time, and in the first two the main actor is
/// held for the whole layout.
///
/// The argument is passed, not captured: the operation is a plain function
/// of it that captures nothing (so nothing non-Sendable is captured into
/// main-actor isolation, and the escaping closure needs no context).
@inline(__always)
func assumingMainActor<A, T>(_ argument: A, _ operation: @escaping @MainActor (A) -> T) -> T {
    // A synchronous function's global actor is not part of its
    // representation: the two function types are laid out alike.
    unsafeBitCast(operation, to: ((A) -> T).self)(argument)
}

/// `assumingMainActor(_:_:)` with two arguments (not one tuple of them: a
/// tuple of generic types asks the runtime for its metadata at each call).
@inline(__always)
func assumingMainActor<A, B, T>(_ first: A, _ second: B, _ operation: @escaping @MainActor (A, B) -> T) -> T {
    unsafeBitCast(operation, to: ((A, B) -> T).self)(first, second)
}

/// Runs jobs handed to a `LayoutWorker` as the main actor: the worker's
/// thread runs each job with the main actor's executor as its current
/// executor, so that main-actor code in it (a view's body, and the checks
/// Swift 6 puts in the closures a body passes to code not checked for
/// concurrency, such as the standard library's `map`) finds itself on the
/// main actor.
///
/// Invariant: used only while the main thread is blocked waiting for the
/// job (`LayoutWorker.run` called on the main queue), so the main actor
/// runs nothing else meanwhile; the job's effects are ordered before the
/// main thread goes on by the worker's semaphores.
final class MainActorJobExecutor: TaskExecutor, @unchecked Sendable {
    /// Where a job enqueued by the task goes (the worker's thread).
    private let hand: (UnownedJob) -> Void

    init(hand: @escaping (UnownedJob) -> Void) { self.hand = hand }

    func enqueue(_ job: consuming ExecutorJob) {
        hand(UnownedJob(job))
    }

    /// Starts a task that runs `work` on this executor's thread and then
    /// `finished`; the caller waits for that (`LayoutWorker.run`). The task
    /// may reach the thread as more than one job (the runtime switches a
    /// nonisolated task to its preferred executor), so only the task itself
    /// knows when `work` is done.
    func start(_ work: @escaping () -> Void, finished: @escaping @Sendable () -> Void) {
        // The task object may outlive the job (it is released when the
        // runtime is done with it): the task lets go of `work` before it
        // says it is done, since a caller's `withoutActuallyEscaping` checks
        // that nothing holds the closure when it returns.
        let box = JobBox(work)
        Task.detached(executorPreference: self) {
            box.work?()
            box.work = nil
            finished()
        }
    }

    private final class JobBox: @unchecked Sendable {
        var work: (() -> Void)?
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Runs a job enqueued by `start` on the calling (worker) thread, as the
    /// main actor.
    func runAsMainActor(_ job: UnownedJob) {
        job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
    }
}

/// Runs `work` on the main queue, where the main actor runs: there when
/// called on it, else by waiting for it (`DispatchQueue.main.sync`).
///
/// The layout entry points are main-actor isolated but `@preconcurrency`, so
/// code that is not isolated (a nonisolated Swift Testing test, on the
/// cooperative pool) reaches them on another thread. The views' bodies must
/// run on the main actor: Swift 6 checks at run time, in every closure a
/// main-actor body passes to code not checked for concurrency (`map`,
/// `filter`), that it runs there, and stops the program otherwise.
/// Deadlocks if the main thread is blocked waiting for the caller, as
/// `DispatchQueue.main.sync` does.
@_spi(Threads)
public enum MainThread {
    public static func run<T>(_ work: () -> T) -> T {
        if isCurrent { return work() }
        return DispatchQueue.main.sync(execute: work)
    }

    /// Whether the caller runs as the main actor: on the main thread or
    /// the main queue, or in a worker's job run as the main actor while the
    /// main queue waits for it (`MainActorJobExecutor`). Not only
    /// `Thread.isMainThread`: on Linux a test runner may drain the main
    /// queue (run main-actor jobs) on a thread of the dispatch pool, which
    /// `sync` to the main queue would deadlock on.
    static var isCurrent: Bool {
        // The main thread first: where an app's and a command-line tool's
        // layouts run, and the cheapest question.
        Thread.isMainThread || DispatchQueue.getSpecific(key: marker.key) != nil
            || LayoutWorker.current?.isRunningAsMainActor == true
    }

    private struct Marker: @unchecked Sendable {
        let key = DispatchSpecificKey<Bool>()
        init() { DispatchQueue.main.setSpecific(key: key, value: true) }
    }
    private static let marker = Marker()
}
