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
    ] {
      #expect(keys.contains(key), "\(key)")
    }
    #expect(figures.allSatisfy { $0.value > 0 && $0.value.isFinite })
  }
}
