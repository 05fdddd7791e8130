import Foundation
import Lifecycle

extension SimulateCommand {
  /// Writes the session to `path`, a regular file or a new one, whole or not at all; returns
  /// the line to print.
  ///
  /// A symbolic link, a FIFO, a device or a folder is refused and left as it is: an atomic
  /// write would otherwise rename a regular file over it.
  static func save(_ trace: String, steps: Int, to path: String) -> String {
    if let refusal = refusal(toSaveAt: path) {
      return "Not saved: \(refusal); save to a regular file or a new one."
    }
    // The help promises that `lifecycle verify` checks what is saved: a session past the
    // format's limits (a line over a megabyte, more than 1,000 scene ids) is not saved.
    var reader = TraceReader(bytes: Array(trace.utf8))
    if case .invalid(let line, let message) = reader.verify() {
      return "Not saved: `lifecycle verify` would reject the trace (line \(line): \(message)); undo the step."
    }
    do {
      try Data(trace.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      return "Saved \(steps == 1 ? "1 step" : "\(steps) steps") to \(path)."
    } catch {
      return "could not save to '\(path)': \(error.localizedDescription)"
    }
  }

  /// Why `save` must not write to `path` ("'/dev/null' is a character device"), or `nil` when
  /// it is a regular file or nothing at all.
  static func refusal(toSaveAt path: String) -> String? {
    guard let kind = FileSystem.kind(at: path), kind != .regularFile else { return nil }
    return "'\(path)' is \(kind.words)"
  }
}
