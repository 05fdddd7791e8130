import LifecycleConformance
import LifecycleConformanceFixtures
import Testing

@testable import LifecycleCLI

/// `lifecycle verify` and the conformance kit print a failure in one rendering
/// (`Divergence.details(namingStep:)`): the same message, legend, diff, rule, spec, response
/// and page, line for line. The kit's headline names the step; the CLI's adds a line for it.
@Test("lifecycle verify prints a kit failure's trace in the kit's words, line for line")
@MainActor
func oneRendering() async throws {
  let result = await ConformanceDriver(selection: .all)
    .verify(BrokenEngine(.swapsForegroundAndActive), against: Scenario.named("launch.first.scene")!)
  let failure = try #require(result.failures.first)
  let trace = try #require(result.run).traceText(source: "BrokenEngine")
  let verify = await CLIRun(["verify", "-"], stdin: trace.split(separator: "\n").map(String.init))
  let printed = verify.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let kit = failure.description.split(separator: "\n").map(String.init)
  let message = try #require(failure.divergence?.message)
  #expect(verify.exitCode == .failure)
  #expect(printed.first?.hasSuffix(": non-conformant: \(message)") == true, "\(printed)")
  #expect(kit.first == "launch.first.scene › step 1 › tapIcon: \(message)")
  #expect(printed.dropFirst().first?.hasPrefix("  step 1: tapIcon (line ") == true, "\(printed)")
  #expect(Array(printed.dropFirst(2).dropLast()) == Array(kit.dropFirst()))
}
