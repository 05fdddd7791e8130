extension Korean {
  /// The catalog's scenario titles, narratives and starting conditions, and its family names.
  static let scenarios: [String: String] = [
    "A URL is opened in the app twice: while it is active, and after the user has gone home. While active, the app delegate just gets `application(_:open:options:)`; there is no notification for it. From the background UIKit first brings the app to the foreground, then delivers the URL, then makes the app active.":
      "앱에서 URL이 두 번 열립니다. 한 번은 앱이 활성 상태일 때, 한 번은 사용자가 홈으로 나간 뒤입니다. 활성 상태에서는 앱 델리게이트가 `application(_:open:options:)`만 받으며, 이에 대한 알림은 없습니다. 백그라운드에서는 UIKit이 먼저 앱을 포그라운드로 가져오고, URL을 전달한 다음, 앱을 활성 상태로 만듭니다.",
    "A URL is opened while `main` is active, and again after the user has gone home. A connected scene receives it with `scene(_:openURLContexts:)`; the app delegate's `application(_:open:options:)` is not called. From the background the scene first enters the foreground, then receives the URL, then becomes active.":
      "`main`이 활성 상태일 때 URL이 열리고, 사용자가 홈으로 나간 뒤 다시 열립니다. 연결된 씬은 `scene(_:openURLContexts:)`로 URL을 받으며, 앱 델리게이트의 `application(_:open:options:)`은 호출되지 않습니다. 백그라운드에서는 씬이 먼저 포그라운드에 들어가고, URL을 받은 다음, 활성 상태가 됩니다.",
    "A call comes in over the active app and the user answers it. The app had already resigned active when the full-screen call appeared; answering takes the screen, so the app enters the background without becoming active in between. If the call showed as a compact banner, the app was still active: answering makes it resign active, then enter the background. What happens when the call ends is outside this scenario.":
      "활성 상태인 앱 위로 전화가 오고 사용자가 받습니다. 전체 화면 통화 화면이 나타날 때 앱은 이미 비활성 상태가 되었고, 전화를 받으면 통화가 화면을 차지하므로 앱은 그 사이에 활성 상태가 되지 않고 백그라운드로 들어갑니다. 전화가 작은 배너로 표시되었다면 앱은 여전히 활성 상태였으므로, 전화를 받으면 비활성 상태가 된 뒤 백그라운드로 들어갑니다. 통화가 끝날 때의 일은 이 시나리오에서 다루지 않습니다.",
    "A call comes in over the active app and the user declines it. The full-screen call UI makes the app inactive; declining it makes the app active again. Like an alert, the call never sends the app to the background. Since iOS 14 the call may instead show as a compact banner that leaves the app active: then nothing at all is delivered, and declining it delivers nothing either.":
      "활성 상태인 앱 위로 전화가 오고 사용자가 거절합니다. 전체 화면 통화 UI는 앱을 비활성 상태로 만들고, 거절하면 앱이 다시 활성 상태가 됩니다. 알림 창처럼 전화도 앱을 백그라운드로 보내지 않습니다. iOS 14부터는 전화가 앱을 활성 상태로 둔 채 작은 배너로 표시될 수도 있으며, 이때는 아무것도 전달되지 않고 거절해도 아무것도 전달되지 않습니다.",
    "A call comes in over the active scene and the user answers it. `main` resigned active when the full-screen call appeared; answering sends it to the background, and with it the app's aggregate state, so `UIApplication` posts did enter background. Under a compact call banner `main` was still active, so answering makes it resign first. The scene is not disconnected.":
      "활성 상태인 씬 위로 전화가 오고 사용자가 받습니다. 전체 화면 통화 화면이 나타날 때 `main`은 비활성 상태가 되었고, 전화를 받으면 백그라운드로 가며 앱의 전체 상태도 함께 바뀌므로 `UIApplication`이 `didEnterBackgroundNotification`을 게시합니다. 작은 통화 배너 아래에서는 `main`이 여전히 활성 상태였으므로, 전화를 받으면 먼저 비활성 상태가 됩니다. 씬은 연결이 끊기지 않습니다.",
    "A call comes in over the active scene and the user declines it. `main` resigns active while the call UI is up and becomes active again when it goes; it never enters the background, so there is no `sceneDidEnterBackground(_:)` or `sceneWillEnterForeground(_:)`. A compact call banner (iOS 14 and later) leaves `main` active: nothing is delivered then, or when the call is declined.":
      "활성 상태인 씬 위로 전화가 오고 사용자가 거절합니다. 통화 UI가 떠 있는 동안 `main`은 비활성 상태가 되고, 통화 UI가 사라지면 다시 활성 상태가 됩니다. 백그라운드에 들어가지 않으므로 `sceneDidEnterBackground(_:)`도 `sceneWillEnterForeground(_:)`도 없습니다. 작은 통화 배너(iOS 14 이상)는 `main`을 활성 상태로 두므로, 그때도, 전화를 거절할 때도 아무것도 전달되지 않습니다.",
    "A link opens a scene-based app that is not running. The new scene `main` finds the URL in the `urlContexts` of its connection options when it connects; UIKit calls neither `scene(_:openURLContexts:)` nor the app delegate's `application(_:open:options:)` for it. Otherwise the launch is a first launch: a configuration, the connection, the foreground, active.":
      "실행 중이 아닌 씬 기반 앱을 링크가 엽니다. 새 씬 `main`은 연결될 때 연결 옵션의 `urlContexts`에서 URL을 찾으며, UIKit은 이를 위해 `scene(_:openURLContexts:)`도 앱 델리게이트의 `application(_:open:options:)`도 호출하지 않습니다. 그 밖에는 첫 실행과 같습니다: 구성, 연결, 포그라운드, 활성.",
    "A link opens an app-based app that is not running. The URL is in the launch options, and UIKit also hands it to `application(_:open:options:)` once the app has finished launching, before the app becomes active. (A finish-launching method that returns `false` would refuse the URL; the kit assumes both return `true`, so the URL is always delivered.) No notification announces the URL, and there is no `applicationWillEnterForeground(_:)`: the app was never in the background.":
      "실행 중이 아닌 앱 기반 앱을 링크가 엽니다. URL은 실행 옵션에 담기며, UIKit은 앱이 실행을 마친 뒤 활성 상태가 되기 전에 `application(_:open:options:)`로도 URL을 넘깁니다. (실행 완료 메서드가 `false`를 반환하면 URL을 거부하게 되지만, 키트는 두 메서드 모두 `true`를 반환한다고 가정하므로 URL은 항상 전달됩니다.) URL을 알리는 알림은 없고, 앱이 백그라운드에 있었던 적이 없으므로 `applicationWillEnterForeground(_:)`도 없습니다.",
    "A memory warning, in front and behind":
      "앞에서, 그리고 뒤에서 받는 메모리 경고",
    "A second window opened, then closed":
      "두 번째 창을 열었다가 닫음",
    "A significant time change (midnight, a carrier time update, a daylight-saving change) happens while the app runs. The app delegate gets `applicationSignificantTimeChange(_:)` at once, with its notification; Apple posts the notification first, but the format gives no order between them. The app stays active.":
      "앱이 실행되는 동안 중요한 시간 변경(자정, 이동통신사 시간 갱신, 일광 절약 시간 변경)이 일어납니다. 앱 델리게이트는 즉시 `applicationSignificantTimeChange(_:)`와 그 알림을 받습니다. Apple은 알림을 먼저 게시한다고 하지만, 형식은 둘 사이의 순서를 정하지 않습니다. 앱은 활성 상태를 유지합니다.",
    "A significant time change happens while `main` is active. It is app-wide even in a scene-based app: the app delegate gets `applicationSignificantTimeChange(_:)` and UIKit posts the notification, in either order; no scene delegate is told and no state changes.":
      "`main`이 활성 상태일 때 중요한 시간 변경이 일어납니다. 씬 기반 앱에서도 이는 앱 전체의 일입니다. 앱 델리게이트가 `applicationSignificantTimeChange(_:)`를 받고 UIKit이 알림을 게시하며, 순서는 어느 쪽이든 됩니다. 씬 델리게이트는 통보받지 않고 상태도 바뀌지 않습니다.",
    "A system alert appears over the active app, then the user dismisses it. The app resigns active and stays in the foreground, inactive, while the alert is up; when it goes, the app becomes active again. There is no background or foreground callback: the app never left the screen.":
      "활성 상태인 앱 위로 시스템 알림 창이 나타났다가 사용자가 닫습니다. 알림 창이 떠 있는 동안 앱은 비활성 상태가 되어 포그라운드에 머물고, 알림 창이 사라지면 다시 활성 상태가 됩니다. 앱이 화면을 떠난 적이 없으므로 백그라운드나 포그라운드 콜백은 없습니다.",
    "A system alert appears over the active scene, then the user dismisses it. `main` resigns active and stays in the foreground, inactive; when the alert goes it becomes active again, without `sceneWillEnterForeground(_:)`. The `UIApplication` notifications follow the scene: will resign active, then did become active.":
      "활성 상태인 씬 위로 시스템 알림 창이 나타났다가 사용자가 닫습니다. `main`은 비활성 상태가 되어 포그라운드에 머물고, 알림 창이 사라지면 `sceneWillEnterForeground(_:)` 없이 다시 활성 상태가 됩니다. `UIApplication` 알림은 씬을 따릅니다: `willResignActiveNotification`, 그다음 `didBecomeActiveNotification`.",
    "A system alert over the app":
      "앱 위에 나타난 시스템 알림 창",
    "An incoming call the user answers":
      "사용자가 받는 수신 전화",
    "An incoming call the user declines":
      "사용자가 거절하는 수신 전화",
    "Back after suspension":
      "일시 중단 후 돌아오기",
    "Back after the system released the scene":
      "시스템이 씬을 해제한 뒤 돌아오기",
    "Back from the background":
      "백그라운드에서 돌아오기",
    "Bring back a window saved from an earlier run":
      "이전 실행에서 저장한 창 되살리기",
    "Close one of two windows":
      "두 창 중 하나 닫기",
    "Continue a Handoff activity in the running app":
      "실행 중인 앱에서 Handoff 액티비티 이어 하기",
    "Control Center pulled down and dismissed":
      "제어 센터를 내렸다가 닫기",
    "Drag the Split View divider":
      "Split View 구분선 끌기",
    "First launch from the Home Screen":
      "홈 화면에서의 첫 실행",
    "Force quit from the background":
      "백그라운드에서 강제 종료",
    "Force quit from the foreground":
      "포그라운드에서 강제 종료",
    "Force quit while suspended":
      "일시 중단 중 강제 종료",
    "Force quit while suspended, and the next launch":
      "일시 중단 중 강제 종료와 다음 실행",
    "Handoff launches the app":
      "Handoff로 앱 실행",
    "Home press":
      "홈으로 나가기",
    "Home press from an active scene":
      "활성 씬에서 홈으로 나가기",
    "Home press from the active app":
      "활성 앱에서 홈으로 나가기",
    "Home press with two windows on screen":
      "화면에 창 두 개가 있을 때 홈으로 나가기",
    "Interruptions":
      "인터럽션",
    "Launch":
      "실행",
    "Launch from a tapped notification":
      "탭한 알림으로 실행",
    "Launch in the background":
      "백그라운드 실행",
    "Launch in the background with a saved session":
      "저장된 세션이 있는 백그라운드 실행",
    "Launch restoring a saved session":
      "저장된 세션을 복원하는 실행",
    "Launch to open a URL":
      "URL을 열기 위한 실행",
    "Lock and unlock the device":
      "기기 잠그고 잠금 해제하기",
    "Lock and unlock while the app is in the background":
      "앱이 백그라운드에 있을 때 잠그고 잠금 해제하기",
    "Lock and unlock with two windows on screen":
      "화면에 창 두 개가 있을 때 잠그고 잠금 해제하기",
    "Midnight passes while the app is active":
      "앱이 활성 상태일 때 자정이 지남",
    "Midnight passes while the app is suspended":
      "앱이 일시 중단된 동안 자정이 지남",
    "Multiple scenes":
      "여러 씬",
    "Notification Center pulled down and dismissed":
      "알림 센터를 내렸다가 닫기",
    "Notification Center pulled down, then dismissed":
      "알림 센터를 내린 뒤 닫기",
    "One window leaves the screen, the other stays active":
      "창 하나는 화면을 떠나고 다른 하나는 활성 상태 유지",
    "Open a URL in the running app":
      "실행 중인 앱에서 URL 열기",
    "Open a second window in Split View":
      "Split View로 두 번째 창 열기",
    "Open the app switcher and come back":
      "앱 전환기를 열었다가 돌아오기",
    "Open the app switcher and pick another app":
      "앱 전환기를 열고 다른 앱 고르기",
    "Opening an app that was launched in the background":
      "백그라운드에서 실행된 앱 열기",
    "Other events":
      "기타 이벤트",
    "Purge of a suspended app":
      "일시 중단된 앱의 퍼지",
    "Relaunch":
      "다시 열기",
    "Relaunch after a force quit":
      "강제 종료 후 다시 열기",
    "Relaunch after the system purged the app":
      "시스템이 앱을 퍼지한 뒤 다시 열기",
    "Shortly after an app-based app reaches the background, the system suspends it: the process stays in memory but runs no code. Suspension has no callback and no notification; `applicationDidEnterBackground(_:)` was the app's last chance to prepare.":
      "앱 기반 앱이 백그라운드에 들어가고 얼마 지나지 않아 시스템이 앱을 일시 중단합니다. 프로세스는 메모리에 남지만 코드를 실행하지 않습니다. 일시 중단에는 콜백도 알림도 없으며, `applicationDidEnterBackground(_:)`가 앱이 준비할 수 있는 마지막 기회였습니다.",
    "Suspension and termination":
      "일시 중단과 종료",
    "Suspension in the background":
      "백그라운드에서의 일시 중단",
    "Termination while running in the background":
      "백그라운드에서 실행 중일 때 종료",
    "The app is in the background, not suspended, when the user locks and unlocks the device. Its state does not change: it was not frontmost, so unlocking does not bring it back. At most it hears about protected data, if it uses data protection.":
      "사용자가 기기를 잠그고 잠금 해제할 때 앱은 일시 중단되지 않은 채 백그라운드에 있습니다. 앱의 상태는 바뀌지 않습니다. 앱이 맨 앞에 있지 않았으므로 잠금 해제가 앱을 되돌려 놓지 않습니다. 데이터 보호를 사용한다면 보호된 데이터에 관한 소식을 들을 뿐입니다.",
    "The app is not running and has no saved scene session (a first launch).":
      "앱이 실행 중이 아니며 저장된 씬 세션이 없습니다(첫 실행).",
    "The app is not running.":
      "앱이 실행 중이 아닙니다.",
    "The app is not running; saved scene sessions, most recent first: `main`, `second`.":
      "앱이 실행 중이 아닙니다. 저장된 씬 세션(최근 순): `main`, `second`.",
    "The app is not running; saved scene sessions, most recent first: `main`.":
      "앱이 실행 중이 아닙니다. 저장된 씬 세션(최근 순): `main`.",
    "The app is suspended when a significant time change happens, so nothing is delivered then: UIKit queues it. When the user taps the icon, the change arrives once, somewhere in the step that brings the app back to the foreground, with no order against the foreground callbacks. Had the process ended first, it would be lost.":
      "중요한 시간 변경이 일어날 때 앱이 일시 중단되어 있으므로 그때는 아무것도 전달되지 않고 UIKit이 이를 대기열에 넣습니다. 사용자가 아이콘을 탭하면 변경이 한 번, 앱을 포그라운드로 되돌리는 단계 안의 어딘가에서 도착하며, 포그라운드 콜백과의 순서는 없습니다. 그 전에 프로세스가 종료되었다면 변경은 사라집니다.",
    "The app is suspended, `main` in the background, when a significant time change happens: UIKit queues it and delivers nothing. Tapping the icon brings `main` back to the foreground and active, and the queued change arrives once in that step, through the app delegate and its notification, unordered against the scene's callbacks.":
      "중요한 시간 변경이 일어날 때 앱은 일시 중단되어 있고 `main`은 백그라운드에 있습니다. UIKit은 이를 대기열에 넣고 아무것도 전달하지 않습니다. 아이콘을 탭하면 `main`이 포그라운드로 돌아와 활성 상태가 되고, 대기 중이던 변경이 그 단계에서 한 번 앱 델리게이트와 그 알림으로 도착하며, 씬의 콜백과의 순서는 없습니다.",
    "The app-based app goes to the background and the system suspends it, silently. When the user taps the icon, the process resumes exactly as from the background: `applicationWillEnterForeground(_:)`, then `applicationDidBecomeActive(_:)`. Nothing announces the end of the suspension itself.":
      "앱 기반 앱이 백그라운드로 가고 시스템이 조용히 일시 중단합니다. 사용자가 아이콘을 탭하면 프로세스는 백그라운드에서 돌아올 때와 똑같이 재개됩니다: `applicationWillEnterForeground(_:)`, 그다음 `applicationDidBecomeActive(_:)`. 일시 중단이 끝났다는 것 자체를 알리는 것은 없습니다.",
    "The app-based app is suspended in the background, and the system ends it to reclaim memory; a suspended app is told nothing. The next tap on the icon is a full cold launch: will and did finish launching, then active, and no `applicationWillEnterForeground(_:)`. An app that opted in to state restoration gets its preserved state back before `application(_:didFinishLaunchingWithOptions:)`.":
      "앱 기반 앱이 백그라운드에서 일시 중단되어 있고, 시스템이 메모리를 회수하려고 앱을 종료합니다. 일시 중단된 앱은 아무것도 통보받지 않습니다. 다음에 아이콘을 탭하면 완전한 콜드 실행입니다: 실행 시작과 실행 완료, 그다음 활성이며, `applicationWillEnterForeground(_:)`는 없습니다. 상태 복원을 사용하는 앱은 `application(_:didFinishLaunchingWithOptions:)` 전에 보존된 상태를 돌려받습니다.",
    "The scene-based app goes to the background and is suspended without a callback. A suspended process keeps its scenes connected, so tapping the icon brings `main` back with `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`: no reconnection, no configuration, no launch.":
      "씬 기반 앱이 백그라운드로 가고 콜백 없이 일시 중단됩니다. 일시 중단된 프로세스는 씬의 연결을 유지하므로, 아이콘을 탭하면 `sceneWillEnterForeground(_:)`와 `sceneDidBecomeActive(_:)`로 `main`이 돌아옵니다. 재연결도, 구성도, 실행도 없습니다.",
    "The scene-based app goes to the background and the system suspends its process, without a callback or a notification. Suspension is a state of the process, not of the scene: `main` stays connected, in the background.":
      "씬 기반 앱이 백그라운드로 가고 시스템이 콜백도 알림도 없이 프로세스를 일시 중단합니다. 일시 중단은 씬이 아니라 프로세스의 상태입니다. `main`은 백그라운드에서 연결된 채로 남습니다.",
    "The scene-based app is in the background and the system releases its scene to reclaim memory: `sceneDidDisconnect(_:)`, but the session is kept and nothing is discarded. The process still runs, so tapping the icon is no launch; UIKit reconnects the saved session with `scene(_:willConnectTo:options:)` and no configuration, and the scene comes to the foreground.":
      "씬 기반 앱이 백그라운드에 있고 시스템이 메모리를 회수하려고 씬을 해제합니다: `sceneDidDisconnect(_:)`. 하지만 세션은 유지되고 아무것도 폐기되지 않습니다. 프로세스는 여전히 실행 중이므로 아이콘을 탭해도 실행이 아닙니다. UIKit은 `scene(_:willConnectTo:options:)`로 저장된 세션을 구성 없이 다시 연결하고, 씬이 포그라운드로 옵니다.",
    "The scene-based app is suspended, then purged without a callback. Its session `main` survives the process, so the next tap on the icon is a cold launch that reconnects that session: no configuration, and `scene(_:willConnectTo:options:)` finds the state it saved in the session's `stateRestorationActivity`.":
      "씬 기반 앱이 일시 중단된 뒤 콜백 없이 퍼지됩니다. 세션 `main`은 프로세스보다 오래 남으므로, 다음에 아이콘을 탭하면 그 세션을 다시 연결하는 콜드 실행이 됩니다. 구성은 없으며, `scene(_:willConnectTo:options:)`는 세션의 `stateRestorationActivity`에서 저장해 둔 상태를 찾습니다.",
    "The system ends a scene-based app that is still running in the background. As for an app-based app, `applicationWillTerminate(_:)` \"may be called\" (a kill for memory pressure gets nothing). Whether the scene is disconnected first is not documented, so `sceneDidDisconnect(_:)` may come, after the scene may be asked for its restoration activity, and always before the termination. The session survives.":
      "시스템이 백그라운드에서 아직 실행 중인 씬 기반 앱을 종료합니다. 앱 기반 앱과 마찬가지로 `applicationWillTerminate(_:)`는 “호출될 수 있습니다”(메모리 부족으로 강제 종료되면 아무것도 받지 못합니다). 씬의 연결이 먼저 끊기는지는 문서화되어 있지 않으므로, 씬이 복원 액티비티를 요청받을 수 있고 그 뒤에 `sceneDidDisconnect(_:)`가 올 수 있으며, 이는 항상 종료보다 먼저입니다. 세션은 남습니다.",
    "The system ends a suspended app-based app to reclaim memory. A suspended app runs no code, so it is told nothing: no `applicationWillTerminate(_:)`. Work must be saved when the app enters the background, not when it ends.":
      "시스템이 메모리를 회수하려고 일시 중단된 앱 기반 앱을 종료합니다. 일시 중단된 앱은 코드를 실행하지 않으므로 아무것도 통보받지 않으며, `applicationWillTerminate(_:)`도 없습니다. 작업은 앱이 끝날 때가 아니라 백그라운드에 들어갈 때 저장해야 합니다.",
    "The system ends a suspended scene-based app: no `sceneDidDisconnect(_:)`, no `applicationWillTerminate(_:)`, nothing at all. The scene's session outlives the process and stays unattached until the next launch reconnects it.":
      "시스템이 일시 중단된 씬 기반 앱을 종료합니다. `sceneDidDisconnect(_:)`도, `applicationWillTerminate(_:)`도, 아무것도 없습니다. 씬의 세션은 프로세스보다 오래 남아 다음 실행이 다시 연결할 때까지 연결되지 않은 상태로 있습니다.",
    "The system ends an app-based app that is still running in the background, not yet suspended (for an update, or under memory pressure). Unlike a purge, the app is running code, and Apple says `applicationWillTerminate(_:)` \"may be called\" then, with its notification after it; a process killed for memory pressure gets nothing at all, so the pair may be absent (both or neither).":
      "시스템이 백그라운드에서 아직 일시 중단되지 않고 실행 중인 앱 기반 앱을 종료합니다(업데이트 때문이거나 메모리 부족 때문). 퍼지와 달리 앱은 코드를 실행 중이며, Apple은 이때 `applicationWillTerminate(_:)`가 “호출될 수 있다”고 하고 그 알림은 메서드 뒤에 옵니다. 메모리 부족으로 강제 종료된 프로세스는 아무것도 받지 못하므로 이 한 쌍은 없을 수도 있습니다(둘 다 오거나 둘 다 오지 않음).",
    "The system launches a scene-based app in the background to fetch content; its session `main` survives from an earlier run. Either no scene connects and `main` stays unattached, or `main` reconnects in the background, without a configuration since the session is not new. No foreground callback and no `UIApplication` state notification besides the launch's.":
      "시스템이 콘텐츠를 가져오려고 씬 기반 앱을 백그라운드에서 실행합니다. 세션 `main`은 이전 실행에서 남아 있습니다. 씬이 하나도 연결되지 않고 `main`이 연결되지 않은 상태로 남거나, `main`이 백그라운드에서 다시 연결되며 세션이 새것이 아니므로 구성은 없습니다. 포그라운드 콜백은 없고, 실행 때의 알림 외에 `UIApplication` 상태 알림도 없습니다.",
    "The system launches a scene-based app in the background, then the user taps its icon. If no scene connected in the background, `main` is configured and connects now; if it did, it only comes to the foreground. Either way this is no launch: the app's aggregate state goes from background to foreground, so `willEnterForegroundNotification` is required.":
      "시스템이 씬 기반 앱을 백그라운드에서 실행한 뒤 사용자가 아이콘을 탭합니다. 백그라운드에서 연결된 씬이 없었다면 지금 `main`이 구성되고 연결되며, 연결되었다면 포그라운드로 오기만 합니다. 어느 쪽이든 이는 실행이 아닙니다. 앱의 전체 상태가 백그라운드에서 포그라운드로 바뀌므로 `willEnterForegroundNotification`이 필수입니다.",
    "The system launches a scene-based app that has never run to fetch new content. The app delegate finishes launching; whether a scene connects is not settled: either none does, or a new session `main` is configured and connects straight into the background, with no foreground callbacks. The app's `willEnterForegroundNotification` is not posted: the app did not reach the foreground.":
      "시스템이 새 콘텐츠를 가져오려고 한 번도 실행된 적 없는 씬 기반 앱을 실행합니다. 앱 델리게이트가 실행을 마칩니다. 씬이 연결되는지는 정해져 있지 않습니다. 아무 씬도 연결되지 않거나, 새 세션 `main`이 구성되어 곧바로 백그라운드로 연결되며 포그라운드 콜백은 없습니다. 앱이 포그라운드에 이르지 않았으므로 `willEnterForegroundNotification`은 게시되지 않습니다.",
    "The system launches an app-based app in the background, and later the user taps its icon. The process is already running, so there is no second launch: the app comes back from the background like any other, with `applicationWillEnterForeground(_:)` and its notification (in no required order) and then `applicationDidBecomeActive(_:)`.":
      "시스템이 앱 기반 앱을 백그라운드에서 실행하고, 나중에 사용자가 아이콘을 탭합니다. 프로세스가 이미 실행 중이므로 두 번째 실행은 없습니다. 앱은 여느 때처럼 백그라운드에서 돌아오며, `applicationWillEnterForeground(_:)`와 그 알림(필수 순서 없음)에 이어 `applicationDidBecomeActive(_:)`가 옵니다.",
    "The system launches an app-based app that is not running to fetch new content. The launch callbacks run, but the app never comes on screen: no `applicationDidBecomeActive(_:)`, no `applicationWillEnterForeground(_:)`. Apple's background sequence then calls `applicationDidEnterBackground(_:)`; logs of real devices often lack it, so it may appear.":
      "시스템이 새 콘텐츠를 가져오려고 실행 중이 아닌 앱 기반 앱을 실행합니다. 실행 콜백은 호출되지만 앱은 화면에 나타나지 않습니다. `applicationDidBecomeActive(_:)`도, `applicationWillEnterForeground(_:)`도 없습니다. Apple의 백그라운드 순서는 그다음 `applicationDidEnterBackground(_:)`를 호출하지만, 실제 기기 로그에는 자주 없으므로 나타날 수도 있는 것으로 둡니다.",
    "The system releases a background scene":
      "시스템이 백그라운드 씬을 해제함",
    "The system resumes a suspended app-based app in the background to fetch content. There is no launch and nothing comes on screen. Apple's background sequence calls `applicationDidEnterBackground(_:)` again on the way; many logs lack the call, so it may appear.":
      "시스템이 콘텐츠를 가져오려고 일시 중단된 앱 기반 앱을 백그라운드에서 재개합니다. 실행은 없고 화면에 나타나는 것도 없습니다. Apple의 백그라운드 순서는 이 과정에서 `applicationDidEnterBackground(_:)`를 다시 호출하지만, 많은 로그에 이 호출이 없으므로 나타날 수도 있는 것으로 둡니다.",
    "The system resumes a suspended scene-based app in the background to fetch content. The process runs again, but no lifecycle callback says so: its scene was already in the background and stays there, and the app delegate's background methods are not called once an app adopts scenes.":
      "시스템이 콘텐츠를 가져오려고 일시 중단된 씬 기반 앱을 백그라운드에서 재개합니다. 프로세스는 다시 실행되지만 이를 알리는 생명주기 콜백은 없습니다. 씬은 이미 백그라운드에 있었고 그대로 머물며, 앱이 씬을 채택하면 앱 델리게이트의 백그라운드 메서드는 호출되지 않습니다.",
    "The system warns of memory pressure twice: while the app is active, and again after the user has gone home. Each time the app delegate gets `applicationDidReceiveMemoryWarning(_:)` and UIKit posts the matching notification, in no documented order. A warning changes no state: the app is neither deactivated nor terminated by it.":
      "시스템이 메모리 부족을 두 번 경고합니다. 한 번은 앱이 활성 상태일 때, 한 번은 사용자가 홈으로 나간 뒤입니다. 매번 앱 델리게이트가 `applicationDidReceiveMemoryWarning(_:)`을 받고 UIKit이 해당 알림을 게시하며, 문서화된 순서는 없습니다. 경고는 상태를 바꾸지 않습니다. 경고 때문에 앱이 비활성화되거나 종료되지는 않습니다.",
    "The system warns of memory pressure while `main` is active, and again once it is in the background. A memory warning is app-wide: the app delegate gets it with its notification, in no documented order, and no scene delegate hears of it. No scene changes state and none is disconnected by the warning itself.":
      "`main`이 활성 상태일 때, 그리고 백그라운드에 들어간 뒤 다시 한 번 시스템이 메모리 부족을 경고합니다. 메모리 경고는 앱 전체의 일입니다. 앱 델리게이트가 알림과 함께 받으며 문서화된 순서는 없고, 씬 델리게이트는 통보받지 않습니다. 경고 자체로 상태가 바뀌거나 연결이 끊기는 씬은 없습니다.",
    "The user closes `second` for good while `main` stays on screen. `second` resigns active, may skip the background callback, and disconnects; because the app is running, UIKit discards its session at once with `application(_:didDiscardSceneSessions:)` rather than at the next launch. The process lives on for `main`, so there is no `applicationWillTerminate(_:)`. The id is free again: opening `second` afterwards creates a new session, configuration and all.":
      "`main`이 화면에 남아 있는 동안 사용자가 `second`를 완전히 닫습니다. `second`는 비활성 상태가 되고, 백그라운드 콜백을 건너뛸 수 있으며, 연결이 끊깁니다. 앱이 실행 중이므로 UIKit은 다음 실행 때가 아니라 즉시 `application(_:didDiscardSceneSessions:)`로 세션을 폐기합니다. 프로세스는 `main`을 위해 계속 실행되므로 `applicationWillTerminate(_:)`는 없습니다. ID는 다시 비어 있으므로, 이후에 `second`를 열면 구성을 포함해 새 세션이 만들어집니다.",
    "The user continues an activity from another device in the app, first while it is active, then after going home. The app delegate is told the activity's type with `application(_:willContinueUserActivityWithType:)`, then gets the activity with `application(_:continue:restorationHandler:)`. From the background both come after the foreground callback; the activity itself may come before or after `applicationDidBecomeActive(_:)`, because UIKit hands it over only once all its data has arrived.":
      "사용자가 다른 기기의 액티비티를 앱에서 이어 합니다. 처음에는 앱이 활성 상태일 때, 그다음에는 홈으로 나간 뒤입니다. 앱 델리게이트는 `application(_:willContinueUserActivityWithType:)`로 액티비티 유형을 전달받고, 이어서 `application(_:continue:restorationHandler:)`로 액티비티를 받습니다. 백그라운드에서는 둘 다 포그라운드 콜백 뒤에 옵니다. UIKit은 데이터가 모두 도착한 뒤에야 액티비티를 넘기므로, 액티비티 자체는 `applicationDidBecomeActive(_:)` 전후 어느 쪽에든 올 수 있습니다.",
    "The user continues an activity from another device while `main` is active, then again after going home. The connected scene gets `scene(_:willContinueUserActivityWithType:)` then `scene(_:continue:)`; the app delegate's continue methods are not called. From the background the pair comes after `sceneWillEnterForeground(_:)`; `scene(_:continue:)` may come before or after `sceneDidBecomeActive(_:)`, because UIKit calls it only once all of the activity's data has arrived.":
      "`main`이 활성 상태일 때 사용자가 다른 기기의 액티비티를 이어 하고, 홈으로 나간 뒤 다시 이어 합니다. 연결된 씬이 `scene(_:willContinueUserActivityWithType:)`에 이어 `scene(_:continue:)`를 받으며, 앱 델리게이트의 이어 하기 메서드는 호출되지 않습니다. 백그라운드에서는 이 한 쌍이 `sceneWillEnterForeground(_:)` 뒤에 옵니다. UIKit은 액티비티의 데이터가 모두 도착한 뒤에야 `scene(_:continue:)`를 호출하므로, 이는 `sceneDidBecomeActive(_:)` 전후 어느 쪽에든 올 수 있습니다.",
    "The user continues an activity in a scene-based app that has never run. UIKit launches it, configures and connects `main`; the connection options carry only the activity's type (`handoffUserActivityType`). Once the scene has connected, UIKit hands it the activity itself with `scene(_:willContinueUserActivityWithType:)` and `scene(_:continue:)`, which may come before or after the scene becomes active. The app delegate's continue methods are not called.":
      "사용자가 한 번도 실행된 적 없는 씬 기반 앱에서 액티비티를 이어 합니다. UIKit이 앱을 실행하고 `main`을 구성해 연결합니다. 연결 옵션에는 액티비티 유형(`handoffUserActivityType`)만 담깁니다. 씬이 연결된 뒤 UIKit이 `scene(_:willContinueUserActivityWithType:)`와 `scene(_:continue:)`로 액티비티 자체를 넘기며, 이는 씬이 활성 상태가 되기 전후 어느 쪽에든 올 수 있습니다. 앱 델리게이트의 이어 하기 메서드는 호출되지 않습니다.",
    "The user continues an activity in an app that is not running. UIKit launches it; after `application(_:didFinishLaunchingWithOptions:)` the app delegate gets the type and then the activity, which may come before or after `applicationDidBecomeActive(_:)` (UIKit waits for all of the activity's data). There is no `applicationWillEnterForeground(_:)`: the app was never in the background.":
      "사용자가 실행 중이 아닌 앱에서 액티비티를 이어 합니다. UIKit이 앱을 실행하고, `application(_:didFinishLaunchingWithOptions:)` 뒤에 앱 델리게이트가 유형을, 이어서 액티비티를 받습니다. 액티비티는 `applicationDidBecomeActive(_:)` 전후 어느 쪽에든 올 수 있습니다(UIKit은 액티비티의 데이터가 모두 올 때까지 기다립니다). 앱이 백그라운드에 있었던 적이 없으므로 `applicationWillEnterForeground(_:)`는 없습니다.",
    "The user goes to the Home Screen from a scene-based app. The scene resigns active and enters the background, and since it was the app's only scene, the app's aggregate state follows: UIKit posts the `UIApplication` notifications, but calls none of the app delegate's foreground or background methods. UIKit may then ask for the scene's state restoration activity. The scene stays connected: going home does not disconnect it.":
      "사용자가 씬 기반 앱에서 홈 화면으로 나갑니다. 씬은 비활성 상태가 되어 백그라운드에 들어가며, 앱의 유일한 씬이었으므로 앱의 전체 상태도 따라갑니다. UIKit은 `UIApplication` 알림을 게시하지만 앱 델리게이트의 포그라운드나 백그라운드 메서드는 호출하지 않습니다. 그 뒤 UIKit이 씬의 상태 복원 액티비티를 요청할 수 있습니다. 씬은 연결된 채로 남습니다. 홈으로 나가도 연결은 끊기지 않습니다.",
    "The user goes to the Home Screen from an active app-based app. The app first resigns active, passing through the inactive state, then enters the background; each method has its notification. The app is not terminated and not yet suspended: suspension comes later, without any callback.":
      "사용자가 활성 상태인 앱 기반 앱에서 홈 화면으로 나갑니다. 앱은 먼저 비활성 상태를 거쳐 비활성화되고, 그다음 백그라운드에 들어가며, 각 메서드에는 알림이 따릅니다. 앱은 종료되지 않았고 아직 일시 중단되지도 않았습니다. 일시 중단은 나중에 아무 콜백 없이 일어납니다.",
    "The user leaves a scene-based app for the Home Screen and taps its icon again. The scene is still connected, so there is no `scene(_:willConnectTo:options:)` and no configuration: it enters the foreground and becomes active. The app's aggregate state moves from background to foreground, so `willEnterForegroundNotification` is required here, unlike at a launch.":
      "사용자가 씬 기반 앱에서 홈 화면으로 나갔다가 아이콘을 다시 탭합니다. 씬이 아직 연결되어 있으므로 `scene(_:willConnectTo:options:)`도 구성도 없습니다. 씬은 포그라운드에 들어가 활성 상태가 됩니다. 앱의 전체 상태가 백그라운드에서 포그라운드로 바뀌므로, 실행 때와 달리 여기서는 `willEnterForegroundNotification`이 필수입니다.",
    "The user leaves an app-based app for the Home Screen and taps its icon again while it still runs in the background. There is no launch: UIKit calls `applicationWillEnterForeground(_:)` and posts `willEnterForegroundNotification` (a trace may show them in either order), and the app then becomes active.":
      "사용자가 앱 기반 앱에서 홈 화면으로 나갔다가, 앱이 아직 백그라운드에서 실행 중일 때 아이콘을 다시 탭합니다. 실행은 없습니다. UIKit이 `applicationWillEnterForeground(_:)`를 호출하고 `willEnterForegroundNotification`을 게시하며(트레이스에는 어느 순서로든 나타날 수 있습니다), 그다음 앱이 활성 상태가 됩니다.",
    "The user locks the device while `main` is active, then unlocks it. `main` resigns active and enters the background, and the app's aggregate state follows; the protected-data callback and notification come only with data protection. The app was frontmost, so unlocking brings `main` back to the foreground and active; the scene is never disconnected.":
      "`main`이 활성 상태일 때 사용자가 기기를 잠갔다가 잠금 해제합니다. `main`은 비활성 상태가 되고 백그라운드에 들어가며 앱의 전체 상태도 따라갑니다. 보호된 데이터 콜백과 알림은 데이터 보호를 사용할 때만 옵니다. 앱이 맨 앞에 있었으므로 잠금 해제하면 `main`이 포그라운드로 돌아와 활성 상태가 됩니다. 씬은 연결이 끊기지 않습니다.",
    "The user locks the device while the app is active, then unlocks it. Locking resigns active and sends the app to the background, as a Home press does; an app that uses data protection is also told protected data is going away. The app was frontmost, so unlocking brings it back through the foreground to active.":
      "앱이 활성 상태일 때 사용자가 기기를 잠갔다가 잠금 해제합니다. 잠그면 홈으로 나갈 때처럼 앱이 비활성 상태가 된 뒤 백그라운드로 갑니다. 데이터 보호를 사용하는 앱은 보호된 데이터를 곧 읽을 수 없게 된다는 통보도 받습니다. 앱이 맨 앞에 있었으므로 잠금 해제하면 포그라운드를 거쳐 활성 상태로 돌아옵니다.",
    "The user opens a second window beside the first, then closes it for good.":
      "사용자가 첫 번째 창 옆에 두 번째 창을 열었다가 완전히 닫습니다.",
    "The user opens the app switcher from an active app-based app and swipes its card away. The switcher makes the app resign active; then the process ends. Whether `applicationDidEnterBackground(_:)` and `applicationWillTerminate(_:)` come first is not settled (Apple says the latter is generally not called when the user quits), so both may appear, in that order.":
      "사용자가 활성 상태인 앱 기반 앱에서 앱 전환기를 열고 카드를 쓸어 넘겨 닫습니다. 전환기는 앱을 비활성화하고, 이어서 프로세스가 끝납니다. `applicationDidEnterBackground(_:)`와 `applicationWillTerminate(_:)`가 먼저 오는지는 정해져 있지 않으므로(Apple은 사용자가 앱을 종료할 때 후자는 일반적으로 호출되지 않는다고 합니다) 둘 다 그 순서로 나타날 수 있습니다.",
    "The user opens the app switcher from the active app, then picks another app. The app resigned active when the switcher opened; picking another app moves it on to the background. It is not asked to resign a second time, and it is not terminated.":
      "사용자가 활성 상태인 앱에서 앱 전환기를 열고 다른 앱을 고릅니다. 전환기가 열릴 때 앱은 비활성화되었고, 다른 앱을 고르면 백그라운드로 넘어갑니다. 두 번째로 비활성화를 요청받지 않으며, 종료되지도 않습니다.",
    "The user opens the app switcher from the active app, then picks the same app again. While the switcher shows, the app is inactive but still in the foreground; picking it makes it active again. It never reaches the background, so there is no `applicationWillEnterForeground(_:)` on the way back.":
      "사용자가 활성 상태인 앱에서 앱 전환기를 열고 같은 앱을 다시 고릅니다. 전환기가 보이는 동안 앱은 비활성 상태이지만 여전히 포그라운드에 있으며, 고르면 다시 활성 상태가 됩니다. 백그라운드에 이르지 않으므로 돌아오는 길에 `applicationWillEnterForeground(_:)`는 없습니다.",
    "The user opens the app switcher from the active scene, then picks another app. `main`, inactive since the switcher opened, enters the background; the app's aggregate state goes with it. The scene stays connected: switching apps does not disconnect it.":
      "사용자가 활성 상태인 씬에서 앱 전환기를 열고 다른 앱을 고릅니다. 전환기가 열린 뒤 비활성 상태였던 `main`이 백그라운드에 들어가고, 앱의 전체 상태도 함께 바뀝니다. 씬은 연결된 채로 남습니다. 앱을 전환해도 연결은 끊기지 않습니다.",
    "The user opens the app switcher from the active scene, then picks the app again. `main` resigns active while the switcher shows and becomes active again when picked, without entering the background or the foreground: the scene stayed in the foreground throughout.":
      "사용자가 활성 상태인 씬에서 앱 전환기를 열고 앱을 다시 고릅니다. 전환기가 보이는 동안 `main`은 비활성 상태가 되고, 선택되면 백그라운드나 포그라운드 진입 없이 다시 활성 상태가 됩니다. 씬은 내내 포그라운드에 머물렀습니다.",
    "The user pulls Control Center over the active app, then dismisses it. Control Center is an overlay: the app loses focus and resigns active, but stays on screen, so it does not enter the background. Dismissing the overlay makes it active again.":
      "사용자가 활성 상태인 앱 위로 제어 센터를 내렸다가 닫습니다. 제어 센터는 오버레이입니다. 앱은 포커스를 잃고 비활성 상태가 되지만 화면에 남아 있으므로 백그라운드에 들어가지 않습니다. 오버레이를 닫으면 다시 활성 상태가 됩니다.",
    "The user pulls Control Center over the active scene, then dismisses it. `main` resigns active and stays in the foreground under the overlay; dismissing it makes the scene active again. No background or foreground callback is delivered.":
      "사용자가 활성 상태인 씬 위로 제어 센터를 내렸다가 닫습니다. `main`은 비활성 상태가 되고 오버레이 아래에서 포그라운드에 머물며, 오버레이를 닫으면 씬이 다시 활성 상태가 됩니다. 백그라운드나 포그라운드 콜백은 전달되지 않습니다.",
    "The user pulls Notification Center over the active app, then dismisses it. Devices disagree: the app may only resign active; since iOS 11 it may flip inactive, active and inactive again as the sheet comes down; pulled fully down it may enter the background. Dismissing the sheet makes the app active again, through the foreground if it had left it.":
      "사용자가 활성 상태인 앱 위로 알림 센터를 내렸다가 닫습니다. 기기마다 다릅니다. 앱이 비활성 상태가 되기만 할 수도 있고, iOS 11부터는 시트가 내려오는 동안 비활성, 활성, 비활성으로 바뀔 수도 있으며, 끝까지 내리면 백그라운드에 들어갈 수도 있습니다. 시트를 닫으면 앱이 다시 활성 상태가 되며, 포그라운드를 떠났었다면 포그라운드를 거칩니다.",
    "The user pulls Notification Center over the active scene, then dismisses it. `main` may only resign active; it may flip inactive, active and inactive again; or, with the sheet fully down, it may enter the background. Dismissing the sheet makes it active again, through `sceneWillEnterForeground(_:)` only if it had entered the background.":
      "사용자가 활성 상태인 씬 위로 알림 센터를 내렸다가 닫습니다. `main`은 비활성 상태가 되기만 할 수도 있고, 비활성, 활성, 비활성으로 바뀔 수도 있으며, 시트를 끝까지 내리면 백그라운드에 들어갈 수도 있습니다. 시트를 닫으면 다시 활성 상태가 되며, 백그라운드에 들어갔던 경우에만 `sceneWillEnterForeground(_:)`를 거칩니다.",
    "The user swipes an active scene-based app away in the app switcher. Only `sceneWillResignActive(_:)` is certain; devices differ on whether the scene then enters the background, is disconnected, and whether the app hears `applicationWillTerminate(_:)`, which comes after every scene event if it comes. The session is discarded: UIKit reports it now, or, if the process ends first, at the next launch. One logged quick swipe also shows a second, short-lived scene object entering the foreground and the background after the disconnection; a trace names a scene by its session and cannot tell the two apart, so the reference does not allow those calls.":
      "사용자가 앱 전환기에서 활성 상태인 씬 기반 앱을 쓸어 넘겨 닫습니다. 확실한 것은 `sceneWillResignActive(_:)`뿐입니다. 그 뒤 씬이 백그라운드에 들어가는지, 연결이 끊기는지, 앱이 `applicationWillTerminate(_:)`를 받는지는 기기마다 다르며, 이 메서드가 온다면 모든 씬 이벤트 뒤에 옵니다. 세션은 폐기됩니다. UIKit이 지금 보고하거나, 프로세스가 먼저 끝나면 다음 실행 때 보고합니다. 빠르게 쓸어 넘긴 한 로그에는 연결이 끊긴 뒤 수명이 짧은 두 번째 씬 객체가 포그라운드에 들어갔다가 백그라운드로 가는 모습도 있습니다. 트레이스는 씬을 세션으로 부르므로 둘을 구별할 수 없고, 그래서 레퍼런스는 그 호출을 허용하지 않습니다.",
    "The user swipes away a scene-based app that is running in the background. The scene is not on screen, so nothing resigns; it may be asked for its state restoration activity and disconnected, its session is discarded now or at the next launch, and `applicationWillTerminate(_:)` may close the step, after every scene event.":
      "사용자가 백그라운드에서 실행 중인 씬 기반 앱을 쓸어 넘겨 닫습니다. 씬이 화면에 없으므로 비활성화되는 것은 없습니다. 씬은 상태 복원 액티비티를 요청받고 연결이 끊길 수 있으며, 세션은 지금 또는 다음 실행 때 폐기되고, 모든 씬 이벤트 뒤에 `applicationWillTerminate(_:)`가 단계를 마무리할 수 있습니다.",
    "The user swipes away a suspended scene-based app: the process ends silently, and the discard of its session cannot be reported. The next launch reports it with `application(_:didDiscardSceneSessions:)` after finishing launching, then asks for a configuration for a new `main`, since no session is left to restore.":
      "사용자가 일시 중단된 씬 기반 앱을 쓸어 넘겨 닫습니다. 프로세스는 조용히 끝나며 세션 폐기는 보고될 수 없습니다. 다음 실행이 실행을 마친 뒤 `application(_:didDiscardSceneSessions:)`로 이를 보고하고, 복원할 세션이 남아 있지 않으므로 새 `main`을 위한 구성을 요청합니다.",
    "The user swipes away an app-based app that is still running in the background. It is already out of the foreground, so there is no resign or background call; the process ends, with `applicationWillTerminate(_:)` possible but not certain.":
      "사용자가 백그라운드에서 아직 실행 중인 앱 기반 앱을 쓸어 넘겨 닫습니다. 이미 포그라운드를 벗어났으므로 비활성화나 백그라운드 호출은 없습니다. 프로세스가 끝나며, `applicationWillTerminate(_:)`는 올 수 있지만 확실하지 않습니다.",
    "The user swipes away an app-based app that the system has suspended. A suspended app runs no code, so the process ends with no callback at all, `applicationWillTerminate(_:)` included.":
      "사용자가 시스템이 일시 중단한 앱 기반 앱을 쓸어 넘겨 닫습니다. 일시 중단된 앱은 코드를 실행하지 않으므로, `applicationWillTerminate(_:)`를 포함해 아무 콜백 없이 프로세스가 끝납니다.",
    "The user swipes the active app-based app away in the app switcher, which ends the process; only `applicationWillResignActive(_:)` is certain on the way out. The next tap on the icon is a full cold launch, with no `applicationWillEnterForeground(_:)`.":
      "사용자가 앱 전환기에서 활성 상태인 앱 기반 앱을 쓸어 넘겨 닫으면 프로세스가 끝납니다. 나가는 길에 확실한 것은 `applicationWillResignActive(_:)`뿐입니다. 다음에 아이콘을 탭하면 `applicationWillEnterForeground(_:)` 없는 완전한 콜드 실행입니다.",
    "The user swipes the active scene-based app away, which discards its session. If the process ended before `application(_:didDiscardSceneSessions:)` reported it, the next launch reports it first. Either way no session is left to restore: the launch asks for a configuration for a new `main`, as a first launch does.":
      "사용자가 활성 상태인 씬 기반 앱을 쓸어 넘겨 닫으면 세션이 폐기됩니다. `application(_:didDiscardSceneSessions:)`가 이를 보고하기 전에 프로세스가 끝났다면 다음 실행이 가장 먼저 보고합니다. 어느 쪽이든 복원할 세션이 남지 않으므로, 실행은 첫 실행과 마찬가지로 새 `main`을 위한 구성을 요청합니다.",
    "The user taps a notification of a scene-based app that has never run. The new scene `main` connects with the notification's response in its connection options; otherwise the launch is a first launch, configuration included. No callback of its own announces the notification.":
      "사용자가 한 번도 실행된 적 없는 씬 기반 앱의 알림을 탭합니다. 새 씬 `main`은 연결 옵션에 알림 응답을 담아 연결됩니다. 그 밖에는 구성을 포함해 첫 실행과 같습니다. 알림을 따로 알리는 콜백은 없습니다.",
    "The user taps a notification of an app-based app that is not running. The launch is the same as from the icon: will and did finish launching, then active. The notification's response reaches the app through the user-notification center's delegate, which is not a lifecycle callback, so no extra event appears here.":
      "사용자가 실행 중이 아닌 앱 기반 앱의 알림을 탭합니다. 실행은 아이콘에서와 같습니다: 실행 시작과 실행 완료, 그다음 활성. 알림 응답은 생명주기 콜백이 아닌 사용자 알림 센터의 델리게이트를 통해 앱에 도달하므로, 여기에는 추가 이벤트가 나타나지 않습니다.",
    "The user taps the icon of a scene-based app that has never run.":
      "사용자가 한 번도 실행된 적 없는 씬 기반 앱의 아이콘을 탭합니다.",
    "The user taps the icon of a scene-based app that has never run. After the two launch callbacks UIKit asks the app delegate for a configuration for the new session `main`, connects its scene, and brings it to the foreground. The app delegate's foreground methods are not called.":
      "사용자가 한 번도 실행된 적 없는 씬 기반 앱의 아이콘을 탭합니다. 두 실행 콜백 뒤에 UIKit은 앱 델리게이트에 새 세션 `main`을 위한 구성을 요청하고, 씬을 연결해 포그라운드로 가져옵니다. 앱 델리게이트의 포그라운드 메서드는 호출되지 않습니다.",
    "The user taps the icon of a scene-based app whose session `main` survives from an earlier run. UIKit reconnects that session instead of creating one, so it asks for no configuration; `scene(_:willConnectTo:options:)` finds the saved state in the session's `stateRestorationActivity`. The scene still gets `sceneWillEnterForeground(_:)`, as every scene reaching the screen does.":
      "사용자가 이전 실행의 세션 `main`이 남아 있는 씬 기반 앱의 아이콘을 탭합니다. UIKit은 세션을 새로 만들지 않고 그 세션을 다시 연결하므로 구성을 요청하지 않습니다. `scene(_:willConnectTo:options:)`는 세션의 `stateRestorationActivity`에서 저장된 상태를 찾습니다. 화면에 이르는 모든 씬과 마찬가지로 이 씬도 `sceneWillEnterForeground(_:)`를 받습니다.",
    "The user taps the icon of an app that is not running.":
      "사용자가 실행 중이 아닌 앱의 아이콘을 탭합니다.",
    "The user taps the icon of an app that is not running. UIKit creates the process, tells the app delegate it will and did finish launching, and the app becomes active. There is no `applicationWillEnterForeground(_:)`: the app was never in the background.":
      "사용자가 실행 중이 아닌 앱의 아이콘을 탭합니다. UIKit이 프로세스를 만들고 앱 델리게이트에 실행 시작과 실행 완료를 알리며, 앱이 활성 상태가 됩니다. 앱이 백그라운드에 있었던 적이 없으므로 `applicationWillEnterForeground(_:)`는 없습니다.",
    "Two sessions survive from an earlier run. Tapping the icon reconnects the most recent one, `main`, without asking for a configuration; `second` stays unattached. When the user brings `second` on screen, UIKit reconnects its saved session, again without a configuration: only a new session is configured.":
      "이전 실행의 세션 두 개가 남아 있습니다. 아이콘을 탭하면 가장 최근 세션 `main`을 구성 요청 없이 다시 연결하며, `second`는 연결되지 않은 채 남습니다. 사용자가 `second`를 화면에 가져오면 UIKit은 저장된 세션을 역시 구성 없이 다시 연결합니다. 구성은 새 세션에만 합니다.",
    "Two windows are active and `second` leaves the screen while `main` stays. Scenes change state on their own: `second` resigns active and enters the background while `main` keeps its state (it may be told its geometry changed). The app's aggregate state is still active: `UIApplication`'s will-resign-active and did-become-active notifications may appear with `second`'s own (Apple's scene pages say UIKit posts them with the scene's) but are not required, since Apple does not say whether UIKit posts them when the app's state stays.":
      "두 창이 활성 상태이고 `main`이 남아 있는 동안 `second`가 화면을 떠납니다. 씬은 각자 상태를 바꿉니다. `second`는 비활성 상태가 되어 백그라운드에 들어가고, `main`은 상태를 유지합니다(지오메트리가 바뀌었다는 통보를 받을 수 있습니다). 앱의 전체 상태는 여전히 활성입니다. `UIApplication`의 `willResignActiveNotification`과 `didBecomeActiveNotification`이 `second`의 알림과 함께 나타날 수 있지만(Apple의 씬 페이지는 UIKit이 이를 씬의 알림과 함께 게시한다고 합니다) 필수는 아닙니다. 앱의 상태가 그대로일 때 UIKit이 이를 게시하는지 Apple이 말하지 않기 때문입니다.",
    "Two windows are active and the user goes to the Home Screen. Each scene resigns active and enters the background; the app's aggregate state follows its most active scene, so `UIApplication` posts one did-enter-background for the pair and a will-resign-active when the last scene resigns; a second will-resign-active, for the scene that resigns while the other is still active, may appear (Apple does not say). Tapping the icon brings both windows back, each through the foreground.":
      "두 창이 활성 상태이고 사용자가 홈 화면으로 나갑니다. 각 씬이 비활성 상태가 되어 백그라운드에 들어갑니다. 앱의 전체 상태는 가장 활성화된 씬을 따르므로, `UIApplication`은 두 씬에 대해 `didEnterBackgroundNotification`을 한 번, 마지막 씬이 비활성화될 때 `willResignActiveNotification`을 게시합니다. 다른 씬이 아직 활성 상태일 때 비활성화되는 씬에 대한 두 번째 `willResignActiveNotification`은 나타날 수 있습니다(Apple은 말하지 않습니다). 아이콘을 탭하면 두 창이 각각 포그라운드를 거쳐 돌아옵니다.",
    "Two windows are active when the user locks the device. Both scenes resign active and enter the background, and the app's aggregate state goes with them; the protected-data callback and notification come only to apps that use data protection. The app was frontmost, so unlocking brings both windows back to the foreground and active.":
      "두 창이 활성 상태일 때 사용자가 기기를 잠급니다. 두 씬 모두 비활성 상태가 되어 백그라운드에 들어가고 앱의 전체 상태도 함께 바뀝니다. 보호된 데이터 콜백과 알림은 데이터 보호를 사용하는 앱에만 옵니다. 앱이 맨 앞에 있었으므로 잠금 해제하면 두 창이 포그라운드로 돌아와 활성 상태가 됩니다.",
    "Two windows share the screen and the user drags the divider. The resized scene gets exactly one geometry callback: `windowScene(_:didUpdateEffectiveGeometry:)` from iOS 26, `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` before. The scene beside it may be told too, by the same version's callback. Nothing else happens: a resize changes no activation state.":
      "두 창이 화면을 나눠 쓰고 사용자가 구분선을 끕니다. 크기가 바뀐 씬은 정확히 한 번 지오메트리 콜백을 받습니다. iOS 26부터는 `windowScene(_:didUpdateEffectiveGeometry:)`, 그 이전에는 `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`입니다. 옆의 씬도 같은 버전의 콜백으로 통보받을 수 있습니다. 그 밖에는 아무 일도 없습니다. 크기 조절은 활성화 상태를 바꾸지 않습니다.",
    "While the app is active the user pulls down Notification Center, pushes it away, then goes home.":
      "앱이 활성 상태일 때 사용자가 알림 센터를 내렸다가 다시 밀어 올린 뒤 홈으로 갑니다.",
    "With `main` active, the user drags a second window of the app beside it. A new window is a new session: UIKit asks the app delegate for a configuration for `second`, connects it and brings it to the foreground and active. `main` stays active; it may be told its geometry changed, and while the screen rearranges it may resign and become active again (both callbacks, with their notifications, or neither). The app was already active, so any `UIApplication` notification UIKit posts with the scenes' is optional: Apple's pages do not say whether it posts them when the app's own state does not change.":
      "`main`이 활성 상태일 때 사용자가 앱의 두 번째 창을 그 옆으로 끌어옵니다. 새 창은 새 세션입니다. UIKit은 앱 델리게이트에 `second`를 위한 구성을 요청하고, 연결하고, 포그라운드로 가져와 활성 상태로 만듭니다. `main`은 활성 상태를 유지합니다. 지오메트리가 바뀌었다는 통보를 받을 수 있고, 화면이 재배치되는 동안 비활성화되었다가 다시 활성 상태가 될 수 있습니다(두 콜백이 알림과 함께 오거나 둘 다 오지 않음). 앱은 이미 활성 상태였으므로, UIKit이 씬의 알림과 함께 게시하는 `UIApplication` 알림은 모두 선택입니다. 앱 자체의 상태가 바뀌지 않을 때 이를 게시하는지 Apple 페이지는 말하지 않습니다.",
    "Woken in the background while suspended":
      "일시 중단 중 백그라운드에서 깨어남",
    "`main` is in the background, the process running, when the user locks and unlocks the device. No scene callback comes: the app was not frontmost, so unlocking leaves it in the background. Only the app-level protected-data events may arrive, with data protection.":
      "사용자가 기기를 잠그고 잠금 해제할 때 `main`은 백그라운드에 있고 프로세스는 실행 중입니다. 씬 콜백은 오지 않습니다. 앱이 맨 앞에 있지 않았으므로 잠금 해제해도 백그라운드에 남습니다. 데이터 보호를 사용하면 앱 수준의 보호된 데이터 이벤트만 올 수 있습니다.",
    "`second` is in the background when the system releases it to reclaim memory. It gets `sceneDidDisconnect(_:)`, after UIKit may ask it for its state restoration activity. Nothing on screen moves, so `main` is told nothing. Its session is kept, so there is no `application(_:didDiscardSceneSessions:)`. When the user shows it again UIKit connects a new scene object to the kept session, without asking for a configuration.":
      "시스템이 메모리를 회수하려고 `second`를 해제할 때 `second`는 백그라운드에 있습니다. UIKit이 상태 복원 액티비티를 요청할 수 있고, 그 뒤에 `sceneDidDisconnect(_:)`를 받습니다. 화면에서 움직이는 것이 없으므로 `main`은 아무 통보도 받지 않습니다. 세션은 유지되므로 `application(_:didDiscardSceneSessions:)`는 없습니다. 사용자가 다시 보여 주면 UIKit은 구성을 요청하지 않고 유지된 세션에 새 씬 객체를 연결합니다.",
  ]
}
