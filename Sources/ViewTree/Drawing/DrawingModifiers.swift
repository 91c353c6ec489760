import Foundation

// Modifiers that only change how a view is drawn or how it behaves to
// touches and animations. SwiftUI applies each as a render effect, a gesture
// or an environment value that no layout reads: the modified view keeps the
// proposal, the size and the position it had (a clip, a shadow, a scale or a
// rotation draws outside or inside the frame without moving it). The runtime
// returns the view unchanged, so a frame read after the modifier is the
// frame SwiftUI reports for it. Introduction versions (iOS / macOS) are
// Apple's documentation's.

extension View {
    // MARK: Clipping, shadows, effects

    /// Clips the view to `shape` (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }

    /// Clips the view to its bounding rectangle (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { self }

    /// Draws a shadow (iOS 13 / macOS 10.15). Drawing-only: the shadow
    /// extends outside the frame without changing it. SwiftUI's default
    /// colour is black at 33% opacity.
    nonisolated public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Blurs the view (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Scales the drawn view about `anchor` (iOS 13 / macOS 10.15).
    /// Drawing-only: the layout frame keeps its size (as with `offset`).
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawn view (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawn view (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the drawn view (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the drawn view in 3D (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }

    /// Sets the brightness (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func brightness(_ amount: Double) -> some View { self }

    /// Sets the saturation (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func saturation(_ amount: Double) -> some View { self }
    /// Rotates the view's hues (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func hueRotation(_ angle: Angle) -> some View { self }

    /// Sets the contrast (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func contrast(_ amount: Double) -> some View { self }

    /// Draws the view in grey (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func grayscale(_ amount: Double) -> some View { self }

    /// Tints the view with a colour multiply (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func colorMultiply(_ color: Color) -> some View { self }

    /// Orders overlapping views when drawing (iOS 13 / macOS 10.15).
    /// Drawing-only: stacks lay children out in declaration order either way.
    nonisolated public func zIndex(_ value: Double) -> some View { self }

    /// Hides the view; it keeps its space (iOS 13 / macOS 10.15), as in SwiftUI.
    nonisolated public func hidden() -> some View { self }

    /// Draws the view's content into one layer before compositing (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func compositingGroup() -> some View { self }

    /// Renders the view into an image before drawing (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func drawingGroup(opaque: Bool = false) -> some View { self }

    /// Masks the view with `mask`'s alpha (iOS 15 / macOS 12). Drawing-only:
    /// the mask is proposed the view's size in SwiftUI and never changes it.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View { self }

    /// Masks the view (iOS 13 / macOS 10.15, deprecated). Drawing-only.
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }

    // MARK: Corner radius, colour and style

    /// Clips to a rounded rectangle (iOS 13 / macOS 10.15). Drawing-only.
    @available(iOS, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }

    /// Sets the primary and secondary foreground styles (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        checkingAvailability(.foregroundStyles2, kind: "foregroundStyle")
    }

    /// Sets three levels of foreground style (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        checkingAvailability(.foregroundStyles3, kind: "foregroundStyle")
    }

    /// Sets the style `.background` resolves to below this view (iOS 16 / macOS 13). Drawing-only.
    nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

    /// Sets the tint colour of controls (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func tint(_ tint: Color?) -> some View { self }

    /// Sets the tint style of controls (iOS 16 / macOS 13). Drawing-only.
    nonisolated public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

    /// Sets the accent colour (iOS 13 / macOS 10.15, deprecated). Drawing-only.
    @available(iOS, deprecated: 100000.0, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

    /// Chooses light or dark appearance for the presentation (iOS 13 / macOS 11). Drawing-only.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Sets a colour's rendering (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Sets the symbol variant (`.fill`, `.circle`) of SF Symbols (iOS 15 / macOS 12).
    /// Drawing-only: the runtime sizes a symbol from the font, not its variant.
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { self }

    /// Defines the hit-testing shape (iOS 13 / macOS 10.15). Touch-only: no layout effect.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Whether the view takes touches (iOS 13 / macOS 10.15). Touch-only.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Disables the controls in the view (iOS 13 / macOS 10.15). Drawing-
    /// and touch-only: a disabled control keeps its size.
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }

    /// Redacts the content (placeholders, iOS 14 / macOS 11). Drawing-only.
    nonisolated public func redacted(reason: RedactionReasons) -> some View { self }

    /// Sets the status-bar visibility (iOS 13). Drawing-only: SwiftUI's safe
    /// area does not change with the status bar on notched iPhones.
    @available(iOS, deprecated: 100000.0, renamed: "statusBarHidden(_:)")
    nonisolated public func statusBar(hidden: Bool) -> some View { self }

    /// Hides the status bar (iOS 13). Drawing-only, as `statusBar(hidden:)`.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    // MARK: Behaviour: events, gestures, animations, presentations

    /// Runs `action` when the view appears (iOS 13 / macOS 10.15). The runtime
    /// lays out only; the action is kept, not run.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` when the view disappears (iOS 13 / macOS 10.15). Not run by the runtime.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Handles taps (iOS 13 / macOS 10.15). Touch-only.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Handles long presses (iOS 13 / macOS 10.15). Touch-only.
    nonisolated public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View { self }

    /// Runs `action` when `value` changes (iOS 14 / macOS 11, deprecated in
    /// iOS 17). Not run by the runtime: changes come from `@State` writes.
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Runs `action` when `value` changes (iOS 17 / macOS 14). Not run by the runtime.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }

    /// Runs `action` when `value` changes (iOS 17 / macOS 14). Not run by the runtime.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// Starts an asynchronous task when the view appears (iOS 15 / macOS 12). Not run by the runtime.
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Animates changes of `value` (iOS 15 / macOS 12). Layout jumps to the
    /// end state, as SwiftUI's layout does (animation only interpolates drawing).
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates all changes (iOS 13 / macOS 10.15, deprecated). Layout jumps to the end state.
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    nonisolated public func animation(_ animation: Animation?) -> some View { self }

    /// The transition used when the view is inserted or removed (iOS 13 / macOS 10.15). Drawing-only.
    nonisolated public func transition(_ t: AnyTransition) -> some View { self }

    /// Adds a gesture (iOS 13 / macOS 10.15). Touch-only.
    nonisolated public func gesture<G>(_ gesture: G) -> some View { self }

    /// Presents a sheet (iOS 13 / macOS 10.15). The runtime lays out the
    /// presenting view only; the sheet is not shown.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a full-screen cover (iOS 14). Not shown by the runtime.
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents an alert (iOS 15 / macOS 12). Not shown by the runtime.
    nonisolated public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    // MARK: Accessibility

    /// The accessibility label (iOS 14 / macOS 11). No layout effect.
    nonisolated public func accessibilityLabel(_ label: String) -> some View { self }

    /// The accessibility hint (iOS 14 / macOS 11). No layout effect.
    nonisolated public func accessibilityHint(_ hint: String) -> some View { self }

    /// Hides the view from accessibility (iOS 14 / macOS 11). No layout effect.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// An identifier for UI tests (iOS 14 / macOS 11). No layout effect.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }
}
