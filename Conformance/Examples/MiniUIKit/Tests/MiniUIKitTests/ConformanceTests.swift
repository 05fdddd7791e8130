import LifecycleConformanceTesting
import Testing

// Every scenario of the catalog; those MiniUIKit cannot run are skipped with the reason.
@Test(arguments: Scenario.all)
func conforms(to scenario: Scenario) async throws {
  try await scenario.verify(MiniUIKitEngine())
}

// Beyond the catalog: random sequences of the stimuli MiniUIKit supports, checked step by step
// against the reference model. A failure is one issue at this line: the shrunk sequence, the
// seed to replay it, and its trace attached (`swift test --attachments-path DIR` keeps it).
@Test func exploration() async {
  await Explorer(seed: 2024, budget: 3_000).verify { MiniUIKitEngine() }
}
