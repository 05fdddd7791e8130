import Foundation

extension FolderWriter {
  /// What a folder the writer replaces holds: its name in messages, and how to tell that a
  /// folder already there is one the writer may replace (one it wrote), and why not. The
  /// reference site is one (`lifecycle docs`); a conformance report is another
  /// (`ConformanceReport.write(toFolder:)`), written the same way, all or nothing.
  package struct Contents: Sendable {
    /// What the folder holds, in messages: "site", "report".
    package let noun: String
    /// Why the non-empty folder at the URL is not one the writer wrote, or `nil` when it is.
    package let foreignReason: @Sendable (URL) -> String?
    /// The first line of every file the writer writes, when each file of a folder it replaces
    /// must be its own: one of the new files, or one that starts with the marker (a file the
    /// new folder no longer has). A file a user added inside is then refused, not deleted with
    /// the folder. `nil`: the folder's files are not checked one by one.
    package let marker: String?

    package init(noun: String, marker: String? = nil, foreignReason: @escaping @Sendable (URL) -> String?) {
      self.noun = noun
      self.marker = marker
      self.foreignReason = foreignReason
    }
  }
}
