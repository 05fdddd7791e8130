import Foundation
import Lifecycle

/// Another build of LifecycleKit (the previous release, built in release mode), measured in the
/// same run as this one: its `lifecycle verify` on the very trace files this run verifies, and
/// its own `lifecycle-bench` for the figures that have no input file (the model's walk, the
/// site).
///
/// ```sh
/// git worktree add ../v2 4aee89c && (cd ../v2 && swift build -c release)   # 2.0.0
/// .build/release/lifecycle-bench --compare ../v2/.build/release
/// ```
public struct PreviousRelease: Sendable {
  /// The folder that holds its `lifecycle` and `lifecycle-bench`.
  public let directory: String

  /// The build in `directory`.
  ///
  /// - Throws: `Problem` when the folder has no executable `lifecycle`.
  public init(directory: String) throws(Problem) {
    self.directory = directory
    guard FileManager.default.isExecutableFile(atPath: lifecycle) else {
      throw Problem(message: "'\(directory)' holds no executable lifecycle; give the folder of a release build")
    }
  }

  /// Why a previous release cannot be measured.
  public struct Problem: Error, CustomStringConvertible {
    /// One sentence.
    public let message: String
    /// The message.
    public var description: String { message }
  }

  /// This build, when its `lifecycle` lies beside the running program (`swift build -c release`
  /// builds both): measured as a previous release is, in a process of its own.
  static var thisBuild: PreviousRelease? {
    guard let program = Bundle.main.executableURL else { return nil }
    return try? PreviousRelease(directory: program.deletingLastPathComponent().path)
  }

  var lifecycle: String { directory + "/lifecycle" }
  var bench: String { directory + "/lifecycle-bench" }

  /// Its `lifecycle verify PATH`: the seconds it takes, and its peak resident memory in MB
  /// where GNU time can tell (`timeReportsMemory`); `nil` when it does not find the trace
  /// conformant (it does not read that trace, so there is nothing to compare).
  func verify(_ path: String) -> (seconds: Double, peakResidentMegabytes: Double?)? {
    let process = Process()
    let report = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-bench-rss-\(UUID().uuidString)"
    )
    .path
    defer { try? FileManager.default.removeItem(atPath: report) }
    // Through GNU time: a child of this process counts this process's memory at the fork in its
    // own peak (in `RUSAGE_CHILDREN` and in `/proc` until it executes), so only a small process
    // in between sees the verification's alone.
    if Self.timeReportsMemory {
      process.executableURL = URL(fileURLWithPath: Self.time)
      process.arguments = ["-f", "%M", "-o", report, lifecycle, "verify", path]
    } else {
      process.executableURL = URL(fileURLWithPath: lifecycle)
      process.arguments = ["verify", path]
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard
      let seconds = try? Stopwatch.seconds({
        try process.run()
        process.waitUntilExit()
      }), process.terminationStatus == 0
    else { return nil }
    let kilobytes = (try? String(contentsOfFile: report, encoding: .utf8))
      .flatMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return (seconds, kilobytes.map { $0 / 1024 })
  }

  static let time = "/usr/bin/time"

  /// Whether the previous release's peak memory can be measured: on Linux, through GNU time
  /// (`/usr/bin/time -f %M`).
  public static let timeReportsMemory: Bool = {
    #if os(Linux)
    return FileManager.default.isExecutableFile(atPath: time)
    #else
    return false
    #endif
  }()

  /// The figures its own `lifecycle-bench --format json` prints, by key: for `groups` when it
  /// takes `--only`, else all of them (a release before `--only` measures everything). Empty
  /// when it has no bench or the bench fails.
  public func benchFigures(groups: [String]) -> [String: Double] {
    guard FileManager.default.isExecutableFile(atPath: bench) else { return [:] }
    if let figures = runBench(["--only", groups.joined(separator: ","), "--format", "json"]) { return figures }
    return runBench(["--format", "json"]) ?? [:]
  }

  private func runBench(_ arguments: [String]) -> [String: Double]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: bench)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Self.figures(json: String(decoding: data, as: UTF8.self))
  }

  /// The numbers at the top level of a `lifecycle-bench --format json` object, by key; `nil`
  /// when the text is not such an object.
  public static func figures(json text: String) -> [String: Double]? {
    guard let value = JSONValue(parsing: text), case .object(let members) = value else { return nil }
    var figures: [String: Double] = [:]
    for (key, value) in members {
      switch value {
      case .number(let number): figures[key] = Double(number)
      case .decimal(let number): figures[key] = number
      default: continue
      }
    }
    return figures
  }
}
