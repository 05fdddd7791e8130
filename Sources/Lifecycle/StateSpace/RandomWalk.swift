/// A seeded random sequence of possible stimuli and the model's answers, for property tests,
/// benchmarks and exploration.
///
/// ```swift
/// var walk = RandomWalk(lifecycle: .scene, seed: 42)
/// for _ in 0..<100 {
///   let step = walk.next()          // a stimulus, the alternatives, the one taken
///   print(step.stimulus)
/// }
/// ```
package struct RandomWalk: Sendable {
  /// The model after the steps so far.
  package private(set) var model: LifecycleModel
  /// The most sessions a walk opens.
  package let maximumScenes: Int
  private var generator: SeededGenerator

  package init(lifecycle: LifecycleStyle, sessions: [SceneID] = [], maximumScenes: Int = 3, seed: UInt64) {
    model = LifecycleModel(lifecycle: lifecycle, sessions: sessions)
    self.maximumScenes = maximumScenes
    generator = SeededGenerator(seed: seed)
  }

  /// One step of the walk.
  package struct Step: Sendable {
    /// The model before the stimulus.
    package let before: LifecycleModel
    package let stimulus: Stimulus
    /// Every alternative the model allows.
    package let alternatives: [Alternative]
    /// The index of the alternative the walk followed.
    package let chosen: Int
  }

  /// Picks a possible stimulus and one of its alternatives at random, and moves on.
  package mutating func next() -> Step {
    let candidates = model.possibleStimuli(maximumScenes: maximumScenes)
    // Some stimulus is always possible (backgroundLaunch when not running, pressHome when in
    // the foreground, unlockDevice when locked, terminate when in the background).
    let stimulus = candidates.randomElement(using: &generator)!
    let alternatives = try! model.respond(to: stimulus)
    let chosen = Int.random(in: alternatives.indices, using: &generator)
    let step = Step(before: model, stimulus: stimulus, alternatives: alternatives, chosen: chosen)
    model = alternatives[chosen].next
    return step
  }
}
