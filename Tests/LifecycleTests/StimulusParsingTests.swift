import Lifecycle
import Testing

@Suite("Reading stimuli as people type them")
struct StimulusParsingTests {
  @Test(
    "names, prefixes and parameters",
    arguments: [
      ("tapIcon", Stimulus.tapIcon),
      ("tapI", .tapIcon),
      ("pressh", .pressHome),
      ("beginInterruption notificationCenter", .beginInterruption(.notificationCenter)),
      ("beginInt notif", .beginInterruption(.notificationCenter)),
      ("beginInterruption kind=call", .beginInterruption(.call)),
      ("backgroundLaunch fetch", .backgroundLaunch(.fetch)),
      ("openScene second", .openScene("second")),
      ("openURL", .openURL()),
      ("openURL scene=second url=https://example.com/a", .openURL(url: "https://example.com/a", scene: "second")),
      ("openURL second url=https://example.com/a", .openURL(url: "https://example.com/a", scene: "second")),
      ("openURL:url=https://example.com/a,scene=second", .openURL(url: "https://example.com/a", scene: "second")),
      ("tapNotification side", .tapNotification(scene: "side")),
      ("  memoryWarning  ", .memoryWarning),
    ])
  func parses(text: String, stimulus: Stimulus) throws {
    #expect(try Stimulus(parsing: text) == stimulus)
  }

  @Test(
    "mistakes get one line that names the word",
    arguments: [
      ("", "no stimulus given"),
      ("presHome", "unknown stimulus 'presHome'; did you mean 'pressHome'?"),
      ("tap", "ambiguous stimulus 'tap': tapIcon, tapNotification"),
      ("openScene", "openScene needs a scene id"),
      ("openScene Second", "invalid scene id 'Second'; scene ids match [a-z0-9][a-z0-9-]*"),
      (
        "beginInterruption",
        "beginInterruption needs a kind (alert, call, controlCenter, notificationCenter, siri, biometric)"
      ),
      ("beginInterruption quake", "unknown interruption kind 'quake'"),
      ("pressHome now", "unexpected 'now' after pressHome"),
      ("tapIcon url=x", "unexpected 'url=x' after tapIcon"),
      // A URL is never split into a URL and a scene.
      ("openURL url=a b", "unexpected 'b' after openURL; a parameter after the first is key=value"),
      ("openURL:url=a,b", "unexpected 'b' after openURL; a parameter after the first is key=value"),
    ])
  func rejects(text: String, message: String) {
    #expect(throws: StimulusSyntaxError(message)) { try Stimulus(parsing: text) }
  }
}
