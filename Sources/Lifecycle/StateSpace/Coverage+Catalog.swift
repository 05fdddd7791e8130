extension Coverage {
  /// What the catalog's scenarios show of the model, in one lifecycle style: the states and
  /// transitions their steps pass through, against the model's graph with the catalog's two
  /// scenes (`main`, `second`), and the transitions no scenario shows.
  ///
  /// ```swift
  /// print(Coverage.ofCatalog(lifecycle: .app))   // coverage, app-based: states: … / 64 …
  /// ```
  ///
  /// Steps with a stimulus outside exploration's candidates (a launch reason other than fetch
  /// and location, a URL) count their states but not their transition. A run of the catalog
  /// against a conformant engine exercises exactly this. `byStimulus` breaks the transitions
  /// down per stimulus, with up to `stimulusExamples` never taken of each.
  package static func ofCatalog(
    _ scenarios: [Scenario] = Scenario.all, lifecycle: LifecycleStyle,
    stimulusExamples: Int = 3
  ) -> Coverage {
    let recorder = CoverageRecorder(space: .model(lifecycle: lifecycle), graph: .model(lifecycle: lifecycle))
    for scenario in scenarios where scenario.lifecycle == lifecycle {
      var models = [LifecycleModel(lifecycle: lifecycle, sessions: scenario.sessions)]
      recorder.visit(models)
      for step in scenario.steps {
        let next = ((try? models.respond(to: step.stimulus)) ?? []).nextStates
        recorder.record(before: models, step.stimulus, after: next)
        models = next
      }
    }
    var coverage = recorder.coverage
    coverage.byStimulus = recorder.byStimulus(examples: stimulusExamples)
    return coverage
  }
}
