extension ResponseBuilder {
  /// Launch, foreground, or activate a scene-based app for a tap, a payload, an unlock or the
  /// end of an overlay: one builder per allowed answer (Conformance/SPEC.md#foregrounding,
  /// #payloads, #recency).
  ///
  /// The scenes that were on screen when the app left the foreground come back if still
  /// connected, with the scene the payload names or goes to. With nothing to bring back the
  /// step is a launch's: the named scene alone, else a most recent session, else a new `main`.
  /// Where several scenes are equally recent, each choice is an answer of its own.
  func sceneBringForward(payload stimulus: Stimulus?) -> [ResponseBuilder] {
    var step = self
    let wasForeground = step.model.appState.isForeground
    switch step.model.appState {
    case .notRunning: step.launchProcess(intoForeground: true)
    case .suspended: step.model.fields.appState = .background  // resumed; no callback for that
    default: break
    }
    let model = step.model
    let bringBack =
      wasForeground
      ? model.foregroundScenes
      : model.returningScenes.filter { model.session($0).map { $0.state != .unattached } ?? false }
    let choices = step.sceneChoices(payload: stimulus, wasForeground: wasForeground, bringBack: bringBack)
    return choices.map { choice in
      var answer = step
      answer.bringForward(choice.targets, receiver: choice.receiver, payload: stimulus, wasForeground: wasForeground)
      // A receiver that comes on screen beside the scenes already there is shown beside them,
      // as `showScene` shows a scene (Conformance/SPEC.md#scenes-beside-one-that-changes).
      if wasForeground, let receiver = choice.receiver, !bringBack.contains(receiver) {
        answer.neighbourGeometry(besides: receiver)
        answer.neighbourPassingResign(model.sessions.filter { $0.state == .foregroundActive }.map(\.id))
      }
      return answer
    }
  }

  /// What may come forward, and which scene receives the payload: one entry per choice that
  /// Recency leaves open.
  private func sceneChoices(
    payload stimulus: Stimulus?, wasForeground: Bool,
    bringBack: [SceneID]
  ) -> [(targets: [SceneID], receiver: SceneID?)] {
    let recent = model.mostRecentSessions
    let receivers: [SceneID?]
    if let named = stimulus?.scene {
      receivers = [named]
    } else if stimulus?.carriesPayload == true {
      receivers = recent.isEmpty ? [.main] : recent
    } else {
      receivers = [nil]
    }
    return receivers.flatMap { receiver -> [(targets: [SceneID], receiver: SceneID?)] in
      if !bringBack.isEmpty {
        let targets = receiver.map { bringBack.contains($0) ? bringBack : bringBack + [$0] } ?? bringBack
        return [(targets, receiver)]
      }
      // Nothing to bring back: as a launch.
      if let receiver { return [([receiver], receiver)] }
      return (recent.isEmpty ? [.main] : recent).map { ([$0], nil) }
    }
  }

  /// Brings `targets` forward and hands the payload to `receiver`.
  private mutating func bringForward(
    _ targets: [SceneID], receiver: SceneID?, payload stimulus: Stimulus?,
    wasForeground: Bool
  ) {
    // `targets` holds each scene once, so whether a scene connected in this step is known
    // within its own iteration: no set is needed.
    for scene in targets {
      let state = model.session(scene)?.state
      let connectsNow = state == nil || state == .unattached
      if connectsNow {
        connect(scene)
        // A scene that connects for a URL or an activity finds it in its connection options.
        if scene == receiver, let payload = stimulus?.launchPayload,
          let index = events.lastIndex(where: { $0.event == .callback(.sceneWillConnect, scene) })
        {
          events[index].payload = payload
        }
      }
      if model.session(scene)?.state == .background { enterForeground(scene) }
      if scene == receiver, let stimulus { deliverPayload(stimulus, to: scene, connecting: connectsNow) }
    }
    if !wasForeground { deliverQueuedTimeChange() }
    for scene in targets where model.session(scene)?.state != .foregroundActive { activate(scene) }
    if model.overlay?.keepsAppInactive == true { model.fields.overlay = nil }
    model.fields.returningScenes = []
  }

  /// The payload's own callbacks. A scene connecting now finds a URL in its connection options
  /// with no callback; a user activity's type is there too, and the activity follows
  /// (Conformance/SPEC.md#payloads).
  private mutating func deliverPayload(_ stimulus: Stimulus, to scene: SceneID, connecting: Bool) {
    switch stimulus {
    case .openURL where !connecting:
      add(.callback(.sceneOpenURLContexts, scene), .required, Cite.sceneOpenURL)
    case .continueUserActivity:
      let announcing = connecting ? Cite.sceneContinueAtConnection : Cite.sceneWillContinueActivity
      add(.callback(.sceneWillContinueUserActivity, scene), .required, announcing)
      add(
        .callback(.sceneContinueUserActivity, scene), .required,
        connecting ? Cite.sceneContinueAtConnection : Cite.sceneContinueActivity)
    default:
      break
    }
  }
}

extension Stimulus {
  /// What options carry of the stimulus: its URL or its activity (Conformance/SPEC.md#argument-payload).
  var launchPayload: LaunchPayload? {
    switch self {
    case .openURL: .url
    case .continueUserActivity: .activity
    default: nil
    }
  }

  /// Whether the stimulus is addressed to one scene (SPEC#payloads): a URL, a user activity, or
  /// a tapped notification, which delivers no callback of its own but brings its scene forward.
  var carriesPayload: Bool {
    switch self {
    case .openURL, .continueUserActivity, .tapNotification: true
    default: false
    }
  }
}
