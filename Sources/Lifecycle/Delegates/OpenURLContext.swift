/// A lightweight stand-in for `UIOpenURLContext`: a URL to open, and how it came
/// (https://developer.apple.com/documentation/uikit/uiopenurlcontext).
///
/// URLs are strings: the kit depends on nothing beyond the standard library.
public struct OpenURLContext: Hashable, Sendable {
  /// The URL, as text.
  public var url: String
  /// How the URL came.
  public var options: OpenURLOptions

  /// Creates the context of a URL opened in a scene.
  public init(url: String, options: OpenURLOptions = OpenURLOptions()) {
    self.url = url
    self.options = options
  }
}
