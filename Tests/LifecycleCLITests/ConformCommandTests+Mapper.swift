import Foundation
import LifecycleConformance
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `lifecycle conform` on a mapper: the Node fixture (the example's AppState mapper, well behaved
/// or misbehaving in one way) gets the verdicts an engine gets, through the same catalog,
/// exploration, report and exit codes (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
extension ConformCommandTests {
  nonisolated static let mapperFixture = root.appendingPathComponent(
    "Tests/LifecycleConformanceTests/Fixtures/mapper.js"
  ).path

  /// Runs the fixture mapper in `mode` with `options` before `--`; fails when Node is missing.
  func runMapper(_ mode: String, _ options: [String] = ["--budget", "0"]) async throws -> Run {
    let node = try #require(Node.path, Comment(rawValue: Node.missing))
    let tag = Self.tag()
    let run = await Run(options + ["--", node, Self.mapperFixture, mode, tag])
    #expect(Self.leftBehind(tag).isEmpty, "\(mode) left its mapper running")
    return run
  }

  @Test("A correct mapper is conformant: exit 0, its name in the report, exploration run")
  func mapperConformant() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runMapper("clean", ["--budget", "200", "--seed", "5", "--report", folder])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(run.stderr.isEmpty, "\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "fixture clean: no bugs; scenarios: 86 pass (LifecycleKit \(LifecycleKit.version), trace format 1.1)\nconformant\n"
      ),
      "\(run.stdout)")
    #expect(run.stdout.contains("Exploration: exploration (random and swarm, seed 5): 200 stimuli in"))
    #expect(!run.stdout.contains("Bug"))
    let json = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(report["engine"] as? String == "fixture clean")
    #expect((report["counts"] as? [String: Int])?["pass"] == 86)
  }

  @Test("A mapper that names the kit's react-native projection is checked against it, and conformant")
  func mapperNamedProjection() async throws {
    let run = try await runMapper("named")
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(
      run.stdout.hasSuffix(
        "fixture named: no bugs; scenarios: 86 pass (LifecycleKit \(LifecycleKit.version), trace format 1.1)\nconformant\n"
      ))
  }

  @Test("A wrong mapper is not conformant: the mapper-state rule, a shrunk witness, its trace written")
  func mapperWrong() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try await runMapper("wrong", ["--budget", "300", "--seed", "3", "--report", folder])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasSuffix("not conformant\n"))
    let bug = Self.summaryBlock(run.stdout, startingWith: "'background' reported as 'inactive'")
    #expect(bug.hasPrefix("Bug 1: 'background' reported as 'inactive' on backgroundLaunch, "), "\(run.stdout)")
    #expect(bug.contains("[mapper-state]\n"))
    #expect(bug.contains("  witness (shrunk): app-based: backgroundLaunch:fetch; the bug shows at step 1\n"), "\(bug)")
    #expect(bug.contains("  expected: lifecycle record --lifecycle app backgroundLaunch:fetch\n"))
    #expect(bug.contains("expected: 'background' (the app is background)\n"), "\(bug)")
    #expect(bug.contains("reported: 'inactive'\n"))
    #expect(bug.contains("rule: mapper-state: after each step, the state reported last is the projection"))
    // Its wrong state is reported again when the app next goes inactive: a change that is none.
    // The steps that only hold the wrong state are that mistake, not more bugs: two in all.
    #expect(run.stdout.hasPrefix("Bugs: 2\n"), "\(run.stdout)")
    #expect(run.stdout.contains("\nBug 2: a state reported again on "), "\(run.stdout)")
    #expect(run.stdout.contains(" [phantom-change]\n"))
    let traces = try FileManager.default.contentsOfDirectory(atPath: folder + "/traces")
    #expect(traces.contains("bug-1.jsonl") && traces.contains("launch.background.app.jsonl"), "\(traces)")
  }

  @Test("--known applies to a mapper: its declared bugs are known, not failures")
  func mapperKnown() async throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let known = folder + "/known.json"
    try ##"[{"rule": "mapper-state", "reason": "#12"}, {"rule": "phantom-change", "reason": "#13"}]"##
      .write(toFile: known, atomically: true, encoding: .utf8)
    let run = try await runMapper("wrong", ["--budget", "0", "--known", known])
    #expect(run.exitCode == .success, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("Known bugs (declared; not failures):\n  bug 1: 'background' reported as 'inactive'"))
    #expect(run.stdout.contains("[phantom-change]: #13; seen in 4 scenarios"))
    #expect(run.stdout.contains("fixture wrong: 2 bugs, 2 known; scenarios: 34 pass, 52 known failure"))
    #expect(run.stdout.hasSuffix("conformant\n") && !run.stdout.hasSuffix("not conformant\n"))
  }

  struct MapperFault: Sendable, CustomTestStringConvertible {
    let mode: String
    /// The rule of the one bug, or `nil` for a hello the kit refuses before any run.
    let rule: String?
    let says: String
    var testDescription: String { mode }
  }

  nonisolated static let mapperFaults: [MapperFault] = [
    MapperFault(mode: "garbage", rule: "bad-line", says: #"expected a JSON object, found a string: "garbage""#),
    MapperFault(
      mode: "unsupported", rule: "bad-line",
      says:
        "the mapper answered tapIcon as unsupported ('no such callback here'); a mapper cannot refuse what iOS delivers"
    ),
    MapperFault(mode: "error", rule: "engine-error", says: "the mapper reported an error: the bridge is gone"),
    MapperFault(
      mode: "twice", rule: "phantom-change", says: "the app reported 'active' again, a change that is no change"),
    MapperFault(mode: "late", rule: "outside-response", says: #"a line after the last response: {"state": "active"}"#),
    MapperFault(mode: "exit", rule: "exited", says: "the mapper exited with status 3 during tapIcon"),
    MapperFault(
      mode: "scene", rule: "bad-line",
      says: #"a state with a scene, for a projection of the app: {"state":"active","scene":"main"}"#),
    MapperFault(mode: "hang", rule: "no-done", says: #"no {"done": true} for tapIcon within 1.0 seconds"#),
    MapperFault(mode: "badhello", rule: nil, says: #"needs a "projection": the name of one the kit defines"#),
    MapperFault(mode: "hellohang", rule: nil, says: "no hello within 1.0 seconds"),
  ]

  @Test("Each way a mapper breaks the protocol is one clear verdict, exit 1, no crash", arguments: mapperFaults)
  func mapperFault(_ fault: MapperFault) async throws {
    let run = try await runMapper(fault.mode, ["--budget", "0", "--timeout", "1"])
    #expect(run.exitCode == .failure, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains(fault.says), "\(run.stdout)")
    if let rule = fault.rule {
      // The first bug is the fault, met at the first step of the first scenario.
      let lines = run.stdout.split(separator: "\n").map(String.init)
      #expect(lines.first?.hasPrefix("Bugs: ") == true, "\(run.stdout)")
      #expect(lines.count > 3 && lines[1].hasPrefix("Bug 1: ") && lines[1].hasSuffix(" [\(rule)]"), "\(run.stdout)")
      #expect(lines.count > 3 && lines[3] == "  witness: app-based: tapIcon; the bug shows at step 1", "\(run.stdout)")
      #expect(run.stdout.hasSuffix("not conformant\n"))
    } else {
      #expect(run.stdout.hasPrefix("\(Node.path ?? "node") \(Self.mapperFixture) \(fault.mode) "), "\(run.stdout)")
      #expect(run.stdout.contains(": not conformant: "))
    }
  }
}
