/// A rule that orders two events of one response (TRACE-FORMAT.md, "How a trace is judged").
///
/// The checker names the rule an actual order breaks, and where it is documented.
public struct OrderRule: Hashable, Sendable {
  /// A stable identifier, never renamed: `delegate-sequence`.
  public let id: String
  /// The rule in one sentence.
  public let summary: String
  /// The page that documents it.
  public let url: String

  init(id: String, summary: String, url: StaticString) {
    self.id = id
    self.summary = summary
    self.url = url.description
  }

  public static let launchFirst = OrderRule(
    id: "launch-first",
    summary: "application(_:willFinishLaunchingWithOptions:) comes before "
      + "application(_:didFinishLaunchingWithOptions:), which comes before every other event of a launch",
    url: AppleDocumentation.launchSequence)

  public static let delegateSequence = OrderRule(
    id: "delegate-sequence",
    summary: "each delegate's callbacks come one after another, in the order of the state changes they announce",
    url: AppleDocumentation.lifeCycle)

  public static let notificationSequence = OrderRule(
    id: "notification-sequence",
    summary: "each object's notifications come in the order of the state changes they announce",
    url: AppleDocumentation.applicationState)

  public static let configurationBeforeConnection = OrderRule(
    id: "configuration-before-connection",
    summary: "application(_:configurationForConnecting:options:) comes before the "
      + "scene(_:willConnectTo:options:) it configures",
    url: AppleDocumentation.configurationForConnecting)

  public static let disconnectionBeforeDiscard = OrderRule(
    id: "disconnection-before-discard",
    summary: "sceneDidDisconnect(_:) comes before the application(_:didDiscardSceneSessions:) that discards that scene",
    url: AppleDocumentation.didDiscardSceneSessions)

  public static let methodBeforeNotification = OrderRule(
    id: "method-before-notification",
    summary: "UIKit posts the notification after calling the app-delegate method "
      + "(didFinishLaunching, didBecomeActive, willResignActive, willTerminate)",
    url: AppleDocumentation.applicationDidBecomeActive)

  public static let terminationLast = OrderRule(
    id: "termination-last",
    summary: "applicationWillTerminate(_:) and its notification come after every scene event of the step",
    url: AppleDocumentation.applicationWillTerminate)

  /// Every order rule, for the docs.
  public static let all: [OrderRule] = [
    .launchFirst, .delegateSequence, .notificationSequence, .configurationBeforeConnection,
    .disconnectionBeforeDiscard, .methodBeforeNotification, .terminationLast,
  ]
}
