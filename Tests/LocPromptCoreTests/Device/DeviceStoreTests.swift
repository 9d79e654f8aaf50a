import Foundation
import LocPromptTestSupport
import Testing
@testable import LocPromptCore
@testable import LocPromptFiles

/// The device file on disk (issue 7 part 4): sessions, atomic writes, the lock, versions and damaged files.
/// The same guarantees across processes (a kill mid-write, two instances) are in `DeviceProcessTests`.
@Suite("Saved device: the file on disk")
struct DeviceStoreTests {
    @Test("a missing file is a fresh device of the requested OS, written on the first save; the next session reads it back")
    func missingThenSaved() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let session = try DeviceSession.open(path: path, os: DeviceFixtures.ios12)
        #expect(!session.existed)
        #expect(session.device == SavedDevice.fresh(os: DeviceFixtures.ios12))
        #expect(folder.names == ["phone.json.lock"])

        var state = session.state(for: TestApps.allKeys)
        state.apply(.app(.launch))
        state.apply(.app(.requestWhenInUseAuthorization))
        state.apply(.tap(.allow))
        try session.save(state)
        session.close()
        #expect(folder.names == ["phone.json", "phone.json.lock"])

        let again = try DeviceSession.open(path: path)
        defer { again.close() }
        #expect(again.existed)
        #expect(again.device.os == DeviceFixtures.ios12)
        #expect(again.state(for: TestApps.allKeys).status == .authorizedWhenInUse)
        #expect(try DeviceStore.load(path: path) == again.device)
    }

    @Test("the widget grant and the location button's approval survive quitting and reopening the device file")
    func widgetAndButtonThroughTheFile() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let session = try DeviceSession.open(path: path, os: DeviceFixtures.ios17)
        var state = session.state(for: TestApps.allKeys)
        // The button's one-time grant, then While Using the App chosen in Settings, then the widget alert allowed.
        for event: Event in [.app(.launch), .app(.tapLocationButton), .tap(.allowOnce), .settings(.appAuthorization(.whileUsing)),
                             .systemPrompt(.widget), .tap(.allow)] {
            state.apply(event)
        }
        #expect(state.locationButtonApproved && state.widgetLocationAllowed && state.authorization == .whenInUse(temporary: false))
        try session.save(state)
        session.close()
        #expect(folder.text("phone.json")?.contains(#""widgetLocationAllowed" : true"#) == true)
        #expect(folder.text("phone.json")?.contains(#""locationButtonApproved" : true"#) == true)

        let again = try DeviceSession.open(path: path)
        defer { again.close() }
        let next = again.state(for: TestApps.allKeys)
        #expect(next.widgetLocationAllowed && next.isAuthorizedForWidgetUpdates)
        #expect(next.settingsChoice == .whileUsingOrWidgets)
        #expect(next.locationButtonApproved)
    }

    @Test("a second session on the same device fails at once while the first holds it, even in one process")
    func locked() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let first = try DeviceSession.open(path: path)
        #expect(throws: DeviceFileError.locked(path: path, holder: getpid())) { try DeviceSession.open(path: path) }
        let message = DeviceFileError.locked(path: path, holder: 42).description
        #expect(message.contains("phone.json: another locprompt (process 42) holds this device"))
        first.close()
        let second = try DeviceSession.open(path: path)
        second.close()
    }

    @Test("the lock goes with the session: dropping it without close releases it")
    func releasedOnDeinit() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        do { _ = try DeviceSession.open(path: path) }
        let again = try DeviceSession.open(path: path)
        again.close()
    }

    @Test("a damaged file is reported, kept aside and left exactly as it was; running again adds no second copy")
    func damagedRefused() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let damaged = "{\"format\": \"locprompt-device\", \"version\": 1, \"platform\": \"ios\""
        folder.write(damaged, to: "phone.json")
        for _ in 0..<2 {
            #expect(throws: DeviceFileError.damaged(path: path, reason: "not valid JSON, line 1, column 63: the file ends before “}” closes the object", keptAside: path + ".damaged-1")) {
                try DeviceSession.open(path: path)
            }
        }
        #expect(folder.text("phone.json") == damaged)
        #expect(folder.text("phone.json.damaged-1") == damaged)
        #expect(folder.names == ["phone.json", "phone.json.damaged-1", "phone.json.lock"])
        // The lock was released by the failed open.
        let description = DeviceFileError.damaged(path: path, reason: "not valid JSON, line 1, column 63: the file ends before “}” closes the object", keptAside: path + ".damaged-1").description
        #expect(description.hasSuffix("phone.json: damaged device file (not valid JSON, line 1, column 63: the file ends before “}” closes the object); kept aside as \(path).damaged-1. "
            + "It was not changed: move it away, or run `locprompt device reset \(path)` to start a fresh device"))

        // Another damage gets its own copy.
        folder.write("garbage", to: "phone.json")
        #expect(throws: DeviceFileError.damaged(path: path, reason: "not valid JSON, line 1, column 1: expected a value, found “g”", keptAside: path + ".damaged-2")) {
            try DeviceSession.open(path: path)
        }
        #expect(folder.text("phone.json.damaged-1") == damaged)
        #expect(folder.text("phone.json.damaged-2") == "garbage")
    }

    @Test("a damaged file is replaced only on request: kept aside first, then a fresh device")
    func damagedReplacedOnRequest() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        folder.write("[]", to: "phone.json")
        let session = try DeviceSession.open(path: path, os: DeviceFixtures.ios17, ifDamaged: .keepAsideAndStartFresh)
        defer { session.close() }
        #expect(session.replacedDamaged?.keptAside == path + ".damaged-1")
        #expect(session.replacedDamaged?.reason == "the top level is not an object")
        #expect(folder.text("phone.json.damaged-1") == "[]")
        #expect(try DeviceStore.load(path: path) == SavedDevice.fresh(os: DeviceFixtures.ios17))
    }

    @Test("a file from a newer locprompt is refused and left alone, with no copy")
    func newerVersion() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let future = #"{"format": "locprompt-device", "formatVersion": 3, "whatever": true}"#
        folder.write(future, to: "phone.json")
        for policy in [DeviceSession.IfDamaged.refuse, .keepAsideAndStartFresh] {
            #expect(throws: DeviceFileError.newerVersion(path: path, found: 3)) { try DeviceSession.open(path: path, ifDamaged: policy) }
        }
        #expect(folder.text("phone.json") == future)
        #expect(folder.names == ["phone.json", "phone.json.lock"])
        #expect(DeviceFileError.newerVersion(path: path, found: 3).description.contains("written by a newer locprompt (this one reads version 2)"))
    }

    @Test("an existing device keeps its OS: another OS is refused, at open and at save")
    func osMismatch() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let session = try DeviceSession.open(path: path, os: DeviceFixtures.ios17)
        try session.write()
        #expect(throws: DeviceFileError.osMismatch(path: path, saved: "iOS 17.4", requested: "iOS 12.2")) {
            try session.save(EngineState(os: DeviceFixtures.ios12, app: TestApps.allKeys))
        }
        session.close()
        #expect(throws: DeviceFileError.osMismatch(path: path, saved: "iOS 17.4", requested: "iOS 12.2")) {
            try DeviceSession.open(path: path, os: DeviceFixtures.ios12)
        }
        let same = try DeviceSession.open(path: path, os: DeviceFixtures.ios17)
        same.close()
    }

    @Test("writes replace the file by rename and leave no temporary file; a killed writer's leftovers are cleaned up")
    func atomicWrites() throws {
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        // A pid no process can have (past pid_max): a killed run's leftover.
        folder.write("partial", to: ".phone.json.tmp-2147483646-ABCDEF12")
        let session = try DeviceSession.open(path: path)
        #expect(folder.names == ["phone.json.lock"])
        try session.update { $0.settings.locationServices = false }
        #expect(folder.names == ["phone.json", "phone.json.lock"])
        let before = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? before.close() }
        try session.update { $0.settings.locationServices = true }
        #expect(folder.names == ["phone.json", "phone.json.lock"])
        // A reader that opened the old file still reads the whole old device: the new one was renamed into
        // place, the old file was never rewritten in place.
        let old = try SavedDevice.decode(before.readToEnd() ?? Data()).get()
        #expect(old.settings.locationServices == false)
        #expect(try DeviceStore.load(path: path)?.settings.locationServices == true)
        session.close()
    }

    @Test("a change that throws writes nothing")
    func failedUpdate() throws {
        struct Refused: Error {}
        let folder = TemporaryFolder()
        let path = folder.file("phone.json")
        let session = try DeviceSession.open(path: path)
        defer { session.close() }
        #expect(throws: Refused.self) { try session.update { $0.settings.locationServices = false; throw Refused() } }
        #expect(session.device.settings.locationServices)
        #expect(folder.names == ["phone.json.lock"])
    }

    @Test("file system errors name the file and what failed")
    func ioErrors() throws {
        let folder = TemporaryFolder()
        #expect(throws: DeviceFileError.self) { try DeviceSession.open(path: folder.file("no/such/folder/phone.json")) }
        do {
            _ = try DeviceSession.open(path: folder.file("missing/phone.json"))
        } catch {
            #expect(error.description.contains("missing/phone.json: cannot create its lock file"))
            #expect(error.description.contains("No such file or directory"))
        }
        try FileManager.default.createDirectory(atPath: folder.file("dir.json"), withIntermediateDirectories: false)
        #expect(throws: DeviceFileError.unusable(path: folder.file("dir.json"), reason: "it is a folder, not a file; pass a file")) {
            try DeviceStore.load(path: folder.file("dir.json"))
        }
    }

    @Test("a link into a folder that does not exist is refused before any lock file is created (session 21: d.lock was left beside the link)")
    func danglingLinkLeavesNoLock() throws {
        let folder = TemporaryFolder()
        let link = folder.file("d.json")
        #expect(symlink("missing/x.json", link) == 0)
        #expect(throws: DeviceFileError.unusable(path: link, reason: "the folder \(folder.path)/missing does not exist; create it first")) {
            try DeviceSession.open(path: link)
        }
        #expect(folder.names == ["d.json"])
        // A link to a file that does not exist yet, in a folder that does, is a new device, locked beside its target.
        try FileManager.default.createDirectory(atPath: folder.file("real"), withIntermediateDirectories: false)
        let good = folder.file("good.json")
        #expect(symlink("real/phone.json", good) == 0)
        let session = try DeviceSession.open(path: good)
        try session.write()
        session.close()
        #expect(folder.names == ["d.json", "good.json", "real"])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.file("real")).sorted()) == ["phone.json", "phone.json.lock"])
    }

    @Test("device show: every field, and untrusted names neutralized")
    func show() {
        var device = DeviceFixtures.sample
        device.apps["com.evil"] = AppRecord(displayName: "Evil\u{1B}[2J\u{202E}", bundleIdentifier: "com.evil", authorization: .denied)
        let lines = device.describe(title: "phone.json")
        #expect(lines.allSatisfy { SafeText.isInert($0) })
        #expect(lines.prefix(3) == [
            "phone.json: iOS 17.4 device (iOS 14–17; device file version 2)",
            "Location Services: Off (every app reads denied)",
            "Allow Once grace: 1.5s (emulator setting; Apple documents only \"a few seconds\")",
        ])
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Evil␛[2J� (com.evil)"))
        #expect(text.contains("""
              Where Am I? (com.example.whereami)
                stored: provisional Always, the app reads authorizedAlways (Settings: While Using the App)
                the app reads: denied (Location Services is off)
                Precise Location: Off
                requestAlwaysAuthorization used: yes; deferred Always prompt used: yes; Turn On Location Services alerts: 2 of 2
            """))
        #expect(text.contains("Route (no bundle identifier)"))
        #expect(text.contains("restrictions: on"))
        #expect(text.contains("com.example.granted (name not known until the app runs)"))
        #expect(text.contains("""
              WIU (com.example.wiu)
                stored: When In Use (Settings: While Using the App or Widgets)
            """))
        #expect(text.contains("    widget alert: allowed (with When In Use the widgets share the app's location access)"))
        #expect(text.contains("    location button: approved (a tap grants one-time When In Use without an alert)"))
    }
}
