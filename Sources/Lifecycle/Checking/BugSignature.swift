/// What a mistake is, whichever scenario, walk or stimulus shows it: the rule it breaks and what
/// differs, its events named without their scene (Conformance/SPEC.md#bug-signatures).
///
/// The same mistake in eighty scenarios, on every stimulus that makes a scene active, has one
/// signature; two mistakes in one step have two.
///
/// ```
/// missing application(_:willFinishLaunchingWithOptions:) [required-event]
/// extra applicationWillResignActive(_:) [allowed-events]
/// ```
package struct BugSignature: Hashable, Sendable, CustomStringConvertible {
  /// The rule broken: an order rule, `required-event`, `allowed-events`, `pairs`, an argument
  /// rule, or the name of an engine's fault (`hang`, `bad-line`).
  package let rule: String
  /// What differs: `missing E`, `extra E`, `E after F`, `E given the wrong sessions`; events by
  /// name, without their scene.
  package let difference: String
  /// The names of the callbacks and notifications the difference is about (a declared known
  /// failure matches its `callback` against them).
  package let events: [String]

  /// A signature of its parts.
  package init(rule: String, difference: String, events: [String] = []) {
    self.rule = rule
    self.difference = difference
    self.events = events
  }

  /// Where a failure shows that happened at a launch, whatever the stimulus (`Divergence.place`).
  package static let launch = "launch"

  /// `missing application(_:willFinishLaunchingWithOptions:) [required-event]`.
  package var description: String { "\(difference) [\(rule)]" }
}

extension Divergence {
  /// The divergence's signature: its rule and what its correction changes, or for a notification
  /// folded into its callback's bug (`partOf`), the callback's (Conformance/SPEC.md#bug-signatures);
  /// where it shows is its `place`, not part of it.
  package var signature: BugSignature {
    if let partOf { return partOf }
    if let state { return state.divergence.signature }
    let rule = self.rule?.id ?? (kind == .impossibleStimulus ? "impossible-stimulus" : "nonconformant")
    switch correction {
    case .insert(let event, _)?:
      return BugSignature(rule: rule, difference: "missing \(event.name)", events: [event.name])
    case .remove(let position)?:
      let event = actual[position]
      return BugSignature(rule: rule, difference: "extra \(event.name)", events: [event.name])
    case .move(let from, let before)?:
      let moved = actual[from]
      // The event it must come before, when it is one of those delivered.
      guard before < actual.count else {
        return BugSignature(rule: rule, difference: "\(moved.name) out of order", events: [moved.name])
      }
      // Moved back means it came too late; moved forward, that the other came too early.
      let (late, early) = before < from ? (moved, actual[before]) : (actual[before - 1], moved)
      return BugSignature(rule: rule, difference: "\(late.name) after \(early.name)", events: [late.name, early.name])
    case .replaceArguments(let position, _)?:
      let event = actual[position]
      let key = argument?.key ?? "arguments"
      let verb = argument?.kind == .states ? "read the wrong" : "given the wrong"
      return BugSignature(rule: rule, difference: "\(event.name) \(verb) \(key)", events: [event.name])
    case nil:
      // No correction: the message, with the scene ids the events carry left out.
      var difference = message
      for event in actual + expected where event.scene != nil {
        difference = difference.replacingAll(event.description, with: event.name)
      }
      return BugSignature(rule: rule, difference: difference)
    }
  }

  /// Where the divergence shows: `launch` for a step whose allowed response finishes launching,
  /// whatever the stimulus; otherwise the stimulus's name, without its parameters.
  package var place: String { launches ? BugSignature.launch : stimulus.name.rawValue }

  /// Whether the step launches the process: its allowed response finishes launching.
  var launches: Bool {
    expected.contains { event in
      event == .callback(.applicationDidFinishLaunching) || event == .callback(.applicationWillFinishLaunching)
        || event == .notification(.applicationDidFinishLaunching)
    }
  }
}

extension String {
  /// The string with every occurrence of `target` replaced: Foundation's `replacingOccurrences`
  /// without Foundation, which the model module does without.
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
