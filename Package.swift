// swift-tools-version:6.1
// locprompt: a terminal emulator of Apple's Core Location permission alerts.
// Dependency direction (see ARCHITECTURE.md):
//   locprompt (CLI) → LocPromptTerminal → LocPromptCore
//                   → LocPromptScenario → LocPromptFiles → LocPromptCore
//                   → LocPromptPictures → LocPromptCore
// LocPromptCore imports Foundation at most: no terminal, no clock, no randomness, no file system
// (LocPromptFiles reads and writes files; Core takes and returns values).
import PackageDescription

let package = Package(
    name: "locprompt",
    products: [
        .executable(name: "locprompt", targets: ["locprompt"]),
        .library(name: "LocPromptCore", targets: ["LocPromptCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The engine, the prompt catalog and app (Info.plist) loading.
        .target(name: "LocPromptCore"),
        // Every file-system use: saved-device store and lock, output writes, app bundles and input files.
        .target(name: "LocPromptFiles", dependencies: ["LocPromptCore"]),
        // YAML scenarios, the headless runner, transcripts.
        .target(
            name: "LocPromptScenario",
            dependencies: ["LocPromptCore", "LocPromptFiles", .product(name: "Yams", package: "Yams")]
        ),
        // ncurses, bound through a module map and a small C shim.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // Alert pictures (issue 17): the catalog's alerts as SVG in each OS version's look, and the storyboard HTML.
        // Pure string generation, no I/O.
        .target(name: "LocPromptPictures", dependencies: ["LocPromptCore"]),
        // The ncurses front end: screens draw into a Canvas; only this target calls ncurses.
        // It shares the pictures' choice of look per platform and version (`PictureLook`), so the screen and the SVG agree.
        .target(name: "LocPromptTerminal", dependencies: ["LocPromptCore", "LocPromptFiles", "LocPromptScenario", "LocPromptPictures", "CNcurses"]),
        // The command line: parses arguments and wires the targets together.
        .executableTarget(
            name: "locprompt",
            dependencies: [
                "LocPromptCore", "LocPromptFiles", "LocPromptScenario", "LocPromptTerminal", "LocPromptPictures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Benchmarks, fuzzers and the floor program sit apart from the shipped product, under Benchmarks/.
        // Seeded mutation fuzzing of every parser: a short run in the tests, 100k inputs each in `scripts/bench`.
        .target(name: "LocPromptFuzz", dependencies: ["LocPromptCore", "LocPromptScenario", "LocPromptTerminal"], path: "Benchmarks/LocPromptFuzz"),
        // Benchmarks (issue 8): `scripts/bench` builds this in release and prints the figures.
        .executableTarget(name: "locprompt-bench", dependencies: ["LocPromptCore", "LocPromptScenario", "LocPromptTerminal", "LocPromptFuzz"], path: "Benchmarks/locprompt-bench"),
        // The first-frame floor for `scripts/bench`: one alert box drawn by the least Swift program (no locprompt code).
        .executableTarget(name: "locprompt-floor", dependencies: ["CNcurses"], path: "Benchmarks/locprompt-floor"),
        // A development tool for the device-file kill tests: rewrites a saved device in a loop (was `device soak`).
        .executableTarget(name: "locprompt-soak", dependencies: ["LocPromptCore", "LocPromptFiles"], path: "Benchmarks/locprompt-soak"),
        .testTarget(
            name: "LocPromptCoreTests",
            dependencies: ["LocPromptCore", "LocPromptFiles", "LocPromptFuzz", "LocPromptTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Helpers shared by the test targets (pyte replays of recordings, temporary folders); `replay_cast.py` sits beside them.
        .target(name: "LocPromptTestSupport", path: "Tests/Support", exclude: ["replay_cast.py", "asciinema_check.py"]),
        .testTarget(name: "LocPromptScenarioTests", dependencies: ["LocPromptScenario", "LocPromptCore", "LocPromptTestSupport"]),
        .testTarget(name: "LocPromptTerminalTests", dependencies: ["LocPromptTerminal", "LocPromptCore", "LocPromptScenario", "LocPromptTestSupport",
                                                               .product(name: "PropertyBased", package: "swift-property-based")],
                    exclude: ["Golden"]),
        // Golden SVG pictures (Tests/Golden/Pictures), xmllint and the escaping of untrusted text.
        .testTarget(name: "LocPromptPicturesTests", dependencies: ["LocPromptPictures", "LocPromptCore"]),
        // Scripts/ holds a Python helper the tests run by path (SignalAbuseTests), not a source of the target.
        .testTarget(name: "EndToEndTests", dependencies: ["LocPromptCore", "LocPromptTestSupport"], exclude: ["Scripts"]),
    ]
)
