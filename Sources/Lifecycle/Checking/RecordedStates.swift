/// The states a version 1.2 trace records (Conformance/SPEC.md#version-12), checked with a
/// `StateChecker` step by step as the trace is read: the initial states when the first stimulus
/// comes, each step's states once the step is closed and the model's states after it are known.
///
/// ```swift
/// var states = RecordedStates(projection: .named("react-native")!)
/// states.add(ReportedState("unknown"), line: 2)
/// let found = states.close(after: checker.models, stimulus: .tapIcon, stimulusLine: 3, stepIndex: 0)
/// ```
package struct RecordedStates: Sendable {
  private var checker: StateChecker
  /// The state lines read since the last step closed, with their line numbers.
  private var pending: [(state: ReportedState, line: Int)] = []
  /// The line the divergences of the initial states are given when there is no state line.
  private let headerLine: Int

  /// States checked against `projection`; the header is at `headerLine`.
  package init(projection: Projection, headerLine: Int = 1) {
    checker = StateChecker(projection: projection)
    self.headerLine = headerLine
  }

  /// A state line of the step being read (or of the start, before the first stimulus).
  package mutating func add(_ state: ReportedState, line: Int) {
    pending.append((state, line))
  }

  /// Checks the states read since the last step closed: the initial states of a process (the
  /// first time, and after a step that ended the process), or the states after the step whose
  /// stimulus is `stimulus`, which left the model in one of `models`. When the models disagree,
  /// the states pass if they pass for one of them; otherwise the first one's divergences are
  /// given. A step that ends the process is not checked: the states after it are the next
  /// process's initial states. `events` are the step's, which name the scene a wrong state of
  /// the app was taken from.
  package mutating func close(
    after models: [LifecycleModel], stimulus: Stimulus, stimulusLine: Int, stepIndex: Int, starting: Bool = false,
    events: [Event] = []
  ) -> [Divergence] {
    let reported = pending.map(\.state)
    let lines = pending.map(\.line)
    var found: [StateDivergence] = []
    var chosen = checker
    // After a step that ends the process, the states are the next process's, from its start.
    if starting || models.contains(where: { $0.snapshot.app == .notRunning }) {
      // A process that starts has had no step: the same for every model.
      found = chosen.start(reported: reported)
    } else {
      for (index, model) in models.enumerated() {
        var trial = checker
        let divergences = trial.check(reported, after: model, events: events)
        if index == 0 || divergences.isEmpty { (found, chosen) = (divergences, trial) }
        if divergences.isEmpty { break }
      }
    }
    checker = chosen
    pending = []
    let fallback = starting ? headerLine : stimulusLine
    return found.map { divergence in
      Divergence(
        state: divergence, projection: checker.projection, reported: reported, stimulus: stimulus,
        stimulusLine: stimulusLine, line: Self.line(of: divergence, reported, lines) ?? fallback,
        stepIndex: stepIndex, atStart: starting)
    }
  }

  /// The line a divergence is shown at: the change at fault, or for the state after the step
  /// the step's last state line; `nil` when the step has none.
  private static func line(of divergence: StateDivergence, _ reported: [ReportedState], _ lines: [Int]) -> Int? {
    let atFault =
      divergence.rule == .mapperVocabulary || divergence.rule == .phantomChange || divergence.from != nil
    guard atFault else { return lines.last }
    // The change is among the step's: the checker found it there.
    let index = reported.lastIndex { $0.state == divergence.reported && $0.scene == divergence.scene }
    return index.map { lines[$0] } ?? lines.last
  }
}
