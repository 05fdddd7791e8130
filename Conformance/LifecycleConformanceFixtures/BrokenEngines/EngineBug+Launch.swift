import Lifecycle
import LifecycleConformance
extension EngineBug {
  /// Every bug, for the kit's self-tests and for classroom exercises.
  package static let all: [EngineBug] =
    [
      .forgetsWillFinishLaunching, .swapsForegroundAndActive, .doublesBecomeActive, .entersForegroundOnColdLaunch,
      .appDelegateInSceneApp, .notificationBeforeMethod, .backgroundLaunchGoesForeground,
      .terminatesAfterPurge, .pausesTheOtherScene, .unpairedResignOnAlert, .hangsOnHome,
      .foregroundsUnconnectedScene, .callbackAfterTermination,
    ] + argumentBugs + situationBugs

  /// The bug with this id.
  package static func named(_ id: String) -> EngineBug? { all.first { $0.id == id } }

  /// A callback missing: the launch starts with `didFinishLaunching`.
  package static let forgetsWillFinishLaunching = EngineBug(
    id: "forgets-will-finish-launching", title: "a callback missing: no willFinishLaunching",
    lesson: """
      UIKit calls application(_:willFinishLaunchingWithOptions:) first, before state restoration, \
      then application(_:didFinishLaunchingWithOptions:). An app that registers for handoff or \
      restores state in the first callback never gets the chance.
      """,
    lifecycle: .app, scenario: "launch.first.app", demonstration: [.tapIcon],
    diagnostic: "- application(_:willFinishLaunchingWithOptions:)",
    mutate: { plan, _, _ in plan.removeAll(.applicationWillFinishLaunching) })

  /// Two callbacks swapped: active before entering the foreground.
  package static let swapsForegroundAndActive = EngineBug(
    id: "swaps-foreground-and-active", title: "two callbacks swapped: active before entering the foreground",
    lesson: """
      A scene enters the foreground (sceneWillEnterForeground) before it becomes active \
      (sceneDidBecomeActive): UI prepared in the first callback is expected to exist in the second.
      """,
    lifecycle: .scene, scenario: "launch.first.scene", demonstration: [.tapIcon],
    diagnostic: "delegate-sequence",
    mutate: { plan, _, _ in
      guard let enter = plan.firstIndex(of: .sceneWillEnterForeground),
        let active = plan.firstIndex(of: .sceneDidBecomeActive)
      else { return }
      plan.swapAt(enter, active)
    })

  /// One callback duplicated: the scene becomes active twice.
  package static let doublesBecomeActive = EngineBug(
    id: "doubles-become-active", title: "one callback duplicated: sceneDidBecomeActive twice",
    lesson: """
      Each state change is announced once. An engine that calls sceneDidBecomeActive twice makes \
      apps restart timers, refetch data and log twice.
      """,
    lifecycle: .scene, scenario: "launch.first.scene", demonstration: [.tapIcon],
    diagnostic: "sceneDidBecomeActive(_:) main was delivered 2 times",
    mutate: { plan, _, _ in
      guard let active = plan.firstIndex(of: .sceneDidBecomeActive) else { return }
      plan.insert(plan[active], at: active + 1)
    })

  /// `applicationWillEnterForeground` on a cold launch.
  package static let entersForegroundOnColdLaunch = EngineBug(
    id: "enters-foreground-on-cold-launch", title: "applicationWillEnterForeground on a cold launch",
    lesson: """
      applicationWillEnterForeground(_:) announces a return from the background. A cold launch \
      was never in the background: UIKit goes from didFinishLaunching straight to didBecomeActive.
      """,
    lifecycle: .app, scenario: "launch.first.app", demonstration: [.tapIcon],
    diagnostic: "+ applicationWillEnterForeground(_:)",
    mutate: { plan, _, before in
      guard before.appState == .notRunning, let launched = plan.firstIndex(of: .applicationDidFinishLaunching),
        plan.contains(where: { $0.event.callback?.method == .applicationDidBecomeActive })
      else { return }
      plan.insert(Delivery(.callback(.applicationWillEnterForeground)), at: launched + 1)
    })

  /// The app delegate's foreground methods in a scene-based app.
  package static let appDelegateInSceneApp = EngineBug(
    id: "app-delegate-in-scene-app", title: "app-delegate foreground methods in a scene-based app",
    lesson: """
      Once an app adopts scenes, UIKit stops calling applicationDidBecomeActive(_:) and the other \
      three foreground and background methods of the app delegate; the scene delegates get them.
      """,
    lifecycle: .scene, scenario: "launch.first.scene", demonstration: [.tapIcon],
    diagnostic: "+ applicationDidBecomeActive(_:)",
    mutate: { plan, _, _ in
      guard let active = plan.firstIndex(of: .sceneDidBecomeActive) else { return }
      plan.insert(Delivery(.callback(.applicationDidBecomeActive)), at: active + 1)
    })

  /// A notification posted before the method it follows.
  package static let notificationBeforeMethod = EngineBug(
    id: "notification-before-method", title: "didBecomeActiveNotification before applicationDidBecomeActive",
    lesson: """
      UIKit calls applicationDidBecomeActive(_:) and then posts \
      UIApplication.didBecomeActiveNotification: observers may rely on the delegate having run.
      """,
    lifecycle: .app, scenario: "launch.first.app", demonstration: [.tapIcon],
    diagnostic: "method-before-notification", postsNotifications: true,
    mutate: { plan, _, _ in
      guard let method = plan.firstIndex(of: .applicationDidBecomeActive),
        let notification = plan.firstIndex(where: { $0.event.notification?.name == .applicationDidBecomeActive })
      else { return }
      plan.insert(plan.remove(at: notification), at: method)
    })

  /// A background launch that brings the app to the foreground.
  package static let backgroundLaunchGoesForeground = EngineBug(
    id: "background-launch-goes-foreground", title: "a background launch makes the app active",
    lesson: """
      When the system launches an app in the background (a location update, a fetch) the app \
      never comes on screen: no applicationDidBecomeActive(_:) until the user opens it.
      """,
    lifecycle: .app, scenario: "launch.background.app", demonstration: [.backgroundLaunch(.fetch)],
    diagnostic: "+ applicationDidBecomeActive(_:)",
    mutate: { plan, stimulus, before in
      guard case .backgroundLaunch = stimulus, before.appState == .notRunning else { return }
      plan.append(Delivery(.callback(.applicationDidBecomeActive)))
    })
}
