import Foundation
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// A signal to `lifecycle conform` ends it with 128 plus the signal, as a shell reports it,
/// whenever it comes: while the engine runs, or as the command finishes (the report renamed
/// into place, the verdict written) before the handler's thread has woken.
@Suite("lifecycle conform, interrupted")
struct InterruptHandlerTests {
  @Test("a SIGTERM that comes just before the command ends still ends it with 143, not the verdict's code")
  func termAtTheEnd() async {
    await #expect(processExitsWith: .exitCode(128 + SIGTERM)) {
      let handler = InterruptHandler()
      raise(SIGTERM)
      handler.remove()
      exit(1)
    }
  }

  @Test("a SIGINT that comes just before the command ends still ends it with 130, not the verdict's code")
  func interruptAtTheEnd() async {
    await #expect(processExitsWith: .exitCode(128 + SIGINT)) {
      let handler = InterruptHandler()
      raise(SIGINT)
      handler.remove()
      exit(0)
    }
  }

  @Test("a SIGTERM while the engine runs kills it and exits 143, saying so")
  func termWhileRunning() throws {
    let folder = NSTemporaryDirectory() + "interrupt-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // An engine that says it has started, then never says hello.
    let started = folder + "/started"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ConformCommandTests.built("lifecycle"))
    process.arguments = ["conform", "--timeout", "120", "--", "/bin/sh", "-c", "touch '\(started)'; exec sleep 120"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let error = Pipe()
    process.standardError = error
    try process.run()
    // Only to catch a hang: the engine starts at once.
    let deadline = Date() + 60
    while !FileManager.default.fileExists(atPath: started), Date() < deadline { usleep(10_000) }
    process.terminate()
    process.waitUntilExit()
    let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 128 + SIGTERM)
    #expect(said.contains("lifecycle conform: interrupted (signal \(SIGTERM)); the engine was killed"), "\(said)")
  }
}
