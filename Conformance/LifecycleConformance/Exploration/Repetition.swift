import Lifecycle

/// A run that does again what brought it back to where it was: an alert shown and dismissed,
/// a press of Home and a tap of the icon, a memory warning, each repeated a few to a dozen
/// times. A counter that wraps or a queue that fills shows only on a repetition, and a random
/// run seldom repeats anything eight times; half of the swarm runs repeat.
///
/// A cycle is closed when the person would see the same thing again (the same app and scene
/// states, lock and overlay), not the same model: recency and counts always move on.
struct Repetition {
  /// The longest cycle looked for: longer ones are seldom closed by chance.
  static let longestCycle = 6
  /// How many times a cycle is repeated, at most.
  static let mostRounds = 12

  /// Where the cycle being looked for started, and what was performed since.
  private var start: [Situation]?
  private var taken: [Stimulus] = []
  /// The cycle being repeated, where it is in it, and the rounds left.
  private var cycle: [Stimulus] = []
  private var position = 0
  private var rounds = 0

  /// The next stimulus: the cycle's while it lasts and each of its stimuli is possible, else
  /// the walk's own choice, watched for the next cycle.
  @MainActor mutating func next(
    _ walk: Walk, _ space: StimulusSpace, _ spaceIndex: Int, _ recorder: CoverageRecorder,
    in models: [LifecycleModel], families: Set<Stimulus.Name>?
  ) -> Stimulus? {
    let here = models.map(Situation.init)
    if let start, !taken.isEmpty, start == here {
      cycle = taken
      position = 0
      rounds = Int.random(in: 2...Self.mostRounds, using: &walk.random)
      self.start = nil
    }
    if !cycle.isEmpty {
      if position == cycle.count {
        position = 0
        rounds -= 1
      }
      if rounds > 0, walk.possible(space, spaceIndex, in: models).contains(cycle[position]) {
        position += 1
        return cycle[position - 1]
      }
      cycle = []
    }
    if start == nil || taken.count >= Self.longestCycle {
      start = here
      taken = []
    }
    guard let stimulus = walk.next(space, spaceIndex, recorder, in: models, families: families) else { return nil }
    taken.append(stimulus)
    return stimulus
  }

  /// What a person sees of one model.
  private struct Situation: Hashable {
    let appState: AppState
    let scenes: [SceneState]
    let isLocked: Bool
    let overlay: LifecycleModel.Overlay?

    struct SceneState: Hashable {
      let id: SceneID
      let state: SceneActivationState
    }

    init(_ model: LifecycleModel) {
      appState = model.appState
      scenes = model.sessions.map { SceneState(id: $0.id, state: $0.state) }
      isLocked = model.isLocked
      overlay = model.overlay
    }
  }
}
