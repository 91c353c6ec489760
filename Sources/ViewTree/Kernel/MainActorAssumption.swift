import Foundation

// The audited kernel (Docs/MemorySafety.md, "Threads").

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
