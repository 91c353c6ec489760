import Testing
import ViewTree
import Compat

// Xcode previews as view files declare them: `#Preview` (with a name,
// traits, `@Previewable` state, iOS 26's arguments) and `PreviewProvider`.
// Before, a file with a `#Preview` block did not compile ("no macro named
// 'Preview'"): 24 of 53 view files of a corpus probe (fifteenth session).
// The macros expand to nothing; their bodies are type-checked as SwiftUI's.

/// A counter row, previewed below.
struct PreviewedCounter: View {
    @Binding var count: Int
    var body: some View {
        HStack {
            Text("Count")
            Spacer()
            Text("\(count)").layoutTag("value")
        }
        .padding()
    }
}

#Preview {
    PreviewedCounter(count: .constant(3))
}

#Preview("Large", traits: .sizeThatFitsLayout, .landscapeLeft) {
    PreviewedCounter(count: .constant(30))
        .font(.largeTitle)
}

#Preview("Fixed", traits: .fixedLayout(width: 320, height: 80)) {
    @Previewable @State var count = 7
    PreviewedCounter(count: $count)
}

#Preview("Each", arguments: [1, 2, 3]) { value in
    PreviewedCounter(count: .constant(value))
}

/// The older form: a provider whose previews make a view with state
/// (main-actor defaults: the provider is main-actor isolated, as SwiftUI's).
struct PreviewedCounter_Previews: PreviewProvider {
    struct Host: View {
        @State var count = 12
        var body: some View { PreviewedCounter(count: $count) }
    }
    static var previews: some View {
        Host()
        Host().previewDisplayName("Again")
    }
}

@MainActor @Suite struct PreviewsTests {
    @Test func aProvidersPreviewsLayOutAsAView() {
        // The provider's two hosts in an implicit VStack: each row the
        // padded HStack, 16 in on each side (padding's default), so the
        // value text ends 16 before the window's trailing edge.
        let result = Window.iPhone13.layout(PreviewedCounter_Previews.previews)
        let value = result.frame(of: "value")
        #expect(value.map { abs($0.maxX - (390 - 16)) < 0.5 } == true, "\(String(describing: value))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }
}
