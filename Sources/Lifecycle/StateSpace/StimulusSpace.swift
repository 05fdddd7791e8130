/// Every stimulus exploration may try, for an engine's lifecycle and capabilities, over a small
/// pool of scene ids.
package struct StimulusSpace: Hashable, Sendable {
  package let lifecycle: LifecycleStyle
  /// The scene ids scene stimuli and payloads name.
  package let scenes: [SceneID]
  /// Every candidate, whether or not it is possible in a given state.
  package let candidates: [Stimulus]

  package init(
    lifecycle: LifecycleStyle, capabilities: Set<Capability>,
    scenes: [SceneID] = ["main", "second", "third"], performs: (Stimulus) -> Bool = { _ in true }
  ) {
    self.lifecycle = lifecycle
    let pool: [SceneID] =
      lifecycle == .app ? [] : capabilities.contains(.multipleScenes) ? scenes : Array(scenes.prefix(1))
    self.scenes = pool
    // Two launch reasons, not all five, keep the space exploration covers small.
    let all = Stimulus.candidates(
      lifecycle: lifecycle, payloadScenes: pool, opening: pool, existing: pool,
      launchReasons: [.fetch, .location], version1_1: true)
    candidates = all.filter { Capability.needed(for: $0).allSatisfy(capabilities.contains) && performs($0) }
  }

  /// The space of the model with every capability and the catalog's scenes (`main`, `second`).
  package static func model(lifecycle: LifecycleStyle) -> StimulusSpace {
    StimulusSpace(lifecycle: lifecycle, capabilities: Set(Capability.all), scenes: ["main", "second"])
  }

  /// The most background tasks open at once: a second task adds a second expiration handler
  /// and nothing new, and without a bound the model's graph would be infinite.
  package static let maximumBackgroundTasks = 1

  /// Whether the space takes `stimulus` in `model`: the model allows it, and it opens no more
  /// than `maximumBackgroundTasks`.
  package static func allows(_ stimulus: Stimulus, in model: LifecycleModel) -> Bool {
    if stimulus == .beginBackgroundTask, model.openBackgroundTasks >= maximumBackgroundTasks { return false }
    return model.canHappen(stimulus)
  }

  /// The candidates possible in at least one of these states.
  package func possible(in models: [LifecycleModel]) -> [Stimulus] {
    // Each model is asked about every candidate in one pass (models outside, candidates inside)
    // so a model is not copied once per candidate; exploration asks this before every stimulus.
    var isPossible = [Bool](repeating: false, count: candidates.count)
    for model in models {
      for index in candidates.indices where !isPossible[index] {
        isPossible[index] = Self.allows(candidates[index], in: model)
      }
    }
    var possible: [Stimulus] = []
    possible.reserveCapacity(candidates.count)
    for index in candidates.indices where isPossible[index] { possible.append(candidates[index]) }
    return possible
  }

  /// Saved sessions a run may start with: none, or the first one or two of the pool.
  package var startingSessions: [[SceneID]] {
    guard lifecycle == .scene else { return [[]] }
    return [[]] + (1...min(2, scenes.count)).map { Array(scenes.prefix($0)) }.filter { !$0.isEmpty }
  }
}
