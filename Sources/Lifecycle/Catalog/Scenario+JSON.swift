extension Scenario {
  /// The scenario as JSON, for other languages: `lifecycle list --format json` and
  /// DocsSite's `catalog.json`. Each step carries its stimulus in the trace format's spelling
  /// and its outcomes, each event with its presence and provenance.
  package var json: JSONValue {
    .object([
      ("id", .string(id)),
      ("family", .string(family.rawValue)),
      ("lifecycle", .string(lifecycle.rawValue)),
      ("title", .string(title)),
      ("narrative", .string(narrative)),
      ("sessions", .array(sessions.map { .string($0.rawValue) })),
      ("requires", .array(requirements.sorted().map { .string($0.rawValue) })),
      ("steps", .array(steps.map(\.json))),
    ])
  }
}

extension Scenario.Step {
  /// The step as JSON: the stimulus's trace keys, then `outcomes`.
  package var json: JSONValue {
    .object(
      stimulus.traceFields.map { ($0.key, JSONValue.string($0.value)) } + [
        ("outcomes", .array(outcomes.map(\.json)))
      ])
  }
}

extension Scenario.Outcome {
  package var json: JSONValue {
    var fields: [(String, JSONValue)] = [
      ("events", .array(response.events.map(\.json))),
      ("app", .string(states.app.rawValue)),
      ("scenes", .object(states.scenes.keys.sorted().map { ($0.rawValue, .string(states.scenes[$0]!.rawValue)) })),
    ]
    if let provenance { fields.append(("because", provenance.json)) }
    return .object(fields)
  }
}

extension ExpectedEvent {
  /// The event as a trace line, plus `optional`, the sessions it is about, and its source.
  package var json: JSONValue {
    guard case .object(var fields) = event.traceJSON else { return event.traceJSON }
    if presence == .optional { fields.append(("optional", .bool(true))) }
    if !sessions.isEmpty { fields.append(("sessions", .array(sessions.map { .string($0.rawValue) }))) }
    if followsSceneEvents { fields.append(("afterSceneEvents", .bool(true))) }
    fields.append(("source", provenance.json))
    return .object(fields)
  }
}

extension Provenance {
  package var json: JSONValue {
    .object([("kind", .string(kind.rawValue)), ("url", .string(url)), ("note", .string(note))])
  }
}
