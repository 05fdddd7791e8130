// swift-tools-version: 6.0
import PackageDescription

// An example engine package, as a third party would write it: a tiny UIKit-like runtime that
// delivers scene lifecycle callbacks, checked against LifecycleKit's conformance suites.
let package = Package(
  name: "MiniUIKit",
  platforms: [.macOS(.v14)],
  products: [.library(name: "MiniUIKit", targets: ["MiniUIKit"])],
  dependencies: [
    // Your package would say .package(url: "https://…/LifecycleKit", from: "3.0.0"). A path
    // dependency is named after its folder, whatever a clone calls it: `name:` pins it.
    .package(name: "LifecycleKit", path: "../../..")
  ],
  targets: [
    // The engine itself needs only the delegate protocols.
    .target(name: "MiniUIKit", dependencies: [.product(name: "Lifecycle", package: "LifecycleKit")]),
    // Its tests add the conformance suites, for Swift Testing and for XCTest.
    .testTarget(
      name: "MiniUIKitTests",
      dependencies: [
        "MiniUIKit", .product(name: "LifecycleConformanceTesting", package: "LifecycleKit"),
        .product(name: "LifecycleConformanceXCTest", package: "LifecycleKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
