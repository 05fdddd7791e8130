/// The model's state and its answers as JSON, for an implementation in another language to diff
/// its own against: `lifecycle responses` prints them (Conformance/SPEC.md#machine-readable-responses).
/// Every key is always present, so two states compare line by line.
extension LifecycleModel {
  /// Everything the model keeps (Conformance/SPEC.md#the-models-state), one key per field.
  package var stateJSON: JSONValue {
    .object([
      ("lifecycle", .string(lifecycle.rawValue)),
      ("app", .string(appState.rawValue)),
      (
        "sessions",
        .array(
          sessions.map { session in
            .object([
              ("id", .string(session.id.rawValue)),
              ("state", .string(session.state.rawValue)),
              ("recency", session.recency.map { .number($0) } ?? .null),
            ])
          })
      ),
      ("locked", .bool(isLocked)),
      ("overlay", overlay.map { .string($0.jsonName) } ?? .null),
      ("frontmostWhenLocked", .bool(wasFrontmostWhenLocked)),
      ("queuedTimeChange", .bool(hasQueuedTimeChange)),
      ("unreportedDiscards", .array(unreportedDiscards.map { .string($0.rawValue) })),
      ("returningScenes", .array(returningScenes.map { .string($0.rawValue) })),
      ("openBackgroundTasks", .number(openBackgroundTasks)),
      ("backgroundTimeExpired", .bool(backgroundTimeExpired)),
      (
        "externalDisplay",
        externalDisplay.map { display in
          .object([("scene", .string(display.scene.rawValue)), ("connected", .bool(display.isConnected))])
        } ?? .null
      ),
    ])
  }
}

extension LifecycleModel.Overlay {
  /// `appSwitcher`, `callBanner`, or the interruption's `kind` as a trace spells it.
  var jsonName: String {
    switch self {
    case .appSwitcher: "appSwitcher"
    case .callBanner: "callBanner"
    case .interruption(let kind): kind.rawValue
    }
  }
}

extension Alternative {
  /// The alternative as JSON: its events by position, the groups and the one-way ties between
  /// them, the order's edges with their rules, the state after it and why it is allowed.
  package var json: JSONValue {
    let response = self.response
    // Each ordered pair once, under the rule the order names for it: a chain and a rule of
    // its own may both give one pair, and the specific rules come first.
    var seen = Set<[Int]>()
    let edges = response.order.edges.filter { seen.insert([$0.earlier, $0.later]).inserted }
    var fields: [(String, JSONValue)] = [
      ("events", .array(response.events.map(\.responseJSON))),
      ("groups", .array(response.groups.map { .array($0.map { .number($0) }) })),
      (
        "belongs",
        .array(
          response.dependencies.map {
            .object([("event", .number($0.event)), ("group", .array($0.group.map { .number($0) }))])
          })
      ),
      (
        "order",
        .array(
          edges.map {
            .object([("earlier", .number($0.earlier)), ("later", .number($0.later)), ("rule", .string($0.rule.id))])
          })
      ),
      ("next", next.stateJSON),
    ]
    fields.append(("because", provenance.map(\.json) ?? .null))
    return .object(fields)
  }
}

extension ExpectedEvent {
  /// The event as a trace line, then whether it must appear and what else the model says of it.
  var responseJSON: JSONValue {
    guard case .object(var fields) = event.traceJSON else { return event.traceJSON }
    fields.append(("presence", .string(presence.rawValue)))
    if !sessions.isEmpty { fields.append(("sessions", .array(sessions.map { .string($0.rawValue) }))) }
    if payload != .none { fields.append(("payload", .string(payload.rawValue))) }
    if let applicationState {
      fields.append(("applicationState", .array(applicationState.values.map { .string($0.rawValue) })))
    }
    if let activationState {
      fields.append(("activationState", .array(activationState.values.map { .string($0.rawValue) })))
    }
    fields.append(("source", provenance.json))
    return .object(fields)
  }
}
