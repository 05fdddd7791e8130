/// The first line an engine writes over the engine protocol, read into what the kit needs: the
/// engine's name and its capabilities (Conformance/SPEC.md#engine-protocol).
///
/// ```
/// {"protocol": "lifecycle-engine", "version": 1, "engine": "Demo 1.0", "lifecycles": ["scene"],
///  "stimuli": ["tapIcon", "pressHome", "beginInterruption:alert"],
///  "notifications": ["UIApplication.didBecomeActiveNotification"]}
/// ```
struct EngineHello: Hashable, Sendable {
  /// The `engine` key, when there is one.
  var engine: String?
  var capabilities: EngineCapabilities

  static let keys: Set<String> = [
    "protocol", "version", "engine", "lifecycles", "stimuli", "callbacks",
    "notifications", "trace",
  ]

  /// Reads a hello line; throws the misbehaviour it shows.
  init(_ text: String) throws(EngineMisbehaviour) {
    let bad = Self.bad(text)
    let value = try Self.open(text, protocol: "lifecycle-engine", keys: Self.keys, of: "engine")
    let format = try Self.format(value["trace"], of: "engine", bad)
    if let name = value["engine"], name.stringValue == nil { throw bad("has an 'engine' that is not a string") }
    engine = value["engine"]?.stringValue.map { Quoted($0).description }
    let lifecycles = try Self.lifecycles(value["lifecycles"], bad)
    if let flag = value["callbacks"], flag != .bool(true), flag != .bool(false) {
      throw bad("has a 'callbacks' that is not true or false")
    }
    // The checker judges callbacks: an engine that reports none cannot be checked.
    if value["callbacks"] == .bool(false) { throw bad(#"says "callbacks": false; the kit checks callbacks"#) }
    let notifications = try Self.notifications(value["notifications"], bad)
    var stimuli: Set<String>?
    if let list = value["stimuli"] {
      guard let entries = list.arrayValue else { throw bad("has a 'stimuli' that is not a list") }
      var names: Set<String> = []
      for entry in entries {
        guard let spelling = entry.stringValue, Self.isStimulusSpelling(spelling) else {
          throw bad(
            "names the stimulus \(Quoted(entry.compact)); a stimulus is a name, or beginInterruption:KIND or backgroundLaunch:REASON"
          )
        }
        names.insert(spelling)
      }
      stimuli = names
    }
    capabilities = Self.capabilities(
      lifecycles: lifecycles, format: format, stimuli: stimuli, notifications: notifications)
  }

  /// How a hello's fault is worded: `the hello {…} PROBLEM`, with what the program wrote quoted
  /// (cut short, its control characters and bidirectional controls escaped).
  static func bad(_ text: String) -> (String) -> EngineMisbehaviour {
    let excerpt = Quoted(text, limit: 200).description
    return { problem in EngineMisbehaviour(.badLine, "the hello \(excerpt) \(problem)") }
  }

  /// Reads a hello line as far as every hello goes: one JSON object of `protocol`, with only
  /// `keys`, none twice, and protocol version 1.
  static func open(
    _ text: String, protocol name: String, keys: Set<String>, of role: String
  ) throws(EngineMisbehaviour) -> JSONValue {
    let excerpt = Quoted(text, limit: 200).description
    let bad = Self.bad(text)
    guard let value = JSONValue(parsing: text), let members = value.objectMembers else {
      throw EngineMisbehaviour(.noHello, "the first line is not a hello (a JSON object): \(excerpt)")
    }
    guard value["protocol"]?.stringValue == name else {
      throw EngineMisbehaviour(.noHello, #"the first line is not a hello ("protocol": ""# + name + #""): "# + excerpt)
    }
    if let unknown = members.first(where: { !keys.contains($0.0) }) {
      throw bad("has the unknown key '\(Quoted(unknown.0))'")
    }
    // As in every line of the protocol and of a trace: a key said twice is a bad line, not
    // one value quietly winning.
    var seen = Set<String>()
    if let repeated = members.first(where: { !seen.insert($0.0).inserted }) {
      throw bad("has the key '\(Quoted(repeated.0))' twice")
    }
    guard let version = value["version"] else { throw bad("has no 'version'") }
    guard version == .number(1) else {
      throw EngineMisbehaviour(
        .version, "the \(role) speaks protocol version \(Quoted(version.compact)); the kit speaks version 1")
    }
    return value
  }

  /// The trace format version a hello's `trace` asks for: the newest of those it lists that the
  /// kit speaks; version 1 when there is no list. Versions are negotiated, never assumed.
  static func format(
    _ trace: JSONValue?, of role: String, _ bad: (String) -> EngineMisbehaviour
  ) throws(EngineMisbehaviour) -> FormatVersion {
    guard let trace else { return .v1 }
    guard let versions = trace.arrayValue, !versions.isEmpty else {
      throw bad("has a 'trace' that is not a list of versions")
    }
    guard let newest = versions.compactMap(FormatVersion.init).max() else {
      let spoken = FormatVersion.all.map(\.description).joined(separator: " and ")
      throw EngineMisbehaviour(
        .version, "the \(role) writes trace format \(Quoted(trace.compact)); the kit reads versions \(spoken)")
    }
    return newest
  }

  /// The lifecycles a hello's `lifecycles` names: a non-empty list of `app` and `scene`.
  static func lifecycles(
    _ value: JSONValue?, _ bad: (String) -> EngineMisbehaviour
  ) throws(EngineMisbehaviour) -> Set<LifecycleStyle> {
    guard let styles = value?.arrayValue, !styles.isEmpty else {
      throw bad(#"needs "lifecycles": a non-empty list of "app" and "scene""#)
    }
    var lifecycles: Set<LifecycleStyle> = []
    for style in styles {
      guard let name = style.stringValue, let lifecycle = LifecycleStyle(rawValue: name) else {
        throw bad("names the lifecycle \(Quoted(style.compact)); the lifecycles are \"app\" and \"scene\"")
      }
      lifecycles.insert(lifecycle)
    }
    return lifecycles
  }

  /// The notifications a hello's `notifications` says the engine posts: `true` every one,
  /// `false` or no key none, a list those it names (each as a trace spells it).
  private static func notifications(
    _ value: JSONValue?, _ bad: (String) -> EngineMisbehaviour
  ) throws(EngineMisbehaviour) -> Set<LifecycleNotification> {
    guard let value, value != .bool(false) else { return [] }
    if value == .bool(true) { return Set(LifecycleNotification.allCases) }
    guard let entries = value.arrayValue else {
      throw bad("has a 'notifications' that is not true, false or a list of notification names")
    }
    var names: Set<LifecycleNotification> = []
    for entry in entries {
      guard let spelling = entry.stringValue else {
        throw bad("lists the notification \(entry.compact), which is not a name")
      }
      guard let name = LifecycleNotification(rawValue: spelling) else {
        throw bad(
          "lists an " + NearestName.unknown("notification", spelling, suggesting: nearestNotification(spelling)))
      }
      names.insert(name)
    }
    return names
  }

  /// The notification a misspelt name most likely means: the nearest trace spelling, or the one
  /// whose Swift name it is (`applicationDidBecomeActive`).
  private static func nearestNotification(_ spelling: String) -> String? {
    let all = LifecycleNotification.allCases
    if let near = NearestName.to(spelling, in: all.map(\.rawValue)) { return near }
    let swiftNames = all.map { String(describing: $0) }
    guard let near = NearestName.to(spelling, in: swiftNames), let index = swiftNames.firstIndex(of: near) else {
      return nil
    }
    return all[index].rawValue
  }

  /// What an engine written for trace format `format` that performs `stimuli` (every stimulus of
  /// that version when `nil`) and posts `notifications` can do. A stimulus of a later version is
  /// never sent, even when listed. A second scene can only come from `openScene`, so multiple
  /// scenes go with it.
  static func capabilities(
    lifecycles: Set<LifecycleStyle>, format: FormatVersion = .v1, stimuli: Set<String>?,
    notifications: Set<LifecycleNotification>
  )
    -> EngineCapabilities
  {
    var supported = Set(Capability.all(through: format))
    var stimuli = stimuli
    if let listed = stimuli {
      stimuli = listed.filter { spelling in
        let name = spelling.split(separator: ":").first.flatMap { Stimulus.Name(rawValue: String($0)) }
        return name.map { $0.introduced <= format } ?? false
      }
    }
    if let stimuli {
      let names = Set(stimuli.map { $0.split(separator: ":").first.map(String.init) ?? $0 })
      supported = Set(
        Stimulus.candidates(lifecycle: .scene, payloadScenes: [.main], opening: ["second"], existing: [.main])
          .filter { names.contains($0.traceName) }.flatMap(Capability.needed(for:)))
      // The stimuli that take no parameter, whatever exploration draws from (version 1.1's among them).
      supported.formUnion(
        names.compactMap(Stimulus.Name.init(rawValue:))
          .compactMap { Stimulus(name: $0, scene: nil) }.flatMap(Capability.needed(for:)))
      if names.contains("openScene") { supported.insert(.multipleScenes) }
      if names.contains("attachDisplay") { supported.insert(.externalDisplay) }
    }
    var capabilities = EngineCapabilities(
      lifecycles: lifecycles, format: format, supports: supported, posts: notifications)
    capabilities.stimuli = stimuli
    // An engine that writes version 1.1 writes every argument it is given and sees: every kind
    // is checked, as its runs' headers say. A version 1 line carries none.
    capabilities.checkedArguments = format >= .v1_1 ? Set(TraceArgument.all) : []
    return capabilities
  }

  private static func isStimulusSpelling(_ spelling: String) -> Bool {
    let parts = spelling.split(separator: ":", maxSplits: 1).map(String.init)
    guard let name = parts.first.flatMap(Stimulus.Name.init(rawValue:)) else { return false }
    guard parts.count == 2 else { return true }
    switch name {
    case .beginInterruption: return InterruptionKind(rawValue: parts[1]) != nil
    case .backgroundLaunch: return BackgroundLaunchReason(rawValue: parts[1]) != nil
    default: return false
    }
  }
}

extension EngineHello {
  /// The hello a host writes for `engine`: what it can do, and the trace format versions it writes:
  /// those up to the one it was written for. An engine written for 1.1 writes every argument
  /// the kit records of its callbacks.
  @MainActor
  static func json(of engine: some LifecycleEngine) -> JSONValue {
    let capabilities = engine.capabilities
    let stimuli =
      capabilities.stimuli.map { Array($0).sorted() }
      ?? Stimulus.Name.allCases.filter { name in
        // A stimulus that takes no parameter is asked about itself (version 1.1's are among them).
        if let bare = Stimulus(name: name, scene: nil) { return capabilities.performs(bare) }
        if name == .attachDisplay { return capabilities.performs(.attachDisplay("tv")) }
        return Stimulus.candidates(lifecycle: .scene, payloadScenes: [.main], opening: ["second"], existing: [.main])
          .contains { $0.name == name && capabilities.performs($0) }
      }.map(\.rawValue)
    // All or none as a flag, as engines before lists wrote it; some as the list of their names.
    let notifications: JSONValue =
      capabilities.postsEveryNotification || !capabilities.postsNotifications
      ? .bool(capabilities.postsNotifications)
      : .array(
        LifecycleNotification.allCases.filter(capabilities.postedNotifications.contains).map {
          .string($0.rawValue)
        }
      )
    return .object([
      ("protocol", .string("lifecycle-engine")), ("version", .number(1)), ("engine", .string(engine.displayName)),
      (
        "lifecycles",
        .array(LifecycleStyle.allCases.filter(capabilities.lifecycles.contains).map { .string($0.rawValue) })
      ),
      ("stimuli", .array(stimuli.map(JSONValue.string))),
      ("notifications", notifications),
      ("trace", .array(FormatVersion.all.filter { $0 <= capabilities.format }.map(\.json))),
    ])
  }
}
