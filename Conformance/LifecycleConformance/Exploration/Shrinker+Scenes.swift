import Lifecycle

extension Shrinker {
  /// The catalog's scene names, in the order its scenarios and random walks use them: the
  /// shrinker prefers them, so that a counterexample reads like a scenario.
  static let catalogNames: [SceneID] = ["main", "second", "third", "fourth", "fifth", "sixth"]

  /// Scripts with fewer scenes: without a scene (every stimulus naming it and its saved session),
  /// without one saved session, with a scene merged into another the script names. Scenes late
  /// in the catalog's order go first, and merges into a name the catalog prefers come before the
  /// others, so that what is left reads `main`, `second`, `third`.
  func fewerScenes(_ script: Script) -> [Script] {
    var result: [Script] = []
    let scenes = Self.scenes(of: script)
    for scene in scenes.reversed() {
      let kept = script.stimuli.indices.filter { script.stimuli[$0].scene != scene }
      result.append(
        Script(
          lifecycle: script.lifecycle, sessions: script.sessions.filter { $0 != scene },
          stimuli: kept.map { script.stimuli[$0] }, responses: kept.map(script.response(at:))))
    }
    // Any saved session, not only the oldest: the failure may need the oldest and not the others.
    for index in script.sessions.indices.reversed() {
      var sessions = script.sessions
      sessions.remove(at: index)
      result.append(
        Script(lifecycle: script.lifecycle, sessions: sessions, stimuli: script.stimuli, responses: script.responses))
    }
    // A bug that needs two scenes, found with three, keeps its stimuli on the third but can do
    // them on one of the two: removing the third's stimuli loses the failure, merging keeps it.
    let merges = scenes.reversed().flatMap { from in scenes.filter { $0 != from }.map { (from, $0) } }
    let preferred = merges.filter { Self.rank($0.1) < Self.rank($0.0) }
    for (from, into) in preferred + merges.filter({ Self.rank($0.1) > Self.rank($0.0) }) {
      result.append(Self.renaming(script, [from: into]))
    }
    return result
  }

  /// The script with the catalog's scene names given in the order the script first names them
  /// (`main`, `second`, `third`), then the same keeping `main` where it is (a first launch
  /// creates `main` without a stimulus naming it, so that `third` alone becomes `second`), each
  /// only when it renames something. Names the catalog does not use (`tv`, an explorer's own)
  /// are kept: they say something the numbering would lose.
  ///
  /// Neither renaming changes a script the first has renamed, and the second none it has
  /// renamed: renames cannot take turns for ever, so shrinking ends.
  static func catalogNamed(_ script: Script) -> [Script] {
    var seen: Set<SceneID> = []
    let named = (script.sessions + script.stimuli.compactMap(\.scene)).filter {
      catalogNames.contains($0) && seen.insert($0).inserted
    }
    var result: [Script] = []
    for keepingMain in [false, true] {
      let scenes = keepingMain ? named.filter { $0 != .main } : named
      let names = keepingMain ? catalogNames.filter { $0 != .main } : catalogNames
      var mapping: [SceneID: SceneID] = [:]
      for (scene, name) in zip(scenes, names) where scene != name { mapping[scene] = name }
      if !mapping.isEmpty { result.append(renaming(script, mapping)) }
    }
    return result
  }

  /// The scenes the script names in its saved sessions and stimuli, the catalog's first in its
  /// order, then the others in the order the script names them.
  static func scenes(of script: Script) -> [SceneID] {
    var seen: Set<SceneID> = []
    let named = (script.sessions + script.stimuli.compactMap(\.scene)).filter { seen.insert($0).inserted }
    return named.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
      .map(\.element)
  }

  /// The scene's place in the catalog's order; names the catalog does not use come after.
  static func rank(_ scene: SceneID) -> Int {
    catalogNames.firstIndex(of: scene) ?? catalogNames.count
  }

  /// The script with each scene in `mapping` renamed: its stimuli name the new scene (and keep
  /// their responses), and a saved session that then repeats an earlier one is dropped.
  static func renaming(_ script: Script, _ mapping: [SceneID: SceneID]) -> Script {
    var seen: Set<SceneID> = []
    let sessions = script.sessions.map { mapping[$0] ?? $0 }.filter { seen.insert($0).inserted }
    let stimuli = script.stimuli.map { stimulus in
      stimulus.scene.flatMap { mapping[$0] }.map { stimulus.naming($0) } ?? stimulus
    }
    return Script(lifecycle: script.lifecycle, sessions: sessions, stimuli: stimuli, responses: script.responses)
  }
}

extension Stimulus {
  /// The same stimulus naming `scene` instead of the scene it names (one that names none is
  /// unchanged: a payload without a scene goes wherever the system sends it).
  fileprivate func naming(_ scene: SceneID) -> Stimulus {
    switch self {
    case .tapNotification(let old) where old != nil: .tapNotification(scene: scene)
    case .openURL(let url, let old) where old != nil: .openURL(url: url, scene: scene)
    case .continueUserActivity(let old) where old != nil: .continueUserActivity(scene: scene)
    case .openScene: .openScene(scene)
    case .showScene: .showScene(scene)
    case .hideScene: .hideScene(scene)
    case .resizeScene: .resizeScene(scene)
    case .closeScene: .closeScene(scene)
    case .disconnectScene: .disconnectScene(scene)
    case .attachDisplay: .attachDisplay(scene)
    default: self
    }
  }
}
