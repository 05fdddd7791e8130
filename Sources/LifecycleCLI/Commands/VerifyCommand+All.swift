import Lifecycle
import LifecycleConformance

extension VerifyCommand {
  /// `lifecycle verify --all`: every divergence of the trace, each bug shown whole once (its own
  /// correction's diff), seen again in one line, and the distinct bugs counted at the end.
  static func all(
    _ reader: inout TraceReader, path: String, format: OutputFormat, console: Console
  ) throws(UsageError) -> ExitCode {
    // Each bug once: its signature, where it shows, the line it was first seen at and how often.
    var bugs: [(signature: BugSignature, places: [String], line: Int, count: Int)] = []
    var stop: Divergence?
    // The JSON document is written as the divergences come, never held: a trace may have
    // hundreds of thousands. Its head is the first divergence's verdict, as the trace's is.
    var opened = false
    let verdict = reader.verifyEvery(
      { divergence in
        let signature = divergence.signature
        if let cause = divergence.consequence, let index = bugs.firstIndex(where: { $0.signature == cause.signature }) {
          // The engine went on from the state an earlier mistake left: that bug again, not another.
          bugs[index].count += 1
          if format == .text {
            console.out(
              "\(path):\(divergence.line ?? 0): non-conformant: \(divergence.message) (a consequence of bug "
                + "\(index + 1), step \(cause.stepIndex + 1))\n")
          }
        } else if let index = bugs.firstIndex(where: { $0.signature == signature }) {
          bugs[index].count += 1
          if !bugs[index].places.contains(divergence.place) { bugs[index].places.append(divergence.place) }
          if format == .text {
            // A notification wrong with its callback is that bug, not another sighting of it.
            let again =
              divergence.partOf == nil ? "bug \(index + 1) again" : "part of bug \(index + 1), with its callback"
            console.out("\(path):\(divergence.line ?? 0): non-conformant: \(divergence.message) (\(again))\n")
          }
        } else {
          bugs.append((signature, [divergence.place], divergence.line ?? 0, 1))
          if format == .text { console.out(text(divergence, bug: bugs.count, file: path)) }
        }
        guard format == .json else { return }
        let element = JSONValue.object(json(divergence)).compact
        if opened {
          console.out(", " + element)
        } else {
          // `{…` of the verdict, then the first element of `divergences`.
          console.out(String(element.dropLast()) + ", \"divergences\": [" + element)
          opened = true
        }
      }, stopped: { stop = $0 })
    // Unreadable input after a divergence is a line that breaks the format (`broken`): it
    // cannot reach here once the JSON is opened.
    if case .invalid = verdict, case .unreadable(let reason)? = reader.invalidity?.problem {
      return try unreadable(path, reason, format: format, console: console)
    }
    // A line that breaks the format after a divergence ends the judging as an impossible stimulus does.
    var broken: TraceError?
    if case .nonconformant = verdict { broken = reader.invalidity }
    switch format {
    case .text:
      if let stop {
        console.out(
          "\(path):\(stop.line ?? 0): the rest is not judged: \(stop.message), in the states the checker went on "
            + "from after a divergence\n")
      }
      if let broken { console.out("\(path):\(broken.line): the rest is not judged: \(broken.message)\n") }
      console.out(summary(verdict, of: reader, bugs: bugs, file: path))
    case .json:
      var rest: [(String, JSONValue)] = []
      if !bugs.isEmpty {
        rest.append(
          (
            "bugs",
            .array(
              bugs.map { bug in
                .object([
                  ("summary", .string("\(bug.signature.difference) \(ConformanceBug.words(bug.places))")),
                  ("rule", .string(bug.signature.rule)), ("line", .number(bug.line)), ("count", .number(bug.count)),
                ])
              })
          ))
      }
      if let stop {
        rest.append(("stopped", .object([("line", .number(stop.line ?? 0)), ("message", .string(stop.message))])))
      }
      if let broken {
        rest.append(("stopped", .object([("line", .number(broken.line)), ("message", .string(broken.message))])))
      }
      if opened {
        console.out("]" + rest.map { ", " + JSONValue.string($0).compact + ": " + $1.compact }.joined() + "}\n")
      } else {
        console.out(JSONValue.object((json(verdict, of: reader).objectMembers ?? []) + rest).compact + "\n")
      }
    }
    switch verdict {
    case .conformant: return .success
    case .nonconformant: return .failure
    case .invalid: return .usage
    }
  }

  /// A bug seen for the first time: the headline, then the details with its own correction's diff.
  static func text(_ divergence: Divergence, bug: Int, file: String) -> String {
    let headline = "\(file):\(divergence.line ?? 0): non-conformant (bug \(bug)): \(divergence.message)"
    let details = divergence.details(namingStep: true, correctionOnly: true)
    return ([headline] + details.map { "  " + $0 }).joined(separator: "\n") + "\n"
  }

  /// The last lines: the verdict, and for a non-conformant trace each distinct bug with its count.
  static func summary(
    _ verdict: TraceVerdict, of reader: TraceReader,
    bugs: [(signature: BugSignature, places: [String], line: Int, count: Int)], file: String
  ) -> String {
    switch verdict {
    case .conformant(let steps, let events, _):
      return "\(file): conformant: \(reader.summary(steps: steps, events: events))\n"
    case .nonconformant:
      let total = bugs.map(\.count).reduce(0, +)
      var lines = [
        "\(file): non-conformant: \(total) divergence\(total == 1 ? "" : "s"), \(bugs.count) distinct bug\(bugs.count == 1 ? "" : "s")"
      ]
      lines += bugs.enumerated().map { offset, bug in
        "  bug \(offset + 1): \(bug.signature.difference) \(ConformanceBug.words(bug.places)) [\(bug.signature.rule)] "
          + "(line \(bug.line)\(bug.count > 1 ? ", \(bug.count) times" : ""))"
      }
      return lines.joined(separator: "\n") + "\n"
    case .invalid(let line, let message):
      return "\(file):\(line): \(message)\n"
    }
  }
}
