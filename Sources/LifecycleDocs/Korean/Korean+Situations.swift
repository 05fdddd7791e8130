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
  ]
}
