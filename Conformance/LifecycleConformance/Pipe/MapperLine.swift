import Lifecycle

/// One line a mapper writes over the mapper protocol while the kit waits for its answer
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper): a change of its framework's state, or one of the
/// control lines that end the answer.
enum MapperLine: Hashable, Sendable, ResponseLine {
  /// `{"state": S}`, with `"scene"` for a projection of scenes.
  case state(ReportedState)
  /// `{"done": true}`, `{"unsupported": …}` or `{"error": …}`.
  case control(ResponseEnding)

  var ending: ResponseEnding? {
    if case .control(let ending) = self { ending } else { nil }
  }

  /// Decodes one line's bytes (without its line break); throws for anything else.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(TraceError) -> MapperLine {
    let fields = try TraceFields(bytes, line: 1)
    if let ending = try ResponseEnding.decode(fields) { return .control(ending) }
    guard let state = try fields.string("state") else {
      throw fields.error(.missingKey("state", on: "a mapper's line"))
    }
    for (key, _) in fields.members where key != "state" && key != "scene" {
      throw fields.error(.keyNotAllowed(key, on: "a mapper's line"))
    }
    let scene = try fields.string("scene").map(SceneID.init(rawValue:))
    if let scene, !scene.isWellFormed { throw fields.error(.badSceneID(scene.rawValue)) }
    return .state(ReportedState(state, scene: scene))
  }
}
