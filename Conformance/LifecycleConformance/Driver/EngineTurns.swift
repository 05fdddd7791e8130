/// Runs engines one at a time in a process, first come first served.
///
/// Every engine runs on the main actor. When several tests run the kit at once, an engine that
/// blocks the main actor would otherwise stop the others' calls mid-step and have their
/// watchdogs blame them for its time; taking turns means a call is only ever timed while its
/// own run holds the turn, so time spent blocked by another engine is never charged to an
/// innocent one. A driver's run takes a turn, and so does each guarded task of an exploration,
/// a tour, an exhaustive search or a shrink (`EngineFactory.guardedRuns`), which holds the main
/// actor for many steps at a time. Runs inside a turn keep it.
@MainActor
enum EngineTurns {
  /// Whether the current task holds the turn.
  @TaskLocal static var isHolding = false
  private static var isBusy = false
  private static var waiting: [CheckedContinuation<Void, Never>] = []

  /// Runs `body` once it is this caller's turn.
  static func take<T>(_ body: @MainActor () async -> T) async -> T {
    if isHolding { return await body() }
    if isBusy {
      await withCheckedContinuation { waiting.append($0) }
    } else {
      isBusy = true
    }
    defer {
      if waiting.isEmpty { isBusy = false } else { waiting.removeFirst().resume() }
    }
    return await $isHolding.withValue(true) { await body() }
  }
}
