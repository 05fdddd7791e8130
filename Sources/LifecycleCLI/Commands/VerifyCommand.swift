import Foundation
import Lifecycle

/// `lifecycle verify TRACE`: judges a trace against the reference model.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Check a trace of an engine's callbacks against the reference model."
  static let usage = "lifecycle verify TRACE [--all] [--projection NAME|FILE.json] [--format text|json]"
  static let help = """
    Reads a trace in the lifecycle trace format (JSON Lines) and checks every step against the
    responses the reference model allows. TRACE is a file, or - for standard input. The verdict
    is at the first line where it is certain; for a non-conformant one, the rest of that step is
    read too, so that the diff shows the whole step.

    The format and every rule are specified in Conformance/SPEC.md; a rule named in a verdict is
    the heading with that id (Conformance/SPEC.md#delegate-sequence), and how the verdict is
    reached is Conformance/SPEC.md#how-a-trace-is-judged.

    Every verdict goes to standard output:
      exit 0  conformant: a one-line summary
      exit 1  non-conformant: the line, the step, a diff (- expected, + actual), the rule
              broken and where it is documented
      exit 2  invalid: FILE:LINE: message (malformed JSON, an unknown name, a misplaced key,
              an impossible stimulus, …)

    Options:
      --all               every divergence, not only the first: after each, checking goes on from
                          the states that best explain what the engine did (the conformance kit's
                          way, Conformance/SPEC.md#continuing-after-a-divergence); each divergence
                          is shown with the diff of its own correction, a bug seen before in one
                          line, and the distinct bugs are counted at the end
      --projection P      the projection a version 1.2 trace's state lines follow, in place of
                          its header's: a name the kit defines (react-native) or a file holding
                          an inline projection (Conformance/SPEC.md#version-12)
      --format FORMAT     text (default) or json: one object with verdict, line, message and,
                          where they apply, expected, actual, rule and reference (with --all,
                          also "divergences" and "bugs")

    Examples:
      swift run lifecycle verify Conformance/Traces/correct-scene.jsonl
      my-engine --trace | swift run lifecycle verify -
      swift run lifecycle verify --all conformance/traces/bug-1.jsonl
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let every = arguments.flag("--all")
    let projection = try arguments.option("--projection").map(Self.projection)
    let format = try arguments.format()
    guard let path = try arguments.positional("TRACE") else {
      throw UsageError("missing trace file; give a path, or - for standard input")
    }
    try arguments.finish()
    var reader: TraceReader
    if path == "-" {
      // The bytes themselves when standard input is a descriptor: exactly as from a file.
      reader = console.inputDescriptor.map { TraceReader(fileDescriptor: $0) } ?? TraceReader(lines: console.readLine)
    } else {
      do {
        reader = try TraceReader(path: path)
      } catch {
        return try unreadable(
          path, (error as? TraceReader.OpenError)?.reason ?? "\(error)", format: format, console: console)
      }
    }
    reader.projection = projection
    if every { return try all(&reader, path: path, format: format, console: console) }
    let verdict = reader.verify()
    if case .invalid = verdict, case .unreadable(let reason)? = reader.invalidity?.problem {
      return try unreadable(path, reason, format: format, console: console)
    }
    switch format {
    case .text: console.out(text(verdict, of: reader, file: path))
    case .json: console.out(json(verdict, of: reader).compact + "\n")
    }
    switch verdict {
    case .conformant: return .success
    case .nonconformant: return .failure
    case .invalid: return .usage
    }
  }

  /// The projection `--projection` names: one the kit defines, or a file holding an inline one.
  static func projection(_ value: String) throws(UsageError) -> Projection {
    if let named = Projection.named(value) { return named }
    guard value.hasSuffix(".json") else {
      throw UsageError("--projection '\(Quoted(value))': \(ProjectionError.unknownName(value, suggestion: nil))")
    }
    guard let text = try? String(contentsOfFile: value, encoding: .utf8) else {
      throw UsageError("--projection '\(Quoted(value))': cannot read the file")
    }
    do {
      return try Projection(parsing: text)
    } catch {
      throw UsageError("--projection '\(Quoted(value))': \(error)")
    }
  }

  /// A trace that cannot be read (Conformance/SPEC.md#exit-codes), exit 2: for people a bad
  /// command line (`Error:` on standard error), since nothing was judged; for a program reading
  /// JSON the one object it always gets, an invalid verdict at line 0.
  static func unreadable(
    _ path: String, _ reason: String, format: OutputFormat, console: Console
  ) throws(UsageError) -> ExitCode {
    let message = "cannot read \(path == "-" ? "standard input" : "'\(Quoted(path))'"): \(reason)"
    guard format == .json else { throw UsageError(message) }
    let verdict: JSONValue = .object([
      ("verdict", .string("invalid")), ("line", .number(0)), ("message", .string(message)),
    ])
    console.out(verdict.compact + "\n")
    return .usage
  }

  /// The verdict for people: one line, and for a divergence the step, diff, rule and page.
  static func text(_ verdict: TraceVerdict, of reader: TraceReader, file: String) -> String {
    switch verdict {
    case .conformant(let steps, let events, _):
      return "\(file): conformant: \(reader.summary(steps: steps, events: events))\n"
    case .nonconformant(let divergence):
      let headline = "\(file):\(verdict.line): non-conformant: \(divergence.message)"
      return ([headline] + divergence.details.map { "  " + $0 }).joined(separator: "\n") + "\n"
    case .invalid(let line, let message):
      return "\(file):\(line): \(message)\n"
    }
  }

  /// The verdict for machines: `{"verdict": …, "line": N, "message": …, …}`.
  static func json(_ verdict: TraceVerdict, of reader: TraceReader) -> JSONValue {
    var fields: [(String, JSONValue)] = [("verdict", .string(verdict.name)), ("line", .number(verdict.line))]
    switch verdict {
    case .conformant(let steps, let events, _):
      fields.append(("message", .string(reader.summary(steps: steps, events: events))))
    case .nonconformant(let divergence):
      return .object(json(divergence))
    case .invalid(_, let message):
      fields += [("message", .string(message)), ("spec", .string(reader.invalidity?.specification ?? ""))]
    }
    return .object(fields)
  }

  /// A divergence's verdict for machines, key by key: `verdict`, `line`, `message`, `stimulus`, ….
  static func json(_ divergence: Divergence) -> [(String, JSONValue)] {
    let verdict = TraceVerdict.nonconformant(divergence)
    var fields: [(String, JSONValue)] = [("verdict", .string(verdict.name)), ("line", .number(verdict.line))]
    fields += [
      ("message", .string(divergence.message)),
      ("stimulus", quotingStrings(divergence.stimulus.traceJSON)),
      ("stimulusLine", divergence.stimulusLine.map { .number($0) } ?? .null),
      ("expected", quotingStrings(.array(divergence.expected.map(\.traceJSON)))),
      ("actual", quotingStrings(.array(divergence.actual.map(\.traceJSON)))),
    ]
    if let rule = divergence.rule {
      fields += [("rule", .string(rule.description)), ("spec", .string(rule.specification))]
    }
    fields.append(("response", .string(divergence.stimulus.responseSpecification)))
    if let reference = divergence.reference { fields.append(("reference", .string(reference))) }
    if let argument = divergence.argument {
      fields.append(
        (
          "argument",
          .object([
            ("key", .string(argument.key)), ("expected", .string(argument.expected)),
            ("actual", .string(argument.actual)),
          ])
        ))
    }
    return fields
  }
}
