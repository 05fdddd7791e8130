/// What a callback's launch or connection options carry of the stimulus that launched the app
/// or connected the scene (Conformance/SPEC.md#argument-payload): nothing, its URL, or its
/// user activity (or the activity's type).
///
/// `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` report `launchOptions`;
/// `scene(_:willConnectTo:options:)` reports its `UIScene.ConnectionOptions`.
package enum LaunchPayload: String, Hashable, Sendable, CaseIterable, Codable, Comparable {
  /// Neither a URL nor a user activity (the options may hold other things, or be `nil`).
  case none
  /// The URL to open (`launchOptions[.url]`, `connectionOptions.urlContexts`).
  case url
  /// The user activity to continue (`launchOptions[.userActivityType]`,
  /// `connectionOptions.userActivities` or `handoffUserActivityType`).
  case activity

  /// Orders payloads by name, for stable output.
  package static func < (lhs: LaunchPayload, rhs: LaunchPayload) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension Callback.Method {
  /// Whether the method is given launch or connection options (Conformance/SPEC.md#argument-payload).
  package var takesPayload: Bool {
    self == .applicationWillFinishLaunching || self == .applicationDidFinishLaunching || self == .sceneWillConnect
  }
}
