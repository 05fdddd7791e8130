import Lifecycle
import Foundation

let steps = 2_000_000
var walk = RandomWalk(lifecycle: .scene, maximumScenes: 3, seed: 7)
let start = ContinuousClock.now
var count = 0
for _ in 0..<steps { count &+= walk.next().alternatives.count }
let elapsed = ContinuousClock.now - start
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("model_steps_per_s", Int(Double(steps) / seconds), count)
