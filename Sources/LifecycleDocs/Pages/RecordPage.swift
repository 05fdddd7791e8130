import Lifecycle

/// `record.md`: logging delegates to paste into a real iOS app, so a reader can record what a
/// device does in the trace format, check it with `lifecycle verify`, and contribute it.
enum RecordPage {
  static let page = SitePath.record

  /// The scenario whose trace the page shows as an example of what the logger prints.
  static let exampleID = "home-press.scene"

  static func render(_ site: SiteCatalog) -> String {
    var blocks = [
      DocsSite.marker,
      localized("# Record your own device"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("record a device"),
      localized(
        "Every row on this site cites an Apple page or a public log of a real device. Where they are silent "
          + "or disagree, a trace from your device settles it. The code below prints each callback and notification "
          + "as a line of the \(Markdown.link(localized("trace format"), SitePath.traceFormat)); you add a line for "
          + "what you did, and `lifecycle verify` says whether the device matches the reference."),
      localized("## 1. The logger"),
      localized(
        "Add this file to a scene-based app. It prints to the console, so run the app from Xcode or read the "
          + "device's log in Console."),
      Markdown.fence("swift", logger),
      localized("## 2. One line in each delegate method"),
      localized(
        "Call the logger first thing in every lifecycle method your delegates have; add the ones they lack. A "
          + "scene delegate with every scene method of the trace format:"),
      Markdown.fence("swift", sceneDelegate),
      localized(
        "And the app delegate (keep your own `@main` type; add the lines to it). For an app-based app, write "
          + "`\"app\"` for `\"lifecycle\"` in the logger's header and log `applicationDidBecomeActive(_:)`, "
          + "`applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` and "
          + "`applicationWillEnterForeground(_:)` the same way."),
      Markdown.fence("swift", appDelegate),
      localized(
        "The logger leaves out the geometry callbacks "
          + "(\(Inline.event(Callback.Method.windowSceneDidUpdateEffectiveGeometry.rawValue, from: page)) and the "
          + "older one): a trace may omit them only when no step resizes a scene."),
      localized("## 3. Say what you did"),
      localized(
        "The device knows what it delivered, not what you did. The logger writes the header and the launch "
          + "(`tapIcon`); before the lines of each later action, add its stimulus line, spelled as in the "
          + "\(Markdown.link(localized("stimulus table"), SitePath.relative(from: page, to: SitePath.traceFormat, anchor: Markdown.anchor(localized("Stimuli"))))). "
          + "For a launch and a trip to the Home Screen the file reads:"),
      Markdown.fence("json", example(site)),
      localized(
        "Keep only the lines that start with `{` (the console adds its own), save them as `device.jsonl`, then:"),
      Markdown.fence("sh", "swift run lifecycle verify device.jsonl"),
      localized(
        "The verdict is either conformant, or the first step where the device left every allowed answer, with "
          + "the rule it broke."),
      localized("## 4. Contribute the trace"),
      localized(
        "A device that disagrees with the reference is worth the most. Open an issue on the project with the "
          + "trace attached, the device model, the iOS version, the SDK the app was built with, and what you did "
          + "at each stimulus line, and say whether `lifecycle verify` accepted it. A public trace is what an "
          + "**observed** row links to (\(Markdown.link(localized("Provenance"), SitePath.relative(from: page, to: SitePath.index, anchor: Markdown.anchor(localized("Provenance")))))): "
          + "once it is public, a maintainer can cite it beside the rows it confirms or contradicts."),
    ]
    blocks.append("---")
    blocks.append(
      localized(
        "See also: \(Markdown.link(localized("trace format"), SitePath.traceFormat)), "
          + "\(SitePath.specLink(localized("the specification")))."))
    return Markdown.page(blocks)
  }

  /// What the logger prints for the example scenario, one allowed order of each step.
  static func example(_ site: SiteCatalog) -> String {
    guard let scenario = site.scenarios.first(where: { $0.id == exampleID }) else { return header + "\n" }
    var writer = TraceWriter(header: TraceHeader(lifecycle: .scene, recording: .both, source: source), to: "")
    for step in scenario.steps {
      writer.write(step.stimulus, delivered: step.outcomes[0].response.linearised())
    }
    return String(writer.output.dropLast())
  }

  static let source = "TraceLog on a device"
  static let header =
    #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "notifications": true, "#
    + #""source": "\#(source)"}"#

  static var logger: String {
    let notifications = LifecycleNotification.Name.allCases.map { "    \($0.rawValue): \"\($0.rawValue)\"," }
      .joined(separator: "\n")
    return ##"""
      import UIKit

      /// Prints LifecycleKit trace lines (trace format, version 1) to the console.
      @MainActor
      final class TraceLog: NSObject {
        static let shared = TraceLog()
        private var sceneNames: [String: String] = [:]

        /// The header, the launch, and every notification of the trace format from now on.
        func start() {
          print(#"\##(header)"#)
          print(#"{"stimulus": "tapIcon"}"#)
          for name in Self.notifications.keys {
            NotificationCenter.default.addObserver(self, selector: #selector(posted(_:)), name: name, object: nil)
          }
        }

        /// A callback line; pass the scene for a scene-delegate method.
        func callback(_ selector: String, _ scene: UIScene? = nil) {
          line("callback", selector, scene)
        }

        @objc private func posted(_ notification: Notification) {
          guard let name = Self.notifications[notification.name] else { return }
          line("notification", name, notification.object as? UIScene)
        }

        private func line(_ key: String, _ value: String, _ scene: UIScene?) {
          if let scene {
            print(#"{"\#(key)": "\#(value)", "scene": "\#(name(of: scene))"}"#)
          } else {
            print(#"{"\#(key)": "\#(value)"}"#)
          }
        }

        /// "main" for the first scene session, then "scene-2", "scene-3", … (ids the format accepts).
        private func name(of scene: UIScene) -> String {
          let key = scene.session.persistentIdentifier
          if let name = sceneNames[key] { return name }
          let name = sceneNames.isEmpty ? "main" : "scene-\(sceneNames.count + 1)"
          sceneNames[key] = name
          return name
        }

        /// Each notification of the trace format, with its name as the format spells it.
        private static let notifications: [Notification.Name: String] = [
      \##(notifications)
        ]
      }
      """##
  }

  static let sceneDelegate = #"""
    import UIKit

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
      var window: UIWindow?
      private let log = TraceLog.shared

      func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                 options connectionOptions: UIScene.ConnectionOptions) {
        log.callback("scene(_:willConnectTo:options:)", scene)
        // Your window setup stays here.
      }

      func sceneDidDisconnect(_ scene: UIScene) { log.callback("sceneDidDisconnect(_:)", scene) }
      func sceneWillEnterForeground(_ scene: UIScene) { log.callback("sceneWillEnterForeground(_:)", scene) }
      func sceneDidBecomeActive(_ scene: UIScene) { log.callback("sceneDidBecomeActive(_:)", scene) }
      func sceneWillResignActive(_ scene: UIScene) { log.callback("sceneWillResignActive(_:)", scene) }
      func sceneDidEnterBackground(_ scene: UIScene) { log.callback("sceneDidEnterBackground(_:)", scene) }

      func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        log.callback("scene(_:openURLContexts:)", scene)
      }

      func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {
        log.callback("scene(_:willContinueUserActivityWithType:)", scene)
      }

      func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        log.callback("scene(_:continue:)", scene)
      }

      func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        log.callback("stateRestorationActivity(for:)", scene)
        return nil  // or the activity your app saves
      }
    }
    """#

  static let appDelegate = #"""
    import UIKit

    @main
    final class AppDelegate: UIResponder, UIApplicationDelegate {
      private let log = TraceLog.shared

      func application(_ application: UIApplication,
                       willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.start()
        log.callback("application(_:willFinishLaunchingWithOptions:)")
        return true
      }

      func application(_ application: UIApplication,
                       didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.callback("application(_:didFinishLaunchingWithOptions:)")
        return true
      }

      func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                       options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.callback("application(_:configurationForConnecting:options:)")
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
      }

      func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.callback("application(_:didDiscardSceneSessions:)")
      }

      func applicationWillTerminate(_ application: UIApplication) {
        log.callback("applicationWillTerminate(_:)")
      }

      func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        log.callback("applicationDidReceiveMemoryWarning(_:)")
      }

      func applicationSignificantTimeChange(_ application: UIApplication) {
        log.callback("applicationSignificantTimeChange(_:)")
      }

      func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        log.callback("applicationProtectedDataWillBecomeUnavailable(_:)")
      }

      func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        log.callback("applicationProtectedDataDidBecomeAvailable(_:)")
      }

      /// Begins background work so that the trace shows the task and its expiry. These are names
      /// of trace format 1.1: a trace that calls this says `"version": 1.1` in its header.
      func beginLoggedBackgroundTask(_ application: UIApplication) {
        print(#"{"stimulus": "beginBackgroundTask"}"#)
        var task = UIBackgroundTaskIdentifier.invalid
        task = application.beginBackgroundTask {
          print(#"{"stimulus": "backgroundTimeExpires"}"#)
          self.log.callback("expirationHandler(_:)")
          print(#"{"stimulus": "endBackgroundTask"}"#)
          application.endBackgroundTask(task)
          task = .invalid
        }
      }
    }
    """#
}
