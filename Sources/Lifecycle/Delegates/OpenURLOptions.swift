/// A lightweight stand-in for the options of a URL to open (`UIScene.OpenURLOptions`, and the
/// `[UIApplication.OpenURLOptionsKey: Any]` of `application(_:open:options:)`)
/// (https://developer.apple.com/documentation/uikit/uiscene/openurloptions).
public struct OpenURLOptions: Hashable, Sendable {
  /// The bundle id of the app that asked to open the URL, if known.
  public var sourceApplication: String?
  /// Whether the file should be opened in place rather than copied.
  public var openInPlace: Bool

  /// Creates the options of a URL opened in the app.
  public init(sourceApplication: String? = nil, openInPlace: Bool = false) {
    self.sourceApplication = sourceApplication
    self.openInPlace = openInPlace
  }
}
