extension Korean {
  /// The callback reference page and the What changed page.
  static let reference: [String: String] = [
    "# Callback reference":
      "# 콜백 레퍼런스",
    "# What changed, release by release":
      "# 릴리스별 변경 사항",
    "# {1} ({2})":
      "# {1} ({2})",
    "## App delegate":
      "## 앱 델리게이트",
    "## From the app delegate to the scene delegate":
      "## 앱 델리게이트에서 씬 델리게이트로",
    "## Notifications":
      "## 알림",
    "## Releases":
      "## 릴리스",
    "## Scene delegate":
      "## 씬 델리게이트",
    "## Summary":
      "## 요약",
    "## iOS 26 and iOS 27":
      "## iOS 26과 iOS 27",
    "## {1}. {2} ({3})":
      "## {1}. {2} ({3})",
    ", for example ":
      ", 예: ",
    "- **A disagreement.** {1}: its own page marks it deprecated only in tvOS 26 and visionOS 26, while the {2} topic list labels it Deprecated. This reference reports both and calls it disputed.":
      "- **엇갈리는 점.** {1}: 이 메서드의 페이지는 tvOS 26과 visionOS 26에서만 사용 중단으로 표시하지만, {2} 주제 목록은 `Deprecated`로 표시합니다. 이 레퍼런스는 두 가지를 모두 알리고 논쟁 중으로 분류합니다.",
    "- **Delegate method** {1}":
      "- **델리게이트 메서드** {1}",
    "- **Delegate** {1}, {2} and {3} life cycle":
      "- **델리게이트** {1}, {2} 및 {3} 생명주기",
    "- **Delegate** {1}, {2} life cycle":
      "- **델리게이트** {1}, {2} 생명주기",
    "- **Note** {1}":
      "- **참고** {1}",
    "- **Notification** {1}":
      "- **알림** {1}",
    "- **Order** {1}":
      "- **순서** {1}",
    "- **Scenarios** {1}":
      "- **시나리오** {1}",
    "- **Status** {1}":
      "- **현황** {1}",
    "- **When** {1}":
      "- **시점** {1}",
    "- **iOS 26 deprecations.** iOS 26.0 deprecated {1}. Apple's replacement text sends apps to the scene life cycle.":
      "- **iOS 26 사용 중단.** iOS 26.0에서 {1}이(가) 사용 중단되었습니다. Apple의 대체 안내는 앱을 씬 생명주기로 안내합니다.",
    "- **iOS 27 requires scenes.** Beginning in iOS 27, apps built with the iOS 27 SDK must adopt the scene-based life cycle or they fail to launch; an app built with an older SDK still launches ({1}; in thread {2} of the Developer Forums an Apple engineer says the check applies only to apps built with the new SDK). The app-based callbacks below therefore matter for apps built with older SDKs, and for engines that reproduce them.":
      "- **iOS 27은 씬을 요구합니다.** iOS 27부터 iOS 27 SDK로 빌드한 앱은 씬 기반 생명주기를 채택해야 하며, 그렇지 않으면 실행되지 않습니다. 이전 SDK로 빌드한 앱은 여전히 실행됩니다({1}. Apple 엔지니어는 개발자 포럼의 {2}번 글에서 이 검사가 새 SDK로 빌드한 앱에만 적용된다고 말함). 따라서 아래의 앱 기반 콜백은 이전 SDK로 빌드한 앱과 이를 재현하는 엔진에 의미가 있습니다.",
    "- **iOS 27** UIKit calls it only in the app-based life cycle, which apps built with the iOS 27 SDK can no longer use.":
      "- **iOS 27** UIKit은 앱 기반 생명주기에서만 이 메서드를 호출하며, iOS 27 SDK로 빌드한 앱은 더 이상 이 생명주기를 사용할 수 없습니다.",
    "1 scenario":
      "시나리오 1개",
    "A SwiftUI app is scene-based: each `WindowGroup` window is a `UIScene`. Read in a view, {1} is the phase of the view's scene; read in the `App`, it sums up all scenes: `active` when any scene is active, `inactive` when none is.":
      "SwiftUI 앱은 씬 기반입니다. `WindowGroup`의 각 창이 하나의 `UIScene`입니다. 뷰에서 읽은 {1}는 그 뷰가 속한 씬의 단계이고, `App`에서 읽으면 모든 씬을 종합합니다. 활성 씬이 하나라도 있으면 `active`, 하나도 없으면 `inactive`입니다.",
    "Announced to a scene delegate by":
      "씬 델리게이트에 알리는 콜백",
    "App delegate":
      "앱 델리게이트",
    "Apps built with the iOS 27 SDK must adopt scenes or they fail to launch; an app built with an older SDK still launches.":
      "iOS 27 SDK로 빌드한 앱은 씬을 채택해야 하며, 그렇지 않으면 실행되지 않습니다. 이전 SDK로 빌드한 앱은 여전히 실행됩니다.",
    "Callback":
      "콜백",
    "Callback reference":
      "콜백 레퍼런스",
    "Deprecated: {1}; `windowScene(_:didUpdateEffectiveGeometry:)` replaces the coordinate-space callback.":
      "사용 중단: {1}. `windowScene(_:didUpdateEffectiveGeometry:)`가 좌표 공간 콜백을 대체합니다.",
    "Every delegate method and notification of the trace format, version 1: what it tells the app, when UIKit sends it, the scenarios that show it, and where it stands in iOS 26 and iOS 27. The descriptions are our own summaries; each section links to Apple's page.":
      "트레이스 형식 버전 1의 모든 델리게이트 메서드와 알림: 앱에 무엇을 알리는지, UIKit이 언제 보내는지, 이를 보여 주는 시나리오, 그리고 iOS 26과 iOS 27에서의 위치. 설명은 우리가 직접 요약한 것이며, 각 절은 Apple 페이지로 연결됩니다.",
    "In a scene-based app UIKit calls the scene-delegate method instead of the app-delegate one. The `UIApplication` notifications are posted in both life cycles; in a scene-based app they follow the most active scene.":
      "씬 기반 앱에서 UIKit은 앱 델리게이트 메서드 대신 씬 델리게이트 메서드를 호출합니다. `UIApplication` 알림은 두 생명주기 모두에서 게시되며, 씬 기반 앱에서는 가장 활성화된 씬을 따릅니다.",
    "Index":
      "목차",
    "Life cycle":
      "생명주기",
    "Managing your app's life cycle":
      "앱의 생명주기 관리하기",
    "Release":
      "릴리스",
    "Scenario":
      "시나리오",
    "Scenarios":
      "시나리오",
    "Scene":
      "씬",
    "Scene delegate":
      "씬 델리게이트",
    "Scene state":
      "씬 상태",
    "Scenes: an app with a scene manifest hears foreground and background changes through each scene's delegate; the app delegate keeps launch, scene configuration, discarded sessions and termination.":
      "씬: 씬 매니페스트가 있는 앱은 포그라운드와 백그라운드 변화를 각 씬의 델리게이트로 전달받습니다. 앱 델리게이트에는 실행, 씬 구성, 폐기된 세션, 종료가 남습니다.",
    "Status":
      "현황",
    "The SwiftUI app life cycle: `scenePhase` in the environment, an app delegate through `UIApplicationDelegateAdaptor`.":
      "SwiftUI 앱 생명주기: 환경의 `scenePhase`, `UIApplicationDelegateAdaptor`를 통한 앱 델리게이트.",
    "The lifecycle an app hears depends on its release and on whether it uses scenes. This page puts the changes in order, maps each app-delegate method to the scene-delegate method that replaced it, and relates SwiftUI's scene phases to the states on the {1}. The wording is ours; each row links the Apple page it rests on.":
      "앱이 듣는 생명주기는 릴리스와 씬 사용 여부에 따라 다릅니다. 이 페이지는 변경 사항을 순서대로 정리하고, 각 앱 델리게이트 메서드를 그것을 대체한 씬 델리게이트 메서드에 대응시키며, SwiftUI의 씬 단계를 {1}의 상태와 연결합니다. 설명은 우리가 쓴 것이며, 각 행은 근거가 된 Apple 페이지로 연결됩니다.",
    "The rest of the app delegate is the same in both life cycles: {1}.":
      "앱 델리게이트의 나머지는 두 생명주기에서 같습니다: {1}.",
    "What changed":
      "변경 사항",
    "What differs":
      "달라지는 점",
    "`UIApplication` notifications are posted in both life cycles; in a scene-based app they follow the app's aggregate state, the state of its most active scene. `UIScene` notifications carry the scene. iOS 26 adds typed `NotificationCenter` messages for the same moments; the names below are unchanged.":
      "`UIApplication` 알림은 두 생명주기 모두에서 게시됩니다. 씬 기반 앱에서는 앱의 전체 상태, 즉 가장 활성화된 씬의 상태를 따릅니다. `UIScene` 알림은 씬을 담고 있습니다. iOS 26은 같은 시점에 타입이 지정된 `NotificationCenter` 메시지를 추가했으며, 아래의 이름은 바뀌지 않았습니다.",
    "a set of URL contexts instead of one URL":
      "URL 하나 대신 URL 컨텍스트 집합",
    "active":
      "활성",
    "both":
      "둘 다",
    "iOS 26 and iOS 27":
      "iOS 26과 iOS 27",
    "no":
      "아니요",
    "no phase":
      "단계 없음",
    "no restoration handler":
      "복원 핸들러 없음",
    "none":
      "없음",
    "none in the catalog yet":
      "아직 카탈로그에 없음",
    "per scene":
      "씬마다",
    "per scene; also for a new scene":
      "씬마다. 새 씬에도",
    "scene-based":
      "씬 기반",
    "state diagrams":
      "상태 다이어그램",
    "stays on the app delegate: a scene's disconnection ends the scene, not the process":
      "앱 델리게이트에 남음: 씬의 연결 끊김은 프로세스가 아니라 씬을 끝냄",
    "still called; the window and its launch options (URL, activity, notification) move to the scene's connection options":
      "여전히 호출됨. 윈도우와 실행 옵션(URL, 액티비티, 알림)은 씬의 연결 옵션으로 옮겨 감",
    "the scene that will show it":
      "그것을 보여 줄 씬",
    "what changed":
      "변경 사항",
    "{1} (step {2})":
      "{1} (단계 {2})",
    "{1} (steps {2})":
      "{1} (단계 {2})",
    "{1} gives a SwiftUI app an app delegate: declare it once, in the `App`, and SwiftUI creates the delegate and calls it. It hears what a scene-based app delegate hears (launch, scene configuration, discarded sessions, memory warnings), never the foreground and background methods. For scene-delegate callbacks, return a `UISceneConfiguration` whose `delegateClass` is your scene delegate from {2}.":
      "{1}는 SwiftUI 앱에 앱 델리게이트를 제공합니다. `App`에서 한 번 선언하면 SwiftUI가 델리게이트를 만들고 호출합니다. 이 델리게이트는 씬 기반 앱의 앱 델리게이트가 받는 것(실행, 씬 구성, 폐기된 세션, 메모리 경고)을 받으며, 포그라운드와 백그라운드 메서드는 받지 않습니다. 씬 델리게이트 콜백을 받으려면 {2}에서 `delegateClass`가 여러분의 씬 델리게이트인 `UISceneConfiguration`을 반환하십시오.",
    "{1} scenarios":
      "시나리오 {1}개",
  ]
}
