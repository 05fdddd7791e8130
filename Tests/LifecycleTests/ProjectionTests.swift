import Testing

@testable import Lifecycle

/// The projections the kit defines (Conformance/SPEC.md#projections): their tables, rules and
/// sources, as a docs page and the checker read them.
@Suite("Named projections")
struct ProjectionTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let projection: String
    let modelState: String
    let allowed: [String]
    var testDescription: String { "\(projection): \(modelState) → \(allowed.joined(separator: " or "))" }
  }

  static let rows: [Row] = [
    Row(projection: "flutter", modelState: "inactive", allowed: ["inactive"]),
    Row(projection: "flutter", modelState: "active", allowed: ["resumed"]),
    Row(projection: "flutter", modelState: "background", allowed: ["paused", "detached"]),
    Row(projection: "flutter", modelState: "suspended", allowed: ["paused", "detached"]),
    Row(projection: "react-native", modelState: "inactive", allowed: ["inactive"]),
    Row(projection: "react-native", modelState: "active", allowed: ["active"]),
    Row(projection: "react-native", modelState: "suspended", allowed: ["background"]),
    Row(projection: "swiftui", modelState: "foregroundInactive", allowed: ["inactive"]),
    Row(projection: "swiftui", modelState: "foregroundActive", allowed: ["active"]),
    Row(projection: "swiftui", modelState: "background", allowed: ["background"]),
    Row(projection: "swiftui-app", modelState: "active", allowed: ["active"]),
    Row(projection: "swiftui-app", modelState: "inactive", allowed: ["inactive"]),
    Row(projection: "swiftui-app", modelState: "suspended", allowed: ["background"]),
    Row(projection: "androidx", modelState: "foregroundInactive", allowed: ["STARTED"]),
    Row(projection: "androidx", modelState: "foregroundActive", allowed: ["RESUMED"]),
    Row(projection: "androidx", modelState: "background", allowed: ["CREATED"]),
  ]

  @Test("each projection allows, for a model state, what its framework documents", arguments: rows)
  func table(_ row: Row) throws {
    let projection = try #require(Projection.named(row.projection))
    #expect(projection.allowed[row.modelState] == row.allowed)
    #expect(projection.states[row.modelState] == row.allowed.first)
  }

  @Test("the kit defines five projections, each found by its name")
  func names() {
    #expect(Projection.all.map(\.name) == ["androidx", "flutter", "react-native", "swiftui", "swiftui-app"])
    #expect(Projection.named("flutter") == .flutter)
    #expect(Projection.named("react-native") == .reactNative)
    #expect(Projection.named("swiftui") == .swiftUI)
    #expect(Projection.named("swiftui-app") == .swiftUIApp)
    #expect(Projection.named("androidx") == .androidX)
    #expect(Projection.named("Flutter") == nil)
  }

  @Test("what each projects and where it starts")
  func subjects() {
    #expect(Projection.flutter.subject == .app && Projection.flutter.initial == "detached")
    #expect(Projection.reactNative.subject == .app && Projection.reactNative.initial == "unknown")
    #expect(Projection.swiftUIApp.subject == .app && Projection.swiftUIApp.initial == "background")
    #expect(Projection.swiftUI.subject == .scene && Projection.swiftUI.initial == nil)
    #expect(Projection.androidX.subject == .scene && Projection.androidX.allowedInitial.isEmpty)
    #expect(Projection.swiftUI.lifecycles == [.scene] && Projection.swiftUIApp.lifecycles == [.scene])
    #expect(Projection.flutter.lifecycles == [.app, .scene])
  }

  @Test("every named projection maps every model state of its subject, cites https pages, and reads as a page")
  func complete() {
    for projection in Projection.all {
      #expect(Set(projection.allowed.keys) == Set(projection.subject.modelStates), "\(projection.name)")
      #expect(projection.allowed.values.allSatisfy { !$0.isEmpty }, "\(projection.name)")
      #expect(!projection.sources.isEmpty && projection.sources.allSatisfy { $0.hasPrefix("https://") })
      #expect(projection.summary.count > 200 && !projection.summary.contains("\n"), "\(projection.name)")
      #expect(!projection.notes.isEmpty, "\(projection.name)")
      // Every state the table allows is a move the framework makes from somewhere, or it has no rules.
      if let moves = projection.rules.moves {
        #expect(projection.vocabulary.isSubset(of: Set(moves.keys)), "\(projection.name)")
      }
    }
  }

  @Test("a scene projection maps connected scenes only; an app projection every app state")
  func modelStates() {
    #expect(Projection.Subject.scene.modelStates == ["foregroundInactive", "foregroundActive", "background"])
    #expect(Projection.Subject.app.modelStates == ["notRunning", "inactive", "active", "background", "suspended"])
  }

  @Test("Flutter's hidden is in its vocabulary, reported only in passing; AndroidX's DESTROYED is final")
  func rules() {
    #expect(Projection.flutter.vocabulary == ["detached", "resumed", "inactive", "hidden", "paused"])
    #expect(Projection.flutter.rules.passing == ["hidden"])
    #expect(Projection.flutter.rules.allows(from: "inactive", to: "hidden"))
    #expect(!Projection.flutter.rules.allows(from: "resumed", to: "detached"))
    #expect(Projection.androidX.vocabulary.contains("INITIALIZED"))
    #expect(Projection.androidX.rules.allows(from: "CREATED", to: "DESTROYED"))
    #expect(!Projection.androidX.rules.allows(from: "DESTROYED", to: "CREATED"))
    #expect(!Projection.androidX.rules.allows(from: "RESUMED", to: "CREATED"))
    #expect(Projection.Rules(moves: ["a": ["b"]]).allows(from: "z", to: "a") == false)
    #expect(Projection.Rules.none.allows(from: "resumed", to: "detached"))
    #expect(Projection.reactNative.rules == .none && Projection.swiftUI.rules == .none)
  }

  @Test("a simple table is a projection that allows one state each")
  func simpleTable() {
    let mine = Projection(
      name: "mine", of: .app,
      states: ["notRunning": "off", "inactive": "on", "active": "on", "background": "off", "suspended": "off"],
      initial: "off", sources: ["https://example.com"])
    #expect(mine.allowed["active"] == ["on"])
    #expect(mine.allowedInitial == ["off"] && mine.initial == "off")
    #expect(mine.states["background"] == "off")
    #expect(mine.rules == .none && mine.lifecycles == [.app, .scene] && mine.sources == ["https://example.com"])
    #expect(mine.vocabulary == ["on", "off"])
    let scenes = Projection(name: "s", of: .scene, states: ["background": "b"], initial: nil)
    #expect(scenes.allowedInitial.isEmpty && scenes.initial == nil)
  }
}
