// locprompt-soak FILE [--apps N] [--writes N]: a development tool, not part of the shipped locprompt.
// It holds a saved device's lock and rewrites the file in a loop until killed, alternating every app between two
// authorizations, so that the tests (DeviceProcessTests) can kill a writer in the middle of a write and check
// that the file is always the old device or the new one. It was `locprompt device soak` (hidden) before.
import Foundation
import LocPromptCore
import LocPromptFiles

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, default value: Int) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]), number >= 0 else {
        return value
    }
    arguments.removeSubrange(index...index + 1)
    return number
}
let apps = option("--apps", default: 1000)
let writes = option("--writes", default: 0)
guard arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: locprompt-soak FILE [--apps N] [--writes N]\n".utf8))
    exit(64)
}
do {
    let session = try DeviceSession.open(path: arguments[0])
    defer { session.close() }
    var round = 0
    while writes == 0 || round < writes {
        let authorization: SavedAuthorization = round % 2 == 0 ? .denied : .always
        try session.update { device in
            for index in 0..<apps {
                let id = "com.example.soak\(index)"
                device.apps[id] = AppRecord(displayName: "Soak \(index)", bundleIdentifier: id, authorization: authorization)
            }
        }
        if round == 0 { FileHandle.standardOutput.write(Data("locked\n".utf8)) }
        round += 1
    }
} catch {
    FileHandle.standardError.write(Data("locprompt-soak: \(error)\n".utf8))
    exit(2)
}
