import Testing

@testable import Lifecycle

/// The inline form of a projection (Conformance/SPEC.md#projections), and
/// every way it can be wrong, each named in one line.
@Suite("Inline projections")
struct ProjectionJSONTests {
  static let example = """
    {"name": "my-engine", "of": "app", "states": {"notRunning": "detached", "inactive": "inactive",
    "active": "resumed", "background": "paused", "suspended": "paused"}, "initial": "detached"}
    """

  @Test("the protocol's example is the simple table it writes")
  func example() throws {
    let parsed = try Projection(parsing: Self.example)
    let table = Projection(
      name: "my-engine", of: .app,
      states: [
        "notRunning": "detached", "inactive": "inactive", "active": "resumed", "background": "paused",
        "suspended": "paused",
      ], initial: "detached")
    #expect(parsed == table)
  }

  @Test("a model state may map to an array of the states allowed; a scene projection has no initial")
  func alternatives() throws {
    let parsed = try Projection(
      parsing: """
        {"name": "s", "of": "scene", "states": {"foregroundInactive": "paused", "foregroundActive": "running",
         "background": ["paused", "stopped"]}}
        """)
    #expect(parsed.subject == .scene && parsed.allowedInitial.isEmpty)
    #expect(parsed.allowed["background"] == ["paused", "stopped"])
    #expect(parsed.states["background"] == "paused")
  }

  @Test("a header's projection is a name the kit defines or an inline object")
  func named() throws {
    #expect(try Projection(named: .string("flutter")) == .flutter)
    #expect(try Projection(named: JSONValue(parsing: Self.example)!).name == "my-engine")
    #expect(throws: ProjectionError.unknownName("fluter", suggestion: "flutter")) {
      try Projection(named: .string("fluter"))
    }
    #expect(
      ProjectionError.unknownName("fluter", suggestion: "flutter").description
        == "unknown projection 'fluter'; did you mean 'flutter'? "
        + "(the kit defines androidx, flutter, react-native, swiftui, swiftui-app)")
    #expect(
      ProjectionError.unknownName("qt", suggestion: nil).description
        == "unknown projection 'qt' (the kit defines androidx, flutter, react-native, swiftui, swiftui-app)")
  }

  struct Bad: CustomTestStringConvertible, Sendable {
    let json: String
    let error: ProjectionError
    let message: String
    var testDescription: String { message }
  }

  static let app =
    #""states": {"notRunning": "n", "inactive": "i", "active": "a", "background": "b", "suspended": "s"}"#
  static let bad: [Bad] = [
    Bad(
      json: #"{"name": "x", "of": "app""#,
      error: .malformedJSON(
        column: 26, reason: #"expected ',' or '}' after the value of "of", found the end of the line"#),
      message:
        #"projection is not JSON: column 26: expected ',' or '}' after the value of "of", found the end of the line"#),
    Bad(json: "[1]", error: .notAnObject, message: "projection is not a JSON object"),
    Bad(json: #"{"of": "app"}"#, error: .missingKey("name"), message: "projection has no 'name'"),
    Bad(
      json: #"{"name": 3}"#, error: .wrongType(key: "name", expected: "a string"),
      message: "projection 'name' is not a string"),
    Bad(
      json: #"{"name": "x", "off": "app"}"#, error: .unknownKey("off"), message: "projection has an unknown key 'off'"),
    Bad(
      json: #"{"name": "x", "of": "window", "states": {}}"#, error: .unknownSubject("window"),
      message: "projection 'of' is 'window'; it is 'app' or 'scene'"),
    Bad(json: #"{"name": "x", "of": "app"}"#, error: .missingKey("states"), message: "projection has no 'states'"),
    Bad(
      json: #"{"name": "x", "of": "app", "states": ["a"]}"#, error: .wrongType(key: "states", expected: "an object"),
      message: "projection 'states' is not an object"),
    Bad(
      json: #"{"name": "x", "of": "scene", "states": {"foregroundActiv": "a"}}"#,
      error: .unknownModelState("foregroundActiv", subject: .scene, suggestion: "foregroundActive"),
      message: "projection state 'foregroundActiv' is no scene state; did you mean 'foregroundActive'?"),
    Bad(
      json: #"{"name": "x", "of": "app", "states": {"unattached": "gone"}}"#,
      error: .unknownModelState("unattached", subject: .app, suggestion: nil),
      message: "projection state 'unattached' is no app state"),
    Bad(
      json: #"{"name": "x", "of": "scene", "states": {"background": "b", "foregroundActive": "a"}}"#,
      error: .unmappedModelState("foregroundInactive", subject: .scene),
      message: "projection does not map the scene state 'foregroundInactive'"),
    Bad(
      json: #"{"name": "x", "of": "app", "states": {"active": []}}"#,
      error: .wrongType(key: "states.active", expected: "a string or an array of strings"),
      message: "projection 'states.active' is not a string or an array of strings"),
    Bad(
      json: #"{"name": "x", "of": "app", "states": {"active": ["a", 1]}}"#,
      error: .wrongType(key: "states.active", expected: "a string or an array of strings"),
      message: "projection 'states.active' is not a string or an array of strings"),
    Bad(
      json: #"{"name": "x", "of": "app", \#(app)}"#, error: .missingInitial,
      message: "projection of the app has no 'initial', its state before any launch"),
    Bad(
      json: #"{"name": "x", "of": "app", \#(app), "initial": false}"#,
      error: .wrongType(key: "initial", expected: "a string or an array of strings"),
      message: "projection 'initial' is not a string or an array of strings"),
    Bad(
      json:
        #"{"name": "x", "of": "scene", "states": {"foregroundInactive": "i", "foregroundActive": "a", "background": "b"}, "initial": "i"}"#,
      error: .initialForScenes,
      message: "projection of scenes has an 'initial'; no scene is connected before a launch"),
  ]

  @Test("a wrong inline projection is rejected in one line naming the thing and the value", arguments: bad)
  func rejected(_ bad: Bad) {
    #expect(throws: bad.error) { try Projection(parsing: bad.json) }
    #expect(bad.error.description == bad.message)
  }

  @Test("an app projection may allow several initial states")
  func initialAlternatives() throws {
    let parsed = try Projection(parsing: #"{"name": "x", "of": "app", \#(Self.app), "initial": ["n", "b"]}"#)
    #expect(parsed.allowedInitial == ["n", "b"] && parsed.initial == "n")
  }
}
