import Foundation
import Testing
@_spi(Threads) @testable import ViewTree

// Issue 18: a layout runs on the caller's thread (no thread started per
// layout), and a deep tree moves to a reused large-stack worker instead of
// overflowing the caller's stack (`LayoutStack`).

/// Records the thread its body is evaluated on.
final class ThreadRecord: @unchecked Sendable {
    var threads: [ObjectIdentifier] = []
}

struct ThreadProbe: View {
    let record: ThreadRecord
    var body: some View {
        record.threads.append(currentThreadID())
        return Color.red.layoutTag("probe")
    }
}

func currentThreadID() -> ObjectIdentifier { ObjectIdentifier(Thread.current) }

/// `count` nested paddings (0.01 pt each) around a probe.
func paddedProbe(_ count: Int, _ record: ThreadRecord) -> AnyView {
    var view = AnyView(ThreadProbe(record: record))
    for _ in 0..<count { view = AnyView(view.padding(0.01)) }
    return view
}

/// Runs `body` on a new thread with a `stackSize`-byte stack and waits.
func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
}

final class ResultBox: @unchecked Sendable {
    var result: LayoutResult?
    /// The view, made and dropped by the test's thread: destroying a chain
    /// of 3,000 `AnyView`s recurses too (the view is the test's, not the
    /// layout's, and a 512 KiB thread cannot drop it).
    var view: AnyView?
    var thread: ObjectIdentifier?
}

/// Under AddressSanitizer a local may be on its fake stack, which says
/// nothing of the thread's stack: a layout then continues on a worker at
/// once and the worker keeps its pages (Docs/MemorySafety.md, "Releasing
/// deep trees"), so where a layout runs is not what these tests expect.
let underASan: Comment = "where a layout runs differs under AddressSanitizer by design"

@MainActor @Suite struct LayoutStackTests {
    @Test(.disabled(if: LayoutStack.sanitizerMovesLocals, underASan)) func shallowLayoutRunsOnTheCallersThread() {
        // Before issue 18 every layout ran on a new thread with a 512 MiB stack.
        let record = ThreadRecord()
        let result = Window.iPhone13.layout(VStack { ThreadProbe(record: record); Color.blue })
        #expect(record.threads == [currentThreadID()])
        // The probe is half of the 763-pt safe area less the spacing of 8:
        // 47 to 424.5, whose end rounds to the 1/3-pt pixel grid (424 2/3).
        #expect(result.frame(of: "probe") == CGRect(x: 0, y: 47, width: 390, height: 1133.0 / 3))
    }

    @Test func deepTreeOnASmallStackMovesToAWorker() throws {
        // 3,000 levels take several MiB of stack (1-7 KiB a level): far more
        // than a 512 KiB thread has. Without the move this overflows.
        let record = ThreadRecord()
        let box = ResultBox()
        box.view = paddedProbe(3000, record)
        // Not retained by the thread's closure: the thread object may be
        // released after this test is over, and the last release of the box
        // would tear the 3,000-level tree down on the small stack.
        onThread(stackSize: 512 << 10) { [unowned box] in
            box.thread = currentThreadID()
            box.result = Window.iPhone13.layoutOnCurrentThread(box.view!)
        }
        let result = try #require(box.result)
        #expect(result.diagnostics.isEmpty)
        // 3,000 paddings of 0.01 pt: 30 pt on each side of the probe.
        let probe = try #require(result.frame(of: "probe"))
        #expect(abs(probe.minX - 30) <= 1.0 / 3 && abs(probe.width - 330) <= 1.0 / 3)
        #expect(record.threads.count == 1)
        #expect(record.threads.first != box.thread)
    }

