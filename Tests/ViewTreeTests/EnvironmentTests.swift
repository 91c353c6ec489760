import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Preferences, environment and state passes": environment flows down;
// `.environment(key, value)` overrides for a subtree.
// Text metric: advance = pointSize / 2; caption 12/16, body 17/22, largeTitle 34/41.

private struct RowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    fileprivate var rowHeight: CGFloat {
        get { self[RowHeightKey.self] }
        set { self[RowHeightKey.self] = newValue }
    }
}

/// A key whose value is optional, with a non-nil default.
private struct OptionalWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat? = 5
}

private protocol Shade { var level: Int { get } }
private struct Dark: Shade { var level: Int { 2 } }
private struct Light: Shade { var level: Int { 1 } }

/// A key whose value is an existential.
private struct ShadeKey: EnvironmentKey {
    static var defaultValue: any Shade { Dark() }
}

/// Reads the custom key in its body.
private struct Row: View {
    @Environment(\.rowHeight) var rowHeight
    var body: some View { Color.red.frame(height: rowHeight) }
}

/// Reads a built-in value in its body: the bar is 10 pt per font point.
private struct FontBar: View {
    @Environment(\.font) var font
    var body: some View { Color.red.frame(width: (font ?? .body).pointSize * 10, height: 10) }
}

extension EnvironmentValues {
    fileprivate var shade: any Shade {
        get { self[ShadeKey.self] }
        set { self[ShadeKey.self] = newValue }
    }
}

/// Reads the existential key in its body: the bar is 10 pt per level.
private struct ShadeBar: View {
    @Environment(\.shade) var shade
    var body: some View { Color.red.frame(width: CGFloat(shade.level) * 10, height: 10) }
}

/// Reads its `@Environment` inside a `GeometryReader`'s closure, which runs
/// when the reader is placed, after `body` returned: the value must be the
/// one installed for that body (installed into the evaluated copy, which
/// the closure captured).
private struct LateReader: View {
    @Environment(\.rowHeight) var rowHeight
    @State var extra: CGFloat = 0
    let expose: (Binding<CGFloat>) -> Void
    var body: some View {
        let _ = expose($extra)
        GeometryReader { _ in
            Color.red.frame(width: rowHeight + extra, height: 1).layoutTag("late")
        }
    }
}

@MainActor @Suite struct EnvironmentTests {
    /// Each `@Environment` read sees the value set nearest above its view
    /// (Apple, `Environment`), whatever was read before it: rows under
    /// different values of one key, in one layout and in the next. (Reads
    /// were once cached by key path and environment version: a cache that
    /// ignored the version would give the second row the first one's
    /// height, and the next layout the last one's.) Unset, a row reads
    /// the key's default, 44; the existential key reads its dynamic value.
    @Test func eachReadSeesItsOwnEnvironmentAcrossRowsAndLayouts() {
        for (first, second) in [(CGFloat(10), CGFloat(20)), (30, 40)] {
            let result = Window.iPhone13.layout(VStack(spacing: 0) {
                Row().layoutTag("a").environment(\.rowHeight, first)
                Row().layoutTag("b").environment(\.rowHeight, second)
                Row().layoutTag("c")
                ShadeBar().layoutTag("dark")
                ShadeBar().layoutTag("light").environment(\.shade, Light())
            })
            #expect(result.frame(of: "a")?.height == first)
            #expect(result.frame(of: "b")?.height == second)
            #expect(result.frame(of: "c")?.height == 44)
            #expect(result.frame(of: "dark")?.width == 20)
            #expect(result.frame(of: "light")?.width == 10)
        }
    }

    /// Values read back as written whatever their type: a key never set
    /// reads its default; an optional key set to nil reads nil (an explicit
    /// value, not the default); an existential reads its dynamic value; a key
    /// written twice holds the last value, once. (The storage is a short
    /// list searched by key, and a read skips the general cast when the
    /// stored type is the key's.)
    @Test func valuesOfEveryKindReadBackAsWritten() {
        var values = EnvironmentValues()
        #expect(values[OptionalWidthKey.self] == 5)
        #expect(values[ShadeKey.self].level == 2)
        values[OptionalWidthKey.self] = nil
        #expect(values[OptionalWidthKey.self] == nil)
        values[OptionalWidthKey.self] = 7
        #expect(values[OptionalWidthKey.self] == 7)
        values[ShadeKey.self] = Light()
        #expect(values[ShadeKey.self].level == 1)
        let before = values.version
        values[RowHeightKey.self] = 10
        values[RowHeightKey.self] = 12
        #expect(values[RowHeightKey.self] == 12)
        #expect(values.version != before)
        #expect(values.description == "EnvironmentValues(3 values set)")
    }

