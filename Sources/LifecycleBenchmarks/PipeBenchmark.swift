import Foundation
import Lifecycle
import LifecycleConformance

/// Steps per second through the engine protocol: the same seeded exploration of the scene-based
/// reference engine, served by `LifecycleEngineHost` over a pipe and run in process. The pipe
/// costs a process, never one per scenario, and a write and a read per step.
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

  /// Stimuli per second through the pipe and in process, or `nil` without the host.
  @MainActor
  func run() async throws -> (pipe: Double, inProcess: Double)? {
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
    return (pipe, inProcess)
  }
}
