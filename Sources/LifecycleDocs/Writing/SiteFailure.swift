/// Why the site could not be written or read: one sentence that names the path.
public struct SiteFailure: Error, CustomStringConvertible, Sendable {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
