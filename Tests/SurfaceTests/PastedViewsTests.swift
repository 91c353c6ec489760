import Testing
import ViewTree
import Compat

// Views written the way the public tutorials of the corpus write them (in
// this project's own words): each compiles with `import ViewTree` and
// `import Compat` in place of `import SwiftUI`, and is laid out with frames
// from the rules named in the comments.

/// A feed with a pinned bar at the bottom: safeAreaInset, a List, SF
/// Symbols, a material background, a navigation title.
struct InboxScreen: View {
    @State private var draft = ""
    let messages = (1...5).map { "Message \($0)" }

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { message in
                Label(message, systemImage: "envelope")
                    .lineLimit(1)
            }
            .listStyle(.plain)
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Reply", text: $draft)
                        .textFieldStyle(.roundedBorder)
                    Button { } label: { Image(systemName: "paperplane.fill") }
                        .buttonStyle(.borderedProminent)
                }
                .padding()
                .background(.ultraThinMaterial)
                .layoutTag("bar")
            }
            .navigationTitle("Inbox")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

/// A photo grid: LazyVGrid in a ScrollView, resizable images, clipShape.
struct GalleryScreen: View {
    let columns = [GridItem(.adaptive(minimum: 100), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(0..<9) { index in
                    Image(systemName: "photo")
                        .resizable()
                        .scaledToFill()
                        .frame(height: 100)
                        .clipShape(RoundedRectangle(cornerRadius: 4))
                        .layoutTag("photo\(index)")
                }
            }
        }
        .background(Color(.sRGBWhite))
    }
}

extension Color {
    /// A named colour as asset-based code would write it.
    init(_ name: SurfaceColorName) { self.init(name.rawValue) }
}

enum SurfaceColorName: String { case sRGBWhite }

/// A settings form: Section, Toggle, Picker, a GeometryReader header.
struct SettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @State private var mode = 0

    var body: some View {
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $notifications)
                Picker("Mode", selection: $mode) {
                    Text("Light").tag(0)
                    Text("Dark").tag(1)
                }
                .pickerStyle(.segmented)
                .layoutTag("picker")
            }
        }
    }
}

@MainActor @Suite struct PastedViewsTests {
    /// The bar: a 36-pt field row (a 22-pt field, a 22-pt symbol) padded 16
    /// = 54 tall, pinned above the bottom safe area (810): y 756. The list
    /// below an inline bar (47 + 44).
    @Test func inboxBarSitsAboveTheHomeIndicator() {
        let result = phone.layout(InboxScreen())
        #expect(close(result.frame(of: "bar"), rect(0, 756, 390, 54)))
    }

    /// Adaptive columns: (390 + 2) / (100 + 2) = 3 columns of (390 - 4) / 3;
    /// rows of 100 spaced 2, from the top of the safe area (47).
    @Test func galleryColumns() {
        let width: CGFloat = (390 - 4) / 3
        expectFrames(GalleryScreen(), ["photo0": rect(0, 47, width, 100), "photo4": rect(width + 2, 149, width, 100)])
    }

    /// An inset-grouped form on iOS 17 (Docs/LayoutRules.md, "List"): the
    /// section's header ("General", footnote, 18 tall) above the card, 14.67
    /// below the list's top and 6 above the card (measured: the card 38.67
    /// below the top); rows of at least 44: the toggle row 31 + 22 = 53, so
    /// the picker row starts at 47 + 38.67 + 53 and its content 11 lower,
    /// 20 + 20 from the left in a 390-pt-wide list.
    @Test func settingsPickerRow() {
        expectFrames(SettingsScreen(), in: phone17, ["picker": rect(40, 47 + 38.67 + 53 + 11, 310, 32)])
    }
}
