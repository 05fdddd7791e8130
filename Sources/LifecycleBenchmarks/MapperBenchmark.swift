import Foundation
import Lifecycle
import LifecycleConformance

/// What a mapper's run costs per step beside an engine's: the same seeded exploration of the
/// scene-based lifecycle, of the reference engine (whose deliveries the kit checks) and of the
/// correct mapper (for which the kit plans the response, delivers it to two sets of delegates
/// and checks the states reported).
struct MapperBenchmark {
  let budget: Int

  /// Stimuli per second of the engine's exploration and of the mapper's, in process.
  @MainActor
  func inProcess() async -> (engine: Double, mapper: Double) {
    let explorer = Explorer(seed: 1, budget: budget)
    let engine = await Self.perSecond { await explorer.explore { ReferenceEngine(lifecycle: .scene) } }
    let mapper = await Self.perSecond { await explorer.explore { MappedEngine(DerivingMapper(lifecycles: [.scene])) } }
    return (engine, mapper)
  }

  /// Stimuli per second of the same exploration over the pipe: the engine host, and the Node
  /// example mapper; `nil` without the host, Node or the example.
  @MainActor
  func overThePipe() async throws -> (engine: Double, mapper: Double)? {
    guard let host = PipeBenchmark.host, let node = Self.node, FileManager.default.fileExists(atPath: Self.nodeMapper)
    else { return nil }
    let engine = try PipeEngine(command: [host, "scene"], limit: .seconds(10))
    defer { engine.stop() }
    guard case .mapper(let pipeMapper) = try PipeProgram.start(command: [node, Self.nodeMapper], limit: .seconds(10))
    else { return nil }
    defer { pipeMapper.stop() }
    let explorer = Explorer(seed: 1, budget: budget, timeout: engine.driverTimeout)
    let engineRate = await Self.perSecond { await explorer.explore { engine } }
    let mapperRate = await Self.perSecond { await explorer.explore { MappedEngine(pipeMapper) } }
    return (engineRate, mapperRate)
  }

  /// The example mapper in JavaScript, from this file's place in the repository.
  static let nodeMapper = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Conformance/Examples/NodeMapper/mapper.js").path

  /// `node` on the PATH, if there is one.
  static var node: String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @MainActor
  static func perSecond(_ explore: () async -> ExplorationReport) async -> Double {
    let start = ContinuousClock.now
    let report = await explore()
    precondition(report.counterexample == nil, "the engine and the mapper must conform")
    return Double(report.stimuli) / (ContinuousClock.now - start).seconds
  }
}
