// The compiler plugin behind ViewTree's `#Preview` and `@Previewable`:
// both expand to nothing (the model shows no previews; the compiler has
// already type-checked a preview's body against the macro's signature, as
// SwiftUI's does, so a body that would not compile in an app does not
// compile here either).
//
// Written without swift-syntax (the package has no dependencies): the
// compiler talks to a plugin executable over standard input and output,
// each message a little-endian 64-bit byte count followed by that many
// bytes of JSON (swift-syntax's `StandardIOMessageConnection` and
// `PluginMessages.swift` document the format). The plugin answers the
// capability query and every expansion request, and stops at the end of
// its input or at a message it cannot read.

import Foundation

/// The plugin protocol version answered (swift-syntax 6.x's is 7; the
/// host accepts older versions).
let protocolVersion = 7

let input = FileHandle.standardInput
let output = FileHandle.standardOutput

/// Exactly `count` bytes of input, or nil at its end.
func read(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = input.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

/// The byte count in a message's 8-byte little-endian header.
func length(of header: Data) -> UInt64 {
    header.reversed().reduce(0) { $0 << 8 | UInt64($1) }
}

func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
    let count = UInt64(payload.count)
    output.write(Data((0..<8).map { UInt8(truncatingIfNeeded: count >> (8 * $0)) }))
    output.write(payload)
}

/// A message larger than this is not a macro expansion request (a
/// preview's source, JSON-escaped): stop rather than allocate it.
let maximumMessage: UInt64 = 64 << 20

while let header = read(8) {
    let count = length(of: header)
    guard count <= maximumMessage, let body = read(Int(count)),
          let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    else { break }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else {
        // `expandFreestandingMacro` (#Preview) and `expandAttachedMacro`
        // (@Previewable): no declarations.
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    }
}
