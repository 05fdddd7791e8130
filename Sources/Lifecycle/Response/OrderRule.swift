/// A rule that orders two events of one response (Conformance/SPEC.md#order-rules).
///
/// The checker names the rule an actual order breaks, and where it is documented.
package struct OrderRule: Hashable, Sendable {
  /// The rule's place in `definitions` (and in `all`). Every order edge carries its rule, and
  /// orders are derived for every step a checker or an engine sees: a rule is copied and
  /// compared as this one byte, not as three reference-counted strings.
  private let index: UInt8

  /// A stable identifier, never renamed: `delegate-sequence`.
  package var id: String { Self.definitions[Int(index)].id }
  /// The rule in one sentence.
  package var summary: String { Self.definitions[Int(index)].summary }
  /// The page that documents it.
  package var url: String { Self.definitions[Int(index)].url }

  private init(_ index: UInt8) { self.index = index }

  private struct Definition {
    let id: String
    let summary: String
    let url: String

    init(id: String, summary: String, url: StaticString) {
      self.id = id
      self.summary = summary
      self.url = url.description
    }
  }

  /// `launch-first`: the two launch callbacks come first, in order.
  package static let launchFirst = OrderRule(0)
  /// `delegate-sequence`: each delegate's callbacks in the order of the state changes.
  package static let delegateSequence = OrderRule(1)
  /// `notification-sequence`: each object's notifications in the order of the state changes.
  package static let notificationSequence = OrderRule(2)
  /// `configuration-before-connection`: a scene is configured before it connects.
  package static let configurationBeforeConnection = OrderRule(3)
  /// `disconnection-before-discard`: a scene disconnects before its session is discarded.
  package static let disconnectionBeforeDiscard = OrderRule(4)
  /// `method-before-notification`: the app-delegate method before its notification.
  package static let methodBeforeNotification = OrderRule(5)
  /// `termination-last`: `applicationWillTerminate(_:)` after every scene event of its step.
  package static let terminationLast = OrderRule(6)
  /// `payload-order`: a URL or user activity where the step's foregrounding allows it.
  package static let payloadOrder = OrderRule(7)

  /// Every order rule, for the docs.
  package static let all: [OrderRule] = (0..<definitions.count).map { OrderRule(UInt8($0)) }

  /// The rules' texts, in the order of `all`.
  private static let definitions: [Definition] = [
    // launchFirst
    Definition(
      id: "launch-first",
      summary: "application(_:willFinishLaunchingWithOptions:) comes before "
        + "application(_:didFinishLaunchingWithOptions:), which comes before every other event of a launch",
      url: AppleDocumentation.launchSequence),
    // delegateSequence
    Definition(
      id: "delegate-sequence",
      summary: "each delegate's callbacks come one after another, in the order of the state changes they announce",
      url: AppleDocumentation.lifeCycle),
    // notificationSequence
    Definition(
      id: "notification-sequence",
      summary: "each object's notifications come in the order of the state changes they announce",
      url: AppleDocumentation.applicationState),
    // configurationBeforeConnection
    Definition(
      id: "configuration-before-connection",
      summary: "application(_:configurationForConnecting:options:) comes before the "
        + "scene(_:willConnectTo:options:) it configures",
      url: AppleDocumentation.configurationForConnecting),
    // disconnectionBeforeDiscard
    Definition(
      id: "disconnection-before-discard",
      summary: "sceneDidDisconnect(_:) comes before the application(_:didDiscardSceneSessions:) "
        + "that discards that scene "
        + "(Apple: the removal of a scene is a precursor to its destruction; no page orders the two callbacks)",
      url: AppleDocumentation.sceneDidDisconnect),
    // methodBeforeNotification
    Definition(
      id: "method-before-notification",
      summary: "UIKit posts the notification after calling the app-delegate method "
        + "(didFinishLaunching, didBecomeActive, willResignActive, willTerminate)",
      url: AppleDocumentation.applicationDidBecomeActive),
    // terminationLast
    Definition(
      id: "termination-last",
      summary: "applicationWillTerminate(_:) and its notification come after every scene event of the step "
        + "(a rule of the format, Conformance/SPEC.md#termination-last: Apple's pages give no order)",
      url: AppleDocumentation.applicationWillTerminate),
    // payloadOrder
    Definition(
      id: "payload-order",
      summary: "a URL or user activity comes after the step's …WillEnterForeground (or willConnectTo); "
        + "a URL comes before …DidBecomeActive; the activity's type comes before the activity",
      url: AppleDocumentation.sceneOpenURLContexts),
  ]
}
