import Foundation
import Lifecycle

/// Trace verification: a generated trace of `lines` lines, written to a temporary file and
/// verified in one streaming pass; the process's peak resident memory after it; and, when `jq`
/// is installed, how long `jq -c . FILE` takes just to parse the same file. With a previous
/// release, its `lifecycle verify` on the same file too. Each is timed `rounds` times, taking
/// turns, and the least time kept: the machine's other work only ever adds to a time.
struct VerifyBenchmark {
  let lines: Int
  var rounds = 1
  var previous: PreviousRelease?

  struct Figures {
    let linesPerSecond: Double
    let peakResidentMegabytes: Double
    /// Seconds `jq -c .` takes on the same file; `nil` without jq.
    let jqSeconds: Double?
    let verifySeconds: Double
    /// Seconds the previous release's `lifecycle verify` takes on the same file.
    let previousSeconds: Double?
    /// Its peak resident memory, MB.
    let previousPeakResidentMegabytes: Double?
  }

  func run() throws -> Figures {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-bench-\(UUID().uuidString).jsonl"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let written = try Self.writeTrace(lines: lines, to: path)

    var seconds = Double.infinity
    var jq: Double?
    var previousSeconds: Double?
    var previousPeak: Double?
    for _ in 0..<max(rounds, 1) {
      var verdict = "?"
      seconds = min(
        seconds,
        try Stopwatch.seconds {
          var reader = try TraceReader(path: path)
          verdict = reader.verify().name
        })
      precondition(verdict == "conformant", "the generated trace must verify conformant, got \(verdict)")
      if let previous, let other = previous.verify(path) {
        previousSeconds = min(previousSeconds ?? other.seconds, other.seconds)
        if let peak = other.peakResidentMegabytes { previousPeak = max(previousPeak ?? peak, peak) }
      }
      if let time = Self.jqSeconds(path) { jq = min(jq ?? time, time) }
    }
    return Figures(
      linesPerSecond: Double(written) / seconds, peakResidentMegabytes: Self.peakResidentMegabytes(),
      jqSeconds: jq, verifySeconds: seconds, previousSeconds: previousSeconds,
      previousPeakResidentMegabytes: previousPeak)
  }

  /// A scene-based trace that cycles through launches, scenes, interruptions and terminations,
  /// written in chunks so the file, not memory, holds it. Returns the number of lines.
  static func writeTrace(lines: Int, to path: String) throws -> Int {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { throw CocoaError(.fileWriteUnknown) }
    defer { try? file.close() }
    var writer = TraceWriter(
      header: TraceHeader(lifecycle: .scene, recording: .both, source: "lifecycle-bench"),
      to: ChunkedFile(file))
    var written = 1
    let cycle: [Stimulus] = [
      .tapIcon, .openScene("second"), .beginInterruption(.alert), .endInterruption, .resizeScene("second"),
      .pressHome, .tapIcon, .closeScene("second"), .memoryWarning, .pressHome, .suspend, .terminate,
    ]
    var model = LifecycleModel(lifecycle: .scene)
    while written < lines {
      for stimulus in cycle {
        let alternative = try model.respond(to: stimulus)[0]
        let events = alternative.linearised(recording: .both)
        writer.write(stimulus, delivered: events)
        written += 1 + events.count
        model = alternative.next
      }
    }
    var output = writer.output
    output.flush()
    return written
  }

  /// Verifies a trace that opens `scenes` scenes beside `main`, one after another (at
  /// most 999: the format allows 1,000 scene ids). Each step of it answers for every scene on
  /// screen (a neighbour may be resized, may resign and become active again), so a step holds
  /// thousands of events: what an order's closure or a pairing that is quadratic in a step's
  /// events turns into minutes.
  static func manyScenes(scenes: Int, previous: PreviousRelease? = nil) throws -> ManyScenes {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lifecycle-bench-scenes-\(UUID().uuidString).jsonl"
    )
    .path
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let file = FileHandle(forWritingAtPath: path)
    else { throw CocoaError(.fileWriteUnknown) }
    var writer = TraceWriter(
      header: TraceHeader(lifecycle: .scene, recording: .callbacks, source: "lifecycle-bench"), to: ChunkedFile(file))
    var model = LifecycleModel(lifecycle: .scene)
    for stimulus in [Stimulus.tapIcon] + (0..<scenes).map({ Stimulus.openScene(SceneID("s\($0)")) }) {
      let alternative = try model.respond(to: stimulus)[0]
      writer.write(stimulus, delivered: alternative.linearised(recording: .callbacks))
      model = alternative.next
    }
    var output = writer.output
    output.flush()
    try file.close()
    // This process has just answered every one of these steps while writing the trace (its
    // interned states and its heap are warm): verified here, the trace took half the time the
    // command a user runs takes. This build's own `lifecycle verify` is timed instead, in a
    // process of its own, as the previous release's is; in this process only where there is
    // none (a test's build).
    let seconds: Double, peak: Double
    if let build = PreviousRelease.thisBuild {
      guard let own = build.verify(path) else {
        preconditionFailure("this build's lifecycle verify must find the many-scenes trace conformant")
      }
      seconds = own.seconds
      peak = own.peakResidentMegabytes ?? peakResidentMegabytes()
    } else {
      var verdict = "?"
      seconds = try Stopwatch.seconds {
        var reader = try TraceReader(path: path)
        verdict = reader.verify().name
      }
      precondition(verdict == "conformant", "the many-scenes trace must verify conformant, got \(verdict)")
      peak = peakResidentMegabytes()
    }
    let other = previous?.verify(path)
    return ManyScenes(
      seconds: seconds, peakResidentMegabytes: peak, previousSeconds: other?.seconds,
      previousPeakResidentMegabytes: other?.peakResidentMegabytes)
  }

  /// Verifying the trace of many scenes: seconds, and the process's peak resident memory after
  /// it (the largest of every verification so far); the previous release's, when measured.
  struct ManyScenes {
    let seconds: Double
    let peakResidentMegabytes: Double
    let previousSeconds: Double?
    let previousPeakResidentMegabytes: Double?
  }

  static func peakResidentMegabytes() -> Double { ProcessMemory.peakResidentMegabytes }

  static func jqSeconds(_ path: String) -> Double? {
    guard
      let jq = ["/usr/bin/jq", "/usr/local/bin/jq", "/opt/homebrew/bin/jq"]
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: jq)
    process.arguments = ["-c", ".", path]
    process.standardOutput = FileHandle.nullDevice
    return try? Stopwatch.seconds {
      try process.run()
      process.waitUntilExit()
    }
  }
}

/// A text stream that writes to a file in 1 MiB chunks.
struct ChunkedFile: TextOutputStream {
  let file: FileHandle
  var buffer = ""

  init(_ file: FileHandle) { self.file = file }

  mutating func write(_ string: String) {
    buffer += string
    if buffer.utf8.count > 1 << 20 { flush() }
  }

  mutating func flush() {
    file.write(Data(buffer.utf8))
    buffer = ""
  }
}
