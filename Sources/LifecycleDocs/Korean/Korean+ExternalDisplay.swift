extension Korean {
  /// Issue 17's external display: its scenario, its stimuli and their sources.
  static let externalDisplay: [String: String] = [
    "An external display: its scene, a URL, and the display removed":
      "외부 디스플레이: 그 씬, URL 하나, 그리고 디스플레이 분리",
    "With `main` active, the user attaches an external display. Up to iOS 26 UIKit gives every scene-based app a scene of the role `windowExternalDisplayNonInteractive` for it; from iOS 27 only an app that registered a scene accessory for it gets one, and the display otherwise mirrors the device with nothing delivered. Both are allowed. The display's scene `tv` is configured, connects and comes to the foreground; Apple's scene pages say a scene that enters the foreground becomes active next, developers report that a display's scene never does, and both are allowed. It is no window of the app's: a URL opened next goes to `main`, the most recent of the app's own scenes, never to `tv`, and no `UIApplication` notification follows `tv`'s changes. When the display is removed, `tv` is disconnected, and its session may be discarded at once.":
      "`main`이 활성 상태일 때 사용자가 외부 디스플레이를 연결합니다. iOS 26까지 UIKit은 모든 씬 기반 앱에 그 디스플레이를 위한 `windowExternalDisplayNonInteractive` 역할의 씬을 줍니다. iOS 27부터는 그 디스플레이용 씬 액세서리를 등록한 앱만 씬을 받고, 그렇지 않으면 디스플레이는 아무것도 전달되지 않은 채 기기 화면을 미러링합니다. 둘 다 허용됩니다. 디스플레이의 씬 `tv`는 구성되고, 연결되고, 포그라운드로 옵니다. Apple의 씬 페이지는 포그라운드에 들어간 씬이 이어서 활성 상태가 된다고 하지만, 개발자들은 디스플레이의 씬은 결코 그렇게 되지 않는다고 보고하므로 둘 다 허용됩니다. 이 씬은 앱의 창이 아닙니다. 이어서 열린 URL은 앱 자신의 씬 가운데 가장 최근인 `main`으로 가고 `tv`로는 결코 가지 않으며, `tv`의 변화에는 `UIApplication` 알림이 따르지 않습니다. 디스플레이를 분리하면 `tv`의 연결이 끊기고, 그 세션은 곧바로 폐기될 수 있습니다.",
    "The user attaches an external display; its scene would be `{1}`.":
      "사용자가 외부 디스플레이를 연결합니다. 그 씬은 `{1}`이 됩니다.",
    "The user removes the external display.":
      "사용자가 외부 디스플레이를 분리합니다.",
    "version 1.1: an external display is attached; a noninteractive scene may connect for it, the id must be new":
      "버전 1.1: 외부 디스플레이가 연결됩니다. 그 디스플레이를 위한 상호작용하지 않는 씬이 연결될 수 있으며, ID는 새것이어야 합니다",
    "scene-based, active, no display attached":
      "씬 기반, 활성 상태, 연결된 디스플레이 없음",
    "version 1.1: the external display is removed; its scene, if any, is disconnected":
      "버전 1.1: 외부 디스플레이가 분리됩니다. 그 씬이 있으면 연결이 끊깁니다",
    "a display attached":
      "디스플레이가 연결됨",
    "UIKit asks for a configuration for the new session of the display’s scene":
      "UIKit은 디스플레이 씬의 새 세션을 위한 구성을 묻습니다",
    "UIKit provides a window scene for a connected display, with a role for its windows":
      "UIKit은 연결된 디스플레이를 위해 그 창들의 역할을 지닌 윈도 씬을 제공합니다",
    "from iOS 27 the display’s scene comes only after the app registers a scene accessory":
      "iOS 27부터 디스플레이의 씬은 앱이 씬 액세서리를 등록한 뒤에만 옵니다",
    "a scene that shows content on the display is in the foreground; no order is documented":
      "디스플레이에 콘텐츠를 보여 주는 씬은 포그라운드에 있습니다. 순서는 문서화되어 있지 않습니다",
    "Apple’s scene pages say sceneWillEnterForeground is invariably followed by sceneDidBecomeActive; developers report that a display’s scene gets the first and never the second":
      "Apple의 씬 페이지는 sceneWillEnterForeground 뒤에 반드시 sceneDidBecomeActive가 온다고 하지만, 개발자들은 디스플레이의 씬이 앞의 것만 받고 뒤의 것은 받지 못한다고 보고함",
    "whether the scene resigns and enters the background before its release is not documented":
      "씬이 해제되기 전에 비활성화되고 백그라운드로 들어가는지는 문서화되어 있지 않습니다",
    "the scene of a removed display is released":
      "분리된 디스플레이의 씬이 해제됩니다",
    "An external display's `windowExternalDisplayNonInteractive` scene connects only for an app that registered a scene accessory for it; before, every scene-based app got one. The catalog allows both ({1}); an app-based app uses the older `UIScreen` notifications, which the format leaves out.":
      "외부 디스플레이의 `windowExternalDisplayNonInteractive` 씬은 그 디스플레이용 씬 액세서리를 등록한 앱에만 연결됩니다. 이전에는 모든 씬 기반 앱이 이 씬을 받았습니다. 카탈로그는 둘 다 허용합니다({1}). 앱 기반 앱은 예전의 `UIScreen` 알림을 쓰며, 형식은 이를 다루지 않습니다.",
    "BrokenEngine: a URL delivered to the external display's scene":
      "BrokenEngine: URL이 외부 디스플레이의 씬으로 전달됨",
    "UIKit also discards the scenes it can no longer display":
      "UIKit은 더 이상 표시할 수 없는 씬도 폐기합니다",
  ]
}
