extension Scene {
  /// A lightweight stand-in for `UIScene.ConnectionOptions`: why a scene is connecting, with the
  /// payloads that launched it (https://developer.apple.com/documentation/uikit/uiscene/connectionoptions).
  ///
  /// A scene that connects for a URL or a Handoff activity gets the payload here, with no
  /// `scene(_:openURLContexts:)` or `scene(_:continue:)` of its own (Conformance/SPEC.md#payloads).
  public struct ConnectionOptions: Hashable, Sendable {
    /// The URLs to open.
    public var urlContexts: Set<OpenURLContext>
    /// The Handoff activities to continue.
    public var userActivities: Set<UserActivity>

    /// Creates connection options with the URLs and user activities the connection carries.
    public init(urlContexts: Set<OpenURLContext> = [], userActivities: Set<UserActivity> = []) {
      self.urlContexts = urlContexts
      self.userActivities = userActivities
    }
  }
}
