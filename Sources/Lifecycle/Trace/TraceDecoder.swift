/// Decodes a trace one line at a time, enforcing every rule of the format's "Shape"
/// (Conformance/SPEC.md#lines-and-header): the header first, known names and keys, `scene` where it belongs,
/// responses after a stimulus, only the kinds of event the header announces.
///
/// It keeps no line once decoded, so memory does not grow with the trace. `TraceReader`
/// feeds it from a file; feed it yourself to decode lines from elsewhere:
///
/// ```swift
/// var decoder = TraceDecoder()
/// for (index, line) in lines.enumerated() {
///   if let record = try decoder.decode(line, number: index + 1) { … }
/// }
/// try decoder.finish(lineCount: lines.count)
/// ```
package struct TraceDecoder: Sendable {
  /// The header, once the first non-blank line has been decoded.
  package private(set) var header: TraceHeader?
  private var hasStimulus = false
  /// Whether the open step (or, before the first stimulus, the start) has had a state line.
  private var stepHasState = false
  /// The projection that replaces the header's (`lifecycle verify --projection`): set before the
  /// header is read, it allows state lines in a version 1.2 trace whose header has none.
  package var projectionOverride: Projection?
  /// Whether the header says version 1.2, the one version whose traces may hold state lines.
  private var readsStates = false
  /// The scene ids named so far, in `sessions` and in stimuli: at most `maximumSceneCount`.
  private var sceneIDs: Set<SceneID> = []
  /// The ids the plain lines named last (`decodePlainLine(_:scenes:)`).
  private var recentScenes = RecentSceneIDs()

  /// The most distinct scene ids a trace may name. The model's every step costs time in
  /// proportion to the scene sessions, so a trace of unbounded scenes would take time that
  /// grows with the square of its length; real apps have a few dozen at most.
  package static let maximumSceneCount = 1_000

  /// A decoder waiting for the header.
  package init() {}

  /// Decodes one line (without its line break); `nil` for a blank line.
  package mutating func decode(_ line: String, number: Int) throws(TraceError) -> TraceRecord? {
    var line = line
    return try line.withUTF8 { bytes in
      Result { () throws(TraceError) in try decode(bytes, number: number) }
    }.get()
  }

  /// Decodes one line's UTF-8 bytes (without the line break); `nil` for a blank line.
  package mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) -> TraceRecord? {
    guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
    guard let header else {
      let fields = try TraceFields(bytes, line: number)
      var header = try Self.decodeHeader(fields)
      readsStates = try fields.number("version") == TraceHeader.statesVersion
      if let projectionOverride { header.projection = projectionOverride }
      sceneIDs = Set(header.sessions)
      guard sceneIDs.count <= Self.maximumSceneCount else {
        throw fields.error(.tooManyScenes(limit: Self.maximumSceneCount))
      }
      self.header = header
      return .header(header)
    }
    let record: TraceRecord
    // A trace that records arguments is read by the general path, which checks them.
    if header.arguments.isEmpty, let plain = Self.decodePlainLine(bytes, scenes: &recentScenes) {
      record = plain
    } else {
      record = try Self.decodeLine(TraceFields(bytes, line: number), arguments: header.arguments)
    }
    switch record {
    case .event(let event, _):
      guard header.recording.records(event.kind) else {
        throw TraceError(line: number, .unannouncedEvent(event.kind))
      }
      guard hasStimulus else { throw TraceError(line: number, .eventBeforeFirstStimulus(event.kind)) }
      if stepHasState { throw TraceError(line: number, .eventAfterState(event.kind)) }
    case .state:
      // A 1.2 trace's header is the only one that may name a projection, or be given one.
      guard header.projection != nil, readsStates else {
        throw TraceError(line: number, .stateWithoutProjection)
      }
      stepHasState = true
    case .stimulus(let stimulus):
      hasStimulus = true
      stepHasState = false
      if let scene = stimulus.scene, sceneIDs.insert(scene).inserted, sceneIDs.count > Self.maximumSceneCount {
        throw TraceError(line: number, .tooManyScenes(limit: Self.maximumSceneCount))
      }
    case .header:
      break
    }
    return record
  }

  /// Ends the trace: throws if it had no header. `lineCount` is the number of lines read.
  package func finish(lineCount: Int) throws(TraceError) {
    if header == nil { throw TraceError(line: max(lineCount, 1), .emptyTrace) }
  }

  // MARK: The header

  static let headerKeys: Set<String> = [
    "format", "version", "lifecycle", "sessions", "callbacks", "notifications", "source", "arguments",
    "projection",
  ]

  /// A header's `projection` (version 1.2): a name the kit defines or an inline object, of a
  /// framework that runs on the trace's lifecycle.
  static func decodeProjection(
    _ fields: TraceFields, version: Double, lifecycle: LifecycleStyle
  ) throws(TraceError) -> Projection? {
    guard let value = fields.value("projection") else { return nil }
    guard version == TraceHeader.statesVersion else { throw fields.error(.projectionNeedsVersion12) }
    let projection: Projection
    do {
      projection = try Projection(named: value)
    } catch {
      throw fields.error(.badProjection(error))
    }
    guard projection.lifecycles.contains(lifecycle) else {
      throw fields.error(.projectionLifecycle(projection: projection.name, lifecycle: lifecycle))
    }
    return projection
  }

  static func decodeHeader(_ fields: TraceFields) throws(TraceError) -> TraceHeader {
    guard fields.contains("format") else { throw fields.error(.missingHeader) }
    try fields.checkKeys(allowed: headerKeys, on: "the header")
    let format = try fields.string("format")!
    guard format == TraceHeader.format else { throw fields.error(.wrongFormat(format)) }
    // Compared as the decimal it is written as: 1.0000000000000000000000000001 is no version.
    if case .inexact(let text)? = fields.value("version") {
      throw fields.error(.unsupportedVersion(Quoted(text).description))
    }
    guard let version = try fields.number("version") else {
      throw fields.error(.missingKey("version", on: "the header"))
    }
    guard
      version == Double(TraceHeader.version) || version == TraceHeader.argumentsVersion
        || version == TraceHeader.statesVersion
    else {
      // Named as the writer writes the number read: `100` for `1e2`, `0` for `-0`.
      throw fields.error(.unsupportedVersion(fields.value("version")!.compact))
    }
    guard let lifecycleName = try fields.string("lifecycle") else {
      throw fields.error(.missingKey("lifecycle", on: "the header"))
    }
    guard let lifecycle = LifecycleStyle(rawValue: lifecycleName) else {
      let names = LifecycleStyle.allCases.map(\.rawValue)
      throw fields.error(
        .unknownName(
          category: "lifecycle", name: lifecycleName,
          suggestion: TraceFields.suggestion(for: lifecycleName, in: names)))
    }
    var sessions: [SceneID] = []
    if let names = try fields.strings("sessions") {
      guard lifecycle == .scene else { throw fields.error(.sessionsInAppBasedTrace) }
      var seen: Set<SceneID> = []
      for name in names {
        let id = SceneID(name)
        guard id.isWellFormed else { throw fields.error(.badSceneID(name)) }
        guard seen.insert(id).inserted else { throw fields.error(.repeatedSession(name)) }
        sessions.append(id)
      }
    }
    let callbacks = try fields.bool("callbacks") ?? true
    let notifications = try fields.bool("notifications") ?? false
    let source = try fields.string("source")
    guard callbacks || notifications else { throw fields.error(.recordsNothing) }
    var arguments: Set<TraceArgument> = []
    if let names = try fields.strings("arguments") {
      guard version != Double(TraceHeader.version) else { throw fields.error(.argumentsNeedVersion11) }
      for name in names {
        guard let kind = TraceArgument(name: name) else {
          throw fields.error(
            .unknownName(
              category: "argument", name: name,
              suggestion: TraceFields.suggestion(
                for: name, in: TraceArgument.all.map(\.name))))
        }
        // A kind is listed once, as a session is in `sessions` (Conformance/SPEC.md#version-11).
        guard arguments.insert(kind).inserted else { throw fields.error(.repeatedArgument(name)) }
      }
    }
    let recording = TraceRecording(callbacks: callbacks, notifications: notifications)
    return TraceHeader(
      lifecycle: lifecycle, sessions: sessions, recording: recording, source: source,
      arguments: arguments, projection: try decodeProjection(fields, version: version, lifecycle: lifecycle))
  }
}
