import Foundation
import Lifecycle
import LifecycleConformance

/// The file `lifecycle conform --known FILE` reads: the bugs an engine is known to have, each
/// by what it is, as an engine in Swift declares them (`KnownFailure`).
///
/// ```json
/// [{"rule": "required-event", "callback": "application(_:willFinishLaunchingWithOptions:)", "reason": "#7"},
///  {"stimulus": "beginInterruption", "rule": "required-event", "reason": "no resign on an interruption yet"},
///  {"scenario": "interruption.notification-center.*", "reason": "we never flip active again"}]
/// ```
enum KnownFailureFile {
  static let keys = ["rule", "stimulus", "callback", "scenario", "reason"]

  /// The most a known-bugs file may hold: far more than any engine declares (a declaration is
  /// some hundred bytes), and the file is read whole before the engine starts.
  static let maximumSize = 16 << 20

  /// The names a declaration's `stimulus` may give: a stimulus, or `launch` for any launch.
  static let stimuli = [BugSignature.launch] + Stimulus.Name.allCases.map(\.rawValue)
  /// The names a declaration's `callback` may give: a callback selector or a notification.
  static let callbacks = Callback.Method.allCases.map(\.rawValue) + LifecycleNotification.allCases.map(\.rawValue)

  /// The declarations in the file at `path`; a usage error that names the file, the entry and
  /// the value for anything else.
  static func read(_ path: String) throws(UsageError) -> [KnownFailure] {
    let shown = "'\(Quoted(path))'"
    let bytes = try contents(path, shown: shown)
    // As a trace line with one is refused: a byte order mark is no part of JSON text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw UsageError("--known \(shown) starts with a byte order mark; write UTF-8 without one")
    }
    guard let text = String(validating: bytes, as: UTF8.self), let value = JSONValue(parsing: text),
      let entries = value.arrayValue
    else {
      throw UsageError("--known \(shown) is not a JSON array of known bugs")
    }
    return try entries.enumerated().map { (offset, entry) throws(UsageError) in
      try declaration(entry, at: "--known \(shown), entry \(offset + 1)")
    }
  }

  /// The file's bytes: a regular file (a device or a FIFO could go on for ever) of at most
  /// `maximumSize` bytes, read no further than that.
  private static func contents(_ path: String, shown: String) throws(UsageError) -> [UInt8] {
    guard let kind = FileSystem.kind(at: path, followingLinks: true) else {
      throw UsageError("cannot read --known \(shown): no such file")
    }
    guard kind == .regularFile else {
      throw UsageError("cannot read --known \(shown): it is \(kind.words), not a regular file")
    }
    let descriptor: Int32
    do { descriptor = try Descriptor.openForReading(path) } catch {
      throw UsageError("cannot read --known \(shown): \(error)")
    }
    defer { Descriptor.close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while bytes.count <= maximumSize {
      let count: Int
      do { count = try Descriptor.read(descriptor, into: &chunk) } catch {
        throw UsageError("cannot read --known \(shown): \(error)")
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
    }
    let size = FileSystem.size(at: path).map { "\($0) bytes" } ?? "more than \(maximumSize) bytes"
    throw UsageError(
      "--known \(shown) is \(size); a known-bugs file is at most \(maximumSize >> 20) MiB (\(maximumSize) bytes)")
  }

  private static func declaration(_ entry: JSONValue, at place: String) throws(UsageError) -> KnownFailure {
    guard let members = entry.objectMembers else { throw UsageError("\(place) is not a JSON object") }
    var fields: [String: String] = [:]
    for (key, value) in members {
      guard keys.contains(key) else {
        throw UsageError(
          "\(place): \(NearestName.unknown("key", key, in: keys)); the keys are \(keys.joined(separator: ", "))")
      }
      guard let text = value.stringValue else { throw UsageError("\(place): '\(key)' is not a string") }
      guard fields.updateValue(text, forKey: key) == nil else { throw UsageError("\(place): '\(key)' given twice") }
    }
    guard let reason = fields["reason"], !reason.isEmpty else { throw UsageError("\(place) has no 'reason'") }
    if let rule = fields["rule"], !ConformanceFailure.rules.contains(rule) {
      let suggestion = NearestName.to(rule, in: ConformanceFailure.rules)
      throw UsageError(
        "\(place): \(NearestName.unknown("rule", rule, suggesting: suggestion))"
          + (suggestion == nil ? "; the rules are \(ConformanceFailure.rules.joined(separator: ", "))" : ""))
    }
    if let stimulus = fields["stimulus"], !stimuli.contains(stimulus) {
      throw UsageError("\(place): \(NearestName.unknown("stimulus", stimulus, in: stimuli))")
    }
    if let callback = fields["callback"], !callbacks.contains(callback) {
      throw UsageError("\(place): \(NearestName.unknown("callback or notification", callback, in: callbacks))")
    }
    guard fields["rule"] != nil || fields["stimulus"] != nil || fields["callback"] != nil else {
      guard let scenario = fields["scenario"] else {
        throw UsageError("\(place) says no 'rule', 'stimulus', 'callback' or 'scenario': which failures is it?")
      }
      return KnownFailure(scenario: scenario, reason: reason)
    }
    return KnownFailure(
      rule: fields["rule"], stimulus: fields["stimulus"], callback: fields["callback"], in: fields["scenario"] ?? "*",
      reason: reason)
  }
}
