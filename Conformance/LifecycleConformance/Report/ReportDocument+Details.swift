// The details of a report only the kit reads back (the bugs with their witnesses, the
// exploration, the known failures no longer seen): written here, beside the summary's keys.

extension ReportDocument {
  /// A declared known bug as `report.json` holds it: the parts it was declared by.
  package static func json(_ known: KnownFailure) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    if let rule = known.rule { fields.append(("rule", .string(rule))) }
    if let stimulus = known.stimulus { fields.append(("stimulus", .string(stimulus))) }
    if let callback = known.callback { fields.append(("callback", .string(callback))) }
    if known.scenario != "*" { fields.append(("scenario", .string(known.scenario))) }
    fields.append(("reason", .string(known.reason)))
    return .object(fields)
  }

  /// The response each stimulus of a mapper's witness was sent with (`canonical`, `notifications
  /// first`); none for an engine's, which chooses its own.
  private static func responses(of script: Script) -> [(String, JSONValue)] {
    guard !script.responses.isEmpty else { return [] }
    return [("responses", .array(script.stimuli.indices.map { .string(script.response(at: $0).description) }))]
  }

  /// One bug as `report.json` holds it: what it is, where it was seen, its witness.
  package static func json(_ bug: ConformanceBug, number: Int) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("id", .string("bug-\(number)")), ("summary", .string(bug.summary)),
      ("rules", .array([.string(bug.signature.rule)])), ("places", .array(bug.places.map(JSONValue.string))),
      ("difference", .string(bug.signature.difference)),
      ("events", .array(bug.signature.events.map(JSONValue.string))),
      ("spec", .string(bug.failure.specification ?? "Conformance/SPEC.md#engine-protocol")),
      ("scenarios", .array(bug.scenarios.map(JSONValue.string))), ("walks", .number(bug.walks)),
      ("known", .bool(bug.isKnown)),
    ]
    if let reason = bug.knownReason { fields.append(("knownReason", .string(reason))) }
    let script = bug.witness.script
    var witness: [(String, JSONValue)] = [
      ("lifecycle", .string(script.lifecycle.rawValue)),
      ("sessions", .array(script.sessions.map { .string($0.rawValue) })),
      ("stimuli", .array(script.stimuli.map(\.traceJSON))),
    ]
    witness += responses(of: script)
    witness += [
      ("step", .number(bug.witness.step)), ("shrunk", .bool(bug.witness.isShrunk)),
      ("trace", .string("traces/bug-\(number).jsonl")),
    ]
    fields.append(("witness", .object(witness)))
    if !bug.elsewhere.isEmpty {
      let trace = "traces/bug-\(number).jsonl"
      fields.append(
        (
          "elsewhere",
          .array(
            bug.elsewhere.map { other in
              .object(
                [
                  ("place", .string(other.place)),
                  ("stimuli", .array(other.witness.script.stimuli.map(\.traceJSON))),
                ] + responses(of: other.witness.script) + [
                  ("step", .number(other.witness.step)), ("shrunk", .bool(other.witness.isShrunk)),
                  ("trace", .string(ConformanceBug.tracePath(trace, at: other.place))),
                ])
            })
        ))
    }
    if !bug.consequences.isEmpty { fields.append(("consequences", .array(bug.consequences.map(JSONValue.string)))) }
    fields.append(("message", .string(bug.failure.headline)))
    fields.append(("diff", .array(bug.failure.divergence.map { $0.correctionDiff.map(JSONValue.string) } ?? [])))
    return .object(fields)
  }

  /// The exploration as `report.json` holds it: how it chose, how much it tried, what it covered.
  package static func json(_ exploration: ExplorationReport) -> JSONValue {
    var fields: [(String, JSONValue)] = [("strategy", .string(exploration.strategy.rawValue))]
    if let seed = exploration.seed { fields.append(("seed", .string(String(seed)))) }
    if let budget = exploration.budget { fields.append(("budget", .number(budget))) }
    fields += [
      ("stimuli", .number(exploration.stimuli)), ("runs", .number(exploration.runs)),
      ("bugs", .number(exploration.counterexamples.count)),
      ("coverage", .array(exploration.coverage.map(json))),
    ]
    return .object(fields)
  }

  /// What an exploration covered of one lifecycle style, against the model's totals when known.
  package static func json(_ coverage: Coverage) -> JSONValue {
    var fields: [(String, JSONValue)] = [
      ("lifecycle", .string(coverage.lifecycle.rawValue)),
      ("scenes", .array(coverage.scenes.map { .string($0.rawValue) })),
      ("states", .number(coverage.states)), ("transitions", .number(coverage.transitions)),
    ]
    if let alternatives = coverage.alternatives { fields.append(("alternatives", .number(alternatives))) }
    if let totals = coverage.totals {
      fields.append(
        (
          "totals",
          .object([
            ("states", .number(totals.states)), ("transitions", .number(totals.transitions)),
            ("alternatives", .number(totals.alternatives)),
          ])
        ))
    }
    return .object(fields)
  }
}
