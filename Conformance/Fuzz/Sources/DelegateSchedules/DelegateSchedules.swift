import Foundation
import HostileSchedules

/// Runs `checkHostileSchedule` on seeded random schedules, on the main actor in one task:
/// `DelegateSchedules [COUNT] [SEED]` (default 1,000,000 from seed 1). The same seed gives the
/// same schedules; a failure traps with the schedule's bytes, to replay in the libFuzzer target.
@main
enum DelegateSchedules {
  static func main() async {
    let arguments = CommandLine.arguments.dropFirst().map { UInt64($0) }
    let count = (arguments.first ?? nil) ?? 1_000_000
    let seed = (arguments.dropFirst().first ?? nil) ?? 1
    var generator = SplitMix64(seed: seed)
    let start = ContinuousClock.now
    var hostile = 0
    for index in 1...count {
      let length = Int.random(in: 0...24, using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      await checkHostileSchedule(bytes)
      if HostileSchedule(bytes).isHostile { hostile += 1 }
      if index % 100_000 == 0 || index == count {
        print("\(index) schedules (\(hostile) hostile) in \(ContinuousClock.now - start): all reported as expected")
      }
    }
  }
}
