/// A lightweight stand-in for the launch options dictionary
/// (`[UIApplication.LaunchOptionsKey: Any]`): why an app-based app was launched
/// (https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey).
public struct LaunchOptions: Hashable, Sendable {
  /// The URL the app was launched to open (`.url`).
  public var url: String?
  /// The type of the Handoff activity the app was launched to continue (`.userActivityType`).
  public var userActivityType: String?
  /// Why the system launched the app in the background (`.location`, `.remoteNotification`, …).
  public var backgroundLaunchReason: BackgroundLaunchReason?

  /// Creates launch options with what the launch carries, if anything.
  public init(
    url: String? = nil, userActivityType: String? = nil,
    backgroundLaunchReason: BackgroundLaunchReason? = nil
  ) {
    self.url = url
    self.userActivityType = userActivityType
    self.backgroundLaunchReason = backgroundLaunchReason
  }
}

extension LaunchPayload {
  /// What launch options carry: `nil` options carry nothing.
  public init(_ options: LaunchOptions?) {
    self = options?.url != nil ? .url : options?.userActivityType != nil ? .activity : .none
  }

  /// What connection options carry.
  public init(_ options: Scene.ConnectionOptions) {
    self = !options.urlContexts.isEmpty ? .url : !options.userActivities.isEmpty ? .activity : .none
  }
}
