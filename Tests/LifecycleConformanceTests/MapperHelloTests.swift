import Lifecycle
import Testing

@testable import LifecycleConformance

/// The hello a mapper says over the mapper protocol: what the kit reads from it, and, for each
/// way it can be wrong, the sentence a mapper author sees (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
@Suite("Mapper hello")
struct MapperHelloTests {
  static let start = #"{"protocol": "lifecycle-mapper", "version": 1, "#
  static let app =
    #"{"name": "rn", "of": "app", "states": {"notRunning": "unknown", "inactive": "inactive", "#
    + #""active": "active", "background": "background", "suspended": "background"}, "initial": "unknown"}"#
  static let scene =
    #"{"name": "phase", "of": "scene", "states": {"unattached": "gone", "foregroundInactive": "inactive", "#
    + #""foregroundActive": "active", "background": "background"}}"#

  @Test("a hello's name, lifecycles, trace versions, inline projection and notifications flag")
  func reads() throws {
    let hello = try MapperHello(
      Self.start + #""mapper": "RN 0.76", "lifecycles": ["app", "scene"], "trace": [1, 1.1], "#
        + #""notifications": false, "projection": "# + Self.app + "}")
    #expect(hello.mapper == "RN 0.76")
    #expect(hello.format == .v1_1)
    #expect(hello.capabilities.lifecycles == [.app, .scene])
    #expect(!hello.capabilities.receivesNotifications)
    #expect(hello.capabilities.projection.name == "rn")
    #expect(hello.capabilities.projection.subject == .app)
    #expect(hello.capabilities.projection.states["suspended"] == "background")
    #expect(hello.capabilities.projection.initial == "unknown")
  }

  @Test("without trace and notifications: version 1, and notifications wanted; a projection of scenes has no initial")
  func defaults() throws {
    let hello = try MapperHello(Self.start + #""lifecycles": ["scene"], "projection": "# + Self.scene + "}")
    #expect(hello.format == .v1)
    #expect(hello.mapper == nil)
    #expect(hello.capabilities.receivesNotifications)
    #expect(hello.capabilities.projection.subject == .scene)
    #expect(hello.capabilities.projection.initial == nil)
    // The mapper protocol lists `unattached` among a scene's states: it may be mapped, and is never checked.
    #expect(hello.capabilities.projection.allowed["unattached"] == ["gone"])
  }

  @Test("a named projection is the kit's own, with its allowed states and sources")
  func named() throws {
    let hello = try MapperHello(Self.start + #""lifecycles": ["app"], "projection": "react-native"}"#)
    #expect(hello.capabilities.projection == Projection.reactNative)
    #expect(hello.capabilities.projection.sources == ["https://reactnative.dev/docs/appstate"])
  }

  @Test("the first line tells a mapper from an engine")
  func tellsApart() throws {
    let mapper = try PipeHello(Self.start + #""lifecycles": ["app"], "projection": "# + Self.app + "}")
    guard case .mapper = mapper else { Issue.record("\(mapper)"); return }
    let engine = try PipeHello(#"{"protocol": "lifecycle-engine", "version": 1, "lifecycles": ["app"]}"#)
    guard case .engine = engine else { Issue.record("\(engine)"); return }
  }

  struct Wrong: Sendable, CustomTestStringConvertible {
    let rest: String
    let kind: EngineMisbehaviour.Kind
    let says: String
    var testDescription: String { says }
  }

  nonisolated static let wrong: [Wrong] = [
    Wrong(rest: #""lifecycles": ["app"]}"#, kind: .badLine, says: #"needs a "projection""#),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": "x", "mapper": 3}"#, kind: .badLine,
      says: "'mapper' that is not a string"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": "x", "notifications": []}"#, kind: .badLine,
      says: "'notifications' that is not true or false"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": "qt"}"#, kind: .badLine,
      says: "unknown projection 'qt' (the kit defines androidx, flutter, react-native, swiftui, swiftui-app)"),
    Wrong(rest: #""lifecycles": ["app"], "projection": 3}"#, kind: .badLine, says: "projection is not a JSON object"),
    Wrong(
      rest: #""lifecycles": ["scene", "app"], "projection": "swiftui"}"#, kind: .badLine,
      says: "lists the app lifecycle, on which projection 'swiftui' does not run"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": {"name": "x", "table": {}}}"#, kind: .badLine,
      says: "projection has an unknown key 'table'"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": {"of": "app"}}"#, kind: .badLine, says: "projection has no 'name'"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": {"name": "x", "of": "window"}}"#, kind: .badLine,
      says: "projection 'of' is 'window'; it is 'app' or 'scene'"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": {"name": "x", "of": "app", "states": {"paused": "p"}}}"#,
      kind: .badLine, says: "projection state 'paused' is no app state"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": {"name": "x", "of": "app", "states": {"active": 1}}}"#,
      kind: .badLine, says: "projection 'states.active' is not a string or an array of strings"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": {"name": "x", "of": "app", "states": {"active": "a"}}}"#,
      kind: .badLine, says: "projection does not map the app state 'notRunning'"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": "#
        + app.replacingOccurrences(of: #", "initial": "unknown""#, with: "")
        + "}", kind: .badLine, says: "projection of the app has no 'initial', its state before any launch"),
    Wrong(
      rest: #""lifecycles": ["scene"], "projection": "# + scene.dropLast() + #", "initial": "gone"}}"#, kind: .badLine,
      says: "projection of scenes has an 'initial'; no scene is connected before a launch"),
    Wrong(rest: #""lifecycles": [], "projection": "x"}"#, kind: .badLine, says: #"needs "lifecycles""#),
    Wrong(
      rest: #""lifecycles": ["app"], "trace": [2], "projection": "x"}"#, kind: .version,
      says: "the mapper writes trace format [2]"),
    Wrong(
      rest: #""lifecycles": ["app"], "projection": "x", "stimuli": []}"#, kind: .badLine, says: "unknown key 'stimuli'"),
  ]

  @Test("each wrong hello is a fault in one sentence", arguments: wrong)
  func wrongHello(_ row: Wrong) {
    #expect { try MapperHello(Self.start + row.rest) } throws: { error in
      guard let fault = error as? EngineMisbehaviour else { return false }
      return fault.kind == row.kind && fault.detail.contains(row.says)
    }
  }

  @Test("a mapper hello of another protocol version is a version fault naming the mapper")
  func version() {
    #expect {
      try MapperHello(#"{"protocol": "lifecycle-mapper", "version": 2, "lifecycles": ["app"], "projection": "x"}"#)
    } throws: { error in
      (error as? EngineMisbehaviour)?.detail == "the mapper speaks protocol version 2; the kit speaks version 1"
    }
  }
}
