/// A lightweight stand-in for `NSUserActivity`: a Handoff activity to continue, or the state a
/// scene saves for restoration (https://developer.apple.com/documentation/foundation/nsuseractivity).
public struct UserActivity: Hashable, Sendable {
  /// The activity type, a reverse-DNS string: `com.example.reading`.
  public var activityType: String

  /// Creates a user activity of a type.
  public init(activityType: String) { self.activityType = activityType }
}
