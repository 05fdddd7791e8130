import Testing

@testable import Lifecycle

/// The words a response's shape is printed in when the catalog and the model disagree.
@Suite("Response shapes in words")
struct ResponseShapeTests {
  typealias Key = Response.Shape.Key

  @Test("an event with its occurrence, presence and payload; a pair; a dependency on its group")
  func words() {
    let resign = Key(event: .callback(.applicationWillResignActive), occurrence: 1, presence: .optional)
    var connect = Key(event: .callback(.sceneWillConnect, "main"), occurrence: 0, presence: .required)
    connect.payload = .url
    let active = Key(event: .callback(.sceneDidBecomeActive, "main"), occurrence: 0, presence: .required)
    #expect(resign.description == "applicationWillResignActive(_:) #2 (optional)")
    #expect(connect.description == "scene(_:willConnectTo:options:) main carrying url")
    #expect(
      Response.Shape.Pair(earlier: connect, later: active).description
        == "scene(_:willConnectTo:options:) main carrying url → sceneDidBecomeActive(_:) main")
    #expect(
      Response.Shape.Dependency(event: resign, group: [active, connect]).description
        == "applicationWillResignActive(_:) #2 (optional) only with scene(_:willConnectTo:options:) main carrying url, "
        + "sceneDidBecomeActive(_:) main")
  }
}
