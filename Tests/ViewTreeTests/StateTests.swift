import Foundation
import Testing
@testable import ViewTree

// Docs/LayoutRules.md, "Preferences, environment and state passes"; State.swift: writing a
// different value invalidates the owning node; LayoutHost re-lays out and
// evaluates only the bodies of the changed nodes (and the views they rebuild).

/// Owns the state; hands its binding out through an init closure.
private struct Expander: View {
    @State var wide = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($wide)
        Color.red.frame(width: wide ? 200 : 100, height: 50).layoutTag("box")
    }
}

private final class CounterModel: ObservableObject {}

/// Reports the `@StateObject` its body reads.
private struct OwnsModel: View {
    @StateObject var model = CounterModel()
    let report: (CounterModel) -> Void
    var body: some View {
        let _ = report(model)
        Color.red.frame(width: 10, height: 10)
    }
}

/// A composite with no state: never re-evaluated by a sibling's change.
private struct Unrelated: View {
    var body: some View { Color.blue.frame(width: 100, height: 50).layoutTag("unrelated") }
}

private struct Screen: View {
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        VStack(spacing: 0) {
            Unrelated()
            Expander(expose: expose)
        }
    }
}

/// @Binding: the child writes the parent's state.
private struct Parent: View {
    @State var wide = false
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        Child(wide: $wide, expose: expose)
    }
}

private struct Child: View {
    @Binding var wide: Bool
    let expose: (Binding<Bool>) -> Void
    var body: some View {
        let _ = expose($wide)
        Color.red.frame(width: wide ? 300 : 150, height: 40).layoutTag("child")
    }
}

/// A state change whose new value is passed to a child view (its input changed).
private struct Counter: View {
    @State var count = 1
    let expose: (Binding<Int>) -> Void
    var body: some View {
        let _ = expose($count)
        Bars(count: count)
    }
}

private struct Bars: View {
    let count: Int
    var body: some View { Color.red.frame(width: CGFloat(count) * 50, height: 10).layoutTag("bars") }
}

/// A three-case `switch`: the view builder nests it as first(first(a)),
/// first(second(b)) and second(c).
private struct ThreeWay: View {
    let mode: Int
    var body: some View {
        switch mode {
        case 0: Color.red.frame(width: 10, height: 10).layoutTag("v")
        case 1: Color.red.frame(width: 20, height: 20).layoutTag("v")
        default: Color.red.frame(width: 30, height: 30).layoutTag("v")
        }
    }
}

@MainActor @Suite struct StateTests {
    /// A conditional built into a branch of another is kept flat: the
    /// innermost branch once, and a bit per level (the nested values boxed
    /// each level inside the next); it resolves to the chosen case. (Its
    /// slots are the nested ones, level by level: the state tests above and
    /// the shims' matrix, whose backends are switches, keep their outcomes.)
    @Test func nestedConditionalsAreKeptFlatWithTheirIdentities() {
        let second = ThreeWay(mode: 1).body
        let branches = type(of: second)._conditionalBranches(second)
        #expect(branches?.levels == 2)
        // Bit 1 (the outer level): the first branch; bit 0 (the inner): the second.
        #expect(branches?.path == 0b10)
        #expect(branches.map { type(of: $0.innermost) != type(of: second) } == true)
        // The chosen case is laid out: a 30 x 30 frame centred in the iPhone 13's
        // safe area (x 0...390, y 47...810): (390 - 30) / 2 = 180, 47 + (763 - 30) / 2 = 413.5.
        expectFrames(ThreeWay(mode: 2), ["v": rect(180, 413.5, 30, 30)])
    }

    @Test func bindingSetFromOutsideRelaysOutOnlyTheOwner() {
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Screen(expose: { binding.value = $0 }))
        let first = host.layout()
        // VStack(spacing: 0): 100 x 100, x0 = 145, y0 = 47 + (763 - 100) / 2 = 378.5.
        expectFrames(first, ["unrelated": rect(145, 378.5, 100, 50), "box": rect(145, 428.5, 100, 50)])
        // Screen, Unrelated, Expander.
        #expect(first.statistics.bodyEvaluations == 3)
        #expect(first.statistics.passes == 1)

