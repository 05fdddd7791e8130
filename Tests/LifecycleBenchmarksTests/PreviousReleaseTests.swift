import Foundation
import LifecycleBenchmarks
import Testing

/// `lifecycle-bench --compare DIR` and `--baseline FILE`: what is read of another build and of
/// an earlier run's JSON, and the ratios printed.
@Suite("Comparing with a previous release")
struct PreviousReleaseTests {
  @Test("an earlier run's JSON gives its figures, and nothing of a comparison it held")
  func baseline() {
    let text = """
      {
        "verify_lines_per_s": 792320.4,
        "model_vs_baseline": 51,
        "previous": {"verify_lines_per_s": 1.5},
        "label": "x"
      }
      """
    #expect(PreviousRelease.figures(json: text) == ["verify_lines_per_s": 792320.4, "model_vs_baseline": 51])
    #expect(PreviousRelease.figures(json: "[1, 2]") == nil)
    #expect(PreviousRelease.figures(json: "verify_lines_per_s 1") == nil)
  }

  @Test("a figure's ratio is its value over the previous release's")
  func ratio() {
    let faster = BenchmarkSuite.Figure(key: "verify_lines_per_s", value: 3_000, label: "", previous: 1_000)
    #expect(faster.ratio == 3)
    #expect(BenchmarkSuite.Figure(key: "docs_render_ms", value: 50, label: "").ratio == nil)
  }

  /// The folder of the `lifecycle` built beside the tests.
  static var built: String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [beside, beside.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")]
    where FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("lifecycle").path) {
      return folder.path
    }
    return root.appendingPathComponent(".build/debug").path
  }

  @Test("a comparison runs the other build's lifecycle verify on the same trace files")
  func sameFiles() async throws {
    // This very build stands in for the previous release: it verifies every file conformant.
    let previous = try PreviousRelease(directory: Self.built)
    let figures = try await BenchmarkSuite(size: .smoke, groups: [.verify], previous: previous).run()
    for key in ["verify_lines_per_s", "verify_999_scenes_s"] {
      let figure = try #require(figures.first { $0.key == key })
      #expect((figure.previous ?? 0) > 0, "\(key)")
    }
    // Its memory where GNU time reports it.
    guard PreviousRelease.timeReportsMemory else { return }
    for key in ["verify_peak_rss_mb", "verify_999_scenes_peak_rss_mb"] {
      let figure = try #require(figures.first { $0.key == key })
      #expect((figure.previous ?? 0) > 0, "\(key)")
    }
  }

  @Test("a folder without a lifecycle executable is refused, named")
  func refusal() {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("no-release-\(UUID().uuidString)").path
    do {
      _ = try PreviousRelease(directory: folder)
      Issue.record("a folder without lifecycle was accepted")
    } catch {
      #expect(error.message == "'\(folder)' holds no executable lifecycle; give the folder of a release build")
      #expect("\(error)" == error.message)
    }
  }

  @Test("the other build's own bench gives the figures that have no input file; none without one")
  func otherBench() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A stand-in release: a lifecycle that does nothing, and a bench that answers only a whole run.
    let lifecycle = folder + "/lifecycle", bench = folder + "/lifecycle-bench"
    try "#!/bin/sh\nexit 0\n".write(toFile: lifecycle, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: lifecycle)
    let previous = try PreviousRelease(directory: folder)
    #expect(previous.benchFigures(groups: ["model"]).isEmpty)
    // A bench older than --only: asked for a group it fails, and its whole run is read instead.
    let script = """
      #!/bin/sh
      case "$1" in --only) exit 2 ;; esac
      echo '{"model_steps_per_s": 483000, "label": "2.0.0"}'

      """
    try script.write(toFile: bench, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bench)
    #expect(previous.benchFigures(groups: ["model"]) == ["model_steps_per_s": 483000])
  }
}
