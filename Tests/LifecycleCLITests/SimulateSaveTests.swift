import Foundation
import Lifecycle
import LifecycleTestSupport
import Testing

@testable import LifecycleCLI

/// `save FILE` writes a regular file or a new one, and nothing else.
@Suite("lifecycle simulate: save refuses what is not a regular file")
struct SimulateSaveTests {
  /// A fresh folder for one test, removed by `defer`.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("simulate-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func type(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
  }

  @Test("a symbolic link is left alone, and so is the file it points to")
  func symlink() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.jsonl").path
    let link = folder.appendingPathComponent("link.jsonl").path
    try "mine\n".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let run = await CLIRun(["simulate"], stdin: ["tapIcon", "save \(link)"])
    #expect(run.stdout.contains("Not saved: '\(link)' is a symbolic link; save to a regular file or a new one.\n"))
    #expect(Self.type(link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine\n")
  }

  @Test("a FIFO is left alone")
  func fifo() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let run = await CLIRun(["simulate"], stdin: ["tapIcon", "save \(fifo)"])
    #expect(run.stdout.contains("Not saved: '\(fifo)' is a FIFO (named pipe); save to a regular file or a new one.\n"))
    #expect(Self.type(fifo) == S_IFIFO)
  }

  // Tests run as root, so a real save to a device would replace it: only the check is run.
  @Test("a device, a folder and a socket are refused; a regular file and an absent one are not")
  func kinds() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("file.jsonl").path
    try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
    #expect(SimulateCommand.refusal(toSaveAt: "/dev/null") == "'/dev/null' is a character device")
    #expect(SimulateCommand.refusal(toSaveAt: folder.path) == "'\(folder.path)' is a folder")
    #expect(SimulateCommand.refusal(toSaveAt: file) == nil)
    #expect(SimulateCommand.refusal(toSaveAt: folder.appendingPathComponent("new.jsonl").path) == nil)
  }

  @Test("a regular file is replaced with the session, and nothing is left beside it")
  func regularFile() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl").path
    try "old\n".write(toFile: file, atomically: false, encoding: .utf8)
    let run = await CLIRun(["simulate"], stdin: ["tapIcon", "save \(file)"])
    #expect(run.stdout.contains("Saved 1 step to \(file)."))
    #expect(try String(contentsOfFile: file, encoding: .utf8).hasPrefix(#"{"format": "lifecycle-trace""#))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["session.jsonl"])
  }

  @Test("a session lifecycle verify would reject is not saved: a line over the limit")
  func tooLongToVerify() async throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl").path
    let id = "s" + String(repeating: "a", count: TraceReader.maximumLineLength)
    let run = await CLIRun(
      ["simulate", "--lifecycle", "scene"], stdin: ["tapIcon", "openScene \(id)", "save \(file)"])
    #expect(
      run.stdout.contains(
        "Not saved: `lifecycle verify` would reject the trace (line 14: line longer than 1048576 bytes); undo the step."
      ), "\(run.stdout.suffix(400))")
    #expect(!FileManager.default.fileExists(atPath: file))
  }
}
