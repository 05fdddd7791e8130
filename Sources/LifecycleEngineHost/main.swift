// The reference engine (or a broken one) served over the engine protocol: what the kit's own
// tests and lifecycle-bench drive through a pipe.
//
//   lifecycle-engine-host [app|scene] [--bug ID] [--no-notifications]
import Foundation
import LifecycleConformance

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let lifecycle = arguments.first.flatMap(LifecycleStyle.init(rawValue:)) ?? .scene
let notifications = !arguments.contains("--no-notifications")
if let index = arguments.firstIndex(of: "--bug"), index + 1 < arguments.count {
  guard let bug = (EngineBug.all + EngineBug.deep).first(where: { $0.id == arguments[index + 1] }) else {
    FileHandle.standardError.write(Data("unknown bug '\(arguments[index + 1])'\n".utf8))
    exit(2)
  }
  exit(await EngineHost.serve { BrokenEngine(bug) })
}
exit(await EngineHost.serve { ReferenceEngine(lifecycle: lifecycle, postsNotifications: notifications) })
