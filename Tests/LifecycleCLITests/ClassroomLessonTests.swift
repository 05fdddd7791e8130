import Lifecycle
import Testing

@testable import LifecycleCLI
@testable import LifecycleDocs

@Suite("The teacher's guide")
struct ClassroomLessonTests {
  @Test(
    "every lesson's simulator script runs without an impossible or unknown stimulus",
    arguments: Scenario.Family.allCases)
  func lessonScriptsRun(_ family: Scenario.Family) async {
    let lesson = Lesson.of(family)
    let options = lesson.simulatorOptions.split(separator: " ").map(String.init)
    let run = await CLIRun(["simulate"] + options, stdin: lesson.script)
    let expectedPrefixes = [
      "lifecycle simulate:", "Now:", "> ", "  ", "Alternative ", "Following ", "Back to the start.",
    ]
    for line in run.stdout.split(separator: "\n") {
      #expect(expectedPrefixes.contains { line.hasPrefix($0) }, "\(family): unexpected line '\(line)'")
    }
    #expect(run.stdout.components(separatedBy: "Now:").count > lesson.script.count / 2)
  }

  @Test("classroom.md is linked from the index and links every family's worksheet")
  func linked() {
    // The two pages alone: the whole site would render every other page as well.
    let site = SiteCatalog(Scenario.all)
    #expect(IndexPage.render(site).contains("](classroom.md)"))
    let guide = ClassroomPage.render(site)
    for family in Scenario.Family.allCases {
      #expect(guide.contains("](worksheets/\(family.rawValue).md)"), "\(family)")
    }
    #expect(guide.contains("swift run lifecycle docs") && guide.contains("swift test"))
  }
}
