/// An exploration's `makeEngine`, for a task that may outlive the call it was given to.
///
/// Runs are guarded by one task for the whole exploration (a task per run, and the two thread
/// hops of starting and ending it, cost a tenth of a short run). After a hang that task is given
/// up on while it is still inside the engine, and the exploration returns: the closure is dropped
/// then, so the abandoned task can make no more engines.
@MainActor
final class EngineFactory<Engine: LifecycleEngine> {
  private var make: (() -> Engine)?

  private init(_ make: @escaping () -> Engine) { self.make = make }

  /// A fresh engine, or `nil` once the call that made the factory has returned.
  func callAsFunction() -> Engine? { make?() }

  /// Calls `body` with a factory for `makeEngine` that it may hand to a task that outlives it.
  static func with<T>(_ makeEngine: () -> Engine, _ body: (EngineFactory) async -> T) async -> T {
    await withoutActuallyEscaping(makeEngine) { escapable in
      let factory = EngineFactory(escapable)
      defer { factory.make = nil }
      return await body(factory)
    }
  }
}
