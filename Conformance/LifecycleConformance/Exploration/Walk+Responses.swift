import Lifecycle

extension Walk {
  /// The response a walk sends a mapper for `stimulus`, from the states `models` of the model:
  /// the canonical one half the time, otherwise, at even odds, one of the step's named choices
  /// (an optional event left out, the notifications first, another alternative) or a seeded one
  /// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper). Drawn from the walk's generator, so
  /// that a seed replays its walks with their responses; only mappers' walks draw them.
  func response(to stimulus: Stimulus, in models: [LifecycleModel]) -> ResponseChoice {
    guard Bool.random(using: &random), let model = models.first else { return .canonical }
    // A small seed: it is part of the witness's text.
    let seeded = ResponseChoice.seeded(UInt64.random(in: 1...999, using: &random))
    return (PlanMemo.shared.namedChoices(for: stimulus, in: model) + [seeded]).randomElement(using: &random)!
  }
}
