import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints the scene being laid out when the process crashes (a runtime trap
/// is SIGILL/SIGTRAP, a bad access SIGSEGV/SIGBUS), so that a crash found by
/// the fuzzer can be replayed. The message is prepared before each scene
/// (`setCurrent`); the handler only calls `write`, then restores the previous
/// handler (the Swift backtracer, if any) and returns, so the faulting
/// instruction raises the signal again and the usual crash report follows.
///
/// Thread safety: fuzz runs lay out scenes on several threads at once (Swift
/// Testing runs `FuzzTests.mixedScenes` and `validScenes` in parallel). Each
/// thread's scene is kept in a slot only that thread writes and frees, so
/// naming scenes never races. The one global message this used to keep was
/// replaced and freed by every run: two runs replacing it together freed
/// the same buffer twice, and the heap corruption aborted some other thread
/// later (glibc's "double free or corruption (out)", seen once in
/// `LaidOutView.init`; `FuzzTests.crashReporterTakesScenesFromParallelRuns`).
/// A crash on a thread that named no scene (a large-stack layout worker, on
/// which a deep scene runs while its thread waits) prints every thread's
/// scene, the one at fault among them.
public enum FuzzCrashReporter {
    /// One thread's message. Written only by its thread; read by the signal
    /// handler, which runs when the process is already crashing (a read
    /// racing a write there can print a stale text, never corrupt the heap).
    private struct Slot {
        var inUse = false
        var text: UnsafeMutablePointer<CChar>?
        var length = 0
    }

    /// Threads that may name scenes at once; a thread beyond them names none
    /// (its crash still prints the others' scenes and the backtrace).
    private static let capacity = 64

    /// Everything `install` sets up, once per process (a `static let` is
    /// initialised exactly once even when several threads ask together; the
    /// flag this replaced let two tests install the handlers twice, and the
    /// second saved this handler as the "previous" one, so a crash would
    /// re-enter it forever instead of reaching the backtracer).
    private struct State: @unchecked Sendable {
        let slots: UnsafeMutablePointer<Slot>
        /// The previous disposition of each signal, by signal number.
        let previous: UnsafeMutablePointer<sigaction>
        /// The thread's slot index plus one (a thread-specific value; the
        /// destructor frees the text and gives the slot back when the thread ends).
        let key: pthread_key_t
        /// Guards `inUse` (taking and giving back slots), never the texts.
        let lock: NSLock
    }

    private static let state: State = {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        slots.initialize(repeating: Slot(), count: capacity)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        previous.initialize(repeating: sigaction(), count: 64)
        var key = pthread_key_t()
        pthread_key_create(&key) { value in FuzzCrashReporter.threadEnded(value) }
        let state = State(slots: slots, previous: previous, key: key, lock: NSLock())
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signal in FuzzCrashReporter.handle(signal) }
            #else
            action.__sigaction_u.__sa_handler = { signal in FuzzCrashReporter.handle(signal) }
            #endif
            sigemptyset(&action.sa_mask)
            // On the thread's alternate stack when it has one (the
            // sanitizers give each thread one): a stack overflow otherwise
            // faults again in the handler and the process dies silently,
            // without the scene or the sanitizer's report.
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, previous + Int(signal))
        }
        return state
    }()

    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handlers (once, whichever thread asks first; call before
    /// the first scene).
    public static func install() {
        _ = state
    }

    /// Sets the text printed if the calling thread crashes from now on
    /// (and, as one of the scenes in progress, if a thread with no scene of
    /// its own does).
    public static func setCurrent(_ text: String) {
        let state = self.state
        guard let slot = slotOfCurrentThread(state) else { return }
        let bytes = Array(("\n*** viewtree-fuzz: crashed while laying out this scene:\n" + text + "\n").utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        // (Only this thread replaces or frees its slot's text.)
        let old = state.slots[slot].text
        state.slots[slot].length = 0
        state.slots[slot].text = buffer
        state.slots[slot].length = bytes.count - 1
        old?.deallocate()
    }

    /// The text the calling thread's crash would print (nil: none set).
    public static func currentText() -> String? {
        let state = self.state
        guard let pointer = pthread_getspecific(state.key) else { return nil }
        let slot = Int(bitPattern: pointer) - 1
        guard let text = state.slots[slot].text else { return nil }
        let full = String(cString: text)
        let header = "\n*** viewtree-fuzz: crashed while laying out this scene:\n"
        return full.hasPrefix(header) && full.hasSuffix("\n") ? String(full.dropFirst(header.count).dropLast()) : full
    }

    /// The calling thread's slot, taken on its first scene (nil: all taken).
    private static func slotOfCurrentThread(_ state: State) -> Int? {
        if let pointer = pthread_getspecific(state.key) { return Int(bitPattern: pointer) - 1 }
        state.lock.lock()
        defer { state.lock.unlock() }
        for index in 0..<capacity where !state.slots[index].inUse {
            state.slots[index].inUse = true
            pthread_setspecific(state.key, UnsafeRawPointer(bitPattern: index + 1))
            return index
        }
        return nil
    }

    /// A thread that named scenes ended: its text is freed, its slot free.
    private static func threadEnded(_ value: UnsafeMutableRawPointer?) {
        guard let value else { return }
        let state = self.state
        let slot = Int(bitPattern: value) - 1
        let text = state.slots[slot].text
        state.slots[slot].text = nil
        state.slots[slot].length = 0
        text?.deallocate()
        state.lock.lock()
        state.slots[slot].inUse = false
        state.lock.unlock()
    }

    private static func handle(_ signal: Int32) {
        let state = self.state
        if let pointer = pthread_getspecific(state.key),
           let text = state.slots[Int(bitPattern: pointer) - 1].text {
            _ = write(2, text, state.slots[Int(bitPattern: pointer) - 1].length)
        } else {
            // Not a thread that lays out scenes itself (a layout worker):
            // every scene in progress.
            for index in 0..<capacity {
                if let text = state.slots[index].text { _ = write(2, text, state.slots[index].length) }
            }
        }
        // Restore the previous disposition and return: the fault repeats
        // (or, for an asynchronous signal, is raised again) under it.
        sigaction(signal, state.previous + Int(signal), nil)
        if signal == SIGABRT || signal == SIGFPE { raise(signal) }
    }
}
