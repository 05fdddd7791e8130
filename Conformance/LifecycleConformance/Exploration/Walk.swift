import Foundation
import Lifecycle

/// A random exploration's state, shared with each run's task: the generator, the stimuli
/// performed, and what runs hand on to the next.
@MainActor
final class Walk {
  var random: SeededGenerator
  var stimuli = 0
  /// The model's answers, handed from run to run (the checker's work, shared). Large: with
  /// three scenes a walk keeps finding states it has not met, and a smaller cache emptied
  /// itself before the walk came back.
  var cache = AlternativeCache(capacity: 32768)
  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// `space.possible(in:)`, remembered where there is no graph: short runs from a few starting
  /// states keep coming back to the same states, and asking every candidate of each again cost
  /// more than the rest of a step. Emptied when full, like the checker's cache.
  private var possible: [PossibleKey: [Stimulus]] = [:]

  private struct PossibleKey: Hashable {
    /// Which of the exploration's spaces (hashing the space itself would cost what it saves).
    let space: Int
    let models: [LifecycleModel]
  }

  func possible(_ space: StimulusSpace, _ spaceIndex: Int, in models: [LifecycleModel]) -> [Stimulus] {
    let key = PossibleKey(space: spaceIndex, models: models)
    if let known = possible[key] { return known }
    let computed = space.possible(in: models)
    if possible.count >= 32768 { possible.removeAll(keepingCapacity: true) }
    possible[key] = computed
    return computed
  }

  /// The next stimulus at random among those possible in `models` (read from the graph when
  /// the recorder has one); with `families`, among those of the families where any is possible.
  func next(
    _ space: StimulusSpace, _ spaceIndex: Int, _ recorder: CoverageRecorder, in models: [LifecycleModel],
    families: Set<Stimulus.Name>?
  ) -> Stimulus? {
    let candidates: [Stimulus]
    if models.count == 1, let graph = recorder.graph, let state = recorder.id(models[0]) {
      let transitions = graph.transitions[state]
      if let families {
        let chosen = transitions.filter { families.contains(graph.candidates[$0.stimulus].name) }
        if let pick = (chosen.isEmpty ? transitions : chosen).randomElement(using: &random) {
          return graph.candidates[pick.stimulus]
        }
        return nil
      }
      return transitions.randomElement(using: &random).map { graph.candidates[$0.stimulus] }
    }
    candidates = possible(space, spaceIndex, in: models)
    if let families {
      let chosen = candidates.filter { families.contains($0.name) }
      return (chosen.isEmpty ? candidates : chosen).randomElement(using: &random)
    }
    return candidates.randomElement(using: &random)
  }

  /// A swarm run's families: each of the space's, kept with even odds (at least one).
  func families(of space: StimulusSpace) -> Set<Stimulus.Name> {
    let all = Array(Set(space.candidates.map(\.name))).sorted { $0.rawValue < $1.rawValue }
    var chosen = Set(all.filter { _ in Bool.random(using: &random) })
    if chosen.isEmpty, let one = all.randomElement(using: &random) { chosen.insert(one) }
    return chosen
  }

  /// A swarm run's length: from 4 to 400 stimuli, as likely between 4 and 40 as between 40
  /// and 400.
  func swarmLength() -> Int {
    Int(exp(Double.random(in: log(4.0)...log(400.0), using: &random)).rounded())
  }
}
