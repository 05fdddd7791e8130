// The reference engine (or a broken one) served over the engine protocol, or the correct
// mapper over the mapper protocol: what the kit's own tests and lifecycle-bench drive through a
// pipe.
//
//   lifecycle-engine-host [app|scene] [--bug ID]... [--no-notifications]
//   lifecycle-engine-host mapper [app|scene] [--bug ID]...
import Foundation
import LifecycleConformance
import LifecycleConformanceFixtures

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "mapper" {
  arguments.removeFirst()
  let lifecycles = arguments.first.flatMap(LifecycleStyle.init(rawValue:)).map { [$0] } ?? Set(LifecycleStyle.allCases)
  var bugs: Set<MapperBug> = []
  for (index, word) in arguments.enumerated() where word == "--bug" && index + 1 < arguments.count {
    guard let bug = MapperBug(rawValue: arguments[index + 1]) else {
      FileHandle.standardError.write(Data("unknown mapper bug '\(arguments[index + 1])'\n".utf8))
      exit(2)
    }
    bugs.insert(bug)
  }
  let mistakes = bugs
  exit(await MapperHost.serve { DerivingMapper(bugs: mistakes, lifecycles: lifecycles) })
}
let lifecycle = arguments.first.flatMap(LifecycleStyle.init(rawValue:)) ?? .scene
let notifications = !arguments.contains("--no-notifications")
// Each `--bug ID` adds a bug: an engine with several at once, as real engines have them.
let known = EngineBug.all + EngineBug.deep + EngineBug.several.flatMap { $0 }
var bugs: [EngineBug] = []
for (index, word) in arguments.enumerated() where word == "--bug" && index + 1 < arguments.count {
  guard let bug = known.first(where: { $0.id == arguments[index + 1] }) else {
    FileHandle.standardError.write(Data("unknown bug '\(arguments[index + 1])'\n".utf8))
    exit(2)
  }
  if !bugs.contains(where: { $0.id == bug.id }) { bugs.append(bug) }
}
if !bugs.isEmpty {
  let several = bugs
  exit(await EngineHost.serve { BrokenEngine(bugs: several) })
}
exit(await EngineHost.serve { ReferenceEngine(lifecycle: lifecycle, postsNotifications: notifications) })
