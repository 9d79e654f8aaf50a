import Foundation
import LocPromptCore
import LocPromptTerminal

/// The saved-device file (`--device FILE`) and the bytes typed at the terminal.
public enum DeviceAndKeyFuzzTargets {
    /// A device file: decoded (JSON, format and version checks), then every app's state built from it.
    public static let device = FuzzTarget(
        name: "device",
        tokens: ["{", "}", "[", "]", ",", ":", "\"", "null", "true", "-1", "1e999", "\"format\"", "\"locprompt-device\"",
                 "\"formatVersion\"", "\"version\"", "\"apps\"", "\"platform\"", "\"ios\"", "\"macos\"", "\\u0000", "\\ud800"]
    ) { bytes in
        guard case .success(let device) = SavedDevice.decode(Data(bytes)) else { return }
        _ = device.state(for: AppProfile(displayName: "Fuzz"))
    }

    /// Typed bytes through `InputDecoder`, as the terminal loop reads them: each decode must consume at least one
    /// byte (a decoder that gave back everything would spin forever on one key).
    public static let keys = FuzzTarget(
        name: "keys",
        tokens: ["\u{1B}", "\u{1B}[", "\u{1B}O", "\u{1B}[1;5", "~", "A", "\u{1B}[<0;1;1M", "\u{1B}]", "\u{7}", "\u{1B}\\", "é", "地"]
    ) { bytes in
        var pending = bytes[...]
        var steps = 0
        while let first = pending.popFirst() {
            steps += 1
            precondition(steps <= bytes.count + 1, "InputDecoder did not advance")
            var given: [UInt8] = []
            _ = InputDecoder.decode(first: first, next: { pending.popFirst() }, unread: { given.append($0) })
            if !given.isEmpty { pending = (given + pending)[...] }
        }
    }

    public static let all: [FuzzTarget] = [device, keys]
}
