import Foundation
import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

/// The broken engines' demonstrations, shipped as example traces in Conformance/Traces/bugs
/// for `lifecycle exercise --bugs` and for students to verify by hand. Each file must be what
/// its engine records today; `RECORD_BUG_TRACES=1 swift test --filter BugTraceFile` rewrites
/// them, and a recording run still fails so it is never left on.
@Suite("Bug trace files", .cuedHangClock)
struct BugTraceFileTests {
  static let files = RecordedFiles(Repository.url("Conformance/Traces/bugs"), rewrittenWith: "RECORD_BUG_TRACES")

  @Test(
    "each broken engine's trace file is what the engine records, and it is non-conformant",
    arguments: EngineBug.all.filter { !$0.id.hasPrefix("hangs") })
  @MainActor
  func file(_ bug: EngineBug) async throws {
    let text = await bug.recordDemonstration().traceText(source: "broken engine \(bug.id)")
    if Self.files.isRecording {
      try Self.files.record([("\(bug.id).jsonl", text)])
      return
    }
    Self.files.check(text, against: "\(bug.id).jsonl")
    var reader = TraceReader(bytes: Array(text.utf8))
    #expect(reader.verify().name == "nonconformant", "\(bug.id)")
  }

  @Test("the folder holds no stale trace")
  func noStaleFiles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.files.folder.path).filter {
      $0.hasSuffix(".jsonl")
    }
    let expected = EngineBug.all.filter { !$0.id.hasPrefix("hangs") }.map { "\($0.id).jsonl" }
    #expect(Set(names) == Set(expected))
  }
}
