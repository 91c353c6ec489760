import Foundation
import Testing
@testable import ViewTree

@MainActor @Test func mapViewOriginalOrder() {
    // Seeds 000/001: MapView().edgesIgnoringSafeArea(.top).frame(height: 300)
    expectFrames(
        VStack {
            Color.blue.layoutTag("map")
                .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
                .frame(height: 300).layoutTag("framed")
            Spacer()
        },
        ["map": rect(0, 0, 390, 347), "ignoring": rect(0, 47, 390, 300), "framed": rect(0, 47, 390, 300)])
}

@MainActor @Test func mapViewReversedOrder() {
    expectFrames(
        VStack {
            Color.blue.layoutTag("map")
                .frame(height: 300).layoutTag("framed")
                .edgesIgnoringSafeArea(.top).layoutTag("ignoring")
            Spacer()
        },
        ["map": rect(0, 0, 390, 300), "framed": rect(0, 0, 390, 300), "ignoring": rect(0, 47, 390, 300)])
}
