import Foundation

/// How a scenario in `folder` names the app: relative to that folder, so the plan folder can move with the app.
public enum PlanPaths {
    public static func relative(to file: String, from folder: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        func components(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : (cwd as NSString).appendingPathComponent(path)
            return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        }
        let target = components(file), base = components(folder)
        let common = zip(target, base).prefix { $0 == $1 }.count
        guard common > 1 else { return target.joined(separator: "/").replacingOccurrences(of: "//", with: "/") }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }
}
