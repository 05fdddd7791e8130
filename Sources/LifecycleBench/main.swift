import Foundation
import Lifecycle
import LifecycleBenchmarks

// `swift run -c release lifecycle-bench [--only GROUP,…] [--format json] [--compare DIR]`: every
// figure of the README's performance table, measured in one run. A debug build's figures mean
// nothing.
let usage = "Usage: lifecycle-bench [--only GROUP[,GROUP…]] [--format json] [--compare DIR | --baseline FILE]"
let help = """
  OVERVIEW: Measures LifecycleKit's figures (build with -c release: a debug build's mean nothing).

  \(usage)

  OPTIONS:
    --only GROUP[,GROUP…]   Measures only these groups, in the order below.
    --format json           Prints one JSON object of key: value instead of a table; with a
                            comparison, "previous" and "ratio" objects too.
    --compare DIR           Measures the release build in DIR (its lifecycle and lifecycle-bench)
                            in the same run: its lifecycle verify on the same trace files, its
                            own bench for the rest; prints each figure's ratio to it.
    --baseline FILE         Compares with the figures of an earlier run's --format json output.
    --help                  Shows this help.

  GROUPS:
  \(BenchmarkSuite.Group.allCases.map { "  " + $0.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
  exit(2)
}

var json = false
var previous: PreviousRelease?
var baseline: [String: Double]?
var groups = Set(BenchmarkSuite.Group.allCases)
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--help", "-h":
    print(help)
    exit(0)
  case "--format":
    guard let format = arguments.first else { fail("--format needs a value") }
    arguments.removeFirst()
    guard format == "json" else { fail("unknown format '\(format)'; the only format is 'json'") }
    json = true
  case "--compare":
    guard let directory = arguments.first else { fail("--compare needs the folder of a release build") }
    arguments.removeFirst()
    guard previous == nil, baseline == nil else { fail("--compare and --baseline are given once, one of them") }
    do {
      previous = try PreviousRelease(directory: directory)
    } catch {
      fail(error.message)
    }
  case "--baseline":
    guard let path = arguments.first else { fail("--baseline needs a file") }
    arguments.removeFirst()
    guard previous == nil, baseline == nil else { fail("--compare and --baseline are given once, one of them") }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read '\(path)'") }
    guard let figures = PreviousRelease.figures(json: text) else {
      fail("'\(path)' is not the JSON object lifecycle-bench --format json prints")
    }
    baseline = figures
  case "--only":
    guard let list = arguments.first else { fail("--only needs a group") }
    arguments.removeFirst()
    groups = []
    for name in list.split(separator: ",") {
      guard let group = BenchmarkSuite.Group(rawValue: String(name)) else {
        fail(
          "unknown group '\(name)'; the groups are \(BenchmarkSuite.Group.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      groups.insert(group)
    }
  default:
    fail("unknown argument '\(argument)'")
  }
}
var figures = try await BenchmarkSuite(size: .full, groups: groups, previous: previous).run()
// The figures measured on no shared input come from the previous release's own bench, or the
// baseline file.
let earlier =
  baseline
  ?? previous?.benchFigures(groups: BenchmarkSuite.Group.allCases.filter(groups.contains).map(\.rawValue))
if let earlier {
  for index in figures.indices where figures[index].previous == nil {
    figures[index].previous = earlier[figures[index].key]
  }
}
let comparing = earlier != nil
/// One decimal: enough for every figure, and short.
func rounded(_ value: Double) -> JSONValue { .decimal((value * 10).rounded() / 10) }
if json {
  var members = figures.map { ($0.key, rounded($0.value)) }
  if comparing {
    members.append(
      ("previous", .object(figures.compactMap { figure in figure.previous.map { (figure.key, rounded($0)) } })))
    members.append(
      (
        "ratio",
        .object(
          figures.compactMap { figure in figure.ratio.map { (figure.key, .decimal(($0 * 100).rounded() / 100)) } })
      ))
  }
  print(JSONValue.object(members).pretty, terminator: "")
} else {
  if comparing {
    print(
      "figure".padding(toLength: 38, withPad: " ", startingAt: 0), String(repeating: " ", count: 9) + "value",
      "     previous   × previous")
  }
  for figure in figures {
    let comparison =
      !comparing
      ? ""
      : figure.previous.map { String(format: "%14.1f  ×%6.2f ", $0, figure.ratio ?? 0) }
        ?? String(repeating: " ", count: 24)
    print(
      figure.key.padding(toLength: max(38, figure.key.count), withPad: " ", startingAt: 0),
      String(format: "%14.1f", figure.value) + comparison, " ", figure.label)
  }
}