        binding.value?.wrappedValue = true
        let second = host.layout()
        // The stack is now 200 wide: x0 = 95; "unrelated" centred in it: 145.
        expectFrames(second, ["unrelated": rect(145, 378.5, 100, 50), "box": rect(95, 428.5, 200, 50)])
        // Only Expander's body: not Screen's, not Unrelated's.
        #expect(second.statistics.bodyEvaluations == 1)
    }

    @Test func relayoutAfterAStateChangeTakesOnePass() {
        // A state change from outside is one update: re-evaluate, lay out once.
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Screen(expose: { binding.value = $0 }))
        _ = host.layout()
        binding.value?.wrappedValue = true
        let second = host.layout()
        #expect(second.statistics.passes == 1)
        expectFrames(second, ["box": rect(95, 428.5, 200, 50)])
    }

    @Test func relayoutWithoutChangesEvaluatesNothing() {
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Screen(expose: { binding.value = $0 }))
        _ = host.layout()
        // Setting the same value is not a change.
        binding.value?.wrappedValue = false
        let again = host.layout()
        #expect(again.statistics.bodyEvaluations == 0)
        #expect(again.statistics.passes == 1)
        expectFrames(again, ["box": rect(145, 428.5, 100, 50)])
    }

    @Test func stateSurvivesAndTogglesBack() {
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Screen(expose: { binding.value = $0 }))
        _ = host.layout()
        binding.value?.wrappedValue = true
        _ = host.layout()
        #expect(binding.value?.wrappedValue == true)
        binding.value?.wrappedValue = false
        let third = host.layout()
        expectFrames(third, ["box": rect(145, 428.5, 100, 50)])
    }

    @Test func bindingWritesTheParentsState() {
        let binding = Box<Binding<Bool>?>(nil)
        let host = LayoutHost(window: phone, rootView: Parent(expose: { binding.value = $0 }))
        let first = host.layout()
        // 150 x 40 centred: x = 120, y = 47 + (763 - 40) / 2 = 408.5.
        expectFrames(first, ["child": rect(120, 408.5, 150, 40)])
        binding.value?.wrappedValue = true
        let second = host.layout()
        expectFrames(second, ["child": rect(45, 408.5, 300, 40)])
        // The state lives in Parent: Parent's body, then Child's (its binding
        // now reads a different value).
        #expect(second.statistics.bodyEvaluations == 2)
    }

    @Test func childWithChangedInputIsReevaluated() {
        let binding = Box<Binding<Int>?>(nil)
        let host = LayoutHost(window: phone, rootView: Counter(expose: { binding.value = $0 }))
        let first = host.layout()
        // 50 x 10: x = 170, y = 47 + (763 - 10) / 2 = 423.5.
        expectFrames(first, ["bars": rect(170, 423.5, 50, 10)])
        binding.value?.wrappedValue = 4
        let second = host.layout()
        expectFrames(second, ["bars": rect(95, 423.5, 200, 10)])
        // Counter's body and Bars' body (count changed 1 -> 4).
        #expect(second.statistics.bodyEvaluations == 2)
    }

    /// One view value laid out by two hosts (two windows of an app): each
    /// graph keeps its own state, as SwiftUI keeps state per view identity
    /// in each graph. A write through the binding host A's body handed out
    /// changes A's layout and leaves B's as it was (before, the state's
    /// storage was shared by every copy of the view value, and pointed at
    /// whichever graph installed it last: the write went to B).
    @Test func oneViewValueInTwoHostsHasTwoStates() {
        let bindings = Box<[Binding<Bool>]>([])
        // The value that holds the state is the one both hosts lay out (a
        // state in a body is a new value at each evaluation).
        let expander = Expander(expose: { bindings.value.append($0) })
        let hostA = LayoutHost(window: phone, rootView: expander)
        let hostB = LayoutHost(window: phone, rootView: expander)
        _ = hostA.layout()
        let fromA = bindings.value.last
        _ = hostB.layout()
        let fromB = bindings.value.last
        fromA?.wrappedValue = true
        // A: wide -> 200 (x = (390 - 200) / 2 = 95); B: still 100 (x = 145);
        // y = 47 + (763 - 50) / 2 = 403.5.
        expectFrames(hostA.layout(), ["box": rect(95, 403.5, 200, 50)])
        expectFrames(hostB.layout(), ["box": rect(145, 403.5, 100, 50)])
        #expect(fromA?.wrappedValue == true)
        // B's own binding reads B's value.
        #expect(fromB?.wrappedValue == false)
    }

    /// A `StateObject` is made once per graph: two hosts of one view value
    /// do not share the object.
    @Test func oneViewValueInTwoHostsMakesTwoStateObjects() {
        let seen = Box<[ObjectIdentifier]>([])
        let view = OwnsModel(report: { seen.value.append(ObjectIdentifier($0)) })
        // Both hosts kept alive, so that two objects cannot share an address.
        let hosts = [LayoutHost(window: phone, rootView: view), LayoutHost(window: phone, rootView: view)]
        for host in hosts { _ = host.layout() }
        #expect(seen.value.count == 2)
        #expect(Set(seen.value).count == 2)
    }

    /// `Window.layout` drops its graph when it returns; the laid-out nodes
    /// live on in the result. A binding kept from that layout and written
    /// afterwards has nothing left to update: the write is ignored (it must
    /// not reach the freed graph), and the result keeps its frames.
    @Test func bindingWrittenAfterItsLayoutIsIgnored() {
        final class Kept: @unchecked Sendable { var binding: Binding<Bool>? }
        let kept = Kept()
        do {
            let result = Window.iPhone13.layout(Screen(expose: { kept.binding = $0 }))
            // Expander: wide false -> 100 wide (StateTests' Expander).
            #expect(result.frame(of: "box")?.width == 100)
            // The result keeps the graph and the nodes: the write marks a
            // node of a graph nobody runs again.
            kept.binding?.wrappedValue = true
            #expect(result.frame(of: "box")?.width == 100)
            #expect(result.diagnostics.isEmpty)
        }
        // The result, its graph and its nodes are gone: the slot is detached
        // from its node, and a write only changes the slot's own value.
        kept.binding?.wrappedValue = false
        #expect(kept.binding?.wrappedValue == false)
    }
}

