import Foundation
import LifecycleConformance
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `lifecycle conform --known FILE` reads a regular file of bounded size, and names what it
/// refuses.
@Suite("The known-bugs file")
struct KnownFailureFileTests {
  /// A folder of its own for each test.
  static func folder() throws -> String {
    let folder = NSTemporaryDirectory() + "known-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The message `read` refuses `path` with, or `nil` when it reads it.
  static func refusal(_ path: String) -> String? {
    do throws(UsageError) {
      _ = try KnownFailureFile.read(path)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("a file larger than 16 MiB is refused with its size, without reading it whole")
  func tooLarge() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Sparse: NUL bytes the file system does not store.
    let path = folder + "/known.json"
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 300 << 20)
    try handle.close()
    #expect(
      Self.refusal(path)
        == "--known '\(path)' is 314572800 bytes; a known-bugs file is at most 16 MiB (16777216 bytes)")
  }

  @Test("a device, a FIFO or a folder is not a regular file, and a missing file is missing")
  func notRegular() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(
      Self.refusal("/dev/zero") == "cannot read --known '/dev/zero': it is a character device, not a regular file")
    #expect(mkfifo(folder + "/fifo", 0o600) == 0)
    #expect(
      Self.refusal(folder + "/fifo")
        == "cannot read --known '\(folder)/fifo': it is a FIFO (named pipe), not a regular file")
    #expect(Self.refusal(folder) == "cannot read --known '\(folder)': it is a folder, not a regular file")
    #expect(Self.refusal(folder + "/none.json") == "cannot read --known '\(folder)/none.json': no such file")
  }

  @Test("a byte order mark is refused, as a trace's is")
  func byteOrderMark() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/known.json"
    try Data([0xEF, 0xBB, 0xBF] + Array(#"[{"rule": "hang", "reason": "x"}]"#.utf8)).write(
      to: URL(fileURLWithPath: path))
    #expect(Self.refusal(path) == "--known '\(path)' starts with a byte order mark; write UTF-8 without one")
  }

  @Test("a declaration by scenario alone is read; an unknown callback, or no selector at all, is named")
  func selectors() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/known.json"
    try #"[{"scenario": "home-press.*", "reason": "x"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try KnownFailureFile.read(path) == [KnownFailure(scenario: "home-press.*", reason: "x")])
    try #"[{"callback": "sceneDidBecomeActiv(_:)", "reason": "x"}]"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(Self.refusal(path)?.contains("'sceneDidBecomeActiv(_:)'") == true, "\(Self.refusal(path) ?? "read")")
    try #"[{"reason": "x"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
    let unselected = Self.refusal(path) ?? "read"
    #expect(unselected.hasSuffix("says no 'rule', 'stimulus', 'callback' or 'scenario': which failures is it?"))
  }

  @Test("an unknown rule is named, with the nearest rule or else every rule")
  func unknownRule() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/known.json"
    try #"[{"rule": "hang", "reason": "x"}, {"rule": "delegate-sequnce", "reason": "y"}]"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(
      Self.refusal(path)
        == "--known '\(path)', entry 2: unknown rule 'delegate-sequnce'; did you mean 'delegate-sequence'?")
    try #"[{"rule": "whatever-it-is", "reason": "x"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
    let message = try #require(Self.refusal(path))
    #expect(
      message.hasPrefix("--known '\(path)', entry 1: unknown rule 'whatever-it-is'; the rules are required-event, "))
    #expect(message.contains(", launch-first, ") && message.contains(", hang, ") && message.contains(", no-hello, "))
    // Every rule a failure can break is one a declaration may name.
    try #"[{"rule": "argument-states", "reason": "x"}, {"rule": "nonconformant", "reason": "y"}]"#.write(
      toFile: path, atomically: true, encoding: .utf8)
    #expect(Self.refusal(path) == nil)
  }
}
