import Lifecycle
import LifecycleConformance

/// Runs one hostile schedule through the kit's driver and traps unless the kit reported exactly
/// what the engine did: `wrongThread` for the first step with a callback off the main thread,
/// `outsideStep` for one whose callbacks came after `perform` returned, a pass for a correct
/// engine. A crash or a hang in the kit is a failure too, found by whoever runs this.
@MainActor
public func checkHostileSchedule(_ bytes: [UInt8]) async {
  let schedule = HostileSchedule(bytes)
  let log = ScheduledEngine.Log()
  let driver = ConformanceDriver(timeout: .seconds(10), selection: .all)
  let run = await driver.record(ScheduledEngine(schedule, log: log), schedule.script)
  guard let expected = log.expected else {
    precondition(run.failure == nil, "\(bytes): a correct engine was failed: \(run.failure!)")
    return
  }
  let failure = run.failure
  precondition(
    failure?.fault == expected.fault && failure?.step == expected.step,
    "\(bytes): expected step \(expected.step): \(expected.fault); got \(failure.map(String.init(describing:)) ?? "a pass")"
  )
  _ = failure?.description
}
