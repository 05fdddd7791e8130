import Lifecycle
import LifecycleDocs

/// One scenario as a quiz: each step's stimulus is shown, the student answers with the
/// callbacks in order, and the checker judges: any order the model allows is right.
struct Quiz {
  let scenario: Scenario
  private var checker: TraceChecker
  private(set) var stepIndex = 0
  private(set) var right = 0

  init(_ scenario: Scenario) {
    self.scenario = scenario
    checker = TraceChecker(lifecycle: scenario.lifecycle, sessions: scenario.sessions, recording: .callbacks)
  }

  var isFinished: Bool { stepIndex == scenario.steps.count }
  var step: Scenario.Step { scenario.steps[stepIndex] }

  /// The question for the current step.
  var question: String {
    "Step \(stepIndex + 1) of \(scenario.steps.count): "
      + "\(StimulusWording.sentence(step.stimulus)) (\(step.stimulus.summary))"
  }

  /// Judges the answer to the current step and moves on; returns what to print.
  mutating func answer(_ callbacks: [Callback]) -> [String] {
    let delivered = callbacks.map(Event.callback)
    var attempt = checker
    defer { stepIndex += 1 }
    do {
      try attempt.check(step.stimulus, delivered: delivered)
      checker = attempt
      right += 1
      return ["Right."]
    } catch {
      // Go on from what UIKit would have delivered, so the next steps start from the right state.
      let expected = step.outcomes[0].response.linearised(recording: .callbacks)
      try? checker.check(step.stimulus, delivered: expected)
      var lines = ["Not quite: \(error.message)"] + error.details.map { "  " + $0 }
      if step.outcomes.count > 1 { lines.append("  (this step has \(step.outcomes.count) allowed outcomes)") }
      lines.append("  The scenario's page: DocsSite/\(SitePath.scenario(scenario.id))")
      return lines
    }
  }
}
