/// Why the site could not be written or read: one sentence that names the path.
package struct SiteFailure: Error, CustomStringConvertible, Sendable {
  package let message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}
