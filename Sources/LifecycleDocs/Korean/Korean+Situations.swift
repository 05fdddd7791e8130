extension Korean {
  /// The situations of issue 17: the ends of the process without a word, and their stimuli.
  static let situations: [String: String] = [
    "A crash in the foreground, and the next launch":
      "포그라운드에서의 크래시와 다음 실행",
    "A device restart, and the next launch":
      "기기 재시동과 다음 실행",
    "Killed for holding a shared resource, and the next launch":
      "공유 자원을 쥔 채 강제 종료되고 난 다음 실행",
    "An active app-based app crashes. A crashed process runs no more code: nothing is delivered, not `applicationWillResignActive(_:)`, not `applicationWillTerminate(_:)`. The next tap on the icon is a cold launch, the same as the first.":
      "활성 상태인 앱 기반 앱이 크래시합니다. 크래시한 프로세스는 더 이상 코드를 실행하지 않으므로 아무것도 전달되지 않습니다. `applicationWillResignActive(_:)`도, `applicationWillTerminate(_:)`도 없습니다. 다음에 아이콘을 탭하면 처음과 똑같은 콜드 실행입니다.",
    "An active scene-based app crashes: nothing is delivered, not even `sceneWillResignActive(_:)` or `sceneDidDisconnect(_:)`. The session `main` is not discarded, so the next launch reconnects it with its saved state and asks for no configuration.":
      "활성 상태인 씬 기반 앱이 크래시합니다. 아무것도 전달되지 않으며, `sceneWillResignActive(_:)`나 `sceneDidDisconnect(_:)`조차 없습니다. 세션 `main`은 폐기되지 않으므로, 다음 실행은 저장된 상태와 함께 세션을 다시 연결하고 구성을 묻지 않습니다.",
    "The device restarts while an app-based app is active. Nothing is delivered, and the device comes back locked. Unlike a lock, the unlock brings nothing back: the process is gone. The next tap on the icon is a cold launch.":
      "앱 기반 앱이 활성 상태일 때 기기가 재시동됩니다. 아무것도 전달되지 않고, 기기는 잠긴 상태로 돌아옵니다. 잠금과 달리 잠금 해제는 아무것도 되돌려 놓지 않습니다. 프로세스가 사라졌기 때문입니다. 다음에 아이콘을 탭하면 콜드 실행입니다.",
    "The device restarts while a scene-based app is active: nothing is delivered and the device comes back locked; unlocking it brings nothing back. The session `main` survives the restart (a scene is destroyed on a restart only if it asked to be, iOS 26), so the next launch reconnects it without asking for a configuration.":
      "씬 기반 앱이 활성 상태일 때 기기가 재시동됩니다. 아무것도 전달되지 않고 기기는 잠긴 상태로 돌아오며, 잠금을 해제해도 아무것도 되돌아오지 않습니다. 세션 `main`은 재시동 뒤에도 남습니다(씬이 재시동으로 파기되는 것은 그렇게 요청했을 때뿐입니다, iOS 26). 그래서 다음 실행은 구성을 묻지 않고 세션을 다시 연결합니다.",
    "An app-based app goes to the background still holding the camera and is suspended; a significant time change arrives and is queued. The system kills the app for the resource: nothing is delivered, and the queued time change is lost with the process. The next launch is a cold launch with no `applicationSignificantTimeChange(_:)`.":
      "앱 기반 앱이 카메라를 쥔 채 백그라운드로 가서 일시 중단되고, 중요한 시간 변경이 도착해 대기열에 들어갑니다. 시스템은 그 자원 때문에 앱을 강제 종료합니다. 아무것도 전달되지 않으며, 대기 중이던 시간 변경은 프로세스와 함께 사라집니다. 다음 실행은 `applicationSignificantTimeChange(_:)`가 없는 콜드 실행입니다.",
    "A scene-based app is suspended still holding the camera, with a significant time change queued. The system kills it for the resource: nothing is delivered, the queued change is lost, and the session `main` survives. The next launch reconnects `main` and delivers no `applicationSignificantTimeChange(_:)`.":
      "씬 기반 앱이 카메라를 쥔 채 일시 중단되어 있고, 중요한 시간 변경이 대기 중입니다. 시스템은 그 자원 때문에 앱을 강제 종료합니다. 아무것도 전달되지 않고, 대기 중이던 변경은 사라지며, 세션 `main`은 남습니다. 다음 실행은 `main`을 다시 연결하고 `applicationSignificantTimeChange(_:)`를 전달하지 않습니다.",
    "The app crashes.":
      "앱이 크래시합니다.",
    "The device restarts.":
      "기기가 재시동됩니다.",
    "The system kills the app for holding a shared resource (the camera) out of the foreground.":
      "포그라운드 밖에서 공유 자원(카메라)을 쥐고 있어 시스템이 앱을 강제 종료합니다.",
    "any state":
      "모든 상태",
    "version 1.1: the app's process crashes; nothing is delivered":
      "버전 1.1: 앱의 프로세스가 크래시합니다. 아무것도 전달되지 않습니다",
    "version 1.1: the device restarts; nothing is delivered and the device comes back locked":
      "버전 1.1: 기기가 재시동됩니다. 아무것도 전달되지 않고 기기는 잠긴 상태로 돌아옵니다",
    "version 1.1: the system kills the app for holding a shared resource (the camera, a file lock); nothing is delivered":
      "버전 1.1: 공유 자원(카메라, 파일 잠금)을 쥐고 있어 시스템이 앱을 강제 종료합니다. 아무것도 전달되지 않습니다",
    "A background task ended in time":
      "제때 끝낸 백그라운드 작업",
    "Killed when the background time runs out, and the next launch":
      "백그라운드 시간이 다 되어 강제 종료되고 난 다음 실행",
    "An active app-based app begins a background task, and the user goes home. Shortly before its background time runs out, UIKit calls the task's expiration handler; the app ends the task there, and the system suspends it as usual, with no callback.":
      "활성 상태인 앱 기반 앱이 백그라운드 작업을 시작하고, 사용자가 홈으로 나갑니다. 백그라운드 시간이 다 되기 직전에 UIKit이 작업의 만료 핸들러를 호출합니다. 앱은 거기서 작업을 끝내고, 시스템은 평소처럼 콜백 없이 앱을 일시 중단합니다.",
    "A scene-based app begins a background task while `main` is active, and the user goes home. The expiration handler is app-wide, not a scene's: UIKit calls it once for the open task; the app ends the task, and is then suspended as usual.":
      "`main`이 활성 상태일 때 씬 기반 앱이 백그라운드 작업을 시작하고, 사용자가 홈으로 나갑니다. 만료 핸들러는 씬이 아니라 앱 전체의 것입니다. UIKit은 열린 작업에 대해 핸들러를 한 번 호출하고, 앱은 작업을 끝낸 뒤 평소처럼 일시 중단됩니다.",
    "An app-based app's expiration handler is called, but the app does not end its task. When the time runs out the system kills it: nothing is delivered, not `applicationWillTerminate(_:)`. The next tap on the icon is a cold launch.":
      "앱 기반 앱의 만료 핸들러가 호출되지만, 앱은 작업을 끝내지 않습니다. 시간이 다 되면 시스템이 앱을 강제 종료합니다. 아무것도 전달되지 않으며, `applicationWillTerminate(_:)`도 없습니다. 다음에 아이콘을 탭하면 콜드 실행입니다.",
    "A scene-based app leaves its background task open after the expiration handler. The system kills it when the time runs out, with no `sceneDidDisconnect(_:)` and no `applicationWillTerminate(_:)`; the session `main` survives, and the next launch reconnects it without a configuration.":
      "씬 기반 앱이 만료 핸들러 뒤에도 백그라운드 작업을 열어 둡니다. 시간이 다 되면 시스템이 앱을 강제 종료하며, `sceneDidDisconnect(_:)`도 `applicationWillTerminate(_:)`도 없습니다. 세션 `main`은 남고, 다음 실행은 구성 없이 세션을 다시 연결합니다.",
    "The app begins a background task.":
      "앱이 백그라운드 작업을 시작합니다.",
    "The app ends a background task.":
      "앱이 백그라운드 작업을 끝냅니다.",
    "The app's background time is about to run out.":
      "앱의 백그라운드 시간이 곧 다 됩니다.",
    "The background time runs out with a task still open.":
      "작업이 열린 채로 백그라운드 시간이 다 됩니다.",
    "The background time is about to run out: end the task now, or the system kills the app without `applicationWillTerminate(_:)`.":
      "백그라운드 시간이 곧 다 됩니다. 지금 작업을 끝내지 않으면 시스템이 `applicationWillTerminate(_:)` 없이 앱을 강제 종료합니다.",
    "UIKit calls the handler shortly before the app’s remaining background time reaches 0":
      "앱의 남은 백그라운드 시간이 0에 이르기 직전에 UIKit이 핸들러를 호출합니다",
    "Version 1.1: once for each open background task, in the background, shortly before the time reaches zero. Not a delegate method: the closure the app passed to `beginBackgroundTask(expirationHandler:)`.":
      "버전 1.1: 백그라운드에서, 시간이 0에 이르기 직전에 열린 백그라운드 작업마다 한 번씩 호출됩니다. 델리게이트 메서드가 아니라, 앱이 `beginBackgroundTask(expirationHandler:)`에 넘긴 클로저입니다.",
    "a task open":
      "열린 작업이 있음",
    "after the expiry, a task still open":
      "만료 뒤, 작업이 아직 열려 있음",
    "background, a task open, once":
      "백그라운드, 열린 작업이 있음, 한 번",
    "running, the time not yet expired":
      "실행 중, 시간이 아직 만료되지 않음",
    "version 1.1: the app calls `beginBackgroundTask(expirationHandler:)`; nothing is delivered":
      "버전 1.1: 앱이 `beginBackgroundTask(expirationHandler:)`를 호출합니다. 아무것도 전달되지 않습니다",
    "version 1.1: the app calls `endBackgroundTask(_:)` for an open task; nothing is delivered":
      "버전 1.1: 앱이 열린 작업에 대해 `endBackgroundTask(_:)`를 호출합니다. 아무것도 전달되지 않습니다",
    "version 1.1: the background time is about to run out: each open task's expiration handler":
      "버전 1.1: 백그라운드 시간이 곧 다 됩니다. 열린 작업마다 만료 핸들러가 호출됩니다",
    "version 1.1: the time has run out with a task open: the app is killed, nothing is delivered":
      "버전 1.1: 작업이 열린 채로 시간이 다 되었습니다. 앱은 강제 종료되고 아무것도 전달되지 않습니다",
    "BrokenEngine: a background task's expiration handler never called":
      "BrokenEngine: 백그라운드 작업의 만료 핸들러가 호출되지 않음",
    "BrokenEngine: a crash that says goodbye: sceneDidDisconnect and applicationWillTerminate":
      "BrokenEngine: 작별 인사를 하는 크래시: `sceneDidDisconnect`와 `applicationWillTerminate`",
    "## Scene destruction conditions (iOS 26)":
      "## 씬 파기 조건(iOS 26)",
    "A Home press no longer only sends the scene to the background: the scene is destroyed, so `sceneDidDisconnect(_:)` and a discarded session would follow `sceneDidEnterBackground(_:)`, and the next launch would ask for a configuration for a new scene instead of reconnecting the old one.":
      "홈 버튼 누르기가 씬을 백그라운드로 보내는 데 그치지 않고 씬을 파기합니다. 그래서 `sceneDidEnterBackground(_:)` 뒤에 `sceneDidDisconnect(_:)`와 세션 폐기가 따를 것이고, 다음 실행은 옛 세션을 다시 연결하는 대신 새 씬의 구성을 물을 것입니다.",
    "After a termination, a crash or a restart the session would not survive: the next launch would report it discarded, then configure a new scene, as after a force quit while suspended.":
      "종료, 크래시, 재시동 뒤에 세션이 남지 않을 것입니다. 다음 실행은 일시 중단 중 강제 종료한 뒤처럼 세션이 폐기되었다고 알린 다음 새 씬을 구성할 것입니다.",
    "Condition": "조건",
    "How sure": "확실성",
    "Since iOS 26 a scene can ask to be destroyed, not only disconnected, through {1}. Apple documents two {2} and no order of callbacks for either:":
      "iOS 26부터 씬은 {1}로 연결 해제에 그치지 않고 파기되기를 요청할 수 있습니다. Apple은 두 가지 {2}을 문서화하지만, 어느 쪽에 대해서도 콜백 순서는 밝히지 않습니다:",
    "The catalog and the model assume a scene with no destruction condition, the state of every app written before iOS 26: its session survives a Home press, a termination and a restart ({1}). An app that sets a condition leaves the catalog until devices show the order; the kit does not pick one for it.":
      "카탈로그와 모델은 iOS 26 이전에 작성된 모든 앱처럼 파기 조건이 없는 씬을 가정합니다. 그 세션은 홈 버튼 누르기, 종료, 재시동 뒤에도 남습니다({1}). 조건을 설정한 앱은 기기에서 순서가 확인될 때까지 카탈로그 밖에 있으며, 키트는 그 앱을 위해 순서를 골라 주지 않습니다.",
    "What Apple says": "Apple의 설명",
    "What it changes in the order": "순서에서 달라지는 것",
    "choice 27": "선택 27",
    "conditions": "조건",
    "destroy the scene when the system disconnects it, for example when the process ends or the device restarts":
      "시스템이 씬의 연결을 해제할 때 파기합니다. 예를 들어 프로세스가 끝나거나 기기가 재시동될 때입니다",
    "destroy the scene when the user dismisses it, for example by swiping home on iPhone":
      "사용자가 씬을 닫을 때 파기합니다. 예를 들어 iPhone에서 홈으로 쓸어 올릴 때입니다",
    "uncertain: Apple gives no order":
      "불확실: Apple이 순서를 밝히지 않음",
  ]
}
