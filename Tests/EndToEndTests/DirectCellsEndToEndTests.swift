import Foundation
import Testing

/// The canvas writes printable ASCII and single-width characters straight into ncurses' cells (issue 15: a
/// quarter of the first frame's instructions went to ncurses' character path). The screen must be exactly what
/// the character path draws: the same characters, colours and attributes, with wide characters, combining
/// marks, emoji, without colour and without a UTF-8 locale. `LOCPROMPT_NCURSES_CHARACTER_PATH=1` turns the
/// direct writes off.
@Suite(.serialized) struct DirectCellsEndToEndTests {
    static let cases: [(arguments: String, environment: String, shows: String)] = [
        ("--os 17.4 --app Assets/Apps/WhereAmI.plist --request when-in-use", "", "Allow Once"),
        ("--os 17.4 --app-name '地图地图 App é' --purpose '你好 world 地图地图地图 ü ● ─ e\u{301} 🇫🇷 ⭐ x' --request when-in-use", "", "Allow Once"),
        ("--os 12.2 --app Assets/Apps/WhereAmI.plist --request always", "NO_COLOR=1", "Allow"),
        ("--os 17.4 --request when-in-use", "LANG=C", "Allow"),
        ("present --os 17.4 --appearance light", "", "Free play"),
        ("present --os 17.4 --appearance dark", "", "Free play"),
    ]

    @Test("Direct cell writes and ncurses' character path give the same styled screen", arguments: 0..<cases.count)
    func sameScreen(index: Int) throws {
        let (arguments, environment, shows) = Self.cases[index]
        let direct = TmuxHarness.styledScreenAfterDown(arguments, environment: environment, shows: shows)
        let characterPath = TmuxHarness.styledScreenAfterDown(arguments, environment: environment + " LOCPROMPT_NCURSES_CHARACTER_PATH=1", shows: shows)
        #expect(direct != nil && direct == characterPath, "\(arguments)\n\(direct ?? "")\n---\n\(characterPath ?? "")")
        #expect((direct ?? "").contains("\u{1B}["), "the capture carries the styles")
    }
}
