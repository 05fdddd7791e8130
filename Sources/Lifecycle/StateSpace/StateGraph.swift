/// The reference model's reachable states for one lifecycle style and a fixed pool of scenes,
/// with every stimulus possible in each state as an edge (a transition), and each edge's
/// alternatives leading to the states that follow.
///
/// For a fixed number of scenes the model is a finite state machine: the graph is what a
/// transition tour walks and what coverage counts against.
///
/// ```swift
/// let graph = StateGraph(lifecycle: .scene, scenes: ["main", "second"])
/// print(graph.stateCount, graph.transitionCount)
/// ```
package struct StateGraph: Sendable {
  /// The lifecycle style the graph models.
  package let lifecycle: LifecycleStyle
  /// The scene ids scene stimuli name (empty for an app-based app).
  package let scenes: [SceneID]
  /// The stimuli edges may carry, in a fixed order (a transition's `stimulus` indexes it).
  package let candidates: [Stimulus]
  /// Every reachable state; a state's id is its position.
  package let states: [LifecycleModel]
  /// The id of each state.
  package let ids: [LifecycleModel: Int]
  /// For each state, its transitions in candidate order.
  package let transitions: [[Transition]]
  /// The states runs start from: one per starting set of saved sessions.
  package let starts: [Int]
  /// The saved sessions of each start, in the order of `starts`.
  package let startingSessions: [[SceneID]]

  /// One possible stimulus in one state, and the states each of its alternatives leads to.
  package struct Transition: Sendable {
    /// Its position in `candidates`.
    package let stimulus: Int
    /// The state each alternative leads to, in the order the model lists the alternatives.
    package let next: [Int]
  }

  /// The graph of the model with `scenes` (scene-based; ignored for an app-based app), over
  /// the stimuli exploration tries (two launch reasons of five), restricted to those an engine
  /// can perform.
  package init(
    lifecycle: LifecycleStyle, scenes: [SceneID] = ["main", "second"],
    capabilities: Set<Capability> = Set(Capability.all), performs: (Stimulus) -> Bool = { _ in true }
  ) {
    self.init(
      space: StimulusSpace(lifecycle: lifecycle, capabilities: capabilities, scenes: scenes, performs: performs))
  }

  /// The graph over a stimulus space: every state reachable from its starting sessions.
  package init(space: StimulusSpace) {
    lifecycle = space.lifecycle
    scenes = space.scenes
    candidates = space.candidates
    var states: [LifecycleModel] = []
    var ids: [LifecycleModel: Int] = [:]
    var transitions: [[Transition]] = []
    var queue: [Int] = []
    func id(_ model: LifecycleModel) -> Int {
      if let known = ids[model] { return known }
      states.append(model)
      transitions.append([])
      ids[model] = states.count - 1
      queue.append(states.count - 1)
      return states.count - 1
    }
    startingSessions = space.startingSessions
    starts = space.startingSessions.map { id(LifecycleModel(lifecycle: space.lifecycle, sessions: $0)) }
    var head = 0
    while head < queue.count {
      let state = queue[head]
      head += 1
      let model = states[state]
      var outgoing: [Transition] = []
      for (index, stimulus) in space.candidates.enumerated() where StimulusSpace.allows(stimulus, in: model) {
        guard let alternatives = try? model.respond(to: stimulus) else { continue }
        outgoing.append(Transition(stimulus: index, next: alternatives.map { id($0.next) }))
      }
      transitions[state] = outgoing
    }
    self.states = states
    self.ids = ids
    self.transitions = transitions
  }

  /// How many states are reachable.
  package var stateCount: Int { states.count }
  /// How many (state, stimulus) transitions there are.
  package var transitionCount: Int { transitions.reduce(0) { $0 + $1.count } }
  /// How many (state, stimulus, alternative) answers the model gives in all.
  package var alternativeCount: Int { transitions.reduce(0) { $0 + $1.reduce(0) { $0 + $1.next.count } } }

  /// The stimulus of a transition.
  package func stimulus(_ transition: Transition) -> Stimulus { candidates[transition.stimulus] }

  /// The position of `stimulus` among a state's transitions, if it is possible there.
  package func transitionIndex(_ state: Int, _ stimulus: Stimulus) -> Int? {
    transitions[state].firstIndex { candidates[$0.stimulus] == stimulus }
  }
}

extension StateGraph {
  /// The graph of the model with every capability and the catalog's scenes (`main`, `second`;
  /// none for an app-based app), built once per process and shared: the catalog's coverage,
  /// the site and a tour of an engine that declares every capability walk the same graph.
  ///
  /// ```swift
  /// let graph = StateGraph.model(lifecycle: .scene)
  /// print(graph.transitionCount)
  /// ```
  package static func model(lifecycle: LifecycleStyle) -> StateGraph {
    lifecycle == .app ? appModel : sceneModel
  }

  // Static lets are built once, on first use, under the runtime's own lock: the core links no
  // Foundation for one.
  private static let appModel = StateGraph(space: .model(lifecycle: .app))
  private static let sceneModel = StateGraph(space: .model(lifecycle: .scene))

  /// Whether the space's graph is small enough to build for coverage: app-based, or at most two
  /// scenes (three scenes reach well over 500,000 states).
  package static func isEnumerable(_ space: StimulusSpace) -> Bool { space.scenes.count <= 2 }

  /// A state's description, for naming a transition never taken.
  package func describe(_ state: Int) -> String {
    let model = states[state]
    var text = model.snapshot.description
    if model.isLocked { text += ", locked" }
    if model.openBackgroundTasks > 0 { text += ", background task open" }
    if model.backgroundTimeExpired { text += ", background time expired" }
    switch model.overlay {
    case .appSwitcher: text += ", app switcher open"
    case .interruption(let kind): text += ", under \(kind.rawValue)"
    case .callBanner: text += ", call banner"
    case nil: break
    }
    return text
  }
}
