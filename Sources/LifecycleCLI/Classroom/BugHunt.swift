import Foundation
import Lifecycle

/// "Find the bug": a broken engine's trace, step by step; the student names the rule it
/// breaks, and the checker's own verdict is the answer key.
struct BugHunt {
  /// One trace to diagnose: its file, its steps, and the checker's verdict.
  struct Case {
    let name: String
    let steps: [(stimulus: Stimulus, events: [Event])]
    let divergence: Divergence
  }

  /// The rules a student can name, in the order the question lists them.
  static let rules: [(id: String, summary: String)] =
    [("allowed-events", "a callback no allowed response holds, or one too many"),
     ("required-event", "a callback that must come is missing")]
      + OrderRule.all.map { ($0.id, $0.summary) }

  /// Reads every non-conformant trace in `folder`, sorted by name.
  static func cases(in folder: String) throws(UsageError) -> [Case] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw UsageError("no bug traces in '\(folder)'; run from the package's folder or pass --traces DIR")
    }
    return names.filter { $0.hasSuffix(".jsonl") }.sorted().compactMap { name in
      let path = (folder as NSString).appendingPathComponent(name)
      guard var reader = try? TraceReader(path: path),
        case .nonconformant(let divergence) = reader.verify(),
        let steps = try? Self.steps(path)
      else { return nil }
      return Case(name: String(name.dropLast(".jsonl".count)), steps: steps, divergence: divergence)
    }
  }

  /// The trace's steps, for showing.
  private static func steps(_ path: String) throws -> [(stimulus: Stimulus, events: [Event])] {
    var reader = try TraceReader(path: path)
    var steps: [(stimulus: Stimulus, events: [Event])] = []
    while let (_, record) = try reader.next() {
      switch record {
      case .stimulus(let stimulus): steps.append((stimulus, []))
      case .event(let event): steps[steps.count - 1].events.append(event)
      default: break
      }
    }
    return steps
  }

  /// The rule an answer names: its number in the list or its id.
  static func rule(named answer: String) -> String? {
    let trimmed = answer.trimmingCharacters(in: .whitespaces)
    if let number = Int(trimmed), rules.indices.contains(number - 1) { return rules[number - 1].id }
    return rules.first { $0.id == trimmed.lowercased() }?.id
  }
}
