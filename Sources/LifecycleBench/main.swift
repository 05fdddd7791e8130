import Foundation
import Lifecycle
import LifecycleBenchmarks

// `swift run -c release lifecycle-bench [--format json]`: every figure of the README's
// performance table, measured in one run. A debug build's figures mean nothing.
let arguments = CommandLine.arguments.dropFirst()
let json = arguments.elementsEqual(["--format", "json"])
guard arguments.isEmpty || json else {
  print("Usage: lifecycle-bench [--format json]")
  exit(arguments.contains("--help") ? 0 : 2)
}
let figures = try await BenchmarkSuite(size: .full).run()
if json {
  print(JSONValue.object(figures.map { ($0.key, .number(Int($0.value.rounded()))) }).pretty, terminator: "")
} else {
  for figure in figures {
    print(figure.key.padding(toLength: 24, withPad: " ", startingAt: 0),
          String(format: "%14.1f", figure.value), " ", figure.label)
  }
}
