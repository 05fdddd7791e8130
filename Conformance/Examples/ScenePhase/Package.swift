// swift-tools-version: 6.0
import PackageDescription

// An example mapper package, as a third party would write it: a SwiftUI-style scene phase,
// derived from the scene delegate's callbacks, checked against LifecycleKit's conformance
// suites and its `swiftui` projection.
let package = Package(
  name: "ScenePhase",
  platforms: [.macOS(.v14)],
  products: [.library(name: "ScenePhase", targets: ["ScenePhase"])],
  dependencies: [
    // Your package would say .package(url: "https://…/LifecycleKit", from: "3.0.0"). A path
    // dependency is named after its folder, whatever a clone calls it: `name:` pins it.
    .package(name: "LifecycleKit", path: "../../..")
  ],
  targets: [
    // The mapper itself needs only the delegate protocols.
    .target(name: "ScenePhase", dependencies: [.product(name: "Lifecycle", package: "LifecycleKit")]),
    // Its tests add the conformance suites, for Swift Testing and for XCTest.
    .testTarget(
      name: "ScenePhaseTests",
      dependencies: [
        "ScenePhase", .product(name: "LifecycleConformanceTesting", package: "LifecycleKit"),
        .product(name: "LifecycleConformanceXCTest", package: "LifecycleKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
