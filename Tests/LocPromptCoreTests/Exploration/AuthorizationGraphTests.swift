import Foundation
import Testing
@testable import LocPromptCore

/// `locprompt graph` diagrams (issue 7 part 2): generated from the engine, deterministic, valid DOT and Mermaid.
@Suite("State diagrams")
struct AuthorizationGraphTests {
    static let ios17 = try! DeviceOS.resolve(platform: .iOS, versionText: "17.4").get()

    @Test("every node is reachable from the start and the teaching states are there")
    func reachableAndComplete() {
        let graph = AuthorizationGraph.build(os: Self.ios17, app: EventAlphabet.exploringApp)
        var reached: Set<AuthorizationGraph.Node> = [graph.start]
        var queue = [graph.start]
        while let node = queue.popLast() {
            for edge in graph.edges where edge.from == node && reached.insert(edge.to).inserted { queue.append(edge.to) }
        }
        #expect(reached == Set(graph.nodes))
        let labels = Set(graph.nodes.map(\.label))
        for expected in ["notDetermined", "notDetermined · alert: when-in-use", "denied", "authorizedWhenInUse",
                         "authorizedWhenInUse (temporary: Allow Once)", "authorizedAlways (provisional)",
                         "authorizedAlways (provisional) · alert: deferred-always", "authorizedWhenInUse · alert: upgrade"] {
            #expect(labels.contains(expected), "\(expected)")
        }
        // The deferred prompt's answers lead to When In Use and to permanent Always.
        let deferred = graph.edges.filter { $0.from.label == "authorizedAlways (provisional) · alert: deferred-always" }
        #expect(Set(deferred.map(\.to.label)).isSuperset(of: ["authorizedWhenInUse", "authorizedAlways"]))
        #expect(deferred.contains { $0.to.label == "authorizedWhenInUse" && $0.label == "tap “Keep Only While Using”" })
        #expect(deferred.contains { $0.to.label == "authorizedAlways" && $0.label == "tap “Change to Always Allow”" })
    }

    @Test("iOS 13.0–13.3 has no upgrade alert: requestAlways from When In Use goes straight to provisional")
    func ios13NoUpgrade() throws {
        let os = try DeviceOS.resolve(platform: .iOS, versionText: "13.3").get()
        let graph = AuthorizationGraph.build(os: os, app: EventAlphabet.exploringApp)
        #expect(!graph.nodes.contains { $0.label.contains("alert: upgrade") })
        #expect(graph.edges.contains { $0.from.label == "authorizedWhenInUse" && $0.to.label == "authorizedAlways (provisional)" && $0.label == "requestAlwaysAuthorization" })
    }

    @Test("output is deterministic")
    func deterministic() {
        let a = AuthorizationGraph.build(os: Self.ios17, app: EventAlphabet.exploringApp)
        let b = AuthorizationGraph.build(os: Self.ios17, app: EventAlphabet.exploringApp)
        #expect(a.mermaid() == b.mermaid())
        #expect(a.dot() == b.dot())
    }

    @Test("--from and --depth keep a diagram small")
    func restricted() throws {
        let graph = AuthorizationGraph.build(os: Self.ios17, app: EventAlphabet.exploringApp)
        let small = try #require(graph.restricted(from: "authorizedWhenInUse (temporary: Allow Once)", depth: 1))
        #expect(small.start.label == "authorizedWhenInUse (temporary: Allow Once)")
        #expect(small.nodes.count < graph.nodes.count)
        #expect(small.edges.allSatisfy { $0.from == small.start })
        #expect(small.edges.contains { $0.to.label == "notDetermined" && $0.label.contains("pass") }) // Allow Once lapses
        #expect(graph.restricted(from: "no such state", depth: nil) == nil)
    }

    @Test("Mermaid output is a stateDiagram-v2 with one line per node and edge")
    func mermaidShape() {
        let graph = AuthorizationGraph.build(os: Self.ios17, app: EventAlphabet.exploringApp)
        let lines = graph.mermaid().split(separator: "\n")
        #expect(lines.first == "stateDiagram-v2")
        #expect(lines.filter { $0.contains(" --> ") }.count == graph.edges.count + 1)
        // Labels never carry a raw colon or semicolon after the separator (Mermaid would cut them).
        for line in lines where line.contains(" : ") {
            let label = line.split(separator: " : ", maxSplits: 1)[1]
            #expect(!label.contains(":") && !label.contains(";"))
        }
    }

    @Test("Graphviz parses the DOT output of every band", arguments: OSBand.all)
    func dotParses(band: OSBand) throws {
        let graph = AuthorizationGraph.build(os: DeviceOS(band: band), app: EventAlphabet.exploringApp)
        let dot = try #require(["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) },
                               "Graphviz `dot` is needed (apt-get install graphviz; .ci/run installs it)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tcanon"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(graph.dot().utf8))
        try input.fileHandleForWriting.close()
        let canon = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))")
        #expect(canon.contains("digraph locprompt"))
        #expect(canon.components(separatedBy: "->").count - 1 == graph.edges.count + 1)
    }
}
