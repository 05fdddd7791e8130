import Foundation
import HostileSchedules

/// libFuzzer's entry point: the bytes are a hostile engine's schedule (callbacks from detached
/// threads, global queues, after a pause, after `perform` returned, during `prepare`), checked
/// by `checkHostileSchedule`.
///
/// libFuzzer calls from the main thread, where the main actor's queue runs only while this
/// function runs the main run loop: some 50 inputs a second. `DelegateSchedules` runs the same
/// check a million times in minutes.
@_cdecl("LLVMFuzzerTestOneInput")
public func delegateFuzzerTestOneInput(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let done = Flag()
  Task { @MainActor in
    await checkHostileSchedule(bytes)
    done.isSet = true
  }
  while !done.isSet {
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
  }
  return 0
}

private final class Flag: @unchecked Sendable {
  var isSet = false
}
