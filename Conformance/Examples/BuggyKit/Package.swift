// swift-tools-version: 6.0
import PackageDescription

// A second example engine package, wrong on purpose in three independent ways (one at launch, one
// under an interruption, one with several scenes): its tests show that one run of the kit finds
// all three, each once in the per-rule summary, with no false counterexample from exploration.
let package = Package(
  name: "BuggyKit",
  platforms: [.macOS(.v14)],
  products: [.library(name: "BuggyKit", targets: ["BuggyKit"])],
  dependencies: [
    .package(name: "LifecycleKit", path: "../../..")
  ],
  targets: [
    .target(name: "BuggyKit", dependencies: [.product(name: "LifecycleConformance", package: "LifecycleKit")]),
    .testTarget(
      name: "BuggyKitTests",
      dependencies: ["BuggyKit", .product(name: "LifecycleConformanceTesting", package: "LifecycleKit")]),
  ],
  swiftLanguageModes: [.v6]
)
