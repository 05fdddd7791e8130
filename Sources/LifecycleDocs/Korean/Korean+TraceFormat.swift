extension Korean {
  /// The trace format page and the stimuli in words.
  static let traceFormat: [String: String] = [
    "# Trace format and order rules":
      "# 트레이스 형식과 순서 규칙",
    "## Callbacks":
      "## 콜백",
    "## Header":
      "## 헤더",
    "## Lines":
      "## 줄",
    "## Order rules":
      "## 순서 규칙",
    "## Stimuli":
      "## 자극",
    "## The catalog as JSON":
      "## JSON으로 된 카탈로그",
    "(optional)":
      "(선택)",
    "A *trace* is what an engine did: the stimuli it was given and the callbacks (and, if it likes, the notifications) it delivered, in order. An engine in any language writes one and checks it with `lifecycle verify TRACE`. This page summarises version 1; its names are a contract, never renamed. The normative text, with every rule the model applies and example traces, is {1}.":
      "*트레이스*는 엔진이 수행한 일, 즉 엔진에 주어진 자극과 엔진이 전달한 콜백(원한다면 알림까지)을 순서대로 적은 것입니다. 어느 언어로 작성한 엔진이든 트레이스를 작성하고 `lifecycle verify TRACE`로 검사합니다. 이 페이지는 버전 1을 요약하며, 여기의 이름은 계약이므로 결코 바뀌지 않습니다. 모델이 적용하는 모든 규칙과 예제 트레이스를 담은 규범 문서는 {1}입니다.",
    "A URL (`{1}`) is opened in the app.":
      "앱에서 URL(`{1}`)이 열립니다.",
    "A URL is opened in the app.":
      "앱에서 URL이 열립니다.",
    "A response is a set of events with a partial order, not one sequence. These rules give every edge of that order; events with no path of edges between them may come in either order, so two scenes interleave freely. The scenario pages name the rules each step uses and show the edges in their **After** column. Each rule's heading in {1} has the rule's id as its anchor.":
      "응답은 하나의 순서열이 아니라 부분 순서를 가진 이벤트 집합입니다. 이 규칙들이 그 순서의 모든 간선을 정하며, 간선 경로로 이어지지 않는 이벤트끼리는 어느 순서로든 올 수 있으므로 두 씬은 자유롭게 섞입니다. 시나리오 페이지는 각 단계가 사용하는 규칙을 밝히고 **이후** 열에 간선을 보여 줍니다. {1}에서 각 규칙의 제목은 규칙 ID를 앵커로 씁니다.",
    "A system alert appears over the app.":
      "앱 위에 시스템 알림 창이 나타납니다.",
    "An incoming call takes over the screen.":
      "수신 전화가 화면을 차지합니다.",
    "App delegate: {1}.":
      "앱 델리게이트: {1}.",
    "In one sentence: {1}. Apple's page: {2}.":
      "한 문장으로: {1}. Apple 페이지: {2}.",
    "JSON Lines, UTF-8: one JSON object per line; blank lines are ignored. The first line is the header; every later line is one stimulus, one callback or one notification. The events between two stimuli are the first one's response.":
      "JSON Lines, UTF-8: 한 줄에 JSON 객체 하나이며 빈 줄은 무시합니다. 첫 줄은 헤더이고, 이후의 각 줄은 자극 하나, 콜백 하나 또는 알림 하나입니다. 두 자극 사이의 이벤트는 앞 자극의 응답입니다.",
    "Key":
      "키",
    "Meaning":
      "의미",
    "Parameters":
      "매개변수",
    "Possible when the app is":
      "가능한 앱 상태",
    "Required":
      "필수",
    "Scene `{1}` leaves the screen; the app keeps running.":
      "씬 `{1}`이(가) 화면을 떠납니다. 앱은 계속 실행됩니다.",
    "Scene delegate: {1}.":
      "씬 델리게이트: {1}.",
    "Stimulus":
      "자극",
    "Swift selectors, exactly as UIKit spells them. Scene-delegate callbacks carry `scene`.":
      "UIKit의 표기 그대로의 Swift 셀렉터입니다. 씬 델리게이트 콜백은 `scene`을 담습니다.",
    "The overlay goes away and the app has focus again.":
      "오버레이가 사라지고 앱이 다시 포커스를 얻습니다.",
    "The system ends the app's process.":
      "시스템이 앱의 프로세스를 종료합니다.",
    "The system releases scene `{1}` to reclaim memory.":
      "시스템이 메모리를 회수하려고 씬 `{1}`을(를) 해제합니다.",
    "The system runs short of memory.":
      "시스템의 메모리가 부족해집니다.",
    "The system runs the app in the background for a background fetch.":
      "시스템이 백그라운드 가져오기를 위해 앱을 백그라운드에서 실행합니다.",
    "The system suspends the app.":
      "시스템이 앱을 일시 중단합니다.",
    "The time changes significantly (midnight, a daylight-saving change).":
      "시간이 크게 바뀝니다(자정, 일광 절약 시간 변경).",
    "The user answers the call.":
      "사용자가 전화를 받습니다.",
    "The user brings scene `{1}` on screen.":
      "사용자가 씬 `{1}`을(를) 화면에 가져옵니다.",
    "The user closes scene `{1}` for good.":
      "사용자가 씬 `{1}`을(를) 완전히 닫습니다.",
    "The user continues a Handoff activity in the app.":
      "사용자가 앱에서 Handoff 액티비티를 이어 합니다.",
    "The user goes to the Home Screen.":
      "사용자가 홈 화면으로 나갑니다.",
    "The user locks the device.":
      "사용자가 기기를 잠급니다.",
    "The user opens a new window, scene `{1}`.":
      "사용자가 새 창인 씬 `{1}`을(를) 엽니다.",
    "The user opens the app switcher.":
      "사용자가 앱 전환기를 엽니다.",
    "The user picks the app again in the app switcher.":
      "사용자가 앱 전환기에서 앱을 다시 고릅니다.",
    "The user pulls down Control Center.":
      "사용자가 제어 센터를 내립니다.",
    "The user pulls down Notification Center.":
      "사용자가 알림 센터를 내립니다.",
    "The user resizes scene `{1}`.":
      "사용자가 씬 `{1}`의 크기를 조절합니다.",
    "The user swipes the app's card away in the app switcher.":
      "사용자가 앱 전환기에서 앱 카드를 쓸어 넘겨 닫습니다.",
    "The user switches to another app.":
      "사용자가 다른 앱으로 전환합니다.",
    "The user taps one of the app's notifications.":
      "사용자가 앱의 알림 중 하나를 탭합니다.",
    "The user taps the app's icon.":
      "사용자가 앱 아이콘을 탭합니다.",
    "The user unlocks the device.":
      "사용자가 기기의 잠금을 해제합니다.",
    "What a person or the system does. `scene` is required on the scene stimuli, optional on the payload stimuli, forbidden elsewhere; scene ids match `[a-z0-9][a-z0-9-]*`.":
      "사람이나 시스템이 하는 일입니다. `scene`은 씬 자극에서는 필수, 페이로드 자극에서는 선택이며, 그 밖에서는 금지됩니다. 씬 ID는 `[a-z0-9][a-z0-9-]*`와 일치해야 합니다.",
    "What happens":
      "일어나는 일",
    "`\"app\"` (app delegate only) or `\"scene\"` (scene-based)":
      "`\"app\"`(앱 델리게이트만) 또는 `\"scene\"`(씬 기반)",
    "`1`":
      "`1`",
    "`UIScene` notifications carry `scene`.":
      "`UIScene` 알림은 `scene`을 담습니다.",
    "`false` when the trace did not record delegate callbacks; default `true`":
      "트레이스가 델리게이트 콜백을 기록하지 않았다면 `false`. 기본값 `true`",
    "`true` when the trace recorded notifications; default `false`":
      "트레이스가 알림을 기록했다면 `true`. 기본값 `false`",
    "a Handoff activity is continued in the app, launching it or bringing it forward":
      "앱에서 Handoff 액티비티를 이어 하며, 앱을 실행하거나 앞으로 가져옴",
    "a URL is opened in the app, launching it or bringing it forward":
      "앱에서 URL이 열리며, 앱을 실행하거나 앞으로 가져옴",
    "a system overlay takes focus":
      "시스템 오버레이가 포커스를 가져감",
    "active, or in the app switcher":
      "활성, 또는 앱 전환기 안",
    "always `\"lifecycle-trace\"`":
      "항상 `\"lifecycle-trace\"`",
    "any state, unless locked":
      "잠겨 있지 않으면 어떤 상태든",
    "background, suspended":
      "백그라운드, 일시 중단",
    "foreground, or under Notification Center after it sent the app to the background (then nothing is delivered)":
      "포그라운드, 또는 알림 센터가 앱을 백그라운드로 보낸 뒤 그 아래(이때는 아무것도 전달되지 않음)",
    "free text: what produced the trace":
      "자유 텍스트: 트레이스를 만든 것",
    "in the app switcher":
      "앱 전환기 안",
    "locked":
      "잠김",
    "midnight, a carrier time update, a daylight-saving change":
      "자정, 이동통신사 시간 갱신, 일광 절약 시간 변경",
    "not running, background, suspended":
      "실행 중 아님, 백그라운드, 일시 중단",
    "running":
      "실행 중",
    "running or suspended":
      "실행 중 또는 일시 중단",
    "running or suspended, not locked":
      "실행 중 또는 일시 중단, 잠겨 있지 않음",
    "scene-based only: ids of the scene sessions saved before the trace starts, most recent first; default `[]`, a first launch":
      "씬 기반만: 트레이스가 시작되기 전에 저장된 씬 세션의 ID, 최근 순. 기본값 `[]`, 즉 첫 실행",
    "scene-based, foreground":
      "씬 기반, 포그라운드",
    "scene-based, running":
      "씬 기반, 실행 중",
    "scene-based, that scene in the background":
      "씬 기반, 그 씬이 백그라운드에 있음",
    "scene-based, that scene on screen":
      "씬 기반, 그 씬이 화면에 있음",
    "scene-based, that scene's session exists":
      "씬 기반, 그 씬의 세션이 있음",
    "that scene leaves the screen while the app keeps running":
      "앱이 계속 실행되는 동안 그 씬이 화면을 떠남",
    "the overlay goes away and the app has focus again":
      "오버레이가 사라지고 앱이 다시 포커스를 얻음",
    "the system ends the process (memory pressure, an update)":
      "시스템이 프로세스를 종료함(메모리 부족, 업데이트)",
    "the system launches or wakes the app in the background":
      "시스템이 앱을 백그라운드에서 실행하거나 깨움",
    "the system releases that scene to reclaim memory; its session is kept":
      "시스템이 메모리를 회수하려고 그 씬을 해제함. 세션은 유지됨",
    "the system suspends the app, with no callback":
      "시스템이 콜백 없이 앱을 일시 중단함",
    "the system warns of memory pressure":
      "시스템이 메모리 부족을 경고함",
    "the user answers the call: the app leaves the foreground":
      "사용자가 전화를 받음: 앱이 포그라운드를 떠남",
    "the user brings a scene on screen, reconnecting it if it was released":
      "사용자가 씬을 화면에 가져옴. 해제되었다면 다시 연결함",
    "the user closes that scene for good":
      "사용자가 그 씬을 완전히 닫음",
    "the user goes to the Home Screen":
      "사용자가 홈 화면으로 나감",
    "the user locks the device":
      "사용자가 기기를 잠금",
    "the user moves to another app":
      "사용자가 다른 앱으로 옮김",
    "the user opens a new window; the id must be new":
      "사용자가 새 창을 엶. ID는 새것이어야 함",
    "the user opens the app switcher while the app is frontmost":
      "앱이 맨 앞에 있을 때 사용자가 앱 전환기를 엶",
    "the user picks the app again in the app switcher":
      "사용자가 앱 전환기에서 앱을 다시 고름",
    "the user resizes that scene (the Split View divider)":
      "사용자가 그 씬의 크기를 조절함(Split View 구분선)",
    "the user swipes the app's card away (a force quit)":
      "사용자가 앱 카드를 쓸어 넘겨 닫음(강제 종료)",
    "the user taps one of the app's notifications: a launch, or back to the foreground":
      "사용자가 앱의 알림 중 하나를 탭함: 실행, 또는 포그라운드로 복귀",
    "the user taps the app's icon: a launch, or back to the foreground":
      "사용자가 앱 아이콘을 탭함: 실행, 또는 포그라운드로 복귀",
    "the user unlocks the device; an app that was frontmost is frontmost again":
      "사용자가 기기의 잠금을 해제함. 맨 앞에 있던 앱이 다시 맨 앞에 옴",
    "under a `call` interruption":
      "`call` 인터럽션 아래",
    "under an interruption":
      "인터럽션 아래",
    "yes":
      "예",
    "{1} holds every scenario: `format` (`\"lifecycle-catalog\"`), `version` ({2}), `orderRules`, and `scenarios`, each with its id, family, life cycle, title, narrative, sessions, required capabilities and steps. A step is its stimulus spelled as a trace line, plus `outcomes`: events spelled as trace lines, with `optional`, `sessions`, `afterSceneEvents` and `source` where they apply, and the states after.":
      "{1}에는 모든 시나리오가 담겨 있습니다: `format`(`\"lifecycle-catalog\"`), `version`({2}), `orderRules`, 그리고 `scenarios`. 각 시나리오에는 ID, 분류, 생명주기, 제목, 설명, 세션, 필요한 기능, 단계가 있습니다. 단계는 트레이스 줄로 쓴 자극과 `outcomes`로 이루어지며, `outcomes`에는 트레이스 줄로 쓴 이벤트가 해당하는 경우 `optional`, `sessions`, `afterSceneEvents`, `source`와 함께 담기고, 그 뒤의 상태가 담깁니다.",
    "{1} {2} of {3}":
      "{1} {2}/{3}",
  ]
}
