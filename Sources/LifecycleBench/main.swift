import Foundation
import Lifecycle
import LifecycleBenchmarks

// `swift run -c release lifecycle-bench [--only GROUP,…] [--format json]`: every figure of the
// README's performance table, measured in one run. A debug build's figures mean nothing.
let usage = "Usage: lifecycle-bench [--only GROUP[,GROUP…]] [--format json]"
let help = """
  OVERVIEW: Measures LifecycleKit's figures (build with -c release: a debug build's mean nothing).

  \(usage)

  OPTIONS:
    --only GROUP[,GROUP…]   Measures only these groups, in the order below.
    --format json           Prints one JSON object of key: value instead of a table.
    --help                  Shows this help.

  GROUPS:
  \(BenchmarkSuite.Group.allCases.map { "  " + $0.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("Error: \(message)\n\(usage)\n".utf8))
  exit(2)
}

var json = false
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
let figures = try await BenchmarkSuite(size: .full, groups: groups).run()
if json {
  // One decimal: enough for every figure, and short.
  print(JSONValue.object(figures.map { ($0.key, .decimal(($0.value * 10).rounded() / 10)) }).pretty, terminator: "")
} else {
  for figure in figures {
    print(
      figure.key.padding(toLength: max(38, figure.key.count), withPad: " ", startingAt: 0),
      String(format: "%14.1f", figure.value), " ", figure.label)
  }
}
