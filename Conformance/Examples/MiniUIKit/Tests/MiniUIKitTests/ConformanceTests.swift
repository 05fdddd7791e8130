import LifecycleConformanceTesting
import Testing

// Every scenario of the catalog that MiniUIKit can run, one test case each.
@Test(arguments: await Scenario.runnable(by: MiniUIKitEngine()))
func conforms(to scenario: Scenario) async throws {
  try await scenario.verify(MiniUIKitEngine())
}

// The others, as one skipped test that lists each with the reason MiniUIKit cannot run it: a skip
// in the console and in `swift test --xunit-output`.
@Test(.skippedScenarios(of: MiniUIKitEngine()))
func skippedScenarios() {}

// Beyond the catalog: random sequences of the stimuli MiniUIKit supports, checked step by step
// against the reference model. A failure is one issue at this line: the shrunk sequence, the
// seed to replay it, and its trace attached (`swift test --attachments-path DIR` keeps it).
@Test func exploration() async {
  await Explorer(seed: 2024, budget: 3_000).verify { MiniUIKitEngine() }
}
