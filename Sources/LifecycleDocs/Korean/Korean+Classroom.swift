extension Korean {
  /// The teacher's guide, its lessons, and the worksheets and answer keys.
  static let classroom: [String: String] = [
    "# Answer key: {1}":
      "# 정답지: {1}",
    "# Teacher's guide":
      "# 교사용 안내서",
    "# Worksheet: {1}":
      "# 학습지: {1}",
    "## Agenda":
      "## 수업 일정",
    "## On a fresh machine":
      "## 새 컴퓨터에서",
    "**Ask.** {1}":
      "**질문.** {1}",
    "**Given** step 1: {1} Now {2}.":
      "**주어진 것** 단계 1: {1} 이제 {2}.",
    "**Given** steps 1 to {1}: {2} Now {3}.":
      "**주어진 것** 단계 1–{1}: {2} 이제 {3}.",
    "**Objective.** Students can {1}. **Time.** {2} minutes.":
      "**목표.** 학생들은 {1} 수 있습니다. **시간.** {2}분.",
    "**Practise.** {1} and its {2}; then {3} (a different `--seed` for each student). Scenarios: {4}.":
      "**연습.** {1}와 {2}를 풀고, 이어서 {3}를 실행합니다(학생마다 다른 `--seed`를 줍니다). 시나리오: {4}.",
    "**Show it.** In {1}, type:":
      "**시연.** {1}에서 다음을 입력합니다.",
    "**Start** {1}":
      "**시작** {1}",
    "A cold launch: the two launch callbacks first, then the scene (or the app) comes on screen. An app-based app launching for the screen goes from `notRunning` straight to `inactive`: it never passes through the background, so its delegate gets no `applicationWillEnterForeground(_:)`. A scene-based app is in the background while its launch callbacks run; its first scene's `sceneWillEnterForeground(_:)` then brings it to the foreground. The current revision of Apple's page says UIKit posts `UIApplication.willEnterForegroundNotification` around then; earlier revisions did not, and whether older releases post it is not known, so the reference allows it and does not require it.":
      "콜드 실행: 먼저 두 실행 콜백이 오고, 그다음 씬(또는 앱)이 화면에 나타납니다. 화면에 나타나려고 실행되는 앱 기반 앱은 `notRunning`에서 곧바로 `inactive`로 갑니다. 백그라운드를 거치지 않으므로 델리게이트는 `applicationWillEnterForeground(_:)`를 받지 않습니다. 씬 기반 앱은 실행 콜백이 호출되는 동안 백그라운드에 있으며, 첫 씬의 `sceneWillEnterForeground(_:)`가 앱을 포그라운드로 가져옵니다. Apple 페이지의 현재 개정판은 UIKit이 그 무렵 `UIApplication.willEnterForegroundNotification`을 게시한다고 하지만, 이전 개정판은 그렇게 말하지 않았고 이전 릴리스가 이를 게시하는지는 알 수 없으므로, 레퍼런스는 이를 허용하되 요구하지 않습니다.",
    "A suspended app is ended without any callback, and the system suspends apps in the background at any time; even a running app gets it only \"may be called\", and an app ended for memory gets nothing. Save when the app enters the background instead.":
      "일시 중단된 앱은 아무 콜백 없이 종료되며, 시스템은 백그라운드의 앱을 언제든 일시 중단합니다. 실행 중인 앱조차 “호출될 수 있다”는 보장만 받고, 메모리 때문에 종료된 앱은 아무것도 받지 못합니다. 대신 앱이 백그라운드에 들어갈 때 저장하십시오.",
    "After":
      "이후",
    "After the system released the scene, which callback comes back and which does not (`application(_:configurationForConnecting:options:)`)?":
      "시스템이 씬을 해제한 뒤에는 어떤 콜백이 돌아오고 어떤 콜백(`application(_:configurationForConnecting:options:)`)은 돌아오지 않을까요?",
    "Alternatives 1 and 2: the scene only resigns active (and, in 2, becomes active and resigns again), so `sceneDidEnterBackground(_:)` never comes and the video plays on under Notification Center. Only alternative 3 sends the scene to the background. Pause in `sceneWillResignActive(_:)` as well.":
      "대안 1과 2: 씬은 비활성화되기만 하므로(2에서는 활성 상태가 되었다가 다시 비활성화됨) `sceneDidEnterBackground(_:)`가 오지 않고, 동영상은 알림 센터 아래에서 계속 재생됩니다. 씬을 백그라운드로 보내는 것은 대안 3뿐입니다. `sceneWillResignActive(_:)`에서도 일시 정지하십시오.",
    "An overlay makes the app inactive without sending it to the background; Notification Center is where devices disagree.":
      "오버레이는 앱을 백그라운드로 보내지 않고 비활성 상태로 만듭니다. 알림 센터는 기기마다 동작이 엇갈리는 곳입니다.",
    "Answer":
      "정답",
    "Cold launches: a first launch, a restored session, a launch for a URL or an activity.":
      "콜드 실행: 첫 실행, 복원된 세션, URL이나 액티비티를 위한 실행.",
    "Coming back is not launching again: `WillEnterForeground` then `DidBecomeActive`, and no launch callbacks, unless the process was ended or the scene released.":
      "돌아오는 것은 다시 실행하는 것이 아닙니다: `WillEnterForeground`, 그다음 `DidBecomeActive`이며, 프로세스가 종료되었거나 씬이 해제된 경우가 아니면 실행 콜백은 없습니다.",
    "Each scene has its own lifecycle; the app's notifications follow the most active scene. Two scenes' callbacks may interleave in any order.":
      "각 씬에는 자체 생명주기가 있고, 앱의 알림은 가장 활성화된 씬을 따릅니다. 두 씬의 콜백은 어떤 순서로든 섞일 수 있습니다.",
    "Event":
      "이벤트",
    "Events that are not state changes: memory warnings, time changes (queued while suspended), URLs and Handoff, which arrive between `WillEnterForeground` and `DidBecomeActive`.":
      "상태 변화가 아닌 이벤트: 메모리 경고, 시간 변경(일시 중단 중에는 대기열에 들어감), URL과 Handoff이며, 이들은 `WillEnterForeground`와 `DidBecomeActive` 사이에 도착합니다.",
    "Everything else: memory warnings, time changes, background launches, URLs and activities.":
      "그 밖의 모든 것: 메모리 경고, 시간 변경, 백그라운드 실행, URL과 액티비티.",
    "For each scenario, read where the app starts and what happens, then write the delegate callbacks UIKit calls, in order, one per row (with the scene, for a scene-based app). Leave out notifications. Steps marked *given* bring the app to where the question starts: nothing to write for them. Every table has {1} rows, whatever the answer's length: leave the rest empty. Write \"none\" when UIKit calls nothing.":
      "각 시나리오에서 앱이 어디서 시작하고 무슨 일이 일어나는지 읽은 다음, UIKit이 호출하는 델리게이트 콜백을 순서대로 한 행에 하나씩 적으십시오(씬 기반 앱이라면 씬도 함께). 알림은 빼십시오. *주어진 것*으로 표시된 단계는 앱을 질문이 시작되는 지점까지 데려오는 단계이므로 적을 것이 없습니다. 모든 표는 답의 길이와 관계없이 {1}행이며, 남는 행은 비워 두십시오. UIKit이 아무것도 호출하지 않으면 \"없음\"이라고 적으십시오.",
    "Full table: {1}.":
      "전체 표: {1}.",
    "Leaving the app always passes through inactive: resign active, then enter the background.":
      "앱을 떠날 때는 항상 비활성 상태를 거칩니다: 비활성화된 뒤 백그라운드에 들어갑니다.",
    "Lesson":
      "수업",
    "Minutes":
      "분",
    "Name: ______________________________    Date: ______________":
      "이름: ______________________________    날짜: ______________",
    "None: UIKit calls no delegate method.":
      "없음: UIKit은 어떤 델리게이트 메서드도 호출하지 않습니다.",
    "One lesson per family, about {1} minutes in all; each splits into about 5 minutes of showing in the simulator, 5 of discussing the question, and the rest on the worksheet and the exercise. Students know the app delegate from an iOS course; Launch and Home press come first because every other lesson starts from them.":
      "분류마다 수업 하나씩, 모두 합쳐 약 {1}분입니다. 각 수업은 시뮬레이터 시연 약 5분, 질문 토론 약 5분, 나머지는 학습지와 연습 문제로 나뉩니다. 학생들은 iOS 과정에서 앱 델리게이트를 배웠다고 가정합니다. 다른 모든 수업이 실행과 홈으로 나가기에서 출발하므로 이 둘을 먼저 다룹니다.",
    "Overlays take focus: alerts, calls, Control Center, the app switcher, the lock screen.":
      "오버레이가 포커스를 가져감: 알림 창, 전화, 제어 센터, 앱 전환기, 잠금 화면.",
    "Several scenes at once: Split View, windows, closing and reclaiming scenes.":
      "여러 씬을 한꺼번에: Split View, 창, 씬 닫기와 회수.",
    "Students can…":
      "학생들은 … 수 있습니다",
    "Suspension delivers nothing at all, and a suspended app is ended without `applicationWillTerminate(_:)`. Only an app still running in the background hears it.":
      "일시 중단은 아무것도 전달하지 않으며, 일시 중단된 앱은 `applicationWillTerminate(_:)` 없이 종료됩니다. 백그라운드에서 아직 실행 중인 앱만 이를 받습니다.",
    "Teacher's guide":
      "교사용 안내서",
    "The URL arrives after `applicationWillEnterForeground(_:)` and before `applicationDidBecomeActive(_:)`: UIKit brings the app to the foreground, hands over the URL, then makes it active. The time change, queued while the app was suspended, arrives once in the step that brings the app back, with no order against the foreground callbacks.":
      "URL은 `applicationWillEnterForeground(_:)` 뒤, `applicationDidBecomeActive(_:)` 전에 도착합니다. UIKit은 앱을 포그라운드로 가져오고, URL을 넘긴 다음, 앱을 활성 상태로 만듭니다. 앱이 일시 중단된 동안 대기열에 들어간 시간 변경은 앱을 되돌리는 단계에서 한 번 도착하며, 포그라운드 콜백과의 순서는 없습니다.",
    "The app comes back: from the background, from suspension, after the system released a scene.":
      "앱이 돌아옵니다: 백그라운드에서, 일시 중단에서, 시스템이 씬을 해제한 뒤에.",
    "The delegate callbacks of each step, in an order UIKit may use. **After** gives the rows that must come first: rows with no path of After links between them may be written in either order. An *optional* callback may be left out. Where devices disagree, each alternative is a correct answer; one marked \"only after\" an alternative of the step before is correct when that was the answer there. Each scenario's page has the full table, with notifications and sources.":
      "각 단계의 델리게이트 콜백을 UIKit이 따를 수 있는 한 가지 순서로 적었습니다. **이후**는 먼저 와야 하는 행을 알려 줍니다. 이후 연결로 이어지지 않는 행끼리는 어느 순서로 적어도 됩니다. *선택* 콜백은 빼도 됩니다. 기기마다 엇갈리는 곳에서는 각 대안이 정답이며, 앞 단계의 대안 \"다음에만\"으로 표시된 대안은 앞 단계의 답이 그 대안이었을 때 정답입니다. 각 시나리오 페이지에 알림과 출처를 포함한 전체 표가 있습니다.",
    "The lifecycle sticks when students predict it, watch it, and get told exactly where they went wrong. Each lesson below pairs the simulator (the reference model, driven by hand), a printable worksheet with its answer key, and an exercise the computer marks with the same checker engines are tested with.":
      "생명주기는 학생들이 예측하고, 지켜보고, 어디서 틀렸는지 정확히 들을 때 머리에 남습니다. 아래의 각 수업은 시뮬레이터(손으로 조작하는 레퍼런스 모델), 정답지가 딸린 인쇄용 학습지, 그리고 엔진을 테스트하는 것과 같은 검사기로 컴퓨터가 채점하는 연습 문제를 짝지어 줍니다.",
    "The simulator and the exercises read standard input, so a lesson can be scripted: `swift run lifecycle simulate < lesson.txt` prints the whole transcript. In the simulator, `help` lists the commands, `choose N` follows another alternative where devices disagree, and `save FILE` writes the session as a trace that `lifecycle verify` accepts.":
      "시뮬레이터와 연습 문제는 표준 입력을 읽으므로 수업을 스크립트로 만들 수 있습니다. `swift run lifecycle simulate < lesson.txt`는 전체 기록을 출력합니다. 시뮬레이터에서 `help`는 명령 목록을 보여 주고, `choose N`은 기기마다 엇갈리는 곳에서 다른 대안을 따르며, `save FILE`은 세션을 `lifecycle verify`가 받아들이는 트레이스로 저장합니다.",
    "The system suspends or ends the process, and the user force quits it.":
      "시스템이 프로세스를 일시 중단하거나 종료하고, 사용자가 강제 종료합니다.",
    "The user leaves the app for the Home Screen.":
      "사용자가 앱을 떠나 홈 화면으로 갑니다.",
    "When":
      "시점",
    "When the second scene opens, why is there no `UIApplication.didBecomeActiveNotification`?":
      "두 번째 씬이 열릴 때 `UIApplication.didBecomeActiveNotification`이 없는 이유는 무엇일까요?",
    "Where in the order does the URL arrive, and where does the queued time change go?":
      "URL은 순서상 어디에 도착하고, 대기열에 있던 시간 변경은 어디로 갈까요?",
    "Where the reference cannot pick, it offers alternatives: reports differ on whether any scene connects when the system launches a scene-based app in the background (alternative 1: none; alternative 2: one scene, in the background, as Apple says the system may do). During `application(_:didFinishLaunchingWithOptions:)` a scene-based app's `applicationState` is `.background`: it launches in the background, and its first scene brings it to the foreground.":
      "레퍼런스가 하나를 고를 수 없는 곳에서는 대안을 제시합니다. 시스템이 씬 기반 앱을 백그라운드에서 실행할 때 씬이 연결되는지에 대해 보고가 엇갈립니다(대안 1: 없음, 대안 2: Apple이 시스템이 그럴 수 있다고 한 대로 백그라운드에서 씬 하나). `application(_:didFinishLaunchingWithOptions:)` 동안 씬 기반 앱의 `applicationState`는 `.background`입니다. 앱은 백그라운드에서 실행되고, 첫 씬이 앱을 포그라운드로 가져옵니다.",
    "Which callback is the last moment to save the user's work before the app may be suspended?":
      "앱이 일시 중단될 수 있기 전에 사용자의 작업을 저장할 마지막 순간은 어느 콜백일까요?",
    "Which of the three Notification Center alternatives would break an app that pauses video in `sceneDidEnterBackground(_:)` only?":
      "세 가지 알림 센터 대안 중 어느 것이 `sceneDidEnterBackground(_:)`에서만 동영상을 일시 정지하는 앱을 망가뜨릴까요?",
    "Why":
      "이유",
    "Why can an app not rely on `applicationWillTerminate(_:)` to save its state?":
      "앱이 상태 저장을 `applicationWillTerminate(_:)`에 의존할 수 없는 이유는 무엇일까요?",
    "Why does a background launch offer two alternatives, and what does a scene-based app's `UIApplication.applicationState` say during `application(_:didFinishLaunchingWithOptions:)`?":
      "백그라운드 실행은 왜 두 가지 대안을 제시하며, `application(_:didFinishLaunchingWithOptions:)` 동안 씬 기반 앱의 `UIApplication.applicationState`는 무엇을 말할까요?",
    "With Swift 6 installed, from the package's folder:":
      "Swift 6이 설치된 상태에서 패키지 폴더에서:",
    "Worksheet":
      "학습지",
    "`UIApplication` notifications follow the app's aggregate state, the state of its most active scene. `main` is already active, so the app already is: nothing changes for it. The reference lets the notification appear as an optional event, since no page rules out a repeat, but no state change calls for it.":
      "`UIApplication` 알림은 앱의 전체 상태, 즉 가장 활성화된 씬의 상태를 따릅니다. `main`이 이미 활성 상태이므로 앱도 이미 활성 상태이며, 앱에게는 바뀌는 것이 없습니다. 반복을 배제하는 페이지가 없으므로 레퍼런스는 이 알림을 선택 이벤트로 허용하지만, 이를 요구하는 상태 변화는 없습니다.",
    "`applicationDidEnterBackground(_:)` (scene-based: `sceneDidEnterBackground(_:)`). After it the app may be suspended without another callback, and a suspended app may be ended without one.":
      "`applicationDidEnterBackground(_:)`(씬 기반: `sceneDidEnterBackground(_:)`). 그 뒤로 앱은 다른 콜백 없이 일시 중단될 수 있고, 일시 중단된 앱은 콜백 없이 종료될 수 있습니다.",
    "`scene(_:willConnectTo:options:)` comes back: the saved session connects again, with the activity it saved, then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. `application(_:configurationForConnecting:options:)` does not: UIKit asks for a configuration only for a new session. No launch callback comes either: the process kept running.":
      "`scene(_:willConnectTo:options:)`가 돌아옵니다. 저장된 세션이 저장해 둔 액티비티와 함께 다시 연결되고, 이어서 `sceneWillEnterForeground(_:)`와 `sceneDidBecomeActive(_:)`가 옵니다. `application(_:configurationForConnecting:options:)`는 돌아오지 않습니다. UIKit은 새 세션에 대해서만 구성을 요청합니다. 실행 콜백도 오지 않습니다. 프로세스는 계속 실행 중이었습니다.",
    "answer key":
      "정답지",
    "answer key ({1})":
      "정답지({1})",
    "background":
      "백그라운드",
    "explain why suspension is silent and when `applicationWillTerminate(_:)` comes":
      "일시 중단이 왜 조용한지, `applicationWillTerminate(_:)`가 언제 오는지 설명할",
    "find the bug in a broken engine's trace":
      "망가진 엔진의 트레이스에서 버그 찾기",
    "follow two scenes' callbacks and the app's aggregate notifications":
      "두 씬의 콜백과 앱의 전체 상태 알림을 따라갈",
    "give the order of leaving the app and say where to save work":
      "앱을 떠날 때의 순서를 말하고 작업을 저장할 곳을 말할",
    "name the launch callbacks in order in both life cycles, and say how each life cycle reaches the foreground":
      "두 생명주기에서 실행 콜백을 순서대로 말하고, 각 생명주기가 포그라운드에 이르는 방식을 말할",
    "place events that are not state changes: memory warnings, time changes, URLs, activities":
      "상태 변화가 아닌 이벤트(메모리 경고, 시간 변경, URL, 액티비티)의 자리를 찾을",
    "teacher's guide":
      "교사용 안내서",
    "tell an overlay that makes the app inactive from a trip to the background":
      "앱을 비활성 상태로 만드는 오버레이와 백그라운드로의 이동을 구별할",
    "tell coming back from launching again, and say which callbacks a released scene brings back":
      "돌아오는 것과 다시 실행하는 것을 구별하고, 해제된 씬이 어떤 콜백을 되돌려 오는지 말할",
    "the package's own tests: the model and the catalog agree":
      "패키지 자체 테스트: 모델과 카탈로그가 일치하는지",
    "then":
      "결과",
    "this site, regenerated from the catalog":
      "카탈로그에서 다시 생성한 이 사이트",
    "type tapIcon, pressHome, … and see the callbacks":
      "tapIcon, pressHome, … 을 입력하고 콜백을 확인",
    "worksheet ({1})":
      "학습지({1})",
  ]
}
