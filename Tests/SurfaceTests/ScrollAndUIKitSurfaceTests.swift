import Testing
import ViewTree

// Issue 29: the scroll APIs that sit beside containerRelativeFrame in real
// carousels, UIKit's names an iOS file gets with `import SwiftUI`, and a few
// iOS 16-18 drawing APIs, written as the corpus's views write them. None of
// them changes layout (Docs/LayoutRules.md, "Surface views and modifiers");
// each is refused before its version. iPhone 13: safe rect (0, 47, 390, 763).

/// A paging carousel as people write it (iOS 17).
struct PagingCarousel: View {
    @State private var current: Int? = 0
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<3) { i in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(uiColor: .systemGray6).shadow(.drop(radius: 4)))
                        .containerRelativeFrame(.horizontal)
                        .layoutTag("page\(i)")
                        .onScrollVisibilityChange(threshold: 0.8) { _ in }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .scrollPosition(id: $current)
        .scrollBounceBehavior(.basedOnSize)
        .scrollClipDisabled()
        .frame(height: 200)
    }
}

@MainActor @Suite struct ScrollAndUIKitSurfaceTests {
    @Test func aPagingCarouselLaysOutAsWithoutItsScrollBehaviour() {
        // Pages as wide as the scroll view (390), 200 tall, side by side; the
        // 200-pt frame centred in the safe area: y 47 + (763 - 200) / 2.
        let y: CGFloat = 47 + (763 - 200) / 2
        expectFrames(PagingCarousel(), ["page0": rect(0, y, 390, 200), "page1": rect(390, y, 390, 200)])
        let result = phone.layout(PagingCarousel())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func viewAlignedBehaviourAndIndexStylesCompile() {
        let view = ScrollView(.horizontal) { HStack { Color.red.frame(width: 100).layoutTag("a") }.scrollTargetLayout(isEnabled: true) }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.never, axes: .horizontal)
        #expect(phone.layout(view).frame(of: "a")?.width == 100)
        let pages = TabView { Color.red.layoutTag("p") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
        #expect(phone.layout(pages).diagnostics.isEmpty)
    }

    @Test func eachIsRefusedBeforeItsVersion() {
        // iOS 16: the iOS 17 and 18 APIs are refused, as the compiler refuses them.
        let result = phone.withOSVersion(.iOS16).layout(PagingCarousel())
        let messages = result.diagnostics.map(\.message)
        for name in ["scrollTargetBehavior(_:)", "scrollTargetLayout(isEnabled:)", "scrollPosition(id:anchor:)",
                     "scrollClipDisabled(_:)", "onScrollVisibilityChange(threshold:_:)", "containerRelativeFrame"] {
            #expect(messages.contains { $0.contains("'\(name)") }, "\(name): \(messages)")
        }
        // scrollIndicators is iOS 16, scrollBounceBehavior iOS 16.4.
        #expect(!messages.contains { $0.contains("'scrollIndicators(_:axes:)'") })
        #expect(messages.contains { $0.contains("'scrollBounceBehavior(_:axes:)' is only available in iOS 16.4 or newer") })
    }

    @Test func uiKitColoursAndTheScreen() {
        // The screen is the window being laid out: 80 % of its width.
        struct Banner: View {
            var body: some View {
                Color(.systemBackground).frame(width: UIScreen.main.bounds.width * 0.8, height: 50).layoutTag("banner")
                    .background(Color(uiColor: .tertiarySystemFill))
                    .background(Capsule(style: .continuous).fill(Color(UIColor.label.withAlphaComponent(0.2))))
            }
        }
        #expect(phone.layout(Banner()).frame(of: "banner")?.width == 312)
        #expect(Window.iPad.layout(Banner()).frame(of: "banner")?.width == 656)
    }
}
