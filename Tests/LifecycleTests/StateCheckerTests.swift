import Testing

@testable import Lifecycle

/// What the kit checks of a mapper (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper): the
/// state after each step, phantom changes, the vocabulary, and each framework's own moves.
@Suite("State checker")
struct StateCheckerTests {
  static func app(_ state: AppState) -> StateSnapshot { StateSnapshot(app: state) }
  static func scenes(_ scenes: [SceneID: SceneActivationState]) -> StateSnapshot {
    StateSnapshot(app: .active, scenes: scenes)
  }
  static func states(_ names: String..., scene: SceneID? = nil) -> [ReportedState] {
    names.map { ReportedState($0, scene: scene) }
  }

  /// A Flutter checker after a launch to `resumed`.
  static func flutterResumed() -> StateChecker {
    var checker = StateChecker(projection: .flutter)
    checker.start(reported: states("detached"))
    #expect(checker.check(states("resumed"), after: app(.active)).isEmpty)
    return checker
  }

  @Test("a Flutter mapper passes hidden on the way to paused and back, one edge at a time")
  func flutterPassing() {
    var checker = Self.flutterResumed()
    #expect(checker.check(Self.states("inactive", "hidden", "paused"), after: Self.app(.background)).isEmpty)
    #expect(checker.check([], after: Self.app(.suspended)).isEmpty)
    #expect(checker.check(Self.states("hidden", "inactive", "resumed"), after: Self.app(.active)).isEmpty)
    #expect(checker.current[nil] == "resumed")
  }

