import Foundation
import Testing
@testable import LocPromptCore

/// The device file format (issue 7 part 4 "versioned"): JSON with sorted keys, pretty printed, version 1;
/// what is damaged and what is newer.
@Suite("Saved device: file format and versions")
struct SavedDeviceFormatTests {
    func decode(_ text: String) -> Result<SavedDevice, DeviceFormatError> { SavedDevice.decode(Data(text.utf8)) }

    func damageReason(_ text: String) -> String? {
        if case .failure(.damaged(let reason)) = decode(text) { return reason }
        return nil
    }

    @Test("encode then decode gives the same device, for every saved authorization and setting")
    func roundTrip() throws {
        let device = DeviceFixtures.sample
        let decoded = try SavedDevice.decode(device.encoded()).get()
        #expect(decoded == device)
        #expect(decoded.encoded() == device.encoded())
    }

    @Test("the file is pretty printed with sorted keys and says its format and version")
    func readableJSON() {
        let text = String(decoding: SavedDevice(os: DeviceFixtures.ios17).encoded(), as: UTF8.self)
        #expect(text == """
            {
              "apps" : {

              },
              "format" : "locprompt-device",
              "formatVersion" : 2,
              "os" : "17.4",
              "platform" : "ios",
              "settings" : {
                "allowOnceGrace" : "5s",
                "locationServices" : true
              }
            }

            """)
    }

    @Test("a hand-written record may leave out the flags: they default to a fresh install's")
    func minimalRecord() throws {
        let device = try decode("""
            {"format": "locprompt-device", "version": 1, "platform": "ios", "os": "13.3",
             "settings": {"locationServices": true, "allowOnceGrace": "2s"},
             "apps": {"com.example.a": {"bundleIdentifier": "com.example.a", "authorization": "denied"}}}
            """).get()
        #expect(device.os.band.id == "ios-13.0-13.3")
        #expect(device.settings.allowOnceGrace == .seconds(2))
        #expect(device.apps["com.example.a"] == AppRecord(bundleIdentifier: "com.example.a", authorization: .denied))
    }

    @Test("a version 2 file written before the widget grant and the location button's approval were kept reads them as false, and is saved with them")
    func fileWithoutWidgetAndButtonFields() throws {
        let old = """
            {
              "apps" : {
                "com.example.whereami" : {
                  "alwaysRequestUsed" : false,
                  "authorization" : "whenInUse",
                  "bundleIdentifier" : "com.example.whereami",
                  "deferredPromptUsed" : false,
                  "displayName" : "Where Am I?",
                  "locationServicesAlertCount" : 0,
                  "preciseLocation" : true,
                  "restricted" : false
                }
              },
              "format" : "locprompt-device",
              "formatVersion" : 2,
              "os" : "17.4",
              "platform" : "ios",
              "settings" : {
                "allowOnceGrace" : "5s",
                "locationServices" : true
              }
            }

            """
        let device = try decode(old).get()
        let record = try #require(device.apps["com.example.whereami"])
        #expect(!record.widgetLocationAllowed && !record.locationButtonApproved)
        #expect(record == AppRecord(displayName: "Where Am I?", bundleIdentifier: "com.example.whereami", authorization: .whenInUse,
                                    preciseLocation: true))
        let state = device.state(for: TestApps.allKeys)
        #expect(!state.widgetLocationAllowed && !state.locationButtonApproved)
        let saved = String(decoding: device.encoded(), as: UTF8.self)
        #expect(saved.contains(#""locationButtonApproved" : false"#) && saved.contains(#""widgetLocationAllowed" : false"#), "\(saved)")
    }

    @Test("the widget grant and the location button's approval are written and read back")
    func widgetAndButtonRoundTrip() throws {
        var device = SavedDevice(os: DeviceFixtures.ios17)
        device.apps["com.example.whereami"] = AppRecord(displayName: "Where Am I?", bundleIdentifier: "com.example.whereami",
                                                        authorization: .whenInUse, widgetLocationAllowed: true, locationButtonApproved: false)
        device.apps["com.example.button"] = AppRecord(bundleIdentifier: "com.example.button", locationButtonApproved: true)
        let text = String(decoding: device.encoded(), as: UTF8.self)
        #expect(text.contains(#""widgetLocationAllowed" : true"#) && text.contains(#""locationButtonApproved" : true"#), "\(text)")
        let decoded = try SavedDevice.decode(device.encoded()).get()
        #expect(decoded == device)
        #expect(decoded.apps["com.example.whereami"]?.widgetLocationAllowed == true)
        #expect(decoded.apps["com.example.whereami"]?.locationButtonApproved == false)
        #expect(decoded.apps["com.example.button"]?.locationButtonApproved == true)
        #expect(decoded.apps["com.example.button"]?.widgetLocationAllowed == false)
        #expect(damageReason(#"{"format": "locprompt-device", "formatVersion": 2, "platform": "ios", "os": "17.4", "settings": {"locationServices": true, "allowOnceGrace": "5s"}, "apps": {"com.a": {"bundleIdentifier": "com.a", "authorization": "denied", "widgetLocationAllowed": "yes"}}}"#)?
            .contains("widgetLocationAllowed") == true)
    }

    @Test("a newer version is told apart from damage, whatever else the file holds")
    func newerVersion() {
        #expect(decode(#"{"format": "locprompt-device", "formatVersion": 3}"#) == .failure(.newerVersion(3)))
        #expect(decode(#"{"format": "locprompt-device", "version": 3}"#) == .failure(.newerVersion(3)))
        #expect(decode(#"{"format": "locprompt-device", "version": 99, "apps": "a future shape"}"#) == .failure(.newerVersion(99)))
    }

    @Test("damaged: not JSON, not a device file, an unknown version, the wrong shape or impossible values",
          arguments: [
            ("", "not valid JSON"),
            (#"{"format": "locprompt-device", "version": 1,"#, "not valid JSON"),
            ("[1, 2]", "is not an object"),
            (#"{"version": 1}"#, "not a locprompt device file"),
            (#"{"format": "something-else", "version": 1}"#, "not a locprompt device file"),
            (#"{"format": "locprompt-device"}"#, "no \"formatVersion\""),
            (#"{"format": "locprompt-device", "version": "1"}"#, "\"version\" is not a whole number"),
            (#"{"format": "locprompt-device", "version": 0}"#, "unknown version 0"),
            (#"{"format": "locprompt-device", "version": 1}"#, "missing \"platform\""),
            (#"{"format": "locprompt-device", "version": 1, "platform": "ios", "os": "17.4", "apps": {}}"#, "missing \"settings\""),
          ])
    func damaged(text: String, expected: String) {
        let reason = damageReason(text)
        #expect(reason?.contains(expected) == true, "\(String(describing: reason))")
    }

    @Test("damaged: a key given twice (Foundation reads the first, jq and Python the last), with its line and column")
    func duplicateKeys() {
        let text = #"{"format": "locprompt-device", "formatVersion": 2, "os": "17.4", "platform": "ios", "#
            + #""settings": {"allowOnceGrace": "5s", "locationServices": true}, "apps": {}, "os": "12.0"}"#
        #expect(damageReason(text) == "line 1, column 161: the key “os” appears twice in one object; keep one (JSON readers disagree on which one counts)")
        // Two records for one app, an escaped spelling of a key, and a nested object.
        let apps = #"{"com.a": {"bundleIdentifier": "com.a", "authorization": "denied"},\#n "com.a": {"bundleIdentifier": "com.a", "authorization": "always"}}"#
        #expect(damageReason(#"{"format": "locprompt-device", "version": 1, "platform": "ios", "os": "17.4", "settings": {"locationServices": true, "allowOnceGrace": "5s"}, "apps": "# + apps + "}")?
            .hasPrefix("line 2, column 2: the key “com.a” appears twice") == true)
        #expect(damageReason(#"{"format": "locprompt-device", "version": 1, "platform": "ios", "os": "17.4", "o\u0073": "12.0"}"#)?
            .contains("the key “os” appears twice") == true)
        #expect(damageReason(#"{"format": "locprompt-device", "version": 1, "platform": "ios", "os": "17.4", "settings": {"locationServices": true, "locationServices": false, "allowOnceGrace": "5s"}, "apps": {}}"#)?
            .contains("the key “locationServices” appears twice") == true)
        // The same key in two different objects is fine.
        #expect(JSONSyntaxLocator.firstDuplicateKey(in: Data(#"{"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]}"#.utf8)) == nil)
    }

    @Test("damaged: values the JSON shape cannot check",
          arguments: [
            (#""platform": "android", "os": "17.4""#, "{}", "unknown platform"),
            (#""platform": "ios", "os": "19.0""#, "{}", "iOS 19.0 is not a version locprompt knows"),
            (#""platform": "ios", "os": "17.4""#, #"{"com.a": {"bundleIdentifier": "com.a", "authorization": "allowOnce"}}"#,
             "\"apps.com.a\".authorization \"allowOnce\" is not one of"),
            (#""platform": "ios", "os": "17.4""#, #"{"com.a": {"bundleIdentifier": "com.b", "authorization": "denied"}}"#,
             "should be keyed \"com.b\""),
            (#""platform": "ios", "os": "17.4""#, #"{"Route": {"displayName": "Route", "authorization": "denied"}}"#,
             "should be keyed \"name:Route\""),
            (#""platform": "ios", "os": "17.4""#, #"{"x": {"authorization": "denied"}}"#, "neither a bundleIdentifier nor a displayName"),
            (#""platform": "ios", "os": "17.4""#, #"{"com.a": {"bundleIdentifier": "com.a", "authorization": "denied", "locationServicesAlertCount": -1}}"#,
             "negative"),
          ])
    func impossibleValues(osFields: String, apps: String, expected: String) {
        let text = #"{"format": "locprompt-device", "version": 1, "# + osFields
            + #", "settings": {"locationServices": true, "allowOnceGrace": "5s"}, "apps": "# + apps + "}"
        let reason = damageReason(text)
        #expect(reason?.contains(expected) == true, "\(String(describing: reason))")
    }

    @Test("the Allow Once grace is written so it reads back exactly")
    func graceRoundTrip() throws {
        for ms in [0, 250, 1500, 5000, 65_000, 3_600_000] as [Int64] {
            let device = SavedDevice(os: DeviceFixtures.ios17, settings: DeviceSettings(allowOnceGrace: .init(milliseconds: ms)))
            #expect(try SavedDevice.decode(device.encoded()).get().settings.allowOnceGrace.milliseconds == ms)
        }
        #expect(damageReason(#"{"format": "locprompt-device", "version": 1, "platform": "ios", "os": "17.4", "settings": {"locationServices": true, "allowOnceGrace": "soon"}, "apps": {}}"#)?
            .contains("allowOnceGrace") == true)
    }
}

/// The README's example file is what a real run writes.
@Suite("Saved device: README example")
struct SavedDeviceReadmeExampleTests {
    @Test("an app that answered Allow While Using App to requestAlwaysAuthorization on iOS 17.4")
    func readmeExample() {
        var h = Harness(.iOS, "17.4")
        h.launch()
        h.do(.app(.requestAlwaysAuthorization), .tap(.allowWhileUsingApp))
        var device = SavedDevice(os: h.state.os)
        device.record(h.state)
        #expect(String(decoding: device.encoded(), as: UTF8.self) == """
            {
              "apps" : {
                "com.example.whereami" : {
                  "alwaysRequestUsed" : true,
                  "askedPermission" : true,
                  "authorization" : "provisionalAlways",
                  "bundleIdentifier" : "com.example.whereami",
                  "deferredPromptUsed" : false,
                  "displayName" : "Where Am I?",
                  "grantedWithoutAsking" : false,
                  "locationButtonApproved" : false,
                  "locationServicesAlertCount" : 0,
                  "preciseLocation" : true,
                  "restricted" : false,
                  "usedLocationInBackground" : false,
                  "widgetLocationAllowed" : false
                }
              },
              "format" : "locprompt-device",
              "formatVersion" : 2,
              "os" : "17.4",
              "platform" : "ios",
              "settings" : {
                "allowOnceGrace" : "5s",
                "locationServices" : true
              }
            }

            """)
        #expect(device.describe(title: "phone.json") == [
            "phone.json: iOS 17.4 device (iOS 14–17; device file version 2)",
            "Location Services: On",
            "Allow Once grace: 5s (emulator setting; Apple documents only \"a few seconds\")",
            "Apps (1):",
            "  Where Am I? (com.example.whereami)",
            "    stored: provisional Always, the app reads authorizedAlways (Settings: While Using the App)",
            "    the app reads: authorizedAlways",
            "    Precise Location: On",
            "    requestAlwaysAuthorization used: yes; deferred Always prompt used: no; Turn On Location Services alerts: 0 of 2",
        ])
    }
}