    @Test func workersAreReused() {
        // A worker put back is the next one taken (a pool of its own here:
        // the shared one is used by concurrent tests), and it runs its jobs
        // on its own thread, below its own large stack.
        let pool = LayoutWorkerPool(maximumIdle: 1)
        let first = pool.take()
        pool.putBack(first)
        let second = pool.take()
        #expect(first === second)
        let box = ResultBox()
        second.run { box.thread = currentThreadID() }
        #expect(box.thread != nil && box.thread != currentThreadID())
        #expect(LayoutStack.currentAddress() > second.stackLow + UInt(LayoutStack.workerStackSize)
                    || LayoutStack.currentAddress() < second.stackLow)
        // Beyond `maximumIdle` a worker put back ends its thread.
        let third = pool.take()
        #expect(third !== second)
        pool.putBack(second)
        pool.putBack(third)
        #expect(pool.take() === second)
    }

    #if os(Linux)
    @Test(.disabled(if: LayoutStack.sanitizerMovesLocals, underASan)) func idleWorkerGivesItsStackPagesBack() {
        // A deep layout touches megabytes of the worker's stack; a kept
        // worker gives them back when the job is over (madvise), instead of
        // holding them while idle. Counted with mincore over the 7 MiB below
        // the top 1 MiB of the worker's stack.
        let pool = LayoutWorkerPool(maximumIdle: 1)
        let worker = pool.take()
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let top = worker.stackLow + UInt(LayoutStack.workerStackSize) - UInt(1 << 20)
        let start = (top - UInt(7 << 20)) / UInt(page) * UInt(page)
        func residentPages() -> Int {
            var pages = [UInt8](repeating: 0, count: (7 << 20) / page)
            mincore(UnsafeMutableRawPointer(bitPattern: start), 7 << 20, &pages)
            return pages.filter { $0 & 1 != 0 }.count
        }
        let box = ResultBox()
        final class Count: @unchecked Sendable { var value = 0 }
        let during = Count()
        worker.run {
            // 3,000 levels: several MiB of stack in a debug or release build.
            let result = Window.iPhone13.layout(nestedPaddings(3000))
            box.thread = currentThreadID()
            during.value = residentPages()
            withExtendedLifetime(result) {}
        }
        pool.putBack(worker)
        #expect(during.value > 0)
        #expect(residentPages() == 0)
    }
    #endif

    @Test(.disabled(if: LayoutStack.sanitizerMovesLocals, underASan)) func shallowTreeOnASmallStackStaysOnItsThread() {
        // 40 levels fit in 512 KiB with room to spare: no move.
        let record = ThreadRecord()
        let box = ResultBox()
        onThread(stackSize: 2 << 20) { [unowned box] in
            box.thread = currentThreadID()
            box.result = Window.iPhone13.layoutOnCurrentThread(paddedProbe(40, record))
        }
        #expect(record.threads == [box.thread])
        #expect(box.result?.frame(of: "probe") != nil)
    }
}

/// A level of a deep chain whose body passes closures to the standard
/// library (`map`, `filter`): Swift 6 checks at run time that a closure
/// formed in a main-actor body runs on the main actor.
struct ClosureChain: View {
    let remaining: Int
    let record: ThreadRecord
    var body: AnyView {
        record.threads.append(currentThreadID())
        let insets = [remaining].map { CGFloat($0 % 2) * 0.01 }.filter { $0 >= 0 }
        return remaining == 0 ? AnyView(Color.red.layoutTag("leaf"))
            : AnyView(ClosureChain(remaining: remaining - 1, record: record).padding(insets[0]))
    }
}

/// Issue 30: bodies are main-actor isolated. A deep tree laid out from the
/// main actor continues on a large-stack worker, which runs as the main
/// actor while the main queue waits (`MainActorJobExecutor`): the bodies it
/// evaluates pass Swift 6's run-time check. (Run plainly on the worker, the
/// first closure stopped the program.)
@MainActor @Suite struct MainActorWorkerTests {
    @Test func bodiesOnAWorkerRunAsTheMainActor() throws {
        let record = ThreadRecord()
        // 1,500 views and their paddings (3,000 levels) with 256 KiB of the
        // caller's stack to use: the rest of the tree continues on a worker.
        let host = LayoutHost(window: .iPhone13, rootView: ClosureChain(remaining: 1500, record: record))
        host.graph.limits.callersStackBudget = 256 << 10
        let result = host.layout()
        #expect(!result.diagnostics.contains { $0.kind == .treeTooDeep })
        let leaf = try #require(result.frame(of: "leaf"))
        // The 750 odd levels pad by 0.01 pt on each edge: 7.5 pt in from the
        // window's edges (the leaf's frame on the pixel grid).
        #expect(abs(leaf.minX - 7.5) <= 1.0 / 3)
        // The first bodies ran on the caller's thread (under ASan the layout
        // moves at once: `underASan`), the deepest on the worker's.
        if !LayoutStack.sanitizerMovesLocals { #expect(record.threads.first == currentThreadID()) }
        #expect(record.threads.last != currentThreadID())
    }
}
