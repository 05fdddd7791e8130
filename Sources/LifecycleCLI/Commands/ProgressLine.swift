import LifecycleConformance

/// The line `conform` redraws on a terminal while it runs: the phase, how far it has got, and
/// the time since the run began. A pure function of the counts and the time, so what a person
/// sees is tested without a terminal or a clock.
///
///     catalog: 34 of 86 scenarios, 2 failed (0:12)
///     exploration: 4,096 of 20,000 stimuli, 3 bugs so far (1:05)
///     shrinking bug 2 of 3: 140 candidates tried (2:30)
enum ProgressLine {
  /// The line for `state`, `elapsed` after the run began; `nil` before the catalog starts.
  static func text(_ state: ConformanceProgress.State, elapsed: Duration) -> String? {
    guard let phase = state.phase else { return nil }
    let time = " (\(clock(elapsed)))"
    switch phase {
    case .catalog:
      let failed = state.scenariosFailed > 0 ? ", \(state.scenariosFailed) failed" : ""
      return "catalog: \(state.scenariosDone) of \(counted(state.scenariosTotal, "scenario"))\(failed)\(time)"
    case .exploration:
      let stimuli =
        state.stimulusBudget.map { "\(grouped(state.stimuliDone)) of \(counted($0, "stimulus", "stimuli"))" }
        ?? counted(state.stimuliDone, "stimulus", "stimuli")
      return "exploration: \(stimuli), \(counted(state.bugsFound, "bug")) so far\(time)"
    case .shrinking:
      return "shrinking bug \(state.bugsShrinking) of \(state.bugsToShrink): "
        + "\(counted(state.candidatesTried, "candidate")) tried\(time)"
    }
  }

  /// `0:07`, `12:30`, `1:02:03`: whole seconds, as a stopwatch shows them.
  static func clock(_ elapsed: Duration) -> String {
    let seconds = max(Int(elapsed.components.seconds), 0)
    let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
    let tail = (rest < 10 ? "0" : "") + "\(rest)"
    if hours == 0 { return "\(minutes):\(tail)" }
    return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(tail)"
  }

  /// `20,000`: thousands apart, the same whatever the locale (as the help text writes them).
  static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (number < 0 ? "-" : "") + text
  }

  private static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(grouped(count)) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}
