import Lifecycle
import LifecycleConformance

extension EngineBug {
  /// Engines with several bugs at once, as real engines have them: some at every launch, some
  /// on one stimulus, some deep in a session. One run of the kit must name every bug of each,
  /// once, with a witness; not shown on the Engines page.
  package static let several: [[EngineBug]] = [
    [
      .forgetsWillFinishLaunching, .entersForegroundOnColdLaunch, .resignsOnHomeNotOnInterruption,
      .ignoresMemoryWarnings,
    ],
    [.forgetsWillFinishLaunching, .unpairedResignOnAlert, .ignoresMemoryWarnings, .dropsThirdReturn],
    [.entersForegroundOnColdLaunch, .dropsEighthReactivation, .dropsThirdReturn],
  ]

  /// A memory warning delivered to nobody.
  package static let ignoresMemoryWarnings = EngineBug(
    id: "ignores-memory-warnings", title: "memory warnings never delivered",
    lesson: """
      The system warns a running app of memory pressure with applicationDidReceiveMemoryWarning(_:). \
      An engine that receives the warning but never calls the delegate leaves the app to be \
      killed with its caches full.
      """,
    lifecycle: .app, scenario: "other.memory-warning.app", demonstration: [.tapIcon, .memoryWarning],
    diagnostic: "- applicationDidReceiveMemoryWarning(_:)",
    mutate: { plan, stimulus, _ in
      guard stimulus == .memoryWarning else { return }
      plan.removeAll(.applicationDidReceiveMemoryWarning)
    })

  /// An interruption that resigns nothing, and a Home press under it that resigns then.
  package static let resignsOnHomeNotOnInterruption = EngineBug(
    id: "resigns-on-home-not-on-interruption", title: "no resign when an interruption begins; a second on Home",
    lesson: """
      An interruption makes the app resign active at once. An engine that waits until the app \
      leaves the screen delivers no applicationWillResignActive(_:) when the alert appears, and \
      one too many on a Home press under it, where the app is already inactive.
      """,
    lifecycle: .app, scenario: "interruption.alert.app", demonstration: [.tapIcon, .beginInterruption(.alert)],
    diagnostic: "- applicationWillResignActive(_:)",
    mutate: { plan, stimulus, before in
      if case .beginInterruption = stimulus { plan.removeAll(.applicationWillResignActive) }
      if stimulus == .pressHome, before.overlay != nil, before.appState == .inactive {
        plan.insert(Delivery(.callback(.applicationWillResignActive)), at: 0)
      }
    })

  /// `resignsOnHomeNotOnInterruption` in an engine that posts notifications: each wrong
  /// callback wrong with its notification, one mistake each (Conformance/SPEC.md#bug-signatures).
  package static let resignsWithItsNotificationOnHome = EngineBug(
    id: "resigns-with-its-notification-on-home",
    title: "no resign nor its notification on an interruption; both on Home",
    lesson: """
      UIKit posts UIApplicationWillResignActiveNotification right after \
      applicationWillResignActive(_:). An engine that resigns late delivers neither when the alert \
      appears, and both once too often on a Home press under it.
      """,
    lifecycle: .app, scenario: "interruption.alert.app", demonstration: [.tapIcon, .beginInterruption(.alert)],
    diagnostic: "- applicationWillResignActive(_:)", postsNotifications: true,
    mutate: { plan, stimulus, before in
      if case .beginInterruption = stimulus {
        plan.removeAll(.applicationWillResignActive)
        plan.removeAll { $0.event == .notification(.applicationWillResignActive) }
      }
      if stimulus == .pressHome, before.overlay != nil, before.appState == .inactive {
        let resign = [
          Delivery(.callback(.applicationWillResignActive)), Delivery(.notification(.applicationWillResignActive)),
        ]
        plan.insert(contentsOf: resign, at: 0)
      }
    })

  /// The third return from the background since launch is not brought to the foreground.
  package static let dropsThirdReturn = {
    var bug = EngineBug(
      id: "drops-third-return", title: "no applicationWillEnterForeground on the third return",
      lesson: """
        Every return from the background enters the foreground first: an engine that counts \
        returns in a two-bit field and skips the callback on the third shows it only in a \
        session long enough to come back three times.
        """,
      lifecycle: .app, scenario: "none",
      demonstration: [.tapIcon] + Array(repeating: [Stimulus.pressHome, .tapIcon], count: 3).flatMap { $0 },
      diagnostic: "- applicationWillEnterForeground(_:)")
    bug.mutateAfter = { plan, stimulus, history in
      guard stimulus == .tapIcon, plan.firstIndex(of: .applicationWillEnterForeground) != nil else { return }
      // Returns since launch: taps after the first, which launched.
      guard history.performed[.tapIcon] == 4 else { return }
      plan.removeAll(.applicationWillEnterForeground)
    }
    return bug
  }()
}
