import Lifecycle

/// What the fuzzer's bytes say a hostile engine does: the life cycle it runs, and for each
/// callback of each step the thread it calls from and when.
///
/// The bytes: the life cycle (even: app-based, odd: scene-based), what happens during
/// `prepare`, then one byte a callback, in the order the engine makes them.
public struct HostileSchedule: Sendable {
  /// How one callback is delivered.
  enum Way: Sendable, Equatable {
    /// On the main actor, inside `perform`: what UIKit does.
    case inline
    /// From a detached thread, the isolation check bypassed; `perform` waits for it.
    case detachedThread
    /// From a global dispatch queue; `perform` waits for it.
    case globalQueue
    /// From a detached thread after a pause of this many microseconds; `perform` waits for it.
    case delayedThread(microseconds: UInt32)
    /// This callback and the rest of the step from a main-actor task that runs after `perform`
    /// returned.
    case afterPerform

    var isOffThread: Bool {
      switch self {
      case .detachedThread, .globalQueue, .delayedThread: true
      case .inline, .afterPerform: false
      }
    }
  }

  /// What happens during `prepare`: a memory warning nobody asked for, or nothing.
  enum Prepare: Sendable, Equatable {
    case quiet
    case onMain
    case offThread
  }

  /// The life cycle the engine runs: the catalog's scenarios of the other one are skipped.
  public let lifecycle: LifecycleStyle
  let prepare: Prepare
  /// The ways, one byte a callback; every run of the engine starts again from the first.
  let ways: [UInt8]

  public init(_ bytes: [UInt8]) {
    var input = bytes[...]
    lifecycle = (input.popFirst() ?? 0) % 2 == 0 ? .app : .scene
    switch (input.popFirst() ?? 0) % 8 {
    case 6: prepare = .onMain
    case 7: prepare = .offThread
    default: prepare = .quiet
    }
    ways = Array(input)
  }

  /// Whether the bytes ask for anything hostile (a run may end before it gets there).
  public var isHostile: Bool { prepare != .quiet || ways.contains { $0 % 16 >= 12 } }

  /// The way to deliver callback number `index` of a run (from 0); inline once the bytes run
  /// out, so that a short input is a correct engine.
  func way(_ index: Int) -> Way {
    guard index < ways.count else { return .inline }
    let byte = ways[index]
    switch byte % 16 {
    case 12: return .detachedThread
    case 13: return .globalQueue
    case 14: return .delayedThread(microseconds: UInt32(byte / 16) * 20)
    case 15: return .afterPerform
    default: return .inline
    }
  }
}
