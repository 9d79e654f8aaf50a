import Foundation
import LocPromptCore

/// Arguments arrive as bytes; Swift's `CommandLine.arguments` (and so the argument parser) decodes them as UTF-8
/// with repair, so a Latin-1 file name such as `caf\xe9.yaml` would become `caf\u{FFFD}.yaml`: an input that
/// "does not exist", or an output written under another name. Such an argument is refused instead, at once.
enum ArgumentEncoding {
    /// The first argument (1-based, after the program's name) whose bytes are not valid UTF-8, with its text as
    /// Swift repairs it; nil when every argument is valid UTF-8.
    static func firstInvalid(argc: Int32 = CommandLine.argc,
                             argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv) -> (index: Int, text: String)? {
        guard argc > 1 else { return nil }
        for index in 1..<Int(argc) {
            guard let pointer = argv[index] else { continue }
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if String(validating: bytes, as: UTF8.self) == nil {
                return (index, String(decoding: bytes, as: UTF8.self))
            }
        }
        return nil
    }

    /// Throws a one-line error (exit 2) for an argument that is not valid UTF-8.
    static func check() throws {
        guard let (index, text) = firstInvalid() else { return }
        throw CommandFailure("argument \(index) “\(text)” is not valid UTF-8 (a file name in another encoding, such as Latin-1?); "
            + "locprompt reads every name as UTF-8: rename the file to UTF-8 (e.g. convmv -f latin1 -t utf8 --notest FILE)")
    }
}
