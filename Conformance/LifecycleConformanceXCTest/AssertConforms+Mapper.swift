import XCTest

// A mapper goes through the same assertions as an engine, with the same call: each runs it as
// a `MappedEngine`, the kit playing iOS for it.

/// Runs one scenario on the mapper and fails the current test at the caller's line when a state
/// it reports is not its projection's, as `assertConforms(_:to:timeout:file:line:)` does for an
/// engine.
///
/// ```swift
/// func testAlert() async throws {
///   try await assertConforms(MyMapper(), to: Scenario.all.first { $0.id == "interruption.alert.app" }!)
/// }
/// ```
@MainActor
public func assertConforms<Mapper: LifecycleMapper>(
  _ mapper: @autoclosure @MainActor () -> Mapper, to scenario: Scenario, timeout: Duration = .seconds(2),
  file: StaticString = #filePath, line: UInt = #line
) async throws {
  try await assertConforms(MappedEngine(mapper()), to: scenario, timeout: timeout, file: file, line: line)
}

/// Runs every scenario the mapper can run, each on a fresh mapper, and fails the current test
/// at the caller's line once for each distinct bug, as `assertConforms(_:toAll:timeout:file:line:)`
/// does for an engine.
@MainActor
public func assertConforms<Mapper: LifecycleMapper>(
  _ mapper: @autoclosure @MainActor () -> Mapper, toAll scenarios: [Scenario] = Scenario.all,
  timeout: Duration = .seconds(2), file: StaticString = #filePath, line: UInt = #line
) async throws {
  try await assertConforms(MappedEngine(mapper()), toAll: scenarios, timeout: timeout, file: file, line: line)
}

/// Explores the mapper with `explorer` and fails the current test at the caller's line once for
/// each distinct bug, with its shrunk witness, as `assertNoCounterexample(_:_:file:line:)` does
/// for an engine.
@MainActor
@discardableResult
public func assertNoCounterexample<Mapper: LifecycleMapper>(
  _ mapper: @autoclosure @MainActor () -> Mapper, _ explorer: Explorer,
  file: StaticString = #filePath, line: UInt = #line
) async -> ExplorationReport {
  await assertNoCounterexample(MappedEngine(mapper()), explorer, file: file, line: line)
}
