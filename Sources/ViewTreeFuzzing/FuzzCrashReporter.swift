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
public enum FuzzCrashReporter {
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var messageLength = 0
    nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?
    nonisolated(unsafe) private static var installed = false
    private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]

    /// Installs the handlers (once; call before the first scene).
    public static func install() {
        if installed { return }
        installed = true
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 64)
        previous.initialize(repeating: sigaction(), count: 64)
        Self.previous = previous
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signal in FuzzCrashReporter.handle(signal) }
            #else
            action.__sigaction_u.__sa_handler = { signal in FuzzCrashReporter.handle(signal) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Sets the text printed if the process crashes from now on.
    public static func setCurrent(_ text: String) {
        let bytes = Array(("\n*** viewtree-fuzz: crashed while laying out this scene:\n" + text + "\n").utf8CString)
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        buffer.initialize(from: bytes, count: bytes.count)
        let old = message
        message = buffer
        messageLength = bytes.count - 1
        old?.deallocate()
    }

    private static func handle(_ signal: Int32) {
        if let message {
            _ = write(2, message, messageLength)
        }
        // Restore the previous disposition and return: the fault repeats
        // (or, for an asynchronous signal, is raised again) under it.
        if let previous {
            sigaction(signal, previous + Int(signal), nil)
        }
        if signal == SIGABRT || signal == SIGFPE { raise(signal) }
    }
}
