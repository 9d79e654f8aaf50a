import Foundation
import Testing

/// `run --storyboard` in a real browser: headless Chromium (Debian's `chromium`, which `.ci/run` installs) parses
/// the page and renders it to PNG. The page must hold exactly one `<figure>` per meaningful step, counted
/// independently from `run --format json` (a step with an `alert` effect or a new status), and the screenshot must
/// not be blank: many non-white pixels, and the alerts' blue tint among them. Without chromium the test fails.
@Suite(.serialized) struct StoryboardBrowserTests {
    static let scenarios = ["Assets/Scenarios/ios14-precise-and-new-callback.yaml", "Assets/Scenarios/background-reminder.yaml",
                            "Assets/Scenarios/ios10-when-in-use.yaml"]

    /// Meaningful steps per `run --format json`: the state's status changed, or an effect carries an alert.
    static func meaningfulSteps() throws -> Int {
        let run = try LocPromptBinary.run(["run", "--format", "json"] + scenarios)
        var count = 0
        var previous: [String: String] = [:]
        for line in run.stdout.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["index"] != nil, let file = object["file"] as? String,
                  let state = object["state"] as? [String: Any], let status = state["status"] as? String,
                  let effects = object["effects"] as? [[String: Any]] else { continue }
            let alert = effects.contains { $0["alert"] != nil }
            if alert || status != previous[file, default: "notDetermined"] { count += 1 }
            previous[file] = status
        }
        return count
    }

    @Test func theStoryboardRendersInChromium() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locprompt-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("story.html")
        let run = try LocPromptBinary.run(["run", "--quiet", "--storyboard", page.path] + Self.scenarios)
        #expect(run.status == 0, "run: \(run.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(!html.contains("<script"), "the storyboard needs no script")
        // Nothing to load: no src/href attributes, no imports; the only address is the SVG namespace name.
        for loader in ["src=", "href=", "@import", "url(http", "<link", "<iframe"] {
            #expect(!html.contains(loader), "the storyboard would load something: \(loader)")
        }

        let expected = try Self.meaningfulSteps()
        #expect(expected >= 5)
        let dom = try Chromium.run(["--dump-dom", page.absoluteString], profile: folder.appendingPathComponent("profile"))
        let figures = dom.components(separatedBy: "<figure ").count - 1
        #expect(figures == expected, "the browser sees \(figures) figures, the run has \(expected) meaningful steps")
        #expect(dom.components(separatedBy: "<svg ").count - 1 >= 3, "the alerts are not inline SVG in the DOM")

        let png = folder.appendingPathComponent("story.png")
        _ = try Chromium.run(["--hide-scrollbars", "--window-size=1000,3000", "--screenshot=\(png.path)", page.absoluteString],
                             profile: folder.appendingPathComponent("profile"))
        let stats = try PNGStats.of(png)
        #expect(stats.width == 1000 && stats.height == 3000, "screenshot \(stats.width)×\(stats.height)")
        #expect(stats.nonWhite > stats.width * stats.height / 20, "the page looks blank: \(stats.nonWhite) non-white pixels")
        #expect(stats.tint > 500, "no alert button in the system blue was drawn (\(stats.tint) tint pixels)")
    }
}

/// Headless Chromium with a temporary profile and a time limit.
enum Chromium {
    static func run(_ arguments: [String], profile: URL, timeout: TimeInterval = 240) throws -> String {
        guard let binary = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            Issue.record("chromium is not installed: the storyboard's browser test needs Debian's chromium (`apt-get install chromium`; .ci/run installs it)")
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile.path)"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = DispatchTime.now() + timeout
        let timer = DispatchSource.makeTimerSource()
        timer.schedule(deadline: deadline)
        timer.setEventHandler { if process.isRunning { process.terminate() } }
        timer.resume()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        #expect(process.terminationReason == .exit, "chromium did not finish within \(Int(timeout)) s")
        return String(decoding: data, as: UTF8.self)
    }
}

/// Decodes a PNG (8-bit RGB or RGBA, as Chromium writes them) with Python's zlib and counts pixels: not white,
/// and close to the alerts' tint (#007AFF / #0A84FF).
enum PNGStats {
    struct Stats { var width = 0, height = 0, nonWhite = 0, tint = 0 }

    static let script = """
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, colour = struct.unpack('>IIBB', body[:10])
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        assert depth == 8 and colour in (2, 6)
        bpp = 3 if colour == 2 else 4
        raw = zlib.decompress(idat)
        stride = width * bpp
        previous = bytearray(stride)
        nonwhite = tint = 0
        for y in range(height):
            kind = raw[y * (stride + 1)]
            line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            for x in range(0, stride, bpp):
                r, g, bl = line[x], line[x + 1], line[x + 2]
                if r < 245 or g < 245 or bl < 245: nonwhite += 1
                if r < 60 and 100 <= g <= 160 and bl > 200: tint += 1
            previous = line
        print(width, height, nonwhite, tint)
        """

    static func of(_ png: URL) throws -> Stats {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, png.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, numbers.count == 4 else {
            Issue.record("could not decode \(png.lastPathComponent): \(text)")
            return Stats()
        }
        return Stats(width: numbers[0], height: numbers[1], nonWhite: numbers[2], tint: numbers[3])
    }
}
