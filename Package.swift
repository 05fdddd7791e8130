// swift-tools-version: 6.0
import PackageDescription

// LifecycleKit: the iOS app and scene lifecycle as executable truth.
// No package dependencies: the toolchain's Foundation, Testing and XCTest only.
let package = Package(
  name: "LifecycleKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "Lifecycle", targets: ["Lifecycle"]),
    .executable(name: "lifecycle", targets: ["lifecycle"]),
  ],
  targets: [
    .target(name: "Lifecycle"),
    .executableTarget(name: "lifecycle", dependencies: ["Lifecycle"]),
    .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
  ],
  swiftLanguageModes: [.v6]
)
