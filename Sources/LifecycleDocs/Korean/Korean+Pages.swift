extension Korean {
  /// The index, the scenario pages and their tables, the states page, and the README.
  static let pages: [String: String] = [
    "# LifecycleKit: the iOS app and scene lifecycle, callback by callback":
      "# LifecycleKit: iOS 앱과 씬의 생명주기, 콜백 하나하나",
    "# State diagrams":
      "# 상태 다이어그램",
    "## About this scenario":
      "## 이 시나리오에 대해",
    "## App-based and scene-based side by side":
      "## 앱 기반과 씬 기반 나란히 보기",
    "## How to read the tables":
      "## 표 읽는 법",
    "## Life cycles":
      "## 생명주기",
    "## Provenance":
      "## 출처",
    "## Scenarios":
      "## 시나리오",
    "## Setup":
      "## 준비 단계",
    "(no further alternative)":
      "(더 이상의 대안 없음)",
    "(no such step)":
      "(해당 단계 없음)",
    "(nothing)":
      "(없음)",
    "**Alternative {1} of {2}**{3}{4}.":
      "**대안 {1}/{2}**{3}{4}.",
    "**App-based** apps (no scene manifest, the iOS 12 style) hear everything through the app delegate. **Scene-based** apps (iOS 13 and later) hear foreground and background changes through each scene's delegate, while `UIApplication` notifications follow the most active scene. Beginning with iOS 27, apps built with the iOS 27 SDK must use the scene-based life cycle or they fail to launch; the {1} lists what iOS 26 deprecated.":
      "**앱 기반** 앱(씬 매니페스트가 없는 iOS 12 방식)은 모든 것을 앱 델리게이트로 전달받습니다. **씬 기반** 앱(iOS 13 이상)은 포그라운드와 백그라운드 변화를 각 씬의 델리게이트로 전달받고, `UIApplication` 알림은 가장 활성화된 씬을 따릅니다. iOS 27부터 iOS 27 SDK로 빌드한 앱은 씬 기반 생명주기를 사용해야 하며, 그렇지 않으면 실행되지 않습니다. iOS 26에서 사용 중단된 항목은 {1}에 있습니다.",
    "**From** {1}":
      "**시작 상태** {1}",
    "**From** {1} (after {2}: see {3}).":
      "**시작 상태** {1} ({2} 이후: {3} 참고).",
    "**Order** {1}. Rows with no path of After links between them may come in either order.":
      "**순서** {1}. 이후 열의 연결로 이어지지 않는 행끼리는 어느 순서로든 올 수 있습니다.",
    "**Starting conditions** {1}":
      "**시작 조건** {1}",
    "**Step {1}**":
      "**단계 {1}**",
    "**Step {1}**, alternatives {2}":
      "**단계 {1}**, 대안 {2}",
    "**Step {1}.** {2}":
      "**단계 {1}.** {2}",
    "**Then** {1}.":
      "**결과** {1}.",
    "*{1} (optional)*":
      "*{1} (선택)*",
    ", only after alternative {1} of step {2}":
      ", 단계 {2}의 대안 {1} 다음에만",
    ", only after alternatives {1} of step {2}":
      ", 단계 {2}의 대안 {1} 다음에만",
    "- **#**: the row's number, in an order UIKit may use. Rows numbered alike (`2a`, `2b`) are listed together but bound to no order among themselves.":
      "- **#**: 행 번호이며, UIKit이 따를 수 있는 한 가지 순서입니다. 번호가 같은 행(`2a`, `2b`)은 함께 나열될 뿐 서로 간의 순서는 정해져 있지 않습니다.",
    "- **After**: the rows that must come before this one. Rows with no path of After links between them may come in either order: the table's order is one valid order, not the only one.":
      "- **이후**: 이 행보다 먼저 와야 하는 행입니다. 이후 열의 연결로 이어지지 않는 행끼리는 어느 순서로든 올 수 있습니다. 표의 순서는 유효한 순서 중 하나일 뿐, 유일한 순서가 아닙니다.",
    "- **Classroom** {1}, {2}":
      "- **수업 자료** {1}, {2}",
    "- **Engine needs** {1}":
      "- **엔진 요구 사항** {1}",
    "- **Event**: a delegate callback, by its Swift selector, or a notification; each links to the {1}.":
      "- **이벤트**: 델리게이트 콜백(Swift 셀렉터로 표기) 또는 알림입니다. 각각 {1}로 연결됩니다.",
    "- **Family** {1}":
      "- **분류** {1}",
    "- **Id** {1}":
      "- **ID** {1}",
    "- **Life cycle** {1}":
      "- **생명주기** {1}",
    "- **Order**: the {1} that give the After column.":
      "- **순서**: 이후 열을 정하는 {1}입니다.",
    "- **Presence**: `required` rows must appear exactly once; `optional` rows may appear at most once.":
      "- **출현**: `required` 행은 정확히 한 번 나타나야 하고, `optional` 행은 최대 한 번 나타날 수 있습니다.",
    "- **Same scenario, {1}** {2} (compared {3})":
      "- **같은 시나리오, {1}** {2} ({3} 비교)",
    "- **Scene**: the scene a scene-delegate callback or `UIScene` notification concerns; for an app-delegate callback about sessions, the sessions it concerns.":
      "- **씬**: 씬 델리게이트 콜백이나 `UIScene` 알림이 가리키는 씬입니다. 세션에 관한 앱 델리게이트 콜백이라면 그 콜백이 가리키는 세션입니다.",
    "- **Source**: a footnote (`[1]`) listed under the table: the provenance of the row, linked to the page it comes from, with what it says. Rows that rest on the same source share its number.":
      "- **출처**: 표 아래에 나열된 각주(`[1]`)입니다. 행의 출처를 그 출처 페이지로 연결하고, 그 페이지가 말하는 내용을 함께 적습니다. 같은 출처에 근거한 행은 같은 번호를 씁니다.",
    "- **Then**: the app's state and every scene session's state after the step.":
      "- **결과**: 단계가 끝난 뒤 앱의 상태와 모든 씬 세션의 상태입니다.",
    "- **documented**: an Apple documentation page states it; the link goes to that page.":
      "- **문서화됨**: Apple 문서 페이지에 명시되어 있으며, 링크는 그 페이지로 연결됩니다.",
    "- **observed**: public logs of real devices show it, and Apple's reference pages do not say; the link goes to the log.":
      "- **관찰됨**: 실제 기기의 공개 로그에 나타나며 Apple 레퍼런스 페이지에는 언급이 없습니다. 링크는 그 로그로 연결됩니다.",
    "- **uncertain**: sources disagree or none says; the link goes to the page that leaves it open, and the step offers alternatives or marks the row optional.":
      "- **불확실**: 출처끼리 엇갈리거나 어느 출처도 말하지 않습니다. 링크는 이를 열어 둔 페이지로 연결되며, 해당 단계는 대안을 제시하거나 그 행을 선택 사항으로 표시합니다.",
    "- {1}: a lesson per family with the simulator, the worksheets and the self-checking exercises":
      "- {1}: 분류별 수업 하나씩, 시뮬레이터와 학습지, 스스로 채점하는 연습 문제",
    "- {1}: every delegate method and notification, when UIKit sends it, its iOS 26 and iOS 27 status":
      "- {1}: 모든 델리게이트 메서드와 알림, UIKit이 보내는 시점, iOS 26과 iOS 27에서의 상태",
    "- {1}: every scenario as JSON, for other languages":
      "- {1}: 다른 언어를 위해 JSON으로 제공하는 모든 시나리오",
    "- {1}: how an engine in any language records what it did, and the rules every response follows":
      "- {1}: 어느 언어로 작성한 엔진이든 수행한 일을 기록하는 방법과 모든 응답이 따르는 규칙",
    "- {1}: iOS 13 scenes, iOS 26 deprecations, iOS 27 scenes required; each app-delegate method's scene-delegate replacement; SwiftUI's scene phases":
      "- {1}: iOS 13의 씬, iOS 26의 사용 중단, iOS 27의 씬 필수화, 앱 델리게이트 메서드별 씬 델리게이트 대체 메서드, SwiftUI의 씬 단계",
    "- {1}: logging delegates for a real iOS app that print the trace format, and how to contribute a trace":
      "- {1}: 실제 iOS 앱에서 트레이스 형식을 출력하는 로깅 델리게이트와 트레이스를 기여하는 방법",
    "- {1}: the app's and the scenes' states, each transition with the callback that announces it":
      "- {1}: 앱과 씬의 상태, 그리고 각 전환을 알리는 콜백",
    "- {1}: the conformance reports of the engines this repository ships, and how each broken engine fails":
      "- {1}: 이 저장소가 제공하는 엔진들의 적합성 보고서와 일부러 망가뜨린 각 엔진이 실패하는 방식",
    "- {1}: the normative text of the trace format and of every rule the model applies, with example traces":
      "- {1}: 트레이스 형식과 모델이 적용하는 모든 규칙의 규범 문서, 예제 트레이스 포함",
    "A scenario page starts with the step it is about. The steps that only bring the app there (a launch, a trip to the Home Screen) are summarised in a **From** line and folded under **Setup**.":
      "시나리오 페이지는 그 시나리오가 다루는 단계부터 보여 줍니다. 앱을 그 지점까지 데려오기만 하는 단계(실행, 홈 화면으로 이동 등)는 **시작 상태** 줄에 요약되고 **준비 단계** 아래에 접혀 있습니다.",
    "An optional row may be missing; when it appears, it keeps its place in the order.":
      "선택 행은 빠질 수 있습니다. 나타날 때는 순서상 제자리를 지킵니다.",
    "App-based":
      "앱 기반",
    "App-based and scene-based side by side":
      "앱 기반과 씬 기반 나란히 보기",
    "Classroom: {1}, {2}.":
      "수업 자료: {1}, {2}.",
    "Each arrow carries a number: the row of the table under the diagram that names the callbacks or notifications announcing the change. A change with no callback happens silently. Which states a step leaves behind is in each scenario's **Then** lines.":
      "각 화살표에는 번호가 붙어 있습니다. 다이어그램 아래 표에서 그 변화를 알리는 콜백이나 알림을 적은 행의 번호입니다. 콜백이 없는 변화는 조용히 일어납니다. 한 단계가 끝난 뒤의 상태는 각 시나리오의 **결과** 줄에 있습니다.",
    "Each step of a scenario names what the user or the system does, then lists what UIKit delivers:":
      "시나리오의 각 단계는 사용자나 시스템이 하는 일을 적고, UIKit이 전달하는 것을 나열합니다.",
    "Engine":
      "엔진",
    "Engines":
      "엔진",
    "Events of different scenes are ordered only through these rules: otherwise the scenes interleave freely.":
      "서로 다른 씬의 이벤트는 이 규칙으로만 순서가 정해집니다. 그 밖에는 씬끼리 자유롭게 섞입니다.",
    "Everything in this folder is written by `swift run lifecycle docs` from the scenario catalog in `Sources/Lifecycle/Catalog/`; the command replaces the whole folder. Do not edit it by hand: `swift run lifecycle docs --check` fails when the folder differs from what the catalog renders.":
      "이 폴더의 모든 내용은 `swift run lifecycle docs`가 `Sources/Lifecycle/Catalog/`의 시나리오 카탈로그로부터 작성하며, 이 명령은 폴더 전체를 교체합니다. 직접 편집하지 마십시오. 폴더가 카탈로그의 렌더링 결과와 다르면 `swift run lifecycle docs --check`가 실패합니다.",
    "How the app got there, step by step; open to see each step's table.":
      "앱이 이 지점까지 온 과정을 단계별로 보여 줍니다. 펼치면 각 단계의 표를 볼 수 있습니다.",
    "How to read the tables":
      "표 읽는 법",
    "Id":
      "ID",
    "No callback and no notification.":
      "콜백도 알림도 없습니다.",
    "No scenario in this family yet.":
      "이 분류에는 아직 시나리오가 없습니다.",
    "Order rules":
      "순서 규칙",
    "Presence":
      "출현",
    "Provenance":
      "출처",
    "Record your own device":
      "내 기기 기록하기",
    "Scene-based":
      "씬 기반",
    "Setup":
      "준비 단계",
    "Source":
      "출처",
    "Specification":
      "명세",
    "State diagrams":
      "상태 다이어그램",
    "States: {1} for the app; {2} for a scene ({3}).":
      "상태: 앱은 {1}, 씬은 {2}({3}).",
    "Step 1: {1}":
      "단계 1: {1}",
    "Step {1}: {2}":
      "단계 {1}: {2}",
    "Steps":
      "단계 수",
    "Steps 1 to {1}: {2}":
      "단계 1–{1}: {2}",
    "The generated reference of LifecycleKit: start at [index.md](index.md).":
      "LifecycleKit의 생성된 레퍼런스입니다. [index.md](index.md)에서 시작하십시오.",
    "The same story in both life cycles: {1} (app-based) and {2} (scene-based). Each column lists its events in the order of its own table; optional events are in italics. The tables above give the exact order constraints.":
      "두 생명주기에서 본 같은 이야기입니다: {1}(앱 기반)과 {2}(씬 기반). 각 열은 자기 표의 순서대로 이벤트를 나열하며, 선택 이벤트는 기울임꼴입니다. 정확한 순서 제약은 위의 표에 있습니다.",
    "Title":
      "제목",
    "To":
      "도착",
    "Trace format and order rules":
      "트레이스 형식과 순서 규칙",
    "Where devices or pages disagree, a step lists several **alternatives**, each with its reason; an engine conforms if it matches any one of them. An alternative marked *only after alternative N of step K* can happen only when step K went that way.":
      "기기나 문서가 엇갈리는 곳에서는 한 단계에 여러 **대안**이 이유와 함께 나열되며, 엔진은 그중 하나와 일치하면 적합합니다. *단계 K의 대안 N 다음에만*이라고 표시된 대안은 단계 K가 그렇게 진행되었을 때만 일어날 수 있습니다.",
    "Which `UIApplicationDelegate` and `UISceneDelegate` methods UIKit calls, in which order, and which notifications it posts, for a launch, a home press, an alert, a suspension, two scenes side by side. Each scenario has a page with one table per step; every row cites the Apple page, or the public log of real devices, it comes from. Where Apple is silent or devices disagree, the alternatives are shown, never picked silently.":
      "실행, 홈으로 나가기, 알림 창, 일시 중단, 나란히 놓인 두 씬에서 UIKit이 어떤 `UIApplicationDelegate`와 `UISceneDelegate` 메서드를 어떤 순서로 호출하고 어떤 알림을 게시하는지 보여 줍니다. 시나리오마다 단계별 표가 하나씩 있는 페이지가 있으며, 모든 행은 근거가 된 Apple 페이지나 실제 기기의 공개 로그를 인용합니다. Apple이 말하지 않거나 기기끼리 엇갈리는 곳에서는 대안을 보여 주며, 말없이 하나를 고르지 않습니다.",
    "`UIScene` notifications follow their own order, not the scene delegate's callbacks.":
      "`UIScene` 알림은 씬 델리게이트 콜백이 아니라 자체 순서를 따릅니다.",
    "above":
      "위에서",
    "app {1}":
      "앱 {1}",
    "app-based":
      "앱 기반",
    "callback reference":
      "콜백 레퍼런스",
    "callbacks":
      "콜백",
    "documented":
      "문서화됨",
    "for {1}":
      "{1}에 대해",
    "how to read these tables":
      "이 표를 읽는 법",
    "nothing beyond launching the app":
      "앱 실행 외에는 없음",
    "observed":
      "관찰됨",
    "optional":
      "선택",
    "options carry the URL":
      "옵션에 URL이 담김",
    "options carry the activity":
      "옵션에 액티비티가 담김",
    "order rules":
      "순서 규칙",
    "scene {1} is {2}":
      "씬 {1} 상태 {2}",
    "states":
      "상태",
    "stimulus":
      "자극",
    "the app is {1}":
      "앱 상태 {1}",
    "uncertain":
      "불확실",
    "worksheet":
      "학습지",
    "{1} for {2}":
      "{2}에 대한 {1}",
    "{1} scenarios: {2} app-based, {3} scene-based. A scenario that exists in both life cycles has ids ending in `.app` and `.scene`; each page shows the two side by side. They show a small part of the model's state graph: {4}.":
      "시나리오 {1}개: 앱 기반 {2}개, 씬 기반 {3}개. 두 생명주기에 모두 있는 시나리오는 ID가 `.app`과 `.scene`으로 끝나며, 각 페이지에서 둘을 나란히 보여 줍니다. 시나리오가 보여 주는 것은 모델 상태 그래프의 작은 일부입니다: {4}.",
    "{1} and {2}":
      "{1} 및 {2}",
  ]
}
