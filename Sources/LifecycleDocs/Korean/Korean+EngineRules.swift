extension Korean {
  /// engine-protocol.md's table of capabilities and its rules every engine trips on.
  static let engineRules: [String: String] = [
    "## What the hello declares":
      "## 인사가 선언하는 것",
    "A skip names the capabilities a scenario needs (`the scenario needs payloads, deviceLock, which the engine does not declare`); the hello declares them by the stimuli it lists. Listing one stimulus of a capability declares it, and a scenario that needs another of its stimuli is skipped for that stimulus alone (`the scenario needs tapNotification, which the engine does not perform`). A hello without `stimuli` declares every capability of its trace format version.":
      "건너뛰기 사유는 시나리오에 필요한 기능을 이름으로 밝힙니다(`the scenario needs payloads, deviceLock, which the engine does not declare`). 인사는 나열한 자극으로 그 기능을 선언합니다. 어떤 기능의 자극 하나를 나열하면 그 기능을 선언한 것이 되고, 그 기능의 다른 자극이 필요한 시나리오는 그 자극 때문에만 건너뜁니다(`the scenario needs tapNotification, which the engine does not perform`). `stimuli`가 없는 인사는 자기 트레이스 형식 버전의 모든 기능을 선언합니다.",
    "Capability":
      "기능",
    "Trace format":
      "트레이스 형식",
    "(a second scene id)":
      "(두 번째 씬 ID)",
    "## Rules every engine trips on":
      "## 엔진마다 걸려 넘어지는 규칙",
    "Each of these has cost an engine author a red run. `#` lists the stimuli before, `>` is the kit and `<` the engine, with the required callbacks of one allowed answer.":
      "이 규칙들은 저마다 엔진 작성자에게 실패한 실행을 안겼습니다. `#`은 그 앞의 자극, `>`는 키트, `<`는 엔진이며, 허용되는 응답 하나의 필수 콜백을 보입니다.",
    "Recency":
      "최근 순서",
    "\"The most recent\" scene is the one active last; scenes active in the same step tie, and then each of them is an allowed answer. Here `main` and `second` left together, so the URL may go to either:":
      "\"가장 최근\" 씬은 마지막으로 활성이었던 씬입니다. 같은 단계에서 활성이었던 씬들은 동률이며, 그때는 그 각각이 허용되는 응답입니다. 여기서는 `main`과 `second`가 함께 떠났으므로 URL은 어느 쪽으로든 갈 수 있습니다.",
    "What foregrounding brings back":
      "포그라운드로 올 때 돌아오는 것",
    "The scenes that were in the foreground when the app left, and are still connected, come back. When none is, it is a launch of the most recent session: reconnected, without `application(_:configurationForConnecting:options:)`:":
      "앱이 떠날 때 포그라운드에 있었고 아직 연결된 씬이 돌아옵니다. 그런 씬이 없으면 가장 최근 세션의 실행이 됩니다. `application(_:configurationForConnecting:options:)` 없이 다시 연결됩니다.",
    "Closing the last scene ends the process":
      "마지막 씬을 닫으면 프로세스가 끝남",
    "`closeScene` of the only session, like `swipeAwayInAppSwitcher`, ends the process: the next stimulus is a launch.":
      "하나뿐인 세션의 `closeScene`은 `swipeAwayInAppSwitcher`처럼 프로세스를 끝냅니다. 다음 자극은 실행입니다.",
    "A discard is reported, if not at once, at the next launch":
      "폐기는 곧바로가 아니면 다음 실행에서 보고됨",
    "When the step that discards a session does not call `application(_:didDiscardSceneSessions:)`, the next launch must, right after `application(_:didFinishLaunchingWithOptions:)`:":
      "세션을 폐기하는 단계가 `application(_:didDiscardSceneSessions:)`를 호출하지 않으면, 다음 실행이 `application(_:didFinishLaunchingWithOptions:)` 바로 뒤에 호출해야 합니다.",
    "A swipe-away keeps the sessions the system released":
      "쓸어 넘겨 종료해도 시스템이 해제한 세션은 남음",
    "`swipeAwayInAppSwitcher` discards the sessions of connected scenes only: `second`, released before it, survives, and the next launch reconnects it:":
      "`swipeAwayInAppSwitcher`는 연결된 씬의 세션만 폐기합니다. 그보다 앞서 해제된 `second`는 살아남고, 다음 실행이 이를 다시 연결합니다.",
    "Who receives a payload":
      "페이로드를 받는 씬",
    "The scene the stimulus names; with none, the most recent session. At a launch a named receiver is the only scene that connects, and it gets the URL in its connection options, with no `scene(_:openURLContexts:)`:":
      "자극이 이름을 밝힌 씬이고, 없으면 가장 최근 세션입니다. 실행 때에는 이름이 밝혀진 수신 씬만 연결되며, 그 씬은 `scene(_:openURLContexts:)` 없이 연결 옵션으로 URL을 받습니다.",
  ]
}
