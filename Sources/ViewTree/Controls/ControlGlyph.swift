import Foundation

// Controls, laid out from UIKit's standard control sizes (assumed: the
// sizes of the UIKit controls SwiftUI hosts on iOS, as observed in UIKit's
// intrinsic content sizes; Apple does not document SwiftUI's metrics):
// - UISwitch 51 x 31; UIStepper 94 x 32; a slider's track is as wide as
//   offered and 31 tall (the 28-pt thumb with its shadow);
// - UIActivityIndicatorView (medium) 20 x 20; a linear progress bar as wide
//   as offered and 4 tall;
// - a colour well 28 x 28; a compact date field 34 tall.
// A labelled control on iOS takes the offered width: its label leads, the
// control trails (an HStack with a Spacer, as SwiftUI's default styles
// draw them outside a Form).

/// The control part of a labelled control: a fixed-size leaf.
nonisolated struct ControlGlyph: View {
    let width: CGFloat?
    let height: CGFloat
    var body: some View {
        if let width {
            Color.clear.frame(width: width, height: height)
        } else {
            Color.clear.frame(height: height)
        }
    }
}
