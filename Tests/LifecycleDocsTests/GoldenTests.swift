import Foundation
import Lifecycle
import LifecycleTestSupport
import Testing

@testable import LifecycleDocs

/// The fixed test catalog's site, byte for byte, against the files in `Golden/`.
///
/// To re-record after an intended change: `RECORD_GOLDEN=1 swift test --filter GoldenTests`,
/// review the diff, and run again without the variable (a recording run always fails, so it is
/// never left on). `Golden/` sits under the `.editorconfig` rule that keeps trailing spaces.
@Suite("Golden pages")
struct GoldenTests {
  static let files = RecordedFiles(Repository.url("Tests/LifecycleDocsTests/Golden"), rewrittenWith: "RECORD_GOLDEN")
  static let folder = files.folder
  static let pages = DocsSite.render(Fixture.scenarios, engines: Fixture.engines)

  @Test("the golden folder holds exactly the rendered pages")
  func sameFiles() throws {
    if Self.files.isRecording {
      try? FileManager.default.removeItem(at: Self.folder)
      try FolderWriter(site: Self.folder.path).write(Self.pages)
      Self.files.recorded(Self.pages.count)
      return
    }
    let differences = try FolderWriter(site: Self.folder.path).differences(from: Self.pages)
    #expect(
      differences.filter { $0.kind != .changed }.isEmpty,
      "missing or extra golden files: \(differences); \(Self.files.rewriteAdvice)")
  }

  @Test(
    "each page matches its golden file",
    arguments: DocsSite.render(Fixture.scenarios, engines: Fixture.engines).keys.sorted())
  func page(path: String) throws {
    guard !Self.files.isRecording else { return }
    let golden = try String(contentsOf: Self.folder.appendingPathComponent(path), encoding: .utf8)
    let rendered = try #require(Self.pages[path])
    if golden != rendered {
      let message =
        "\(path) differs from its golden file at line \(Self.firstDifferentLine(golden, rendered))\n"
        + "Re-record with \(Self.files.variable)=1 if the change is intended."
      Issue.record(Comment(rawValue: message))
    }
  }

  /// The first line where two texts differ, with both versions, for a readable failure.
  static func firstDifferentLine(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? String(left[index]) : "(end)"
      let b = index < right.count ? String(right[index]) : "(end)"
      if a != b { return "\(index + 1)\n− \(a)\n+ \(b)" }
    }
    return "(none)"
  }
}
