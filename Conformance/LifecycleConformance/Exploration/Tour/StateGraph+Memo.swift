import Foundation
import Lifecycle

extension StateGraph {
  /// The graph of a space, built once per process: a tour and the coverage of every run over
  /// the same space share it, and the space of an engine that declares every capability shares
  /// the model's own graph (`StateGraph.model(lifecycle:)`) with the catalog's coverage.
  /// Guarded by a lock; built outside it.
  package static func of(_ space: StimulusSpace) -> StateGraph {
    if space == .model(lifecycle: space.lifecycle) { return .model(lifecycle: space.lifecycle) }
    if let known = GraphMemo.shared.graph(space) { return known }
    let graph = StateGraph(space: space)
    GraphMemo.shared.remember(graph, for: space)
    return graph
  }
}

/// The graphs built so far, by space.
private final class GraphMemo: @unchecked Sendable {
  static let shared = GraphMemo()
  private let lock = NSLock()
  private var graphs: [StimulusSpace: StateGraph] = [:]

  func graph(_ space: StimulusSpace) -> StateGraph? {
    lock.lock()
    defer { lock.unlock() }
    return graphs[space]
  }

  func remember(_ graph: StateGraph, for space: StimulusSpace) {
    lock.lock()
    defer { lock.unlock() }
    graphs[space] = graph
  }
}