// MARK: The per-type fields cache (State.swift, ViewTypeFieldsCache)

@MainActor @Suite struct ViewTypeFieldsCacheTests {
    private struct Stateful { @State var on = false }
    private struct Plain { var width = 1 }

    @Test func everyKeyKeepsItsOwnFieldsWhenSlotsCollide() {
        // 1,000 keys for a 128-slot table: slots are shared, so reads must
        // compare the key and fall back to the table behind. Each key keeps
        // the fields stored for it (identity), whichever slot it landed on.
        let cache = ViewTypeFieldsCache()
        let stateful = ViewTypeFields.of(Stateful()), plain = ViewTypeFields.of(Plain())
        #expect(stateful.installables.count == 1 && plain.installables.isEmpty)
        let owners = (0..<1_000).map { _ in NSObject() }
        for (index, owner) in owners.enumerated() {
            cache[ObjectIdentifier(owner)] = index.isMultiple(of: 2) ? stateful : plain
        }
        for _ in 0..<2 {
            for (index, owner) in owners.enumerated() {
                #expect(cache[ObjectIdentifier(owner)] === (index.isMultiple(of: 2) ? stateful : plain))
            }
        }
        #expect(cache[ObjectIdentifier(NSObject.self)] == nil)
    }
}


// MARK: What a view type's fields say (State.swift, ViewTypeFields)

