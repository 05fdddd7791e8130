import Foundation
import Testing

@testable import LifecycleConformance

/// Found by `Conformance/Fuzz`'s `DelegateSchedules`: a watchdog released between the monitor's
/// two looks at its list left it with no live watchdog and trapped the process.
@Suite("The watchdog monitor")
struct WatchdogMonitorTests {
  @Test("watchdogs made and released from many threads at once never trap the monitor")
  func churn() async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let end = ContinuousClock.now + .milliseconds(1_500)
          while ContinuousClock.now < end {
            // A short timeout: the monitor wakes every millisecond, so it looks at its list often.
            _ = Watchdog(timeout: .milliseconds(1))
          }
        }
      }
    }
    #expect(Watchdog(timeout: .milliseconds(1)).timeout == .milliseconds(1))
  }
}
