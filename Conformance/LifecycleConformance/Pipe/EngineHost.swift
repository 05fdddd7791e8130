import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves a Swift engine over the engine protocol on standard input and output, so that
/// `lifecycle conform` (or any kit) can drive it as it drives an engine in another language.
///
/// ```swift
/// // main.swift of an executable target
/// import LifecycleConformance
/// exit(await EngineHost.serve { MyEngine() })
/// ```
///
/// The hello is written from the engine's capabilities; each start line makes a fresh engine
/// from `makeEngine` and prepares it; each stimulus line is performed, and the callbacks the
/// engine delivered are written back, then `{"done": true}`. `UnsupportedStimulus` is answered
/// with `unsupported`, any other throw with `error`. Returns the exit status: 0 after `quit` or
/// the end of standard input, 1 after a line it could not read.
@MainActor
public enum EngineHost {
  /// Serves engines made by `makeEngine` on standard input and output until `quit` or the end of
  /// input, a fresh engine for every start; returns the exit status.
  public static func serve<Engine: LifecycleEngine>(_ makeEngine: () -> Engine) async -> Int32 {
    let probe = makeEngine()
    write(hello(probe).compact)
    flush()
    var engine: Engine?
    // The kinds of argument the current run's header lists: each event line carries them.
    var arguments: Set<TraceArgument> = []
    var decoder = TraceDecoder()
    var recorder = Recorder()
    var number = 0
    var input = InputLines()
    while let line = input.next() {
      number += 1
      // A key, not a value: a scene may be called "quit" or "format". The cheap test first, so
      // that an ordinary line is parsed once.
      if Self.mentions("quit", line), Self.hasKey("quit", line) { return 0 }
      if Self.mentions("format", line), Self.hasKey("format", line) { decoder = TraceDecoder() }
      let record: TraceRecord?
      do { record = try decoder.decode(line, number: number) } catch {
        write(JSONValue.object([("error", .string("line \(number): \(error.message)"))]).compact)
        flush()
        return 1
      }
      switch record {
      case .header(let header)?:
        // A start that fails leaves no engine: a later stimulus is answered with an error, never
        // sent to the previous run's engine.
        engine = nil
        var fresh = makeEngine()
        recorder = Recorder()
        arguments = header.arguments
        let delegates = recorder.delegates(recordingNotifications: header.recording.notifications)
        do {
          try await fresh.prepare(
            StartingConditions(lifecycle: header.lifecycle, savedSessions: header.sessions),
            delegates: delegates)
          engine = fresh
          write(#"{"done":true}"#)
        } catch {
          write(answer(to: error))
        }
      case .stimulus(let stimulus)?:
        guard var current = engine else {
          write(#"{"error":"a stimulus before any start"}"#)
          break
        }
        engine = nil
        recorder.beginStep()
        do {
          try await current.perform(stimulus)
          let delivered = recorder.endStep()
          for (event, given) in zip(delivered.events, delivered.arguments) {
            write(Self.line(for: event, given.restricted(to: arguments)))
          }
          write(#"{"done":true}"#)
        } catch {
          _ = recorder.endStep()
          write(answer(to: error))
        }
        engine = current
      default:
        break
      }
      flush()
    }
    return 0
  }

  private static func answer(to error: any Error) -> String {
    if let unsupported = error as? UnsupportedStimulus {
      return JSONValue.object([("unsupported", .string(unsupported.reason))]).compact
    }
    return JSONValue.object([("error", .string(String(describing: error)))]).compact
  }

  /// Event lines already written as text: a run repeats the same few dozen events.
  private static var eventLines: [TraceRecord: String] = [:]

  private static func line(for event: Event, _ given: EventArguments) -> String {
    let record = TraceRecord.event(event, given)
    if let line = eventLines[record] { return line }
    let line = record.traceJSON.compact
    if eventLines.count > 4096 { eventLines.removeAll() }
    eventLines[record] = line
    return line
  }

  /// Lines written and not yet sent: a response goes out in one write.
  private static var pending: [UInt8] = []

  private static func write(_ line: String) {
    pending.append(contentsOf: line.utf8)
    pending.append(0x0A)
  }

  private static func flush() {
    var offset = 0
    while offset < pending.count {
      let written = pending.withUnsafeBytes {
        Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { break }
      offset += written
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// The hello that declares what the engine can do, and the trace format versions it writes:
  /// those up to the one it was written for. An engine written for 1.1 writes every argument
  /// the kit records of its callbacks.
  static func hello(_ engine: some LifecycleEngine) -> JSONValue {
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
        LifecycleNotification.Name.allCases.filter(capabilities.postedNotifications.contains).map {
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

extension EngineHost {
  /// Whether `line` holds `"word"` anywhere: a byte search, since Foundation's `contains` goes
  /// through `NSString` and would cost more than the step itself.
  static func mentions(_ word: String, _ line: String) -> Bool {
    // By hand: the standard library's `firstRange(of:)` is generic here and cost 6 µs a line.
    let quoted = Array("\"\(word)\"".utf8)
    let bytes = Array(line.utf8)
    guard bytes.count >= quoted.count else { return false }
    for start in 0...(bytes.count - quoted.count) where bytes[start] == quoted[0] {
      if bytes[start..<(start + quoted.count)].elementsEqual(quoted) { return true }
    }
    return false
  }

  /// Whether `line` is a JSON object with `key` among its keys.
  static func hasKey(_ key: String, _ line: String) -> Bool {
    guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return false }
    return object[key] != nil
  }
}
