import Foundation
import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

/// The suite's hang tests again, in a test process of their own that has two processors to run
/// on, whatever this machine has: on a 2-core machine the cooperative pool has two threads, and a
/// hang must hold none that the kit needs.
@Suite("Hangs on two threads")
struct TwoThreadTests {
  /// Every test that makes an engine hang, or block the main actor.
  static let hangTests = [
    #"BrokenEngineTests/(hang|explorationHang)\(\)"#, "ShrinkerRunTests", "HostileEngineTests",
    #"DriverTests/hangInPrepare\(\)"#,
  ]

  @Test(
    "the hang tests pass in a process with two threads to run on",
    .enabled(if: TestProcess.canRunAgain, "the test binary is run again directly only on Linux, with taskset"))
  func hangTestsOnTwoThreads() async throws {
    let output = try await TestProcess.runAgain(
      filter: Self.hangTests.joined(separator: "|"), processors: 2)
    #expect(output.status == 0, "\(output.text)")
    // All four suites ran, the dozen hang tests at least, and passed: a filter that matched
    // nothing would pass too.
    let closing = output.text.split(separator: "\n").last { $0.contains("Test run with") } ?? ""
    let ran = closing.firstMatch(of: /Test run with (\d+) tests in 4 suites passed/).flatMap { Int($0.1) } ?? 0
    #expect(ran >= 12, "\(closing)")
  }
}

/// This test process, run again on a few of the processors it may use.
enum TestProcess {
  /// Set in the process run again, which must not run itself again.
  static let childVariable = "LIFECYCLE_TESTS_RUN_AGAIN"
  static let taskset = "/usr/bin/taskset"

  static var canRunAgain: Bool {
    #if os(Linux)
    ProcessInfo.processInfo.environment[childVariable] == nil
      && FileManager.default.isExecutableFile(atPath: taskset)
    #else
    false
    #endif
  }

  /// Runs the Swift Testing tests that `filter` matches on the first `processors` processors this
  /// process may run on, the cooperative pool kept to that width; returns the exit status and
  /// the output, escape sequences removed.
  static func runAgain(filter: String, processors: Int) async throws -> (status: Int32, text: String) {
    let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let arguments = [
      "--cpu-list", try allowedProcessors().prefix(processors).map(String.init).joined(separator: ","),
      binary, "--testing-library", "swift-testing", "--filter", filter,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment[childVariable] = "1"
    // libdispatch sizes the pool by the processors the process may use; strict keeps it there.
    environment["LIBDISPATCH_COOPERATIVE_POOL_STRICT"] = "1"
    // On a thread of its own: reading and waiting block, and the pool's threads are what the
    // tests running beside this one need.
    return try await withCheckedThrowingContinuation { [environment] continuation in
      Thread.detachNewThread {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: taskset)
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return continuation.resume(throwing: error) }
        // Read to the end before waiting: a full pipe would stop the child.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).replacing(/\u{1B}\[[0-9;]*m/, with: "")
        continuation.resume(returning: (process.terminationStatus, text))
      }
    }
  }

  /// The processors this process may run on, from `Cpus_allowed_list` in /proc/self/status
  /// (`0-3,8`).
  static func allowedProcessors() throws -> [Int] {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else {
      return [0]
    }
    return line.dropFirst("Cpus_allowed_list:".count).split(separator: ",").flatMap { range -> [Int] in
      let bounds = range.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap { Int($0) }
      guard let first = bounds.first else { return [] }
      return Array(first...(bounds.last ?? first))
    }
  }
}
