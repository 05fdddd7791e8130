import Testing

@testable import Lifecycle

/// The trace format's versions: what each adds, and how a hello or a header names them.
@Suite("Trace format versions")
struct FormatVersionTests {
  @Test("versions are named as a header writes them, read from the numbers that name them, and ordered")
  func names() {
    #expect(FormatVersion.all.map(\.description) == ["1", "1.1", "1.2"])
    #expect(FormatVersion.v1 < .v1_1 && FormatVersion.v1_1 < .v1_2 && FormatVersion.latest == .v1_1)
    #expect(FormatVersion.spoken == "1, 1.1 and 1.2" && FormatVersion(.decimal(1.2)) == .v1_2)
    #expect(FormatVersion(.number(1)) == .v1)
    #expect(FormatVersion(.decimal(1.0)) == .v1)
    #expect(FormatVersion(.decimal(1.1)) == .v1_1)
    #expect(
      FormatVersion(.number(2)) == nil && FormatVersion(.string("1")) == nil && FormatVersion(.decimal(1.3)) == nil)
    #expect(FormatVersion.v1.json == .number(1) && FormatVersion.v1_1.json == .decimal(1.1))
    #expect(LifecycleKit.traceFormatVersion == "1.1")
  }

  @Test("what version 1.1 adds: nine stimuli, one callback, three capabilities")
  func additions() {
    #expect(
      Set(Stimulus.Name.allCases.filter { $0.introduced == .v1_1 }.map(\.rawValue)) == [
        "crash", "restartDevice", "killForSharedResource", "beginBackgroundTask", "endBackgroundTask",
        "backgroundTimeExpires", "backgroundTimeRunsOut", "attachDisplay", "detachDisplay",
      ])
    #expect(Callback.Method.allCases.filter { $0.introduced == .v1_1 } == [.expirationHandler])
    #expect(
      Set(Capability.all).subtracting(Capability.all(through: .v1)) == [
        .abruptTermination, .backgroundTasks, .externalDisplay,
      ])
    // Every stimulus a version 1 capability allows is a stimulus of version 1.
    for stimulus in Stimulus.version1_1 {
      #expect(Capability.needed(for: stimulus).allSatisfy { $0.introduced == .v1_1 }, "\(stimulus)")
    }
  }
}
