import LifecycleBenchmarks
import Testing

/// The benchmark's code runs, on a tiny size; its figures are measured in a release build by
/// `lifecycle-bench`, never asserted here.
@Suite("Benchmark smoke test")
struct BenchmarkSmokeTests {
  @Test("every figure is measured and positive")
  func smoke() async throws {
    let figures = try await BenchmarkSuite(size: .smoke).run()
    let keys = Set(figures.map(\.key))
    for key in [
      "catalog_run_ms", "catalog_buggy_stop_at_first_ms", "catalog_buggy_continuing_ms", "continuing_vs_stop_at_first",
      "explore_sequences_per_s", "verify_lines_per_s", "verify_peak_rss_mb", "verify_999_scenes_s",
      "verify_999_scenes_peak_rss_mb",
      "model_steps_per_s",
      "baseline_steps_per_s", "docs_render_ms", "adversarial_keys_ms", "adversarial_sessions_ms",
      "adversarial_steps_per_s", "adversarial_unknown_word_ms", "exhaust_depth2_app_s", "exhaust_depth2_scene2_s",
      "explore_engine_scene_inproc_stimuli_per_s", "explore_mapper_inproc_stimuli_per_s", "mapper_vs_engine_step_cost",
    ] {
      #expect(keys.contains(key), "\(key)")
    }
    // What exploration is for, on both styles of broken engine: how soon it meets a bug, and
    // how many of the planted bugs it names (the smoke test's engines are found by every method).
    for method in ["tour", "swarm", "random"] {
      for figure in ["one_bug_found", "one_bug_first_ms", "several_bugs_named", "several_bugs_first_ms"] {
        let key = "\(figure)_\(method)"
        #expect(keys.contains(key), "\(key)")
      }
    }
    #expect(figures.first { $0.key == "one_bug_found_random" }?.value == 1)
    #expect(figures.allSatisfy { $0.value > 0 && $0.value.isFinite })
  }
}
