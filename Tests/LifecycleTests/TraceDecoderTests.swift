import Foundation
import Testing

@testable import Lifecycle

/// Every rule of the format's "Shape", each with the exact error a trace that breaks it gets.
@Suite("Trace decoder")
struct TraceDecoderTests {
  static let app = #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}"#
  static let scene = #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene"}"#

  /// Reads `lines` to the end and returns the first error as `LINE: message`, or nil.
  static func firstError(_ lines: [String]) -> String? {
    var reader = TraceReader(bytes: Array(lines.joined(separator: "\n").utf8))
    do {
      while try reader.next() != nil {}
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "header rules",
    arguments: [
      (
        [""],
        "1: the trace is empty; its first line must be the header {\"format\": \"lifecycle-trace\", \"version\": 1, \"lifecycle\": \"app\" | \"scene\"}"
      ),
      (
        [#"{"stimulus": "tapIcon"}"#],
        "1: missing header; the first line must be {\"format\": \"lifecycle-trace\", \"version\": 1, \"lifecycle\": \"app\" | \"scene\"}"
      ),
      (
        [#"{"format": "lifecycle-log", "version": 1, "lifecycle": "app"}"#],
        "1: unknown format 'lifecycle-log'; expected 'lifecycle-trace'"
      ),
      ([#"{"format": "lifecycle-trace", "lifecycle": "app"}"#], "1: the header needs 'version'"),
      (
        [#"{"format": "lifecycle-trace", "version": 2, "lifecycle": "app"}"#],
        "1: unsupported version 2; this verifier reads versions 1, 1.1 and 1.2"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1.5, "lifecycle": "app"}"#],
        "1: unsupported version 1.5; this verifier reads versions 1, 1.1 and 1.2"
      ),
      // Compared as decimals: a double rounds these to 1 and 1.1.
      (
        [#"{"format": "lifecycle-trace", "version": 1.0000000000000000000000000001, "lifecycle": "app"}"#],
        "1: unsupported version 1.0000000000000000000000000001; this verifier reads versions 1, 1.1 and 1.2"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1.1000000000000000000001, "lifecycle": "app"}"#],
        "1: unsupported version 1.1000000000000000000001; this verifier reads versions 1, 1.1 and 1.2"
      ),
      // A number too large for any double is named cut short.
      (
        [
          #"{"format": "lifecycle-trace", "version": "# + String(repeating: "9", count: 100_000)
            + #", "lifecycle": "app"}"#
        ],
        "1: malformed JSON at column 42: the number \(String(repeating: "9", count: 80))… (100000 characters) is too large"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": "1", "lifecycle": "app"}"#],
        "1: 'version' must be a number, not a string"
      ),
      ([#"{"format": "lifecycle-trace", "version": 1}"#], "1: the header needs 'lifecycle'"),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scenes"}"#],
        "1: unknown lifecycle 'scenes'; did you mean 'scene'?"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "sesions": []}"#],
        "1: unknown key 'sesions'; did you mean 'sessions'?"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "lifecycle": "app"}"#],
        "1: duplicate key 'lifecycle'"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "scene": "main"}"#],
        "1: 'scene' is not allowed on the header"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "sessions": ["main"]}"#],
        "1: 'sessions' is only for scene-based traces (\"lifecycle\": \"scene\")"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["main", "main"]}"#],
        "1: repeated session 'main' in 'sessions'"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["Main"]}"#],
        "1: bad scene id 'Main'; an id matches [a-z0-9][a-z0-9-]*"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": "main"}"#],
        "1: 'sessions' must be an array of strings, not a string"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": [1]}"#],
        "1: 'sessions' must be an array of strings, not an array holding a number"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "callbacks": false}"#],
        "1: the header records neither callbacks nor notifications (\"callbacks\": false without \"notifications\": true)"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "notifications": "yes"}"#],
        "1: 'notifications' must be true or false, not a string"
      ),
      (
        [#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "source": 7}"#],
        "1: 'source' must be a string, not a number"
      ),
      (["[1, 2]"], "1: expected a JSON object, found an array"),
      (
        ["{\"format\": \"lifecycle-trace\""],
        "1: malformed JSON at column 29: expected ',' or '}' after the value of \"format\", found the end of the line"
      ),
      ([app, app], "2: a second header; a trace has one, on its first line"),
    ])
  func header(lines: [String], error: String) {
    #expect(Self.firstError(lines) == error)
  }

  @Test(
    "a header's version is the number written, in any of JSON's spellings of it",
    arguments: [
      (#""version": 1.0"#, nil), (#""version": 1e0"#, nil), (#""version": 1E+0"#, nil),
      (#""version": 11e-1, "arguments": ["payload"]"#, nil),
      (#""version": 1.10, "arguments": ["payload"]"#, nil),
      (#""version": -0"#, "1: unsupported version 0; this verifier reads versions 1, 1.1 and 1.2"),
      (#""version": -0.0"#, "1: unsupported version 0; this verifier reads versions 1, 1.1 and 1.2"),
      (#""version": 1e2"#, "1: unsupported version 100; this verifier reads versions 1, 1.1 and 1.2"),
      (#""version": 0.5"#, "1: unsupported version 0.5; this verifier reads versions 1, 1.1 and 1.2"),
      (#""version": 1e20"#, "1: unsupported version 1e+20; this verifier reads versions 1, 1.1 and 1.2"),
      (
        #""version": 12345678901234567890"#,
        "1: unsupported version 12345678901234567890; this verifier reads versions 1, 1.1 and 1.2"
      ),
      (#""version": 1e400"#, "1: malformed JSON at column 42: the number 1e400 is too large"),
      (#""version": true"#, "1: 'version' must be a number, not a boolean"),
      (#""version": null"#, "1: 'version' must be a number, not null"),
      (#""version": [1]"#, "1: 'version' must be a number, not an array"),
      (#""version": {}"#, "1: 'version' must be a number, not an object"),
    ] as [(String, String?)])
  func versionSpellings(version: String, error: String?) {
    let header = #"{"format": "lifecycle-trace", "# + version + #", "lifecycle": "app"}"#
    #expect(Self.firstError([header]) == error)
  }

  @Test(
    "line rules",
    arguments: [
      ([app, #"{"stimulus": "pressHom"}"#], "2: unknown stimulus 'pressHom'; did you mean 'pressHome'?"),
      ([app, #"{"stimulus": 3}"#], "2: 'stimulus' must be a string, not a number"),
      ([app, #"{"stimulus": "tapIcon", "stimulus": "tapIcon"}"#], "2: duplicate key 'stimulus'"),
      ([app, #"{"stimulus": "tapIcon", "scne": "main"}"#], "2: unknown key 'scne'; did you mean 'scene'?"),
      ([app, #"{"stimulus": "tapIcon", "scene": "main"}"#], "2: 'scene' is not allowed on tapIcon"),
      ([scene, #"{"stimulus": "openScene"}"#], "2: openScene needs 'scene'"),
      (
        [scene, #"{"stimulus": "openScene", "scene": "Second"}"#],
        "2: bad scene id 'Second'; an id matches [a-z0-9][a-z0-9-]*"
      ),
      (
        [scene, #"{"stimulus": "openScene", "scene": "-x"}"#], "2: bad scene id '-x'; an id matches [a-z0-9][a-z0-9-]*"
      ),
      ([app, #"{"stimulus": "beginInterruption"}"#], "2: beginInterruption needs 'kind'"),
      (
        [app, #"{"stimulus": "beginInterruption", "kind": "cal"}"#],
        "2: unknown interruption kind 'cal'; did you mean 'call'?"
      ),
      (
        [app, #"{"stimulus": "backgroundLaunch", "reason": "fech"}"#],
        "2: unknown background launch reason 'fech'; did you mean 'fetch'?"
      ),
      ([app, #"{"stimulus": "backgroundLaunch"}"#], "2: backgroundLaunch needs 'reason'"),
      ([app, #"{"stimulus": "pressHome", "kind": "alert"}"#], "2: 'kind' is not allowed on pressHome"),
      ([app, #"{"stimulus": "tapIcon", "url": "x"}"#], "2: 'url' is not allowed on tapIcon"),
      ([app, #"{"stimulus": "openURL", "url": 1}"#], "2: 'url' must be a string, not a number"),
      ([app, #"{"stimulus": "tapIcon", "version": 1}"#], "2: 'version' is not allowed on a stimulus"),
      (
        [app, #"{"stimulus": "tapIcon", "callback": "applicationDidBecomeActive(_:)"}"#],
        "2: a line has only one of 'stimulus', 'callback' or 'notification'; this one has 'stimulus' and 'callback'"
      ),
      ([app, #"{"scene": "main"}"#], "2: a line needs one of 'stimulus', 'callback' or 'notification'"),
      (
        [app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidBecomeActiv(_:)"}"#],
        "3: unknown callback 'applicationDidBecomeActiv(_:)'; did you mean 'applicationDidBecomeActive(_:)'?"
      ),
      (
        [app, #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidBecomeActive"}"#],
        "3: unknown callback 'applicationDidBecomeActive'; did you mean 'applicationDidBecomeActive(_:)'?"
      ),
      (
        [scene, #"{"stimulus": "tapIcon"}"#, #"{"callback": "sceneDidBecomeActive(_:)"}"#],
        "3: sceneDidBecomeActive(_:) needs 'scene'"
      ),
      (
        [scene, #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidBecomeActive(_:)", "scene": "main"}"#],
        "3: 'scene' is not allowed on applicationDidBecomeActive(_:)"
      ),
      (
        [
          scene, #"{"stimulus": "tapIcon"}"#,
          #"{"callback": "sceneDidBecomeActive(_:)", "scene": "main", "kind": "x"}"#,
        ], "3: 'kind' is not allowed on a callback"
      ),
      (
        [
          #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "notifications": true}"#,
          #"{"stimulus": "tapIcon"}"#,
          #"{"notification": "UIScene.didActivateNotification"}"#,
        ], "3: UIScene.didActivateNotification needs 'scene'"
      ),
      (
        [
          #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "notifications": true}"#,
          #"{"stimulus": "tapIcon"}"#,
          #"{"notification": "UIApplication.didBecomeActive"}"#,
        ],
        "3: unknown notification 'UIApplication.didBecomeActive'; did you mean 'UIApplication.didBecomeActiveNotification'?"
      ),
      (
        [app, #"{"callback": "applicationDidBecomeActive(_:)"}"#],
        "2: callback before the first stimulus; a response follows its stimulus"
      ),
      (
        [app, #"{"stimulus": "tapIcon"}"#, #"{"notification": "UIApplication.didBecomeActiveNotification"}"#],
        "3: notification in a trace whose header does not say \"notifications\": true"
      ),
      (
        [
          #"{"format": "lifecycle-trace", "version": 1, "lifecycle": "app", "callbacks": false, "notifications": true}"#,
          #"{"stimulus": "tapIcon"}"#, #"{"callback": "applicationDidBecomeActive(_:)"}"#,
        ], "3: callback in a trace whose header says \"callbacks\": false"
      ),
      ([app, #"{"stimulus": "tapIcon"} x"#], "2: malformed JSON at column 25: 'x' after the value"),
      ([app, "\"tapIcon\""], "2: expected a JSON object, found a string"),
    ])
  func lines(lines: [String], error: String) {
    #expect(Self.firstError(lines) == error)
  }

  @Test("blank lines are skipped but counted; CRLF line ends are fine")
  func blankLines() throws {
    var reader = TraceReader(bytes: Array("\n  \r\n\(Self.app)\r\n\t\n{\"stimulus\": \"tapIcon\"}".utf8))
    let header = try #require(try reader.next())
    #expect(header.line == 3)
    let stimulus = try #require(try reader.next())
    #expect(stimulus.line == 5)
    #expect(stimulus.record == .stimulus(.tapIcon))
    #expect(try reader.next() == nil)
  }

  @Test("every stimulus, callback and notification survives the writer and the reader")
  func roundTrip() throws {
    var writer = TraceWriter(
      header: TraceHeader(
        lifecycle: .scene, sessions: ["main", "side-2"], recording: .both,
        source: "tab\there \"quoted\""), to: "")
    var expected: [TraceRecord] = [.header(writer.header)]
    for stimulus in RecordedWalk.stimuli(.scene) {
      writer.write(stimulus)
      expected.append(.stimulus(stimulus))
    }
    for method in Callback.Method.allCases {
      let event = Event.callback(method, method.isSceneDelegateMethod ? "main" : nil)
      writer.write(event)
      expected.append(.event(event))
    }
    for name in LifecycleNotification.allCases {
      let event = Event.notification(name, name.isSceneNotification ? "third" : nil)
      writer.write(event)
      expected.append(.event(event))
    }
    var reader = TraceReader(bytes: Array(writer.output.utf8))
    var records: [TraceRecord] = []
    while let (_, record) = try reader.next() { records.append(record) }
    #expect(records == expected)
  }

  @Test("the writer leaves out kinds the header does not record")
  func writerFilters() {
    var writer = TraceWriter(header: TraceHeader(lifecycle: .app), to: "")
    writer.write(
      .tapIcon, delivered: [.callback(.applicationDidBecomeActive), .notification(.applicationDidBecomeActive)])
    #expect(
      writer.output == """
        {"format": "lifecycle-trace", "version": 1, "lifecycle": "app"}
        {"stimulus": "tapIcon"}
        {"callback": "applicationDidBecomeActive(_:)"}

        """)
  }

  @Test("lines that span the reader's chunks, and a last line without a line break")
  func chunkBoundaries() throws {
    // Lines of every length around the chunk size, so that some straddle two chunks.
    var text = Self.app + "\n"
    var count = 0
    while text.utf8.count < ByteLines.chunkSize * 3 {
      text += #"{"stimulus": "openURL", "url": "\#(String(repeating: "x", count: count % 97))"}"# + "\n"
      count += 1
    }
    text += #"{"stimulus": "tapIcon"}"#
    var reader = TraceReader(bytes: Array(text.utf8))
    var stimuli = 0
    while let (_, record) = try reader.next() { if case .stimulus = record { stimuli += 1 } }
    #expect(stimuli == count + 1)
  }

  @Test("a line longer than the limit is an error, not a reason to grow without bound")
  func longLine() {
    let long =
      #"{"stimulus": "openURL", "url": ""# + String(repeating: "x", count: TraceReader.maximumLineLength) + #""}"#
    #expect(Self.firstError([Self.app, long]) == "2: line longer than 1048576 bytes")
  }

  @Test("a blank line is skipped whatever its length; blanks before a record count towards the limit")
  func longBlankLine() throws {
    let blank = String(repeating: " \t", count: TraceReader.maximumLineLength)
    let stimulus = #"{"stimulus": "tapIcon"}"#
    // In memory, from a file read chunk by chunk, and line by line.
    let text = [Self.app, blank, stimulus, blank].joined(separator: "\n")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("blank-\(UUID().uuidString).jsonl").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    var lines = [Self.app, blank, stimulus, blank][...]
    for var reader in [
      TraceReader(bytes: Array(text.utf8)), try TraceReader(path: path), TraceReader(lines: { lines.popFirst() }),
    ] {
      var records: [Int] = []
      while let (line, _) = try reader.next() { records.append(line) }
      #expect(records == [1, 3])
    }
    #expect(Self.firstError([Self.app, blank + stimulus]) == "2: line longer than 1048576 bytes")
  }

  @Test("a file that cannot be opened")
  func openErrors() {
    #expect(throws: TraceReader.OpenError(path: "/nonexistent", reason: "No such file or directory")) {
      try TraceReader(path: "/nonexistent")
    }
    #expect(throws: TraceReader.OpenError(path: "/", reason: "is a directory")) { try TraceReader(path: "/") }
  }
}
