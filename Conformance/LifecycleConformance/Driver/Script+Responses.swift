import Lifecycle

extension Script {
  /// The scripts that send a mapper this script's other allowed responses, one step at a time
  /// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper): at each step in turn, each other
  /// alternative the model allows, each optional event left out once, and the notifications
  /// first where that changes the order; every other step gets the canonical response.
  ///
  /// An alternative may lead where a later stimulus of the script is impossible: its script
  /// ends before that stimulus. Variants that only differ in notifications are left out when
  /// the mapper does not receive them, as they would send what the canonical one sends.
  package func responseVariants(receivingNotifications: Bool) -> [Script] {
    var model = LifecycleModel(lifecycle: lifecycle, sessions: sessions)
    var variants: [Script] = []
    for (index, stimulus) in stimuli.enumerated() {
      guard let alternatives = try? model.respond(to: stimulus) else { break }
      let canonical = alternatives[0]
      var choices = alternatives.indices.dropFirst().map(ResponseChoice.alternative)
      choices += ResponseChoice.variants(of: canonical.response).filter { choice in
        switch choice {
        case .without(let event): receivingNotifications || event.notification == nil
        case .notificationsFirst: receivingNotifications
        case .canonical, .alternative, .seeded: true
        }
      }
      for choice in choices {
        var after = canonical.next
        if case .alternative(let other) = choice { after = alternatives[other].next }
        var variant = Script(
          scenarioID: scenarioID, lifecycle: lifecycle, sessions: sessions, stimuli: Array(stimuli.prefix(index + 1)),
          responses: Array(repeating: .canonical, count: index) + [choice])
        for later in stimuli.dropFirst(index + 1) {
          guard let next = try? after.respond(to: later) else { break }
          variant.stimuli.append(later)
          after = next[0].next
        }
        variants.append(variant)
      }
      model = canonical.next
    }
    return variants
  }
}
