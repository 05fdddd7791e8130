extension TraceDecoder {
  /// Every line after the header: a stimulus, a callback, a notification or (version 1.2) a state.
  package static func decodeLine(
    _ fields: TraceFields, arguments: Set<TraceArgument> = []
  ) throws(TraceError) -> TraceRecord {
    let present = ["stimulus", "callback", "notification", "state"].filter { fields.contains($0) }
    guard present.count == 1 else {
      if present.isEmpty, fields.contains("format") { throw fields.error(.secondHeader) }
      throw fields.error(present.isEmpty ? .noRecordKey : .severalRecordKeys(present))
    }
    switch present[0] {
    case "stimulus": return .stimulus(try decodeStimulus(fields))
    case "state": return .state(try decodeState(fields))
    case "callback":
      let event = try decodeCallback(fields)
      return .event(event, try decodeArguments(fields, of: event, recorded: arguments))
    default: return .event(try decodeNotification(fields))
    }
  }

  static func decodeStimulus(_ fields: TraceFields) throws(TraceError) -> Stimulus {
    try fields.checkKeys(allowed: stimulusKeys, on: "a stimulus")
    let rawName = try fields.string("stimulus")!
    guard let name = Stimulus.Name(rawValue: rawName) else {
      throw fields.error(
        .unknownName(
          category: "stimulus", name: rawName,
          suggestion: TraceFields.suggestion(for: rawName, in: stimulusNames)))
    }
    try fields.checkKeys(allowed: keysByStimulus[name]!, on: rawName)
    if name.sceneParameter == .required, !fields.contains("scene") {
      throw fields.error(.missingKey("scene", on: rawName))
    }
    if let extra = name.extraParameter, extra.presence == .required, !fields.contains(extra.key) {
      throw fields.error(.missingKey(extra.key, on: rawName))
    }
    let scene = try fields.sceneID()
    var kind: InterruptionKind?
    if let raw = try fields.string("kind") {
      kind = InterruptionKind(rawValue: raw)
      if kind == nil {
        let suggestion = TraceFields.suggestion(for: raw, in: InterruptionKind.allCases.map(\.rawValue))
        throw fields.error(.unknownName(category: "interruption kind", name: raw, suggestion: suggestion))
      }
    }
    var reason: BackgroundLaunchReason?
    if let raw = try fields.string("reason") {
      reason = BackgroundLaunchReason(rawValue: raw)
      if reason == nil {
        throw fields.error(
          .unknownName(
            category: "background launch reason", name: raw,
            suggestion: TraceFields.suggestion(for: raw, in: BackgroundLaunchReason.allCases.map(\.rawValue))))
      }
    }
    let url = try fields.string("url")
    // The keys were checked above, so every required part is present.
    return Stimulus(name: name, scene: scene, kind: kind, reason: reason, url: url)!
  }

  /// `{"state": S}`, with `"scene"` for a projection of scenes: which of the two the projection
  /// needs is the state checker's to judge (`mapper-vocabulary`), not the format's.
  static func decodeState(_ fields: TraceFields) throws(TraceError) -> ReportedState {
    try fields.checkKeys(allowed: stateKeys, on: "a state")
    return ReportedState(try fields.string("state")!, scene: try fields.sceneID())
  }

  static func decodeCallback(_ fields: TraceFields) throws(TraceError) -> Event {
    try fields.checkKeys(allowed: callbackAndArgumentKeys, on: "a callback")
    let selector = try fields.string("callback")!
    guard let method = methodsBySelector[selector] else {
      throw fields.error(
        .unknownName(
          category: "callback", name: selector,
          suggestion: TraceFields.suggestion(for: selector, in: selectors)))
    }
    let scene = try decodeScene(fields, on: selector, required: method.isSceneDelegateMethod)
    return .callback(Callback(method, scene: scene))
  }

  static func decodeNotification(_ fields: TraceFields) throws(TraceError) -> Event {
    try fields.checkKeys(allowed: notificationKeys, on: "a notification")
    let rawName = try fields.string("notification")!
    guard let name = notificationsByName[rawName] else {
      throw fields.error(
        .unknownName(
          category: "notification", name: rawName,
          suggestion: TraceFields.suggestion(for: rawName, in: notificationNames)))
    }
    let scene = try decodeScene(fields, on: rawName, required: name.isSceneNotification)
    return .notification(PostedNotification(name, scene: scene))
  }

  /// `scene` is required on scene-delegate callbacks and `UIScene` notifications, forbidden elsewhere.
  private static func decodeScene(
    _ fields: TraceFields, on name: String,
    required: Bool
  ) throws(TraceError) -> SceneID? {
    if required {
      guard let scene = try fields.sceneID() else { throw fields.error(.missingKey("scene", on: name)) }
      return scene
    }
    if fields.contains("scene") { throw fields.error(.keyNotAllowed("scene", on: name)) }
    return nil
  }

  static let stateKeys: Set<String> = ["state", "scene"]
  static let stimulusKeys: Set<String> = ["stimulus", "scene", "kind", "reason", "url"]
  static let callbackKeys: Set<String> = ["callback", "scene"]
  /// The keys of every kind of argument (version 1.1).
  static let argumentKeys = Set(TraceArgument.all.flatMap(\.keys))
  /// The keys a callback line may have: made once, not for every callback of a trace.
  static let callbackAndArgumentKeys = callbackKeys.union(argumentKeys)
  static let notificationKeys: Set<String> = ["notification", "scene"]
  /// The keys each stimulus allows.
  static let keysByStimulus = Dictionary(
    uniqueKeysWithValues: Stimulus.Name.allCases.map { name in
      var allowed: Set<String> = ["stimulus"]
      if name.sceneParameter != .forbidden { allowed.insert("scene") }
      if let extra = name.extraParameter { allowed.insert(extra.key) }
      return (name, allowed)
    })
  static let stimulusNames = Stimulus.Name.allCases.map(\.rawValue)
  static let selectors = Callback.Method.allCases.map(\.rawValue)
  static let notificationNames = LifecycleNotification.allCases.map(\.rawValue)
  static let methodsBySelector = Dictionary(uniqueKeysWithValues: Callback.Method.allCases.map { ($0.rawValue, $0) })
  static let notificationsByName = Dictionary(
    uniqueKeysWithValues: LifecycleNotification.allCases.map { ($0.rawValue, $0) })
}
