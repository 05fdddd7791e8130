import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

/// Exploration plays a mapper the responses the model allows, not only the canonical one
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper): a mapper that breaks only when an
/// optional event is missing, or when a notification comes before its callback, is found, and
/// its witness names the response it needs.
@Suite("Exploring mappers", .cuedHangClock)
@MainActor
struct MapperExplorationTests {
  /// Small enough for a debug build in a second or two, large enough for every bug.
  static let explorer = Explorer(.random(seed: 1), budget: 400)

  static func explore(_ bugs: Set<MapperBug>) async -> ExplorationReport {
    await explorer.explore { MappedEngine(DerivingMapper(bugs: bugs)) }
  }

  /// The rule each bug breaks.
  static let rules: [MapperBug: String] = [
    .inactiveAsBackground: "mapper-state", .backgroundLaunchAsActive: "response-order",
    .sceneTakenForApp: "mapper-state", .changeFiredTwice: "phantom-change",
    .disconnectedSceneCounted: "mapper-state", .fifthActivationInactive: "mapper-state",
    .readsStateAtNotification: "response-order",
  ]

  /// The response every witness of a bug sends somewhere, for the bugs that only a response
  /// other than the canonical one shows (which is why the catalog misses them).
  static let neededResponses: [MapperBug: String] = [
    .backgroundLaunchAsActive: "without applicationDidEnterBackground(_:)",
    .readsStateAtNotification: "notifications first",
  ]

  @Test("exploration finds each broken mapper's bug, with its rule and a short witness", arguments: MapperBug.allCases)
  func findsEachBug(_ bug: MapperBug) async throws {
    let report = await Self.explore([bug])
    #expect(!report.counterexamples.isEmpty)
    #expect(Set(report.counterexamples.map(\.signature.rule)) == [Self.rules[bug]!])
    // One mistake, one bug (Conformance/SPEC.md#bug-signatures): whatever states it shows.
    #expect(report.counterexamples.count == 1, "\(report.counterexamples.map(\.signature))")
    for example in report.counterexamples {
      #expect(example.shrunk.stimuli.count <= 4, "\(example.shrunk)")
      #expect(example.failure.signature == example.signature, "\(example.shrunk)")
      // A stimulus the shrinker removed took its response with it: one response a stimulus.
      #expect(example.shrunk.responses.isEmpty || example.shrunk.responses.count == example.shrunk.stimuli.count)
      Self.expectTraceShows(example)
      guard let needed = Self.neededResponses[bug] else { continue }
      let sent = example.shrunk.stimuli.indices.map { example.shrunk.response(at: $0).description }
      #expect(sent.contains(needed), "\(example.shrunk)")
      #expect(report.description.contains("(\(needed))"), "\(report)")
      // Needed: the same stimuli with the canonical responses do not show the bug.
      let canonical = Script(
        lifecycle: example.shrunk.lifecycle, sessions: example.shrunk.sessions, stimuli: example.shrunk.stimuli)
      let run = await ConformanceDriver(timeout: .seconds(2), selection: .all, mode: .continuing).record(
        MappedEngine(DerivingMapper(bugs: [bug])), canonical)
      #expect(!run.failures.contains { $0.signature == example.signature }, "\(example.shrunk)")
    }
  }

  /// Three bugs in one mapper, and the bug each shows.
  struct ThreeBugs: Sendable, CustomTestStringConvertible {
    let bugs: Set<MapperBug>
    let signatures: Set<String>
    let budget: Int
    var testDescription: String { bugs.map(\.rawValue).sorted().joined(separator: ", ") }
  }

  nonisolated static let threeBugs = [
    // The scene's state taken for the app's, and that state's name wrong besides: one bug, not
    // one for each response that shows the two together.
    ThreeBugs(
      bugs: [.inactiveAsBackground, .sceneTakenForApp, .changeFiredTwice],
      signatures: [
        "a state reported again [phantom-change]", "'inactive' reported as 'background' [mapper-state]",
        "one scene's state reported as the app's [mapper-state]",
      ], budget: 6000),
    // The disconnected scene counted, seen through notifications that come first: the
    // disconnected scene's bug, signed as the plainest response shows it.
    ThreeBugs(
      bugs: [.readsStateAtNotification, .disconnectedSceneCounted, .changeFiredTwice],
      signatures: [
        "a state reported again [phantom-change]", "'background' reported as 'inactive' [mapper-state]",
        "right with the plainest response, wrong with another [response-order]",
      ], budget: 20000),
  ]