    @Test func overrideAppliesToTheSubtreeOnly() {
        // Outer .font(.caption): "Hello" 5 x 6 = 30 x 16. Inner override
        // .largeTitle: 5 x 17 = 85 x 41. VStack 85 x (16 + 8 + 41 = 65),
        // y0 = 47 + (763 - 65) / 2 = 396.
        expectFrames(
            VStack {
                Text("Hello").layoutTag("caption")
                VStack { Text("Hello").layoutTag("large") }.font(.largeTitle)
            }.font(.caption),
            ["caption": rect(180, 396, 30, 16), "large": rect(152.5, 420, 85, 41)])
    }

    @Test func environmentPropertyReadInACustomView() {
        // Default font nil -> body 17 -> 170 wide; .title (28) -> 280.
        // VStack(spacing: 0): 280 x 20, y0 = 47 + (763 - 20) / 2 = 418.5.
        expectFrames(
            VStack(spacing: 0) {
                FontBar().layoutTag("default")
                FontBar().font(.title).layoutTag("title")
            },
            ["default": rect(110, 418.5, 170, 10), "title": rect(55, 428.5, 280, 10)])
    }

    @Test func customEnvironmentKeyDefaultAndOverride() {
        // Rows 44 (default), 60 (override), 44: the override does not leak to
        // the sibling. 148 tall, y0 = 47 + (763 - 148) / 2 = 354.5.
        expectFrames(
            VStack(spacing: 0) {
                Row().layoutTag("a")
                Row().environment(\.rowHeight, 60).layoutTag("b")
                Row().layoutTag("c")
            },
            ["a": rect(0, 354.5, 390, 44), "b": rect(0, 398.5, 390, 60), "c": rect(0, 458.5, 390, 44)])
    }

    @Test func innermostOverrideWins() {
        // .environment(40) inside .environment(100): the nearer value, 40.
        expectFrames(
            Row().environment(\.rowHeight, 40).environment(\.rowHeight, 100).layoutTag("row"),
            ["row": rect(0, 408.5, 390, 40)])
    }
}

/// Settings an app keeps in the environment as an object: the key's value
/// (the reference) never changes, its `scale` does.
private final class ScaleSettings: @unchecked Sendable {
    var scale: CGFloat = 1
}

private struct ScaleSettingsKey: EnvironmentKey {
    static var defaultValue: ScaleSettings { ScaleSettings() }
}

extension EnvironmentValues {
    fileprivate var scaleSettings: ScaleSettings {
        get { self[ScaleSettingsKey.self] }
        set { self[ScaleSettingsKey.self] = newValue }
    }
}

/// Reads through the object, and has state of its own.
private struct ScaledBar: View {
    @Environment(\.scaleSettings.scale) private var scale
    @State var round = 0
    let expose: (Binding<Int>) -> Void
    var body: some View {
        let _ = expose($round)
        Color.red.frame(width: 10 * scale, height: 10).layoutTag("bar")
    }
}

extension EnvironmentTests {
    /// A key path through an object is applied again whenever the body runs
    /// (Apple, `Environment`: the property reads the value when the body is
    /// evaluated; SwiftUI evaluates it again for the view's own state). The
    /// environment itself did not change, so a cache of reads by key path
    /// and environment version answered with the old scale.
    @Test func aReadThroughAnObjectIsAppliedAgainWhenTheBodyRuns() {
        let settings = ScaleSettings()
        let round = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: .iPhone13, rootView: ScaledBar(expose: { round.value = $0 }).environment(\.scaleSettings, settings))
        // 10 x 10 centred in the iPhone 13's safe rect (0, 47, 390, 763): (190, 423.5).
        expectFrames(host.layout(), ["bar": CGRect(x: 190, y: 423.5, width: 10, height: 10)])
        settings.scale = 4
        round.value?.wrappedValue = 1
        // 40 wide: x = (390 - 40) / 2 = 175.
        expectFrames(host.layout(), ["bar": CGRect(x: 175, y: 423.5, width: 40, height: 10)])
    }

    /// The reader's content is built after the body ran, at placement; it
    /// sees the environment installed for that body, first and after the
    /// view's own state changed (the content is placed at the reader's
    /// top-leading corner, the safe rect's origin (0, 47)).
    @Test func aValueReadInAClosureAfterTheBodyIsTheInstalledOne() {
        let extra = Box<Binding<CGFloat>?>(nil)
        let host = LayoutHost(window: .iPhone13, rootView: LateReader(expose: { extra.value = $0 }).environment(\.rowHeight, 40))
        expectFrames(host.layout(), ["late": CGRect(x: 0, y: 47, width: 40, height: 1)])
        extra.value?.wrappedValue = 5
        expectFrames(host.layout(), ["late": CGRect(x: 0, y: 47, width: 45, height: 1)])
    }
}
