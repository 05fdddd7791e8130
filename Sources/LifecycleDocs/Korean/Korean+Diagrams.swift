extension Korean {
  /// The state diagrams and the sequence diagrams.
  static let diagrams: [String: String] = [
    "Alternative {1} of {2}":
      "대안 {1}/{2}",
    "Announced by":
      "알리는 것",
    "App-based app":
      "앱 기반 앱",
    "From":
      "출발",
    "Notification center":
      "알림 센터",
    "Scene delegate {1}":
      "씬 델리게이트 {1}",
    "Scene-based app":
      "씬 기반 앱",
    "System":
      "시스템",
    "The app's aggregate state in a scene-based app: the state of its most active scene. The app delegate's foreground and background methods are not called; `UIApplication` notifications announce the changes. An app-based app launching for the screen goes from `notRunning` straight to `inactive`: it never passes through the background, so its delegate gets no `applicationWillEnterForeground(_:)`. A scene-based app is in the background while its launch callbacks run; its first scene's `sceneWillEnterForeground(_:)` then brings it to the foreground. The current revision of Apple's page says UIKit posts `UIApplication.willEnterForegroundNotification` around then; earlier revisions did not, and whether older releases post it is not known, so the reference allows it and does not require it.":
      "씬 기반 앱에서 앱의 전체 상태, 즉 가장 활성화된 씬의 상태입니다. 앱 델리게이트의 포그라운드와 백그라운드 메서드는 호출되지 않으며, `UIApplication` 알림이 변화를 알립니다. 화면에 나타나려고 실행되는 앱 기반 앱은 `notRunning`에서 곧바로 `inactive`로 갑니다. 백그라운드를 거치지 않으므로 델리게이트는 `applicationWillEnterForeground(_:)`를 받지 않습니다. 씬 기반 앱은 실행 콜백이 호출되는 동안 백그라운드에 있으며, 첫 씬의 `sceneWillEnterForeground(_:)`가 앱을 포그라운드로 가져옵니다. Apple 페이지의 현재 개정판은 UIKit이 그 무렵 `UIApplication.willEnterForegroundNotification`을 게시한다고 하지만, 이전 개정판은 그렇게 말하지 않았고 이전 릴리스가 이를 게시하는지는 알 수 없으므로, 레퍼런스는 이를 허용하되 요구하지 않습니다.",
    "`UIApplication.State` of an app without scenes; `notRunning` and `suspended` describe the process. The app always passes through `inactive` between the foreground and the background.":
      "씬이 없는 앱의 `UIApplication.State`입니다. `notRunning`과 `suspended`는 프로세스의 상태입니다. 앱은 포그라운드와 백그라운드 사이에서 항상 `inactive`를 거칩니다.",
    "`UIScene.ActivationState` of one scene session. `foregroundInactive` is a transit state. The diagram has no `suspended`: `UIScene.ActivationState` has no such case, because suspension belongs to the process, not to a scene. When the system suspends the app, its scenes stay `background` and their delegates hear nothing; when it resumes the app, they are still `background`.":
      "씬 세션 하나의 `UIScene.ActivationState`입니다. `foregroundInactive`는 거쳐 가는 상태입니다. 일시 중단은 씬이 아니라 프로세스에 속하므로 `UIScene.ActivationState`에는 그런 케이스가 없고, 그래서 다이어그램에 `suspended`가 없습니다. 시스템이 앱을 일시 중단하면 씬은 `background`에 머물고 델리게이트는 아무것도 듣지 못하며, 앱이 재개되어도 여전히 `background`입니다.",
    "a force quit from the app switcher (observed on devices)":
      "앱 전환기에서의 강제 종료(기기에서 관찰됨)",
    "a launch into the background (`applicationDidEnterBackground(_:)` may follow)":
      "백그라운드로의 실행. 뒤이어 `applicationDidEnterBackground(_:)`가 올 수 있음",
    "a launch into the foreground":
      "포그라운드로의 실행",
    "a new session, or one saved from an earlier run":
      "새 세션, 또는 이전 실행에서 저장된 세션",
    "a scene becomes active":
      "씬이 활성 상태가 됨",
    "before the first launch":
      "첫 실행 전",
    "every launch: a scene-based app launches in the background (`UIApplication.applicationState`)":
      "모든 실행: 씬 기반 앱은 백그라운드에서 실행됨 (`UIApplication.applicationState`)",
    "launch done, back from the background, an interruption ends":
      "실행 완료, 백그라운드에서 복귀, 인터럽션 종료",
    "leaving, an interruption, the app switcher":
      "떠남, 인터럽션, 앱 전환기",
    "no callback":
      "콜백 없음",
    "no scene is left on screen":
      "화면에 남은 씬이 없음",
    "nothing is delivered":
      "아무것도 전달되지 않음",
    "the app comes back on screen":
      "앱이 화면으로 돌아옴",
    "the app leaves the screen":
      "앱이 화면을 떠남",
    "the first scene comes on screen; at a launch the notification is optional (documented only lately)":
      "첫 씬이 화면에 나타남. 실행 때 이 알림은 선택(최근에야 문서화됨)",
    "the last active scene resigns":
      "마지막 활성 씬이 비활성화됨",
    "the process may be suspended here, the scene stays background":
      "여기서 프로세스가 일시 중단될 수 있으며, 씬은 background에 머묾",
    "the scene comes back on screen":
      "씬이 화면으로 돌아옴",
    "the scene connects for the screen (a new session is configured first)":
      "씬이 화면에 나타나려고 연결됨(새 세션이면 먼저 구성됨)",
    "the scene gets focus":
      "씬이 포커스를 얻음",
    "the scene leaves the screen":
      "씬이 화면을 떠남",
    "the system connects the scene in the background":
      "시스템이 백그라운드에서 씬을 연결함",
    "the system ends a running app":
      "시스템이 실행 중인 앱을 종료함",
    "the system purges a suspended app":
      "시스템이 일시 중단된 앱을 퍼지함",
    "the system releases the scene; its session stays":
      "시스템이 씬을 해제함. 세션은 남음",
    "the system resumes the app":
      "시스템이 앱을 재개함",
    "the system resumes the app (`applicationDidEnterBackground(_:)` may come)":
      "시스템이 앱을 재개함. `applicationDidEnterBackground(_:)`가 올 수 있음",
    "the system suspends the app":
      "시스템이 앱을 일시 중단함",
    "the user closed the scene for good":
      "사용자가 씬을 완전히 닫음",
    "{1} (optional)":
      "{1} (선택)",
  ]
}
