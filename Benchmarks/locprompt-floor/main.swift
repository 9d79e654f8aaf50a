// The floor of the first-frame benchmark (issue 8, `scripts/bench`): the least a Swift program built like
// `locprompt` can do to show an app's location alert, so that the bench can say how much of locprompt's
// first frame is the language and its libraries and how much is locprompt's own work.
//
//   locprompt-floor APP.plist   read the app's Info.plist with Foundation, then draw one alert box
//   locprompt-floor             draw the box with a fixed text (Swift and ncurses only)
//
// It is deliberately not locprompt: no argument parser, no catalog, no engine, no panes; q or Enter quits.
import CNcurses
import Foundation

var name = "Where Am I?"
var purpose = "Your location is shown on the map."
if CommandLine.arguments.count > 1 {
    let path = CommandLine.arguments[1]
    guard let data = FileManager.default.contents(atPath: path),
          let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else {
        FileHandle.standardError.write(Data("locprompt-floor: cannot read \(path)\n".utf8))
        exit(2)
    }
    name = plist["CFBundleDisplayName"] as? String ?? plist["CFBundleName"] as? String ?? name
    purpose = plist["NSLocationWhenInUseUsageDescription"] as? String ?? ""
}

// As locprompt does (TerminalSession.setUpLocale): the character type is all ncurses reads.
setlocale(LC_CTYPE, "")
guard isatty(1) == 1, let screen = newterm(nil, fdopen(1, "w"), fdopen(0, "r")) else {
    FileHandle.standardError.write(Data("locprompt-floor: needs a terminal\n".utf8))
    exit(2)
}
set_term(screen)
cbreak()
noecho()
keypad(lp_stdscr(), true)
curs_set(0)

let width: Int32 = 50, height: Int32 = 8
let top = max(0, (lp_lines() - height) / 2), left = max(0, (lp_cols() - width) / 2)
let inner = Int(width - 2)
func line(_ row: Int32, _ text: String) { mvaddstr(top + row, left, text) }
/// The plist is untrusted text: control and format characters (escape sequences, bidi overrides) are dropped.
func clipped(_ text: String) -> String {
    let printable = text.unicodeScalars.filter { ![.control, .format].contains($0.properties.generalCategory) }
    return String(String(String.UnicodeScalarView(printable)).prefix(inner - 4))
}
line(0, "┌" + String(repeating: "─", count: inner) + "┐")
for row in 1..<(height - 1) { line(row, "│" + String(repeating: " ", count: inner) + "│") }
line(height - 1, "└" + String(repeating: "─", count: inner) + "┘")
mvaddstr(top + 2, left + 3, clipped("Allow “\(name)” to use your location?"))
mvaddstr(top + 3, left + 3, clipped(purpose))
mvaddstr(top + 5, left + 6, "< Allow While Using App >  < Don’t Allow >")
refresh()
var failures = 0
while failures < 20 {
    let key = getch()
    if key == ERR { failures += 1; continue }
    if key == 10 || key == 13 || key == Int32(UInt8(ascii: "q")) { break }
}
endwin()
