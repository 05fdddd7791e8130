import Lifecycle
import Foundation

let steps = Int(ProcessInfo.processInfo.environment["STEPS"] ?? "1000000")!
var walk = RandomWalk(lifecycle: .scene, maximumScenes: 3, seed: 7)
var plan: [(Stimulus, Int)] = []
for _ in 0..<steps { let s = walk.next(); plan.append((s.stimulus, s.chosen)) }
func time(_ body: () -> Void) -> Double {
  let start = ContinuousClock.now; body(); let e = ContinuousClock.now - start
  return Double(e.components.seconds) + Double(e.components.attoseconds) / 1e18
}
@inline(never) func replay(_ plan: [(Stimulus, Int)]) -> LifecycleModel {
  var model = LifecycleModel(lifecycle: .scene)
  for (s, c) in plan { model = try! model.respond(to: s)[c].next }
  return model
}
var model = LifecycleModel(lifecycle: .scene)
let t = time { model = replay(plan) }
print("model_steps_per_s", Int(Double(steps) / t))
