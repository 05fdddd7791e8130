import Lifecycle
import LifecycleConformance

/// What the fuzzer's bytes say a hostile engine does: the script it is given, and for each
/// callback of each step the thread it calls from and when.
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

  public let script: Script
  let prepare: Prepare
  private var bytes: ArraySlice<UInt8>

  public init(_ bytes: [UInt8]) {
    var input = bytes[...]
    let lifecycle: LifecycleStyle = (input.popFirst() ?? 0) % 2 == 0 ? .app : .scene
    let count = Int((input.popFirst() ?? 0) % 4) + 1
    let stimuli = (0..<count).map { $0 % 2 == 0 ? Stimulus.tapIcon : .pressHome }
    script = Script(lifecycle: lifecycle, stimuli: stimuli)
    switch (input.popFirst() ?? 0) % 8 {
    case 6: prepare = .onMain
    case 7: prepare = .offThread
    default: prepare = .quiet
    }
    self.bytes = input
  }

  /// The way to deliver the next callback; inline once the bytes run out, so that a short input
  /// is a correct engine.
  mutating func nextWay() -> Way {
    guard let byte = bytes.popFirst() else { return .inline }
    switch byte % 16 {
    case 12: return .detachedThread
    case 13: return .globalQueue
    case 14: return .delayedThread(microseconds: UInt32(byte / 16) * 20)
    case 15: return .afterPerform
    default: return .inline
    }
  }
}