  @Test("Flutter left in hidden after a step is a framework-transition divergence, not a wrong state")
  func flutterLeftHidden() {
    var checker = Self.flutterResumed()
    let divergences = checker.check(Self.states("inactive", "hidden"), after: Self.app(.background))
    #expect(divergences.map(\.rule) == [.frameworkTransition])
    #expect(
      divergences.first?.message
        == "the app was left 'hidden' after the step, a state its framework reports only in passing")
    #expect(divergences.first?.signature.description == "left 'hidden' [framework-transition]")
  }

  @Test("Flutter skipping hidden, or jumping from resumed to paused, is a move its framework never makes")
  func flutterForbiddenMove() {
    var checker = Self.flutterResumed()
    let skipped = checker.check(Self.states("inactive", "paused"), after: Self.app(.background))
    #expect(skipped.map(\.rule) == [.frameworkTransition])
    #expect(skipped.first?.message == "the app moved from 'inactive' to 'paused', a move its framework never makes")
    #expect(skipped.first?.signature.description == "'inactive' to 'paused' [framework-transition]")
    var jumping = Self.flutterResumed()
    #expect(jumping.check(Self.states("paused"), after: Self.app(.background)).map(\.from) == ["resumed"])
  }

  @Test("Flutter in the background may be paused or detached; anything else names both")
  func flutterAlternatives() {
    var detached = StateChecker(projection: .flutter)
    detached.start(reported: Self.states("detached"))
    #expect(detached.check([], after: Self.app(.background)).isEmpty)
    var checker = Self.flutterResumed()
    let divergences = checker.check(Self.states("inactive"), after: Self.app(.background))
    #expect(divergences.map(\.rule) == [.mapperState])
    #expect(divergences.first?.allowed == ["paused", "detached"])
    #expect(
      divergences.first?.message == "the app is background, so 'paused' or 'detached', but reported 'inactive'")
  }

  @Test("the initial state: the projection's, never one only passed, never nothing")
  func initial() {
    var silent = StateChecker(projection: .flutter)
    let none = silent.start(reported: [])
    #expect(none.map(\.rule) == [.mapperState])
    #expect(none.first?.message == "the app is notRunning, so 'detached', but reported nothing")
    var hidden = StateChecker(projection: .flutter)
    #expect(hidden.start(reported: Self.states("hidden")).map(\.rule) == [.frameworkTransition])
    var resumed = StateChecker(projection: .flutter)
    #expect(resumed.start(reported: Self.states("resumed")).map(\.rule) == [.mapperState])
    var reactNative = StateChecker(projection: .reactNative)
    #expect(reactNative.start(reported: Self.states("unknown")).isEmpty)
    #expect(reactNative.check(Self.states("active"), after: Self.app(.active)).isEmpty)
    // A new process forgets what the last one reported.
    #expect(reactNative.start(reported: Self.states("unknown")).isEmpty)
  }

  @Test("a phantom change and a state outside the vocabulary, as the first cut checked them")
  func phantomAndVocabulary() {
    var checker = StateChecker(projection: .reactNative)
    checker.start(reported: Self.states("unknown"))
    #expect(checker.check(Self.states("active", "active"), after: Self.app(.active)).map(\.rule) == [.phantomChange])
    #expect(checker.check(Self.states("paused"), after: Self.app(.active)).map(\.rule) == [.mapperVocabulary])
    #expect(
      checker.check([ReportedState("active", scene: "main")], after: Self.app(.active)).map(\.rule) == [
        .mapperVocabulary
      ])
    let wrong = checker.check(Self.states("background"), after: Self.app(.active))
    #expect(wrong.first?.message == "the app is active, so 'active', but reported 'background'")
    #expect(wrong.first?.signature.description == "'active' reported as 'background' [mapper-state]")
  }

  @Test("a change fired twice is one mistake, whatever the state it repeats; the message names the state")
  func phantomChangeOneSignature() throws {
    var checker = StateChecker(projection: .reactNative)
    checker.start(reported: Self.states("unknown"))
    let active = try #require(checker.check(Self.states("active", "active"), after: Self.app(.active)).first)
    let background = try #require(
      checker.check(Self.states("background", "background"), after: Self.app(.background)).first)
    #expect(active.message == "the app reported 'active' again, a change that is no change")
    #expect(background.message == "the app reported 'background' again, a change that is no change")
    #expect(active.signature == background.signature)
    #expect(active.signature.description == "a state reported again [phantom-change]")
  }

  @Test("a change fired twice does not hide a wrong state: both are named")
  func phantomChangeDoesNotHideState() {
    var checker = StateChecker(projection: .reactNative)
    checker.start(reported: Self.states("unknown"))
    let divergences = checker.check(Self.states("background", "background"), after: Self.app(.inactive))
    #expect(divergences.map(\.rule) == [.phantomChange, .mapperState])
    #expect(divergences.last?.message == "the app is inactive, so 'inactive', but reported 'background'")
  }

  @Test("AndroidX moves each scene one state at a time, and reports nothing after DESTROYED")
  func androidX() {
    var checker = StateChecker(projection: .androidX)
    #expect(checker.start(reported: []).isEmpty)
    let connect = Self.states("CREATED", "STARTED", "RESUMED", scene: "main")
    #expect(checker.check(connect, after: Self.scenes(["main": .foregroundActive])).isEmpty)
    let jump = checker.check(Self.states("CREATED", scene: "main"), after: Self.scenes(["main": .background]))
    #expect(jump.map(\.rule) == [.frameworkTransition])
    #expect(jump.first?.message == "scene main moved from 'RESUMED' to 'CREATED', a move its framework never makes")

    var destroyed = StateChecker(projection: .androidX)
    destroyed.start(reported: [])
    let lifetime = Self.states("INITIALIZED", "CREATED", "DESTROYED", "CREATED", scene: "main")
    #expect(destroyed.check(lifetime, after: Self.scenes(["main": .background])).map(\.from) == ["DESTROYED"])
  }

  @Test("a scene that disconnects may report its way out, then leaves the projection")
  func disconnect() {
    var checker = StateChecker(projection: .androidX)
    checker.start(reported: [])
    #expect(checker.check(Self.states("CREATED", scene: "main"), after: Self.scenes(["main": .background])).isEmpty)
    #expect(checker.check(Self.states("DESTROYED", scene: "main"), after: Self.scenes(["main": .unattached])).isEmpty)
    #expect(checker.current.isEmpty)
    // A scene reconnected is a new scene: its first report is no move.
    #expect(
      checker.check(Self.states("STARTED", scene: "main"), after: Self.scenes(["main": .foregroundInactive])).isEmpty)
    var silent = StateChecker(projection: .swiftUI)
    silent.start(reported: [])
    #expect(silent.check(Self.states("active", scene: "main"), after: Self.scenes(["main": .foregroundActive])).isEmpty)
    #expect(silent.check([], after: Self.scenes([:])).isEmpty)
  }

  @Test("a scene that was never connected has no state; a connected one that reported nothing is wrong")
  func sceneStates() {
    var checker = StateChecker(projection: .swiftUI)
    checker.start(reported: [])
    let ghost = checker.check(Self.states("active", scene: "second"), after: Self.scenes(["second": .unattached]))
    #expect(ghost.map(\.rule) == [.mapperState])
    #expect(ghost.first?.message == "scene second is not connected, yet reported 'active'")
    #expect(ghost.first?.signature.description == "disconnected reported as 'active' [mapper-state]")
    let silent = checker.check([], after: Self.scenes(["main": .foregroundInactive]))
    #expect(silent.first?.message == "scene main is foregroundInactive, so 'inactive', but reported nothing")
    #expect(
      checker.check(Self.states("inactive"), after: Self.scenes(["main": .foregroundInactive])).map(\.rule) == [
        .mapperVocabulary
      ])
  }

  @Test("the external display's scene: its changes are checked one by one, its state after a step is not")
  func externalDisplayScene() {
    var checker = StateChecker(projection: .swiftUI)
    checker.start(reported: [])
    let main: [SceneID: SceneActivationState] = ["main": .foregroundActive]
    #expect(
      checker.check(Self.states("background", "inactive", "active", scene: "main"), after: Self.scenes(main)).isEmpty)
    // Attached: the scene connects and comes on screen, active or not (its activation is optional).
    let attached = Self.scenes(main)
    #expect(
      checker.check(Self.states("background", "inactive", scene: "tv"), after: attached, externalDisplayScene: "tv")
        .isEmpty)
    #expect(
      checker.check(Self.states("inactive", scene: "tv"), after: attached, externalDisplayScene: "tv").map(\.rule) == [
        .phantomChange
      ])
    // Detached: it disconnects, and leaves the projection with what it reported on its way out.
    #expect(checker.check(Self.states("background", scene: "tv"), after: Self.scenes(main)).isEmpty)
    #expect(checker.current["tv"] == nil)
    // The same report for a scene the model has not connected is wrong.
    let ghost = checker.check(Self.states("active", scene: "tv"), after: Self.scenes(main))
    #expect(ghost.map(\.rule) == [.mapperState])
  }

  @Test("a wrong state held on to without a change is the step's mistake that left it, not a new one")
  func heldWrong() {
    var checker = StateChecker(projection: .reactNative)
    checker.start(reported: Self.states("unknown"))
    #expect(checker.check(Self.states("inactive", "active"), after: Self.app(.active)).isEmpty)
    // An alert reported as the background: one divergence.
    #expect(checker.check(Self.states("background"), after: Self.app(.inactive)).map(\.rule) == [.mapperState])
    // Still wrong, with no change reported: the same mistake, not reported again.
    #expect(checker.check([], after: Self.app(.inactive)).isEmpty)
    // A change that is still wrong is a new divergence.
    #expect(checker.check(Self.states("active"), after: Self.app(.inactive)).map(\.rule) == [.mapperState])
    // Right again, then wrong by holding on: a divergence, since the last step was right.
    #expect(checker.check(Self.states("inactive"), after: Self.app(.inactive)).isEmpty)
    #expect(checker.check([], after: Self.app(.active)).map(\.rule) == [.mapperState])
  }

  @Test("a state held wrong stays the mistake that left it, past a step where the model comes round to it")
  func heldPastRight() {
    var checker = StateChecker(projection: .reactNative)
    checker.start(reported: Self.states("unknown"))
    #expect(checker.check(Self.states("inactive"), after: Self.app(.inactive)).isEmpty)
    // It misses becoming active: one divergence.
    #expect(checker.check([], after: Self.app(.active)).map(\.rule) == [.mapperState])
    // The model comes back to 'inactive', then goes on to the background: still that mistake.
    #expect(checker.check([], after: Self.app(.inactive)).isEmpty)
    #expect(checker.check([], after: Self.app(.background)).isEmpty)
    // A change starts afresh.
    #expect(checker.check(Self.states("active"), after: Self.app(.background)).map(\.rule) == [.mapperState])
  }

  @Test("a wrong state is signed by the framework states expected, not by the model's finer states")
  func signedByFrameworkStates() {
    var background = StateChecker(projection: .reactNative)
    background.start(reported: Self.states("unknown"))
    var suspended = background
    let one = background.check(Self.states("inactive"), after: Self.app(.background))
    let other = suspended.check(Self.states("inactive"), after: Self.app(.suspended))
    #expect(one.map(\.signature) == other.map(\.signature))
    #expect(one.first?.signature.description == "'background' reported as 'inactive' [mapper-state]")
  }

  @Test("the app's state taken from the scene whose activation callback came last is one mistake, whatever the states")
  func takenFromScene() throws {
    var checker = StateChecker(projection: .reactNative)
    checker.start(reported: Self.states("unknown"))
    let both: StateSnapshot = Self.scenes(["main": .foregroundActive, "second": .foregroundActive])
    #expect(checker.check(Self.states("active"), after: both).isEmpty)
    // `second` goes to the background while `main` stays active: the app is active.
    let hidden = StateSnapshot(app: .active, scenes: ["main": .foregroundActive, "second": .background])
    let events = [
      Event.callback(Callback(.sceneWillResignActive, scene: "second")),
      .callback(Callback(.sceneDidEnterBackground, scene: "second")),
    ]
    let taken = try #require(checker.check(Self.states("background"), after: hidden, events: events).first)
    #expect(taken.takenFrom == "second")
    #expect(taken.signature.description == "one scene's state reported as the app's [mapper-state]")
    #expect(taken.message.hasSuffix("but reported 'background', following scene second"))
    // A state the scene is not in is still the scene's change taken for the app's, the scene's
    // state named wrong besides: the mapper followed a scene that is not in the app's state.
    var misnamed = StateChecker(projection: .reactNative)
    misnamed.start(reported: Self.states("unknown"))
    _ = misnamed.check(Self.states("active"), after: both)
    let followed = try #require(misnamed.check(Self.states("inactive"), after: hidden, events: events).first)
    #expect(followed.takenFrom == "second")
    #expect(followed.signature == taken.signature)
    // A scene that disconnects has left the screen: a mapper that follows it reports the
    // background, taken from that scene.
    var gone = StateChecker(projection: .reactNative)
    gone.start(reported: Self.states("unknown"))
    _ = gone.check(Self.states("active"), after: both)
    let closed = StateSnapshot(app: .active, scenes: ["main": .foregroundActive])
    let close = [
      Event.callback(Callback(.sceneWillResignActive, scene: "second")),
      .callback(Callback(.sceneDidDisconnect, scene: "second")),
    ]
    let left = try #require(gone.check(Self.states("background"), after: closed, events: close).first)
    #expect(left.takenFrom == "second")
    // Where the last scene to change is in the app's state, the mistake is the app's: signed by
    // its states.
    var other = StateChecker(projection: .reactNative)
    other.start(reported: Self.states("unknown"))
    _ = other.check(Self.states("active"), after: both)
    let resigned = StateSnapshot(app: .inactive, scenes: ["main": .foregroundInactive, "second": .foregroundInactive])
    let alert = [
      Event.callback(Callback(.sceneWillResignActive, scene: "main")),
      .callback(Callback(.sceneWillResignActive, scene: "second")),
    ]
    let wrong = try #require(other.check(Self.states("background"), after: resigned, events: alert).first)
    #expect(wrong.takenFrom == nil)
    #expect(wrong.signature.description == "'inactive' reported as 'background' [mapper-state]")
  }

  @Test("a divergence describes itself by its message")
  func description() {
    let divergence = StateDivergence(rule: .phantomChange, reported: "paused")
    #expect(divergence.description == "the app reported 'paused' again, a change that is no change")
    #expect(divergence.allowed.isEmpty && divergence.from == nil)
    #expect(StateDivergence.Rule.allCases.map(\.rawValue).contains("framework-transition"))
  }
}
