// The stack one level of nesting takes in a layout (`--stack-probe`).
//
// The runtime lays out on the caller's thread and moves to a large-stack
// worker only when the tree is too deep for the stack that is left, at
// `LayoutStack.bytesPerLevel` a level; this measures what a level really
// takes. On a fresh thread, the unused part of its stack is discarded
// (`madvise(MADV_DONTNEED)`), one layout runs, and the lowest page touched
// since (`mincore`) is its high-water mark. Two depths of each kind of
// nesting give the bytes per level.

import Foundation
@_spi(Threads) import ViewTree
#if canImport(Glibc)
import Glibc
#endif

final class ProbeBox: @unchecked Sendable { var value = 0 }

/// The bytes of stack below the caller's frame that one layout of
/// `make()` touched, measured on a new thread with a 64 MiB stack.
func stackHighWater(_ make: @escaping @Sendable () -> AnyView) -> Int {
    #if os(Linux)
    let box = ProbeBox()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let view = make()
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        let getAttributes = unsafeBitCast(dlsym(nil, "pthread_getattr_np")!, to: GetAttr.self)
        var attributes = pthread_attr_t()
        _ = getAttributes(pthread_self(), &attributes)
        var address: UnsafeMutableRawPointer?
        var size = 0
        pthread_attr_getstack(&attributes, &address, &size)
        pthread_attr_destroy(&attributes)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let low = (UInt(bitPattern: address!) + UInt(page) * 16) / UInt(page) * UInt(page)
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let top = (here - 64 * 1024) / UInt(page) * UInt(page)
        madvise(UnsafeMutableRawPointer(bitPattern: low), Int(top - low), MADV_DONTNEED)
        let result = Window.iPhone13.layoutOnCurrentThread(view)
        var pages = [UInt8](repeating: 0, count: Int(top - low) / page)
        mincore(UnsafeMutableRawPointer(bitPattern: low), Int(top - low), &pages)
        let lowest = pages.firstIndex { $0 & 1 != 0 } ?? pages.count
        box.value = Int(here - (low + UInt(lowest * page)))
        withExtendedLifetime(result) {}
        done.signal()
    }
    thread.stackSize = 64 << 20
    thread.start()
    done.wait()
    return box.value
    #else
    return 0
    #endif
}

func stackProbe() {
    #if !os(Linux)
    print("--stack-probe needs Linux (mincore on the thread's stack)")
    #else
    let kinds: [(String, @Sendable (AnyView) -> AnyView)] = [
        ("padding", { view in AnyView(view.padding(1)) }),
        ("VStack", { view in AnyView(VStack { view }) }),
        ("HStack + Spacer", { view in AnyView(HStack { view; Spacer() }) }),
        ("frame(maxWidth:)", { view in AnyView(view.frame(maxWidth: .infinity)) }),
        ("overlay", { view in AnyView(view.overlay(Color.red)) }),
        ("ScrollView", { view in AnyView(ScrollView { view }) }),
        ("custom view", { view in AnyView(ProbeWrapper(content: view)) }),
    ]
    let shallow = 100, deep = 600
    print("kind | bytes a level (layout of \(shallow) vs \(deep) levels)")
    for (name, wrap) in kinds {
        @Sendable func nested(_ depth: Int) -> AnyView {
            var view = AnyView(Color.red)
            for _ in 0..<depth { view = wrap(view) }
            return view
        }
        let a = stackHighWater { nested(shallow) }
        let b = stackHighWater { nested(deep) }
        print("\(name) | \((b - a) / (deep - shallow))")
    }
    #endif
}

nonisolated struct ProbeWrapper: View {
    let content: AnyView
    var body: some View { content }
}
