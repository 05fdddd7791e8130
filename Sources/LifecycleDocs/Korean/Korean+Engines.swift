extension Korean {
  /// The Engines pages, with the names of the engines whose reports they show.
  static let engines: [String: String] = [
    "# Engines":
      "# 엔진",
    "## Rules broken":
      "## 어긴 규칙",
    "## Scripts":
      "## 스크립트",
    "- {1}: {2} (first: {3} step {4})":
      "- {1}: {2} (처음: {3} 단계 {4})",
    "All engines":
      "모든 엔진",
    "BrokenEngine: a background launch makes the app active":
      "BrokenEngine: 백그라운드 실행이 앱을 활성 상태로 만듦",
    "BrokenEngine: a callback after termination":
      "BrokenEngine: 종료 후에 오는 콜백",
    "BrokenEngine: a callback for a scene that was never connected":
      "BrokenEngine: 연결된 적 없는 씬에 대한 콜백",
    "BrokenEngine: a callback missing: no willFinishLaunching":
      "BrokenEngine: 빠진 콜백: willFinishLaunching 없음",
    "BrokenEngine: a configuration asked for the wrong session":
      "BrokenEngine: 엉뚱한 세션에 대해 요청한 구성",
    "BrokenEngine: a foreground launch that reads background":
      "BrokenEngine: background를 읽는 포그라운드 실행",
    "BrokenEngine: a hang: the Home press never finishes":
      "BrokenEngine: 멈춤: 홈으로 나가기가 끝나지 않음",
    "BrokenEngine: a scene delegate handed the other scene":
      "BrokenEngine: 다른 씬을 넘겨받은 씬 델리게이트",
    "BrokenEngine: an unpaired applicationWillResignActive on an alert":
      "BrokenEngine: 알림 창에서 짝 없는 applicationWillResignActive",
    "BrokenEngine: app-delegate foreground methods in a scene-based app":
      "BrokenEngine: 씬 기반 앱의 앱 델리게이트 포그라운드 메서드",
    "BrokenEngine: applicationWillEnterForeground on a cold launch":
      "BrokenEngine: 콜드 실행 때의 applicationWillEnterForeground",
    "BrokenEngine: applicationWillTerminate after a purge":
      "BrokenEngine: 퍼지 후의 applicationWillTerminate",
    "BrokenEngine: didBecomeActiveNotification before applicationDidBecomeActive":
      "BrokenEngine: applicationDidBecomeActive보다 먼저 오는 didBecomeActiveNotification",
    "BrokenEngine: every session reported as discarded":
      "BrokenEngine: 모든 세션을 폐기된 것으로 보고",
    "BrokenEngine: one callback duplicated: sceneDidBecomeActive twice":
      "BrokenEngine: 중복된 콜백: sceneDidBecomeActive 두 번",
    "BrokenEngine: scene B paused when scene A went to the background":
      "BrokenEngine: 씬 A가 백그라운드로 갈 때 일시 정지된 씬 B",
    "BrokenEngine: the URL missing from the connection options":
      "BrokenEngine: 연결 옵션에서 빠진 URL",
    "BrokenEngine: two callbacks swapped: active before entering the foreground":
      "BrokenEngine: 뒤바뀐 두 콜백: 포그라운드 진입 전에 활성",
    "BuggyKit":
      "BuggyKit",
    "Fail":
      "실패",
    "FixtureEngine":
      "FixtureEngine",
    "Judged by LifecycleKit {1}. {2}.":
      "LifecycleKit {1} 기준 판정. {2}.",
    "Known failure":
      "알려진 실패",
    "MiniUIKit":
      "MiniUIKit",
    "None.":
      "없음.",
    "Pass":
      "통과",
    "ReferenceEngine (app-based)":
      "ReferenceEngine (앱 기반)",
    "ReferenceEngine (scene-based)":
      "ReferenceEngine (씬 기반)",
    "Rules broken":
      "어긴 규칙",
    "Skip":
      "건너뜀",
    "Unexpected pass":
      "예상 밖 통과",
    "Verdict":
      "판정",
    "What the conformance kit reports for the engines this repository ships: the reference engine, the example engine packages of `Conformance/Examples`, and the engines broken on purpose for the kit's own tests and for the classroom, each wrong in one way. Each page is rendered from the engine's report (`ConformanceReport`, JSON in `Conformance/Reports`), the file an engine author can publish: the verdict of every scenario, with the reason, and the rules broken, most scenarios first.":
      "이 저장소가 제공하는 엔진들에 대해 적합성 키트가 보고하는 내용입니다. 레퍼런스 엔진, `Conformance/Examples`의 예제 엔진 패키지, 그리고 키트 자체 테스트와 수업을 위해 일부러 한 가지씩 잘못 만든 엔진들이 있습니다. 각 페이지는 엔진 작성자가 공개할 수 있는 그 엔진의 보고서(`ConformanceReport`, `Conformance/Reports`의 JSON)로부터 렌더링되며, 모든 시나리오의 판정과 이유, 그리고 어긴 규칙을 해당 시나리오가 많은 순서로 보여 줍니다.",
    "fail":
      "실패",
    "known failure":
      "알려진 실패",
    "pass":
      "통과",
    "skip":
      "건너뜀",
    "{1}: {2} (LifecycleKit {3})":
      "{1}: {2} (LifecycleKit {3})",
  ]
}
