import Testing

@testable import Lifecycle

/// A model state keeps its fields in one shared box (LifecycleModel+Storage.swift): it must
/// still behave as a value, and the hash it seals must be the hash of its fields.
@Suite("Model storage")
struct ModelStorageTests {
  let launched = try! LifecycleModel(lifecycle: .scene).respond(to: .tapIcon)[0].next

  @Test("changing a copy of a state leaves the original as it was")
  func changingACopyLeavesTheOriginal() {
    var copy = launched
    copy.fields.isLocked = true
    copy.fields.sessions[0].state = .background
    copy.fields.returningScenes.append("second")
    #expect(!launched.isLocked)
    #expect(launched.sessions[0].state == .foregroundActive)
    #expect(launched.returningScenes.isEmpty)
    #expect(copy != launched)
  }

  @Test("a state changed by hand, not sealed, equals and hashes as the sealed state with its fields")
  func aChangedStateHashesAsTheSealedStateWithItsFields() throws {
    // Locking and unlocking by hand leaves a box that is not sealed; the model's own answer is.
    var unsealed = launched
    unsealed.fields.isLocked = true
    unsealed.fields.isLocked = false
    #expect(unsealed.storage.valuesHash == nil)
    #expect(launched.storage.valuesHash != nil)
    #expect(unsealed == launched)
    #expect(unsealed.hashValue == launched.hashValue)
    #expect(Set([unsealed, launched]).count == 1)
  }

  @Test("equal states the model answers with share one box; different states do not")
  func equalStatesReachedTwoWaysShareOneBox() throws {
    let model = LifecycleModel(lifecycle: .scene)
    let once = try model.respond(to: .tapIcon)[0].next
    #expect(once == (try model.respond(to: .tapIcon)[0].next))
    // The kept boxes are emptied when full, which a test running beside this one may cause
    // between two answers: one of three tries shares a box.
    let shared = try (0..<3).contains { _ in
      try model.respond(to: .tapIcon)[0].next.storage === model.respond(to: .tapIcon)[0].next.storage
    }
    #expect(shared)
    let home = try once.respond(to: .pressHome)[0].next
    #expect(home != once && home.storage !== once.storage)
  }

  @Test("states sealed on many threads at once are equal and hash alike")
  func statesSealedOnManyThreadsAtOnceAgree() async throws {
    let start = LifecycleModel(lifecycle: .scene)
    let script: [Stimulus] = [.tapIcon, .pressHome, .tapIcon, .lockDevice, .unlockDevice]
    let finals = await withTaskGroup(of: LifecycleModel.self) { group in
      for _ in 0..<16 {
        group.addTask {
          var model = start
          for stimulus in script { model = try! model.respond(to: stimulus)[0].next }
          return model
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(Set(finals).count == 1)
    #expect(finals.allSatisfy { $0.hashValue == finals[0].hashValue })
  }
}
