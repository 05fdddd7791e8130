extension Korean {
  /// The callback reference's text for each method and notification.
  static let callbackGuide: [String: String] = [
    "A scene object is created for a session and attached to the app: build its window. A URL, activity or quick action that caused the connection comes in the options.":
      "세션을 위한 씬 객체가 만들어져 앱에 연결됩니다. 여기서 윈도우를 만듭니다. 연결을 일으킨 URL, 액티비티 또는 퀵 액션은 옵션에 담겨 옵니다.",
    "After `scene(_:willContinueUserActivityWithType:)`, before or after `sceneDidBecomeActive(_:)` (UIKit calls it once all of the activity's data has arrived). A scene that connects for the activity finds only its type in the connection options, and gets both callbacks after connecting.":
      "`scene(_:willContinueUserActivityWithType:)` 뒤, `sceneDidBecomeActive(_:)` 전후 어느 쪽이든(UIKit은 액티비티의 데이터가 모두 도착하면 호출합니다). 액티비티 때문에 연결되는 씬은 연결 옵션에서 유형만 찾으며, 연결된 뒤 두 콜백을 모두 받습니다.",
    "After `sceneWillEnterForeground(_:)`, and when an interruption or the app switcher lets go.":
      "`sceneWillEnterForeground(_:)` 뒤, 그리고 인터럽션이나 앱 전환기가 물러날 때.",
    "After `sceneWillResignActive(_:)` when the scene leaves the screen; may follow a connection in the background.":
      "씬이 화면을 떠날 때 `sceneWillResignActive(_:)` 뒤. 백그라운드에서의 연결 뒤에 올 수도 있습니다.",
    "After a scene connects for the foreground, and when a background scene comes back. Always followed by `sceneDidBecomeActive(_:)`.":
      "씬이 포그라운드를 위해 연결된 뒤, 그리고 백그라운드 씬이 돌아올 때. 항상 `sceneDidBecomeActive(_:)`가 뒤따릅니다.",
    "An activity of this type (Handoff) is about to be continued: show that it is coming.":
      "이 유형의 액티비티(Handoff)를 곧 이어 합니다. 진행 중임을 보여 주십시오.",
    "An activity of this type is about to be continued in this scene.":
      "이 유형의 액티비티를 곧 이 씬에서 이어 합니다.",
    "Any time the app runs (not suspended), in both life cycles; no order against the other callbacks.":
      "앱이 실행 중일 때(일시 중단 제외) 언제든, 두 생명주기 모두. 다른 콜백과의 순서는 없습니다.",
    "App-based apps only: after `application(_:didFinishLaunchingWithOptions:)` at a launch for a URL, or once the app is in the foreground again; before `applicationDidBecomeActive(_:)`. No notification.":
      "앱 기반 앱만: URL을 위한 실행에서는 `application(_:didFinishLaunchingWithOptions:)` 뒤, 또는 앱이 다시 포그라운드에 온 뒤. `applicationDidBecomeActive(_:)` 전. 알림은 없습니다.",
    "App-based apps only: after `application(_:willContinueUserActivityWithType:)`; before or after `applicationDidBecomeActive(_:)`, since UIKit calls it once all of the activity's data has arrived.":
      "앱 기반 앱만: `application(_:willContinueUserActivityWithType:)` 뒤. UIKit은 액티비티의 데이터가 모두 도착하면 호출하므로 `applicationDidBecomeActive(_:)` 전후 어느 쪽이든 됩니다.",
    "App-based apps only: after `applicationWillResignActive(_:)` when the user leaves the app, and after the launch callbacks of a launch into the background.":
      "앱 기반 앱만: 사용자가 앱을 떠날 때 `applicationWillResignActive(_:)` 뒤, 그리고 백그라운드로의 실행에서 실행 콜백 뒤.",
    "App-based apps only: after a launch into the foreground, on the way back from the background, and when an interruption or the app switcher lets go.":
      "앱 기반 앱만: 포그라운드로의 실행 뒤, 백그라운드에서 돌아오는 길에, 그리고 인터럽션이나 앱 전환기가 물러날 때.",
    "App-based apps only: before `application(_:continue:restorationHandler:)`.":
      "앱 기반 앱만: `application(_:continue:restorationHandler:)` 전.",
    "App-based apps only: first on the way out (Home, lock, another app), and alone when an alert, a call or the app switcher covers the app.":
      "앱 기반 앱만: 나갈 때(홈, 잠금, 다른 앱) 가장 먼저, 그리고 알림 창, 전화 또는 앱 전환기가 앱을 가릴 때는 단독으로.",
    "App-based apps only: when an app that ran in the background or was suspended comes back; never at a cold launch. Always followed by `applicationDidBecomeActive(_:)`.":
      "앱 기반 앱만: 백그라운드에서 실행되었거나 일시 중단된 앱이 돌아올 때. 콜드 실행 때는 결코 오지 않습니다. 항상 `applicationDidBecomeActive(_:)`가 뒤따릅니다.",
    "Apple does not say whether it comes before or after `scene(_:willConnectTo:options:)`: no order is required.":
      "Apple은 `scene(_:willConnectTo:options:)`보다 먼저 오는지 나중에 오는지 말하지 않습니다. 순서는 요구되지 않습니다.",
    "Apple does not say whether it comes before or after `sceneDidBecomeActive(_:)`: no order is required.":
      "Apple은 `sceneDidBecomeActive(_:)`보다 먼저 오는지 나중에 오는지 말하지 않습니다. 순서는 요구되지 않습니다.",
    "Apple does not say whether it comes before or after `sceneDidDisconnect(_:)`: no order is required.":
      "Apple은 `sceneDidDisconnect(_:)`보다 먼저 오는지 나중에 오는지 말하지 않습니다. 순서는 요구되지 않습니다.",
    "Apple does not say whether it comes before or after `sceneDidEnterBackground(_:)`: no order is required.":
      "Apple은 `sceneDidEnterBackground(_:)`보다 먼저 오는지 나중에 오는지 말하지 않습니다. 순서는 요구되지 않습니다.",
    "Apple does not say whether it comes before or after `sceneWillEnterForeground(_:)`: no order is required.":
      "Apple은 `sceneWillEnterForeground(_:)`보다 먼저 오는지 나중에 오는지 말하지 않습니다. 순서는 요구되지 않습니다.",
    "Apple does not say whether it comes before or after `sceneWillResignActive(_:)`: no order is required.":
      "Apple은 `sceneWillResignActive(_:)`보다 먼저 오는지 나중에 오는지 말하지 않습니다. 순서는 요구되지 않습니다.",
    "Apple says \"around the same time\" as `applicationDidEnterBackground(_:)`: no order either way.":
      "Apple은 `applicationDidEnterBackground(_:)`와 “거의 같은 시점”이라고 합니다. 어느 쪽으로도 순서는 없습니다.",
    "Apple says it is posted before `applicationSignificantTimeChange(_:)`; no log shows either order, and version 1 of the format sets no edge for it, so no order is required.":
      "Apple은 `applicationSignificantTimeChange(_:)` 전에 게시된다고 합니다. 어느 순서든 보여 주는 로그는 없고 형식 버전 1은 이에 대한 간선을 두지 않으므로, 순서는 요구되지 않습니다.",
    "Apple says shortly before `applicationWillEnterForeground(_:)`; a device log on iOS 12 ([Open Radar 49817144](https://github.com/lionheart/openradar-mirror/issues/21180)) shows the method first, so no order is required.":
      "Apple은 `applicationWillEnterForeground(_:)` 직전이라고 하지만 iOS 12의 기기 로그([49817144](https://github.com/lionheart/openradar-mirror/issues/21180))에서는 메서드가 먼저 오므로 순서는 요구되지 않습니다.",
    "At every launch, in both life cycles.":
      "모든 실행 때, 두 생명주기 모두.",
    "At midnight, a carrier time update or a daylight-saving change; queued while suspended.":
      "자정, 이동통신사 시간 갱신 또는 일광 절약 시간 변경 때. 일시 중단 중에는 대기열에 들어갑니다.",
    "Before `scene(_:continue:)`: for a scene already connected, and after `scene(_:willConnectTo:options:)` for one that connects for the activity.":
      "`scene(_:continue:)` 전: 이미 연결된 씬에 대해, 그리고 액티비티 때문에 연결되는 씬이라면 `scene(_:willConnectTo:options:)` 뒤에.",
    "Before iOS 26, when the user resizes or rotates the scene.":
      "iOS 26 이전, 사용자가 씬의 크기를 조절하거나 회전할 때.",
    "Current: not deprecated.":
      "현재: 사용 중단되지 않았습니다.",
    "Deprecated in iOS 26.0, with its options keys: scene-based apps get `scene(_:openURLContexts:)`, or the URL in the connection options.":
      "iOS 26.0에서 옵션 키와 함께 사용 중단되었습니다. 씬 기반 앱은 `scene(_:openURLContexts:)`를 받거나 연결 옵션에서 URL을 받습니다.",
    "Deprecated in iOS 26.0: Apple points to `sceneWillEnterForeground(_:)` or `UIApplication.willEnterForegroundNotification`.":
      "iOS 26.0에서 사용 중단되었습니다. Apple은 `sceneWillEnterForeground(_:)` 또는 `UIApplication.willEnterForegroundNotification`을 안내합니다.",
    "Deprecated in iOS 26.0: Apple points to `sceneWillResignActive(_:)` or `UIApplication.willResignActiveNotification`.":
      "iOS 26.0에서 사용 중단되었습니다. Apple은 `sceneWillResignActive(_:)` 또는 `UIApplication.willResignActiveNotification`을 안내합니다.",
    "Deprecated in iOS 26.0: Apple points to the scene life cycle instead, `sceneDidBecomeActive(_:)` or `UIApplication.didBecomeActiveNotification`.":
      "iOS 26.0에서 사용 중단되었습니다. Apple은 대신 씬 생명주기의 `sceneDidBecomeActive(_:)` 또는 `UIApplication.didBecomeActiveNotification`을 안내합니다.",
    "Deprecated in iOS 26.0: scene-based apps get `scene(_:continue:)`, or the activity in the connection options.":
      "iOS 26.0에서 사용 중단되었습니다. 씬 기반 앱은 `scene(_:continue:)`를 받거나 연결 옵션에서 액티비티를 받습니다.",
    "Deprecated in iOS 26.0: scene-based apps get `scene(_:willContinueUserActivityWithType:)`.":
      "iOS 26.0에서 사용 중단되었습니다. 씬 기반 앱은 `scene(_:willContinueUserActivityWithType:)`를 받습니다.",
    "Deprecated in iOS 26.0: use `windowScene(_:didUpdateEffectiveGeometry:)`.":
      "iOS 26.0에서 사용 중단되었습니다. `windowScene(_:didUpdateEffectiveGeometry:)`를 사용하십시오.",
    "Disputed: the method's own page marks it deprecated only in tvOS 26 and visionOS 26 (not on iOS), while the current UIApplicationDelegate topic list labels it Deprecated. Either way, scene-based apps use `sceneDidEnterBackground(_:)`.":
      "논쟁 중: 이 메서드의 페이지는 tvOS 26과 visionOS 26에서만(iOS는 아님) 사용 중단으로 표시하지만, 현재 `UIApplicationDelegate` 주제 목록은 `Deprecated`로 표시합니다. 어느 쪽이든 씬 기반 앱은 `sceneDidEnterBackground(_:)`를 사용합니다.",
    "Files under data protection are about to become unreadable.":
      "데이터 보호 대상 파일을 곧 읽을 수 없게 됩니다.",
    "Files under data protection can be read again.":
      "데이터 보호 대상 파일을 다시 읽을 수 있습니다.",
    "First callback of every launch, into the foreground or the background, in both life cycles. An app-based app is inactive here; a scene-based app is in the background and gets no launch options.":
      "포그라운드든 백그라운드든, 두 생명주기 모두에서 모든 실행의 첫 콜백입니다. 앱 기반 앱은 여기서 비활성 상태이고, 씬 기반 앱은 백그라운드에 있으며 실행 옵션을 받지 않습니다.",
    "For a scene that is already connected; a scene that connects for a URL finds it in its connection options instead.":
      "이미 연결된 씬에 대해. URL 때문에 연결되는 씬은 대신 연결 옵션에서 URL을 찾습니다.",
    "Here is the activity to continue (Handoff, a Spotlight result).":
      "이어 할 액티비티입니다(Handoff, Spotlight 결과).",
    "Here is the activity to continue in this scene.":
      "이 씬에서 이어 할 액티비티입니다.",
    "It may come when the system ends an app that runs in the background (not suspended), and after the last scene closes, after every scene callback; Apple says it \"may be called\", and a process ended for memory gets nothing. A suspended app is ended without it. Scene-based apps get it too.":
      "시스템이 백그라운드에서 실행 중인(일시 중단되지 않은) 앱을 종료할 때, 그리고 마지막 씬이 닫힌 뒤 모든 씬 콜백 뒤에 올 수 있습니다. Apple은 “호출될 수 있다”고 하며, 메모리 때문에 종료된 프로세스는 아무것도 받지 못합니다. 일시 중단된 앱은 이 메서드 없이 종료됩니다. 씬 기반 앱도 받습니다.",
    "Launching is done and state restoration has run: the place for app-wide setup.":
      "실행이 끝났고 상태 복원도 실행되었습니다. 앱 전체 설정을 하는 곳입니다.",
    "May come once as the scene goes to the background, after `sceneDidEnterBackground(_:)`, and before `sceneDidDisconnect(_:)` when the scene is disconnected; it may not come at all.":
      "씬이 백그라운드로 갈 때 `sceneDidEnterBackground(_:)` 뒤에, 그리고 씬의 연결이 끊길 때 `sceneDidDisconnect(_:)` 전에 한 번 올 수 있습니다. 아예 오지 않을 수도 있습니다.",
    "New in iOS 26, in place of `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.":
      "iOS 26에서 새로 추가되었으며 `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`를 대신합니다.",
    "No documented order against `applicationDidReceiveMemoryWarning(_:)`.":
      "`applicationDidReceiveMemoryWarning(_:)`와의 문서화된 순서는 없습니다.",
    "No order against its method.":
      "메서드와의 순서는 없습니다.",
    "Open these URLs in this scene.":
      "이 씬에서 이 URL들을 여십시오.",
    "Open this URL (a custom scheme, a document, a link).":
      "이 URL을 여십시오(사용자 지정 스킴, 문서, 링크).",
    "Posted after `applicationDidBecomeActive(_:)`; no documented order against `sceneDidBecomeActive(_:)`.":
      "`applicationDidBecomeActive(_:)` 뒤에 게시됩니다. `sceneDidBecomeActive(_:)`와의 문서화된 순서는 없습니다.",
    "Posted after `applicationWillResignActive(_:)`.":
      "`applicationWillResignActive(_:)` 뒤에 게시됩니다.",
    "Posted after `applicationWillTerminate(_:)`.":
      "`applicationWillTerminate(_:)` 뒤에 게시됩니다.",
    "Posted shortly after `application(_:didFinishLaunchingWithOptions:)` returns.":
      "`application(_:didFinishLaunchingWithOptions:)`가 반환된 직후 게시됩니다.",
    "Right after `application(_:willFinishLaunchingWithOptions:)` at every launch; UIKit posts its notification shortly after it returns. An app-based app's window appears only after it returns.":
      "모든 실행에서 `application(_:willFinishLaunchingWithOptions:)` 바로 뒤. UIKit은 이 메서드가 반환된 직후 알림을 게시합니다. 앱 기반 앱의 윈도우는 이 메서드가 반환된 뒤에야 나타납니다.",
    "Scene-based apps: after the user closes a scene (its `sceneDidDisconnect(_:)` first); if the app was not running then, at its next launch. Not when the system merely releases a scene.":
      "씬 기반 앱: 사용자가 씬을 닫은 뒤(그 씬의 `sceneDidDisconnect(_:)`가 먼저). 그때 앱이 실행 중이 아니었다면 다음 실행 때. 시스템이 씬을 해제하기만 할 때는 오지 않습니다.",
    "Scene-based apps: shortly before `scene(_:willConnectTo:options:)` of a new session; not when a saved session reconnects.":
      "씬 기반 앱: 새 세션의 `scene(_:willConnectTo:options:)` 직전. 저장된 세션이 다시 연결될 때는 오지 않습니다.",
    "The app is about to stop receiving events, though it is still on screen.":
      "앱이 아직 화면에 있지만 곧 이벤트를 받지 않게 됩니다.",
    "The app is leaving the background for the screen: inactive first, then active.":
      "앱이 백그라운드를 떠나 화면으로 옵니다. 먼저 비활성, 그다음 활성입니다.",
    "The app is off screen and running in the background, with about five seconds to save its state before it may be suspended.":
      "앱이 화면 밖에서 백그라운드로 실행 중이며, 일시 중단되기 전에 상태를 저장할 시간이 약 5초 있습니다.",
    "The app is on screen and receives events.":
      "앱이 화면에 있고 이벤트를 받습니다.",
    "The page's current revision adds a paragraph on scene-based apps: the notification follows the app's aggregate state, and an app that launches straight into the foreground gets it around launch time; the earlier text said only that it comes before the app leaves the background. Whether the behaviour or only the text changed is unknown, so at a scene-based launch it is optional.":
      "이 페이지의 현재 개정판은 씬 기반 앱에 관한 단락을 추가했습니다. 알림은 앱의 전체 상태를 따르며, 곧바로 포그라운드로 실행되는 앱은 실행 무렵에 이 알림을 받습니다. 이전 글은 앱이 백그라운드를 떠나기 전에 온다고만 했습니다. 동작이 바뀐 것인지 글만 바뀐 것인지 알 수 없으므로, 씬 기반 실행에서는 선택입니다.",
    "The process exists and launching has begun; state restoration has not run yet.":
      "프로세스가 존재하고 실행이 시작되었습니다. 상태 복원은 아직 실행되지 않았습니다.",
    "The process is about to end: the last chance to save, with about five seconds.":
      "프로세스가 곧 끝납니다. 저장할 마지막 기회이며, 약 5초가 있습니다.",
    "The scene is about to appear on screen; it does not receive events yet.":
      "씬이 곧 화면에 나타납니다. 아직 이벤트를 받지 않습니다.",
    "The scene is about to stop receiving events.":
      "씬이 곧 이벤트를 받지 않게 됩니다.",
    "The scene is off screen: save its state. UIKit snapshots it shortly after.":
      "씬이 화면 밖에 있습니다. 상태를 저장하십시오. UIKit이 곧 스냅숏을 찍습니다.",
    "The scene is on screen and receives events.":
      "씬이 화면에 있고 이벤트를 받습니다.",
    "The scene object is released; its session, and its restoration activity, may live on.":
      "씬 객체가 해제됩니다. 세션과 복원 액티비티는 남을 수 있습니다.",
    "The system is short of memory: free whatever can be rebuilt later.":
      "시스템의 메모리가 부족합니다. 나중에 다시 만들 수 있는 것은 모두 해제하십시오.",
    "The time changed in a way calendars care about: midnight, a carrier update, a daylight-saving change.":
      "캘린더가 신경 쓰는 방식으로 시간이 바뀌었습니다: 자정, 이동통신사 갱신, 일광 절약 시간 변경.",
    "The window scene's coordinate space, orientation or traits changed.":
      "윈도우 씬의 좌표 공간, 방향 또는 특성이 바뀌었습니다.",
    "The window scene's size, place or orientation changed.":
      "윈도우 씬의 크기, 위치 또는 방향이 바뀌었습니다.",
    "These sessions are gone for good: release whatever was kept for them.":
      "이 세션들은 완전히 사라졌습니다. 이들을 위해 보관한 것을 모두 해제하십시오.",
    "UIKit asks for an activity that describes the scene's state, to hand back when the session reconnects.":
      "UIKit이 세션이 다시 연결될 때 돌려줄, 씬의 상태를 설명하는 액티비티를 요청합니다.",
    "UIKit is about to create a scene for a new session and asks which configuration (delegate class, storyboard) to use.":
      "UIKit이 곧 새 세션을 위한 씬을 만들며, 어떤 구성(델리게이트 클래스, 스토리보드)을 사용할지 묻습니다.",
    "When a scene becomes active.":
      "씬이 활성 상태가 될 때.",
    "When a scene connects to the app.":
      "씬이 앱에 연결될 때.",
    "When a scene connects: at a launch, when the user opens another window, when a released scene comes back.":
      "씬이 연결될 때: 실행 때, 사용자가 다른 창을 열 때, 해제된 씬이 돌아올 때.",
    "When a scene is about to come on screen.":
      "씬이 곧 화면에 나타날 때.",
    "When a scene is about to stop being active.":
      "씬이 곧 활성 상태를 멈출 때.",
    "When a scene is released.":
      "씬이 해제될 때.",
    "When a scene leaves the screen.":
      "씬이 화면을 떠날 때.",
    "When the app becomes active; in a scene-based app, when its most active scene does (the app's aggregate state).":
      "앱이 활성 상태가 될 때. 씬 기반 앱에서는 가장 활성화된 씬이 활성 상태가 될 때(앱의 전체 상태).",
    "When the app enters the background; in a scene-based app, when no scene is left on screen.":
      "앱이 백그라운드에 들어갈 때. 씬 기반 앱에서는 화면에 남은 씬이 없을 때.",
    "When the app is about to become inactive; in a scene-based app, when its aggregate state does. Posted whether or not the app uses scenes.":
      "앱이 곧 비활성 상태가 될 때. 씬 기반 앱에서는 전체 상태가 그렇게 될 때. 앱의 씬 사용 여부와 관계없이 게시됩니다.",
    "When the app's aggregate state moves from the background to the foreground; not again when another scene comes forward while the app is already on screen.":
      "앱의 전체 상태가 백그라운드에서 포그라운드로 바뀔 때. 앱이 이미 화면에 있는 동안 다른 씬이 앞으로 올 때는 다시 게시되지 않습니다.",
    "When the device is about to lock, for an app that uses data protection.":
      "데이터 보호를 사용하는 앱에서, 기기가 곧 잠길 때.",
    "When the device locks, if the app uses data protection; no order against the lifecycle callbacks.":
      "앱이 데이터 보호를 사용한다면 기기가 잠길 때. 생명주기 콜백과의 순서는 없습니다.",
    "When the device unlocks, for an app that uses data protection.":
      "데이터 보호를 사용하는 앱에서, 기기가 잠금 해제될 때.",
    "When the device unlocks, if the app uses data protection; no order against the lifecycle callbacks.":
      "앱이 데이터 보호를 사용한다면 기기가 잠금 해제될 때. 생명주기 콜백과의 순서는 없습니다.",
    "When the process is about to end while running.":
      "실행 중인 프로세스가 곧 끝날 때.",
    "When the system is short of memory.":
      "시스템의 메모리가 부족할 때.",
    "When the system reclaims a background scene's memory, when the user closes the scene, and in some force quits.":
      "시스템이 백그라운드 씬의 메모리를 회수할 때, 사용자가 씬을 닫을 때, 그리고 일부 강제 종료에서.",
    "When the user leaves the scene or locks the device, opens the app switcher, or an overlay takes focus.":
      "사용자가 씬을 떠나거나 기기를 잠그거나 앱 전환기를 열 때, 또는 오버레이가 포커스를 가져갈 때.",
    "When the user resizes the scene (Split View divider, Stage Manager), rotates the device, or moves the scene to another screen.":
      "사용자가 씬의 크기를 조절하거나(Split View 구분선, 스테이지 매니저) 기기를 회전하거나 씬을 다른 화면으로 옮길 때.",
    "While the app runs; a change that happens while it is suspended is queued: it may come when a background launch wakes the app, else it comes when the app next comes to the foreground. Apple says the notification comes before the method.":
      "앱이 실행 중일 때. 일시 중단 중에 일어난 변경은 대기열에 들어가며, 백그라운드 실행이 앱을 깨울 때 오거나, 그렇지 않으면 앱이 다음에 포그라운드로 올 때 옵니다. Apple은 알림이 메서드보다 먼저 온다고 합니다.",
    "current":
      "현재",
    "deprecated in iOS 26":
      "iOS 26에서 사용 중단",
    "disputed":
      "논쟁 중",
    "new in iOS 26":
      "iOS 26 신규",
    "required":
      "필수",
  ]
}
