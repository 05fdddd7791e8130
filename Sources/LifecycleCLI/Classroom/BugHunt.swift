import Foundation
import Lifecycle

/// "Find the bug": a broken engine's trace, step by step; the student names the rule it
/// breaks, and the checker's own verdict is the answer key.
struct BugHunt {
  /// One trace to diagnose: its file, its lifecycle, its steps, the checker's verdict, and every
  /// rule the diverging step breaks (the verdict names one; a student may name any).
  struct Case {
    let name: String
    let lifecycle: LifecycleStyle
    let steps: [(stimulus: Stimulus, events: [Event])]
    let divergence: Divergence
    let rules: Set<String>

    /// The checker's rule first, then the others the step breaks, by id.
    var rulesInOrder: [String] {
      let named = divergence.rule?.id ?? "allowed-events"
      return [named] + rules.subtracting([named]).sorted()
    }
  }

  /// The rules a student can name, in the order the question lists them.
  static let rules: [(id: String, summary: String)] =
    [
      ("allowed-events", "a callback no allowed response holds, or one too many"),
      ("required-event", "a callback that must come is missing"),
    ]
    + OrderRule.all.map { ($0.id, $0.summary) }

  /// Reads every non-conformant trace in `folder`, sorted by name: regular files only, since
  /// opening a named pipe would wait for a writer that never comes.
  static func cases(in folder: String) throws(UsageError) -> [Case] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw UsageError("no bug traces in '\(folder)'; run from the package's folder or pass --traces DIR")
    }
    return names.filter { $0.hasSuffix(".jsonl") }.sorted().compactMap { name in
      let path = (folder as NSString).appendingPathComponent(name)
      guard (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular,
        var reader = try? TraceReader(path: path),
        case .nonconformant(let divergence) = reader.verify(),
        let header = reader.header,
        let steps = try? Self.steps(path)
      else { return nil }
      let rules = Self.rulesBroken(steps, header: header, diverging: divergence)
      return Case(
        name: String(name.dropLast(".jsonl".count)), lifecycle: header.lifecycle, steps: steps,
        divergence: divergence, rules: rules)
    }
  }

  /// The verdict's rule and every other rule the diverging step breaks, from the states the
  /// steps before it leave.
  private static func rulesBroken(
    _ steps: [(stimulus: Stimulus, events: [Event])], header: TraceHeader,
    diverging divergence: Divergence
  ) -> Set<String> {
    let rules: Set<String> = [divergence.rule?.id ?? "allowed-events"]
    var checker = TraceChecker(lifecycle: header.lifecycle, sessions: header.sessions, recording: header.recording)
    for step in steps.prefix(divergence.stepIndex) {
      guard (try? checker.check(step.stimulus, delivered: step.events)) != nil else { return rules }
    }
    guard steps.indices.contains(divergence.stepIndex) else { return rules }
    let step = steps[divergence.stepIndex]
    return rules.union(checker.rulesBroken(responding: step.stimulus, with: step.events))
  }

  /// The trace's steps, for showing.
  private static func steps(_ path: String) throws -> [(stimulus: Stimulus, events: [Event])] {
    var reader = try TraceReader(path: path)
    var steps: [(stimulus: Stimulus, events: [Event])] = []
    while let (_, record) = try reader.next() {
      switch record {
      case .stimulus(let stimulus): steps.append((stimulus, []))
      case .event(let event, _): steps[steps.count - 1].events.append(event)
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
