// The conformance kit re-exports the model so an engine's tests need one import; `@_exported`
// is the only way Swift offers to do that.
@_exported import Lifecycle

/// The one protocol an engine implements to be checked: be told where to deliver, then perform
/// stimuli, calling the delegates as UIKit would.
///
/// ```swift
/// struct MyEngine: LifecycleEngine {
///   let capabilities = EngineCapabilities(lifecycles: [.scene], supports: [.appSwitcher])
///   var delegates: LifecycleDelegates?
///
///   mutating func prepare(_ delegates: LifecycleDelegates) async throws {
///     self.delegates = delegates          // the app is not running; delegates.savedSessions exist
///   }
///   mutating func perform(_ stimulus: Stimulus) async throws {
///     // call delegates.appDelegate, delegates.sceneDelegate(for:), delegates.post(_:scene:)
///   }
/// }
/// ```
///
/// The kit makes a fresh engine for every scenario, calls `prepare` once, then `perform` for each
/// stimulus in order. `perform` returns once the stimulus's callbacks are delivered; the kit
/// waits only long enough to catch a hang. Everything runs on the main actor, as UIKit's
/// delegates do.
@MainActor
public protocol LifecycleEngine {
  /// What the engine can do: which scenarios apply to it.
  var capabilities: EngineCapabilities { get }
  /// Scenarios the engine is known to fail, each with the reason; they are reported as expected
  /// failures, and as an unexpected pass when they start to pass. Empty by default.
  var knownFailures: [KnownFailure] { get }
  /// The engine's name in messages and in the `source` of the traces it records; its type's
  /// name by default. Override it with a name a reader knows: `var displayName: String { "MiniUIKit" }`.
  var displayName: String { get }
  /// Sets the engine up for one run: the app is not running, it uses `delegates.lifecycle`,
  /// `delegates.savedSessions` exist, and callbacks go to `delegates`.
  mutating func prepare(_ delegates: LifecycleDelegates) async throws
  /// Performs one stimulus and returns once its callbacks are delivered.
  mutating func perform(_ stimulus: Stimulus) async throws
  /// Ends a run after its last stimulus: an engine that can only tell then that something went
  /// wrong (a line its process wrote after the last response) throws. Does nothing by default.
  mutating func end() async throws
}

extension LifecycleEngine {
  /// No known failures, by default.
  public var knownFailures: [KnownFailure] { [] }

  /// The type's name, by default.
  public var displayName: String { String(describing: Self.self) }

  /// Does nothing, by default.
  public mutating func end() async throws {}
}
