import Lifecycle
import LifecycleConformance
/// One deliberate mistake in delivering lifecycle callbacks: what it is, why it is wrong, the
/// scenario that catches it and the diagnostic that names it.
///
/// Bugs double as classroom material: run a `BrokenEngine` with one, read the diagnostic, find
/// the rule it breaks (`lifecycle exercise --bugs` replays their traces).
package struct EngineBug: Sendable, Identifiable, CustomStringConvertible {
  /// A stable id: `swaps-foreground-and-active`.
  package let id: String
  /// The mistake in a phrase.
  package let title: String
  /// What UIKit does instead, and why an app would notice, for a student.
  package let lesson: String
  /// The lifecycle style the buggy engine runs.
  package let lifecycle: LifecycleStyle
  /// The catalog scenario that targets the bug.
  package let scenario: String
  /// The fewest stimuli that show the bug, for when the catalog lacks `scenario`.
  package let demonstration: [Stimulus]
  /// Text the failure's diagnostic contains.
  package let diagnostic: String
  /// Whether the buggy engine posts notifications too.
  package let postsNotifications: Bool
  /// Changes what the correct engine would deliver for `stimulus` from the state `before`.
  let mutate: @Sendable (_ plan: inout [Delivery], _ stimulus: Stimulus, _ before: LifecycleModel) -> Void
  /// Whether `perform` hangs instead of delivering.
  let hangs: @Sendable (_ stimulus: Stimulus, _ before: LifecycleModel) -> Bool
  /// Changes the plan with what the engine did before: for bugs that show only after a
  /// history (the eighth interruption, the sixty-fifth callback since launch).
  var mutateAfter: (@Sendable (_ plan: inout [Delivery], _ stimulus: Stimulus, _ history: History) -> Void)?

  /// What a broken engine did since it was prepared (counts reset at each launch).
  package struct History: Sendable {
    /// How many times each stimulus was performed since the last launch, this one included.
    package var performed: [Stimulus.Name: Int] = [:]
    /// How many callbacks were delivered since the last launch, before this step.
    package var delivered = 0
  }

  init(
    id: String, title: String, lesson: String, lifecycle: LifecycleStyle, scenario: String,
    demonstration: [Stimulus], diagnostic: String, postsNotifications: Bool = false,
    hangs: @escaping @Sendable (Stimulus, LifecycleModel) -> Bool = { _, _ in false },
    mutate: @escaping @Sendable (inout [Delivery], Stimulus, LifecycleModel) -> Void = { _, _, _ in }
  ) {
    self.id = id
    self.title = title
    self.lesson = lesson
    self.lifecycle = lifecycle
    self.scenario = scenario
    self.demonstration = demonstration
    self.diagnostic = diagnostic
    self.postsNotifications = postsNotifications
    self.hangs = hangs
    self.mutate = mutate
  }

  /// The demonstration as a script from a first launch.
  package var demonstrationScript: Script { Script(lifecycle: lifecycle, stimuli: demonstration) }

  package var description: String { "\(id): \(title)" }
}

extension [Delivery] {
  /// The position of the first delivery of this callback.
  func firstIndex(of method: Callback.Method, _ scene: SceneID? = nil) -> Int? {
    firstIndex { $0.event.callback?.method == method && (scene == nil || $0.event.scene == scene) }
  }

  /// Removes every delivery of this callback.
  mutating func removeAll(_ method: Callback.Method) {
    removeAll { $0.event.callback?.method == method }
  }
}

extension EngineBug {
  /// Runs the demonstration on the broken engine: the recorded run ends at the failing step, and
  /// `traceText()` writes it as a trace for students to diagnose with `lifecycle verify`.
  @MainActor
  package func recordDemonstration(timeout: Duration = .milliseconds(200)) async -> RecordedRun {
    await ConformanceDriver(timeout: timeout, selection: .all).record(BrokenEngine(self), demonstrationScript)
  }
}
