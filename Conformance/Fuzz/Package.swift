// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets for the trace codec and the checker, and for the kit's delegates. A
// package of its own: it links only with `-sanitize=fuzzer` (libFuzzer supplies `main`), so the
// root package's `swift build` stays plain. See README.md.
// SwiftPM names a path dependency after its folder: whatever the checkout is called.
let root = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "LifecycleKit"

let package = Package(
  name: "LifecycleFuzz",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(name: "TraceFuzzer", dependencies: [.product(name: "Lifecycle", package: root)]),
    // The kit's delegates against engines that call from random threads at random times.
    .target(
      name: "HostileSchedules",
      dependencies: [
        .product(name: "Lifecycle", package: root), .product(name: "LifecycleConformance", package: root),
      ]),
    .executableTarget(name: "DelegateFuzzer", dependencies: ["HostileSchedules"]),
    // The same check on seeded schedules, a million in minutes; links without libFuzzer.
    .executableTarget(name: "DelegateSchedules", dependencies: ["HostileSchedules"]),
  ],
  swiftLanguageModes: [.v6]
)
