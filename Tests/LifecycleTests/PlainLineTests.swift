import Testing

@testable import Lifecycle

/// The plain path reads the lines engines write without building a JSON value: it must accept
/// a line only where the general path accepts it, with the same record, and leave every other
/// line to the general path and its errors.
@Suite("Plain trace lines")
struct PlainLineTests {
  /// What the general path makes of a line after the header: the record, or its error.
  static func general(_ line: String) -> Result<TraceRecord, TraceError> {
    var line = line
    return line.withUTF8 { bytes in
      Result { () throws(TraceError) in try TraceDecoder.decodeLine(TraceFields(bytes, line: 2)) }
    }
  }

  static func plain(_ line: String) -> TraceRecord? {
    var line = line
    var scenes = RecentSceneIDs()
    return line.withUTF8 { TraceDecoder.decodePlainLine($0, scenes: &scenes) }
  }

  /// Plain lines of every shape the format has, valid and not: every name with and without a
  /// scene, with each stimulus parameter, wrong keys, wrong ids, spacing.
  static let lines: [String] = {
    let scenes = [nil, "main", "second-2", "Main", "", "-a", "a_b"]
    var lines: [String] = []
    func object(_ members: [(String, String)], spaced: Bool) -> String {
      let separator = spaced ? ", " : ","
      let colon = spaced ? ": " : ":"
      return "{" + members.map { "\"\($0.0)\"\(colon)\"\($0.1)\"" }.joined(separator: separator) + "}"
    }
    for scene in scenes {
      let sceneMember = scene.map { [("scene", $0)] } ?? []
      for method in Callback.Method.allCases {
        lines.append(object([("callback", method.rawValue)] + sceneMember, spaced: true))
        lines.append(object(sceneMember + [("callback", method.rawValue)], spaced: false))
      }
      for name in LifecycleNotification.allCases {
        lines.append(object([("notification", name.rawValue)] + sceneMember, spaced: true))
      }
      for name in Stimulus.Name.allCases {
        lines.append(object([("stimulus", name.rawValue)] + sceneMember, spaced: true))
        for (key, value) in [("kind", "alert"), ("kind", "nap"), ("reason", "fetch"), ("url", "https://a.b/c")] {
          lines.append(object([("stimulus", name.rawValue), (key, value)] + sceneMember, spaced: true))
        }
      }
    }
    return lines
  }()

  /// Lines of odd shapes: keys twice, keys of another kind of line, values that are not plain.
  static let oddLines: [String] = [
    #"{"callback": "sceneDidBecomeActive(_:)", "scene": "main", "scene": "main"}"#,
    #"{"callback": "sceneDidBecomeActive(_:)", "callback": "sceneDidBecomeActive(_:)", "scene": "main"}"#,
    #"{"stimulus": "tapIcon", "callback": "applicationDidBecomeActive(_:)"}"#,
    #"{"notification": "UIApplication.didBecomeActiveNotification", "stimulus": "tapIcon"}"#,
    #"{"callback": "applicationDidBecomeActive(_:)", "session": "main"}"#,
    #"{"callback": "applicationDidBecomeActive(_:)", "kind": "alert"}"#,
    #"{"stimulus": "tapIcon", "format": "lifecycle-trace"}"#,
    #"{"stimulus": "tapIcon", "scene": 1}"#,
    #"{"stimulus": "tap\u0049con"}"#,
    #"{"stimulus": "tapIcon",}"#,
    #"{"stimulus" "tapIcon"}"#,
    #"{"stimulus": "tapIcon"} x"#,
    #"{"stimulus": "tapIcon"}}"#,
    "\t{ \"stimulus\" :\t\"tapIcon\" }\r",
    "{\"stimulus\": \"tap\u{7F}Icon\"}",
    "{\"callback\": \"sceneDidBecomeActive(_:)\", \"scene\": \"caf\u{E9}\"}",
    #"{}"#, #"[]"#, #""stimulus""#, "", " ",
  ]

  @Test("the plain path reads a line as the general path does, or leaves it to it")
  func agreesWithTheGeneralPath() {
    var random = SeededGenerator(seed: 7)
    let alphabet = Array(#"{}[]:,"\ a-_0.(main)xX"#.utf8) + [0x09, 0x0D, 0x7F, 0xC3]
    for line in Self.lines + Self.oddLines {
      // Each line as it is, then mutated a byte at a time: inserted, dropped or replaced.
      var variants = [line]
      for _ in 0..<20 {
        var bytes = Array(line.utf8)
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: if position < bytes.count { bytes[position] = alphabet.randomElement(using: &random)! }
        }
        variants.append(String(decoding: bytes, as: UTF8.self))
      }
      for variant in variants {
        guard let record = Self.plain(variant) else { continue }
        #expect(Self.general(variant) == .success(record), "\(variant)")
      }
    }
  }

  @Test("every plain line the general path accepts is read by the plain path")
  func takesEveryPlainLine() {
    for line in Self.lines {
      guard case .success(let record) = Self.general(line) else { continue }
      #expect(Self.plain(line) == record, "\(line)")
    }
  }

  @Test("a trace read through the plain path gets the verdict and records it gets line by line")
  func sameTrace() throws {
    var model = LifecycleModel(lifecycle: .scene)
    var lines = [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "notifications": true}"#]
    for stimulus in [Stimulus.tapIcon, .openScene("second"), .beginInterruption(.alert), .endInterruption, .pressHome] {
      let alternative = try model.respond(to: stimulus)[0]
      lines.append(stimulus.traceJSON.compact)
      lines += alternative.linearised(recording: .both).map(\.traceJSON.compact)
      model = alternative.next
    }
    var decoder = TraceDecoder()
    for (index, line) in lines.enumerated() {
      let record = try decoder.decode(line, number: index + 1)
      if index > 0 {
        #expect(Self.plain(line) != nil, "\(line)")
        #expect(Self.general(line) == .success(record!))
      }
    }
  }
}
