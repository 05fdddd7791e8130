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
  // One decimal: enough for every figure, and short.
  print(JSONValue.object(figures.map { ($0.key, .decimal(($0.value * 10).rounded() / 10)) }).pretty, terminator: "")
} else {
  for figure in figures {
    print(figure.key.padding(toLength: 24, withPad: " ", startingAt: 0),
          String(format: "%14.1f", figure.value), " ", figure.label)
  }
}
