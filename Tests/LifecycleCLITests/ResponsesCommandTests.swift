import Foundation
import Lifecycle
import Testing

@testable import LifecycleCLI

@Suite("lifecycle responses")
struct ResponsesCommandTests {
  /// The command's output, parsed.
  private static func document(_ arguments: [String]) async throws -> [String: Any] {
    let run = await CLIRun(["responses"] + arguments)
    #expect(run.exitCode == .success, "\(run.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  private static func states(_ document: [String: Any]) throws -> [[String: Any]] {
    try #require(document["states"] as? [[String: Any]])
  }

  private static func alternatives(_ response: [String: Any]) throws -> [[String: Any]] {
    try #require(response["alternatives"] as? [[String: Any]])
  }

  @Test("each `<!-- responses: ARGS -->` block in SPEC.md is what the command prints for ARGS")
  func specExamples() async throws {
    let lines = try String(contentsOfFile: SpecPage.path, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var checked = 0
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- responses: ") {
      let marker = line.dropFirst("<!-- responses: ".count).dropLast(" -->".count)
      let arguments = marker.split(separator: " ").map(String.init)
      #expect(lines[index + 1] == "```json", "SPEC.md:\(index + 1): the marker is not followed by a ```json block")
      let body = lines[(index + 2)...].prefix { $0 != "```" }
      let run = await CLIRun(["responses"] + arguments)
      #expect(run.exitCode == .success)
      #expect(
        run.stdout == body.joined(separator: "\n") + "\n", "SPEC.md:\(index + 1): lifecycle responses \(arguments)")
      checked += 1
    }
    #expect(checked >= 1)
  }

  @Test("a neighbour's two app notifications belong to its group, with no edge to another scene's")
  func neighbours() async throws {
    let document = try await Self.document(["tapIcon", "openScene:second", "--next", "openScene:third"])
    let state = try #require(try Self.states(document).first)
    let response = try #require((state["responses"] as? [[String: Any]])?.first)
    let alternative = try #require(try Self.alternatives(response).first)
    let events = try #require(alternative["events"] as? [[String: Any]])
    let groups = try #require(alternative["groups"] as? [[Int]])
    let belongs = try #require(alternative["belongs"] as? [[String: Any]])
    let order = try #require(alternative["order"] as? [[String: Any]])
    // main and second may each resign and return: two groups of four, two app notifications each.
    #expect(groups.count == 2 && groups.allSatisfy { $0.count == 4 })
    #expect(belongs.count == 4)
    var groupOf: [Int: [Int]] = [:]
    for tie in belongs {
      let event = try #require(tie["event"] as? Int)
      let group = try #require(tie["group"] as? [Int])
      #expect(groups.contains(group))
      #expect(events[event]["notification"] as? String != nil && events[event]["scene"] == nil)
      #expect(events[event]["presence"] as? String == "optional")
      groupOf[event] = group
    }
    // Every edge between two app state notifications joins two of one group's change.
    let appNotifications = Set(
      events.indices.filter { (events[$0]["notification"] as? String)?.hasPrefix("UIApplication.") == true })
    for edge in order {
      let earlier = try #require(edge["earlier"] as? Int)
      let later = try #require(edge["later"] as? Int)
      guard appNotifications.contains(earlier), appNotifications.contains(later) else { continue }
      #expect(groupOf[earlier] != nil && groupOf[earlier] == groupOf[later], "edge \(earlier) → \(later)")
    }
  }

  @Test("the alternatives are the model's, and each one's next state is one --paths all reaches")
  func agreesWithTheModel() async throws {
    let next = try await Self.document([
      "--lifecycle", "app", "tapIcon", "--next", "beginInterruption:notificationCenter",
    ])
    let response = try #require((try Self.states(next).first?["responses"] as? [[String: Any]])?.first)
    let alternatives = try Self.alternatives(response)
    var model = LifecycleModel(lifecycle: .app)
    model = try model.respond(to: .tapIcon)[0].next
    let expected = try model.respond(to: .beginInterruption(.notificationCenter))
    #expect(alternatives.count == expected.count)
    for (printed, alternative) in zip(alternatives, expected) {
      let events = try #require(printed["events"] as? [[String: Any]])
      #expect(events.count == alternative.response.events.count)
      #expect(events.map { $0["presence"] as? String } == alternative.response.events.map { $0.presence.rawValue })
    }
    let reached = try Self.states(
      try await Self.document([
        "--lifecycle", "app", "--paths", "all", "tapIcon", "beginInterruption:notificationCenter",
      ]))
    // Resigning once and resigning twice end in the same state: two states, not three.
    #expect(reached.count == 2)
    let nextStates = alternatives.compactMap { $0["next"] as? NSDictionary }
    let reachedStates = reached.compactMap { $0["state"] as? NSDictionary }
    #expect(Set(nextStates) == Set(reachedStates))
    await #expect(
      try Self.states(try Self.document(["--lifecycle", "app", "tapIcon", "beginInterruption:notificationCenter"]))
        .count == 1)
  }

  @Test("without --next, every stimulus possible in the state, each answered")
  func everyStimulus() async throws {
    let document = try await Self.document(["--lifecycle", "app", "tapIcon"])
    let responses = try #require(try Self.states(document).first?["responses"] as? [[String: Any]])
    let names = responses.compactMap { ($0["stimulus"] as? [String: Any])?["stimulus"] as? String }
    #expect(names.contains("pressHome") && names.contains("crash") && !names.contains("tapIcon"))
    #expect(responses.allSatisfy { $0["possible"] as? Bool == true && $0["alternatives"] != nil })
    let model = try LifecycleModel(lifecycle: .app).respond(to: .tapIcon)[0].next
    #expect(responses.count == model.possibleStimuli(maximumScenes: 1, version1_1: true).count)
  }

  @Test("a --next stimulus that cannot happen is answered with the reason")
  func impossibleNext() async throws {
    let document = try await Self.document(["--lifecycle", "app", "--next", "pressHome"])
    let response = try #require((try Self.states(document).first?["responses"] as? [[String: Any]])?.first)
    #expect(response["possible"] as? Bool == false)
    #expect(response["reason"] as? String == "the app is not running")
    #expect(response["suggestion"] as? String == "tapIcon")
  }

  @Test("a stimulus in the list that cannot happen, or a bad word, is a usage error naming it")
  func badStimuli() async {
    let impossible = await CLIRun(["responses", "tapIcon", "tapIcon"])
    #expect(impossible.exitCode == .usage)
    #expect(
      impossible.stderr.hasPrefix(
        "Error: stimulus 2 'tapIcon' is impossible: the app is already in the foreground; try pressHome\n"))
    #expect(impossible.stdout.isEmpty)
    let unknown = await CLIRun(["responses", "--next", "pressHoem"])
    #expect(unknown.exitCode == .usage)
    #expect(unknown.stderr.hasPrefix("Error: unknown stimulus 'pressHoem'; did you mean 'pressHome'?\n"))
    let paths = await CLIRun(["responses", "--paths", "some"])
    #expect(paths.stderr.hasPrefix("Error: invalid value 'some' for --paths; expected one of: first, all\n"))
  }

  @Test("--help describes it, and lifecycle --help lists it")
  func help() async {
    let help = await CLIRun(["responses", "--help"])
    #expect(help.exitCode == .success)
    #expect(help.stdout.hasPrefix("Usage: lifecycle responses "))
    #expect(help.stdout.contains("Conformance/SPEC.md#machine-readable-responses"))
    #expect(await CLIRun(["--help"]).stdout.contains("  responses "))
  }
}
