/// Why a folder could not be written or read: one sentence that names the path.
package struct FolderFailure: Error, CustomStringConvertible, Sendable {
  package let message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}