/// The fields are read once per type with as few conformance questions as
/// possible (dynamic properties only among ViewTree's own types, the
/// comparisons only when a value is first compared); what they say must be
/// what asking every field said.
@MainActor @Suite struct ViewTypeFieldsTests {
    private final class Model: ObservableObject {}
    private struct Everything: View {
        @State var count = 0
        @Binding var flag: Bool
        @Environment(\.compatTestLength) var length
        @StateObject var model = Model()
        @EnvironmentObject var shared: Model
        @AppStorage("k") var stored = 1
        var title = "t"
        var body: some View { EmptyView() }
    }
    private struct WithClosure: View {
        @State var on = false
        var width: CGFloat = 1
        var action: () -> Void = {}
        var body: some View { EmptyView() }
    }
    private struct WithExistential: View {
        var any: any CustomStringConvertible = 1
        var body: some View { EmptyView() }
    }
    private struct Compared: View {
        var title = "t"
        var width: CGFloat = 1
        @Environment(\.compatTestLength) var length
        var body: some View { EmptyView() }
    }
    private struct EquatableView: View, Equatable {
        var action: () -> Void = {}
        nonisolated static func == (a: Self, b: Self) -> Bool { true }
        var body: some View { EmptyView() }
    }
    private enum Choice: View {
        case one
        var body: some View { EmptyView() }
    }

    @Test func dynamicPropertiesAreFoundInOrderWithTheirLabels() {
        let fields = ViewTypeFields.of(Everything(flag: .constant(true)))
        #expect(fields.isStruct)
        // State, Environment, StateObject, EnvironmentObject and AppStorage
        // are installed; a Binding is not (it connects to its source's slot
        // itself).
        #expect(fields.installables.map(\.label) == ["count", "length", "model", "shared", "stored"])
        // Every field compares: the six dynamic properties as inputs, the
        // title with `==`.
        let rule = fields.comparing
        #expect(rule.equatableView == nil)
        #expect(rule.comparisons?.count == 7)
        let inputs = rule.comparisons?.filter { if case .input = $0 { return true } else { return false } }
        #expect(inputs?.count == 6)
    }

    @Test func everyListedDynamicPropertyTypeConforms() {
        for type in ViewTypeFields.dynamicPropertyTypes {
            #expect(type is any InstallableProperty.Type || type is any ComparableInput.Type, "\(type)")
        }
    }

    @Test func aClosureOrAnExistentialMakesValuesIncomparable() {
        let closure = ViewTypeFields.of(WithClosure())
        #expect(closure.installables.map(\.label) == ["on"])
        #expect(closure.comparing.comparisons == nil)
        #expect(ViewTypeFields.of(WithExistential()).comparing.comparisons == nil)
    }

    @Test func plainFieldsCompareByEquality() {
        let rule = ViewTypeFields.of(Compared()).comparing
        #expect(rule.equatableView == nil)
        guard let comparisons = rule.comparisons else { Issue.record("no comparisons"); return }
        #expect(comparisons.count == 3)
        let inputs = comparisons.filter { if case .input = $0 { return true } else { return false } }
        #expect(inputs.count == 1)
    }

    @Test func anEquatableViewIsComparedWithItsOwnEquality() {
        let rule = ViewTypeFields.of(EquatableView()).comparing
        #expect(rule.equatableView != nil)
    }

    @Test func anEnumViewIsNoStruct() {
        let fields = ViewTypeFields.of(Choice.one)
        #expect(!fields.isStruct)
        #expect(fields.comparing.comparisons == nil)
        #expect(fields.typeName == "Choice")
    }
}

private struct CompatTestLengthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    fileprivate var compatTestLength: CGFloat {
        get { self[CompatTestLengthKey.self] }
        set { self[CompatTestLengthKey.self] = newValue }
    }
}
