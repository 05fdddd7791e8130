extension Explorer: @MainActor CustomStringConvertible {
  /// The Swift that makes this explorer, each argument that differs from its default spelt out:
  /// `Explorer(.mixed(seed: 7), budget: 5000)`. Paste it into a test and the exploration runs
  /// again, the same walks in the same order: what a counterexample's `replay:` line prints.
  public var description: String {
    let defaults = Explorer(strategy)
    var arguments = [Self.spelling(of: strategy)]
    if budget != defaults.budget { arguments.append("budget: \(budget)") }
    if runLength != defaults.runLength { arguments.append("runLength: \(runLength)") }
    if scenes != defaults.scenes { arguments.append("scenes: [\(scenes.map { "\"\($0)\"" }.joined(separator: ", "))]") }
    if timeout != defaults.timeout { arguments.append("timeout: \(Self.spelling(of: timeout))") }
    if stopsAtFirstBug { arguments.append("stopsAtFirstBug: true") }
    return "Explorer(\(arguments.joined(separator: ", ")))"
  }

  private static func spelling(of strategy: Strategy) -> String {
    switch strategy {
    case .random(let seed): ".random(seed: \(seed))"
    case .swarm(let seed): ".swarm(seed: \(seed))"
    case .mixed(let seed): ".mixed(seed: \(seed))"
    case .exhaustive(let depth): ".exhaustive(depth: \(depth))"
    case .tour(let sceneCount): sceneCount == 2 ? ".tour()" : ".tour(sceneCount: \(sceneCount))"
    }
  }

  /// A duration as Swift writes it: whole seconds, or else milliseconds (the finest a timeout
  /// needs).
  private static func spelling(of duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return ".seconds(\(seconds))" }
    return ".milliseconds(\(seconds * 1000 + attoseconds / 1_000_000_000_000_000))"
  }
}
