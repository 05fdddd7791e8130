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

  /// The declarations in the file at `path`; a usage error that names the file, the entry and
  /// the value for anything else.
  static func read(_ path: String) throws(UsageError) -> [KnownFailure] {
    let shown = "'\(Quoted(path))'"
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError("cannot read --known \(shown): no such file, or not readable")
    }
    guard let text = String(data: data, encoding: .utf8), let value = JSONValue(parsing: text),
      let entries = value.arrayValue
    else {
      throw UsageError("--known \(shown) is not a JSON array of known bugs")
    }
    return try entries.enumerated().map { (offset, entry) throws(UsageError) in
      try declaration(entry, at: "--known \(shown), entry \(offset + 1)")
    }
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
    if let stimulus = fields["stimulus"] {
      let names = [BugSignature.launch] + Stimulus.Name.allCases.map(\.rawValue)
      guard names.contains(stimulus) else {
        throw UsageError("\(place): \(NearestName.unknown("stimulus", stimulus, in: names))")
      }
    }
    if let callback = fields["callback"] {
      let names = Callback.Method.allCases.map(\.rawValue) + LifecycleNotification.Name.allCases.map(\.rawValue)
      guard names.contains(callback) else {
        throw UsageError("\(place): \(NearestName.unknown("callback or notification", callback, in: names))")
      }
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
