import Foundation
import Lifecycle
import LifecycleConformance

/// Steps per second through the engine protocol and the mapper protocol: the same seeded
/// exploration of the scene-based reference engine and of the correct mapper, each served by
/// `LifecycleEngineHost` over a pipe, and of the engine in process. The pipe costs a process,
/// never one per scenario, and a write and a read per step.
struct PipeBenchmark {
  let budget: Int

  /// `LifecycleEngineHost`, beside this program (`swift build -c release` builds both), or
  /// `nil` when it was not built.
  static var host: String? {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for folder in [beside, beside.deletingLastPathComponent()] {
      let path = folder.appendingPathComponent("LifecycleEngineHost").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// Stimuli per second of the engine through the pipe and in process, and of the mapper through
  /// the pipe, or `nil` without the host.
  @MainActor
  func run() async throws -> (pipe: Double, inProcess: Double, mapperPipe: Double)? {
    guard let host = Self.host else { return nil }
    let engine = try PipeEngine(command: [host, "scene"], limit: .seconds(10))
    defer { engine.stop() }
    let explorer = Explorer(seed: 1, budget: budget, timeout: engine.driverTimeout)
    func perSecond(_ explore: () async -> ExplorationReport) async -> Double {
      let start = ContinuousClock.now
      let report = await explore()
      precondition(report.counterexample == nil, "the reference engine must conform")
      let elapsed = ContinuousClock.now - start
      return Double(report.stimuli) / elapsed.seconds
    }
    let pipe = await perSecond { await explorer.explore { engine } }
    let inProcess = await perSecond { await explorer.explore { ReferenceEngine(lifecycle: .scene) } }
    guard case .mapper(let mapper) = try PipeProgram.start(command: [host, "mapper", "scene"], limit: .seconds(10))
    else {
      preconditionFailure("LifecycleEngineHost mapper must say a mapper's hello")
    }
    defer { mapper.stop() }
    let mapperPipe = await perSecond { await explorer.explore { MappedEngine(mapper) } }
    return (pipe, inProcess, mapperPipe)
  }
}
