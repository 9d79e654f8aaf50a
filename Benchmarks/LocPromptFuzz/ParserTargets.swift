import Foundation
import LocPromptCore

/// The parsers that read outside input.
public enum ParserTargets {
    public static let version = FuzzTarget(name: "version", tokens: [".", "17", "13.4", "0", "99999", " ", "-", "+"]) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        for platform in Platform.allCases { _ = DeviceOS.resolve(platform: platform, versionText: text) }
    }

    public static let duration = FuzzTarget(name: "duration", tokens: ["ms", "s", "m", "h", ".", "1e9", "999999999999"]) { bytes in
        _ = VirtualDuration(parsing: String(decoding: bytes, as: UTF8.self))
    }

    public static let strings = FuzzTarget(
        name: "strings", tokens: ["\"", "\\\"", "\\U00e9", "\\n", "/*", "*/", "//", ";", "=", "\"k\" = \"v\";"]
    ) { bytes in
        _ = try? StringsFileParser.parse(Data(bytes))
    }

    /// Info.plist: parse (XML or binary), build the profile, lint it, and run `check` logic on one band.
    public static let plist = FuzzTarget(
        name: "plist",
        tokens: ["<key>", "</key>", "<string>", "</string>", "<dict>", "</dict>", "<array>", "<true/>", "<integer>",
                 "NSLocationWhenInUseUsageDescription", "$(PRODUCT_NAME)", "bplist00", "&#x1B;", "<![CDATA["]
    ) { bytes in
        guard let dictionary = try? AppLoader.parseInfoPlist(Data(bytes), path: "Fuzz.plist") else { return }
        let profile = AppProfile(infoPlist: dictionary, fallbackName: "Fuzz")
        _ = InfoPlistLint.findings(infoPlist: dictionary, infoPlistPath: "Fuzz.plist", localizations: [:], stringsFiles: [:])
        var state = EngineState(os: DeviceOS.newest(.iOS), app: profile)
        state.apply(.app(.launch))
        state.apply(.app(.requestAlwaysAuthorization))
        if let alert = state.alert {
            let content = PromptCatalog.content(for: alert, os: state.os, app: profile)
            _ = AlertTextRenderer.render(content, width: 44, os: state.os)
        }
    }

    /// The plain XML plist reader against Foundation on the same input (issue 15): a disagreement stops the run
    /// like a crash, so that the watchdog keeps the input.
    public static let plistReader = FuzzTarget(
        name: "plist-reader",
        tokens: ["<key>", "</key>", "<string>", "</string>", "<string/>", "<dict>", "</dict>", "<dict/>", "<array>",
                 "</array>", "<array/>", "<true/>", "<false/>", "<integer>", "</integer>", "-", "0", "9", "&lt;", "&gt;",
                 "&amp;", "&quot;", "&apos;", "&#65;", "<!--", "-->", "<![CDATA[", "]]>", "\r", "\t", "\u{1}", "é",
                 "<plist version=\"1.0\">", "</plist>", "<!DOCTYPE plist [", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
    ) { bytes in
        if case .disagrees(let why) = PlistReaderAgreement.check(Data(bytes)) {
            preconditionFailure("PlainXMLPlistReader disagrees with Foundation: \(why)")
        }
    }

    public static let all: [FuzzTarget] = [version, duration, strings, plist, plistReader]
}