  @Test("a mapper with three bugs shows three, each with a witness that shows it", arguments: threeBugs)
  func threeBugs(_ mapper: ThreeBugs) async {
    let report = await Explorer(.random(seed: 1), budget: mapper.budget).explore {
      MappedEngine(DerivingMapper(bugs: mapper.bugs, lifecycles: [.scene]))
    }
    let signatures = report.counterexamples.map(\.signature.description)
    #expect(Set(signatures) == mapper.signatures, "\(signatures)")
    #expect(signatures.count == 3)
    for example in report.counterexamples {
      Self.expectTraceShows(example)
      // Each other place's witness is shrunk too, and shows the bug there.
      #expect(!example.elsewhere.isEmpty, "\(example.signature)")
      for other in example.elsewhere {
        // A place needs its own way there: the longest here, a call accepted after a scene closed, five.
        #expect(
          other.witness.isShrunk && other.witness.script.stimuli.count <= 5, "\(other.place): \(other.witness.script)")
        let again = await ConformanceDriver(selection: .all, mode: .continuing).record(
          MappedEngine(DerivingMapper(bugs: mapper.bugs, lifecycles: [.scene])), other.witness.script)
        #expect(
          again.failures.contains {
            $0.signature == example.signature && $0.place == other.place && $0.step == other.witness.step
          }, "\(other.place): \(other.witness.script)")
      }
    }
  }

  @Test(
    "a tour sends a mapper every response of each transition, and finds the bugs only another response shows",
    arguments: [MapperBug.backgroundLaunchAsActive, .readsStateAtNotification])
  func tourCoversResponses(_ bug: MapperBug) async throws {
    let report = await Explorer(.tour()).explore { MappedEngine(DerivingMapper(bugs: [bug], lifecycles: [.app])) }
    #expect(report.counterexamples.map(\.signature.rule) == ["response-order"], "\(report)")
    let example = try #require(report.counterexamples.first)
    let sent = example.shrunk.stimuli.indices.map { example.shrunk.response(at: $0).description }
    #expect(sent.contains(Self.neededResponses[bug]!), "\(example.shrunk)")
  }

  @Test("a tour of the correct mapper is clean, every transition taken with each of its responses")
  func tourOfCorrectMapper() async throws {
    let report = await Explorer(.tour()).explore { MappedEngine(DerivingMapper(lifecycles: [.app])) }
    #expect(report.counterexamples.isEmpty, "\(report)")
    let coverage = try #require(report.coverage.first)
    #expect(coverage.isComplete, "\(coverage)")
    // A visit for each response other than the canonical one, on top of the transitions' own.
    #expect(report.stimuli > coverage.transitions + coverage.transitions / 10, "\(report)")
  }

  @Test("the correct mapper shows no bug in the same exploration, every response it is sent")
  func correctMapper() async {
    let report = await Self.explore([])
    #expect(report.counterexamples.isEmpty, "\(report)")
    #expect(report.stimuli == Self.explorer.budget)
  }

  @Test("the same seed sends the same responses: the same walks, the same witnesses")
  func replays() async {
    let first = await Self.explore([.readsStateAtNotification])
    let second = await Self.explore([.readsStateAtNotification])
    #expect(first.counterexamples.map(\.found) == second.counterexamples.map(\.found))
    #expect(first.counterexamples.map(\.shrunk) == second.counterexamples.map(\.shrunk))
    // The walks chose responses other than the canonical one, seeded ones among them.
    let found = first.counterexamples.flatMap(\.found.responses)
    #expect(found.contains { if case .seeded = $0 { true } else { false } })
  }

  @Test("a seeded response shrinks to one that says what it sends")
  func seededShrinksToNamed() async throws {
    let report = await Self.explore([.readsStateAtNotification])
    let seeded = report.counterexamples.filter { example in
      example.found.responses.last.map { if case .seeded = $0 { true } else { false } } ?? false
    }
    #expect(!seeded.isEmpty)
    for example in seeded {
      #expect(!example.shrunk.responses.contains { if case .seeded = $0 { true } else { false } }, "\(example.shrunk)")
    }
  }

  @Test("a witness's trace holds the events in the order the mapper was sent them, and the states it reported")
  func witnessTrace() async throws {
    let report = await Self.explore([.readsStateAtNotification])
    let example = try #require(
      report.counterexamples.first { $0.shrunk.description == "scene-based: tapIcon (notifications first)" })
    let text = example.traceText(source: "DerivingMapper")
    // The events are an allowed response; the state reported after them is the mapper's mistake.
    var reader = TraceReader(bytes: Array(text.utf8))
    guard case .nonconformant(let divergence) = reader.verify() else {
      Issue.record("the witness's trace verifies: \(text)")
      return
    }
    #expect(divergence.ruleID == "mapper-state" && divergence.state != nil, "\(divergence)")
    #expect(text.hasSuffix(#"{"state": "background"}"# + "\n"), "\(text)")
    let notification = try #require(text.range(of: "UIApplication.didBecomeActiveNotification"))
    let callback = try #require(text.range(of: "sceneDidBecomeActive(_:)"))
    #expect(notification.lowerBound < callback.lowerBound, "\(text)")
    // Every step delivered what the model plans for its response, from the same start.
    var planner = ReferenceEngine(lifecycle: example.shrunk.lifecycle)
    for (index, step) in example.run.steps.enumerated() {
      let plan = try planner.plan(step.stimulus, choosing: example.shrunk.response(at: index))
      #expect(step.events == plan.map(\.event))
    }
  }

  @Test("a mapper's bug in a report names the responses of its witness")
  func reportNamesResponses() async throws {
    let report = await Self.explore([.backgroundLaunchAsActive])
    let bugs = ConformanceReport(engine: "DerivingMapper", results: [], exploration: report).bugs
    let bug = try #require(bugs.first)
    #expect(bug.description.contains("backgroundLaunch:fetch (without applicationDidEnterBackground(_:))"))
    let json = ReportDocument.json(bug, number: 1).compact
    #expect(json.contains(#""responses": ["without applicationDidEnterBackground(_:)""#), "\(json)")
  }

  @Test("an engine that is no mapper is sent no chosen response, and its witnesses name none")
  func engineWitnesses() async {
    let report = await Explorer(.random(seed: 1), budget: 100).explore {
      BrokenEngine(bugs: [.entersForegroundOnColdLaunch])
    }
    #expect(!report.counterexamples.isEmpty)
    for example in report.counterexamples {
      #expect(example.found.responses.isEmpty && example.shrunk.responses.isEmpty)
    }
    for (offset, bug) in ConformanceBug.all(in: [], exploration: report).enumerated() {
      #expect(!ReportDocument.json(bug, number: offset + 1).compact.contains("responses"))
    }
  }

  /// The witness's trace is a version 1.2 recording with the states the mapper reported, and
  /// `lifecycle verify --all` finds the bug in it, at the witness's step. A bug signed by a
  /// replay with the plainest response (only that response right, or wrong otherwise) is a
  /// `mapper-state` divergence there: a trace has no mapper to replay
  /// (Conformance/SPEC.md#bug-signatures).
  static func expectTraceShows(_ example: Counterexample, sourceLocation: SourceLocation = #_sourceLocation) {
    let text = example.traceText(source: "witness")
    #expect(text.hasPrefix(#"{"format": "lifecycle-trace", "version": 1.2"#), "\(text)", sourceLocation: sourceLocation)
    #expect(text.contains(#"{"state": "#), "\(text)", sourceLocation: sourceLocation)
    var reader = TraceReader(bytes: Array(text.utf8))
    var found: [Divergence] = []
    _ = reader.verifyEvery { found.append($0) }
    let signature = example.signature
    // Signed by a replay with another response: the trace shows the state as it is.
    let replayed = signature.rule == "response-order" || example.failure.stateDivergence?.signedAs != nil
    let shown =
      replayed
      ? found.contains { $0.ruleID == "mapper-state" && $0.stepIndex + 1 == example.failure.step }
      : found.contains { $0.signature == signature && $0.stepIndex + 1 == example.failure.step }
    #expect(
      shown, "\(signature) at step \(example.failure.step): \(found.map(\.signature))\n\(text)",
      sourceLocation: sourceLocation)
  }
}
