// swift-tools-version: 6.0
import PackageDescription

// LifecycleKit: the iOS app and scene lifecycle as executable truth.
// No package dependencies: the toolchain's Foundation, Testing and XCTest only.
let package = Package(
  name: "LifecycleKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "Lifecycle", targets: ["Lifecycle"]),
    // The conformance kit: the core links no test framework; each adapter links exactly one.
    .library(name: "LifecycleConformance", targets: ["LifecycleConformance"]),
    .library(name: "LifecycleConformanceTesting", targets: ["LifecycleConformanceTesting"]),
    .library(name: "LifecycleConformanceXCTest", targets: ["LifecycleConformanceXCTest"]),
    // The executable's module is LifecycleCLI: a module named `lifecycle` beside `Lifecycle`
    // would collide on case-insensitive file systems.
    .executable(name: "lifecycle", targets: ["LifecycleCLI"]),
    .executable(name: "lifecycle-bench", targets: ["LifecycleBench"]),
  ],
  targets: [
    // Core: the vocabulary, the reference model, the catalog, the trace codec and the checker.
    .target(name: "Lifecycle"),

    // Kit: what an engine author adds to a test target.
    .target(
      name: "LifecycleConformance",
      dependencies: ["Lifecycle"],
      path: "Conformance/LifecycleConformance"),
    .target(
      name: "LifecycleConformanceTesting",
      dependencies: ["LifecycleConformance"],
      path: "Conformance/LifecycleConformanceTesting"),
    .target(
      name: "LifecycleConformanceXCTest",
      dependencies: ["LifecycleConformance"],
      path: "Conformance/LifecycleConformanceXCTest"),
    // Fixtures, not a product: engines and mappers with deliberate mistakes, for the kit's own
    // tests, the classroom's exercises, the benchmarks and the engine host. An engine author
    // never links them.
    .target(
      name: "LifecycleConformanceFixtures",
      dependencies: ["Lifecycle", "LifecycleConformance"],
      path: "Conformance/LifecycleConformanceFixtures"),

    // Docs: pure rendering of the catalog into DocsSite/ (Markdown, Mermaid, JSON), and its writer.
    // The translations are resource files, read when an edition other than English is rendered.
    // It depends on the kit for one thing: the conformance report's document (`ReportDocument`),
    // whose decoder sits beside the kit's encoder, so the Engines pages read reports as the kit
    // writes them.
    .target(
      name: "LifecycleDocs", dependencies: ["Lifecycle", "LifecycleConformance"],
      resources: [.copy("Translations")]),

    // Tools: the command line and the benchmarks. Figures belong in a release build, never in
    // timed tests: `swift run -c release lifecycle-bench`.
    .executableTarget(
      name: "LifecycleCLI",
      dependencies: ["Lifecycle", "LifecycleDocs", "LifecycleConformance", "LifecycleConformanceFixtures"]),
    .target(
      name: "LifecycleBenchmarks",
      dependencies: ["Lifecycle", "LifecycleDocs", "LifecycleConformance", "LifecycleConformanceFixtures"]),
    .executableTarget(name: "LifecycleBench", dependencies: ["Lifecycle", "LifecycleBenchmarks"]),
    // The reference engine (or a broken one) served over the engine protocol, for the kit's own
    // tests and the benchmark's figures through a pipe.
    .executableTarget(
      name: "LifecycleEngineHost", dependencies: ["LifecycleConformance", "LifecycleConformanceFixtures"]),

    // Tests: one test target per module, and what they share: the switch for the long tests and
    // the repository's root.
    .target(name: "LifecycleTestSupport", path: "Tests/LifecycleTestSupport"),
    .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle", "LifecycleTestSupport"]),
    .testTarget(
      name: "LifecycleConformanceTests",
      dependencies: [
        "LifecycleConformance", "LifecycleConformanceFixtures", "LifecycleEngineHost", "LifecycleTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "LifecycleConformanceTestingTests",
      dependencies: ["LifecycleConformanceTesting", "LifecycleConformanceFixtures"]),
    .testTarget(
      name: "LifecycleConformanceXCTestTests",
      dependencies: ["LifecycleConformanceXCTest", "LifecycleConformanceFixtures"]),
    .testTarget(
      name: "LifecycleDocsTests", dependencies: ["LifecycleDocs", "Lifecycle", "LifecycleTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "LifecycleCLITests",
      dependencies: [
        "LifecycleCLI", "LifecycleDocs", "LifecycleConformance", "LifecycleConformanceFixtures",
        "LifecycleEngineHost", "LifecycleTestSupport",
      ]),
    .testTarget(name: "LifecycleBenchmarksTests", dependencies: ["LifecycleBenchmarks"]),
  ],
  swiftLanguageModes: [.v6]
)
