import LifecycleConformanceTesting
import Testing

// Every scenario of the catalog a scene-phase mapper can run (the scene-based ones), one test case
// each; the kit plays iOS, with every response it may send, and checks each phase reported.
@Test(arguments: await Scenario.runnable(by: ScenePhaseMapper()))
func conforms(to scenario: Scenario) async throws {
  try await scenario.verify(ScenePhaseMapper())
}

// The app-based scenarios, as one skipped test that lists them with the reason.
@Test(.skippedScenarios(of: ScenePhaseMapper()))
func skippedScenarios() {}

// Beyond the catalog: random sequences of stimuli, up to three scenes side by side.
@Test func exploration() async {
  await Explorer(.random(seed: 2024), budget: 3_000).verify { ScenePhaseMapper() }
}
