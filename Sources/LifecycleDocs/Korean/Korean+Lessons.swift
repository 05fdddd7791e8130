extension Korean {
  /// The which-lifecycle page and exercise, and the common-mistakes page (issue 17, items 4 and 6).
  static let lessons: [String: String] = [
    "# Common mistakes": "# 흔한 오해",
    "Apple": "Apple",
    "# Which life cycle an app gets": "# 앱이 어떤 생명 주기를 받는가",
    "## Exercise": "## 연습 문제",
    "## The rules": "## 규칙",
    "## Two exercises beside the lessons": "## 수업 곁의 두 가지 연습",
    "## What a cold launch delivers": "## 콜드 실행이 전달하는 것",
    "**The claim.** {1}": "**주장.** {1}",
    "**The proof.** {1}": "**증거.** {1}",
    "**Why it is wrong.** {1} ({2})": "**틀린 이유.** {1} ({2})",
    "**{1}.** {2}": "**{1}.** {2}",
    "- **A scene manifest** (`UIApplicationSceneManifest`) on iOS 13 or later: the scene-based life cycle. The scene delegate hears the foreground and background changes; UIKit no longer calls `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` or `applicationWillEnterForeground(_:)`, even if the app delegate implements them (documented: {1}).":
      "- iOS 13 이상에서 **씬 매니페스트**(`UIApplicationSceneManifest`)가 있으면 씬 기반 생명 주기입니다. 포그라운드와 백그라운드 변화는 씬 델리게이트가 듣고, 앱 델리게이트가 구현하고 있더라도 UIKit은 `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`를 더 이상 호출하지 않습니다(문서화됨: {1}).",
    "- **No scene manifest**: the app-based life cycle; the app delegate hears everything, and a scene delegate class, if the app has one, is never used (documented: {1}).":
      "- **씬 매니페스트가 없으면** 앱 기반 생명 주기입니다. 앱 델리게이트가 모든 것을 듣고, 씬 델리게이트 클래스가 있더라도 쓰이지 않습니다(문서화됨: {1}).",
    "- **iOS 12 and earlier** ignore the manifest: the same app gets the app-based life cycle there (documented: {1}).":
      "- **iOS 12 이하**는 매니페스트를 무시합니다. 같은 앱이라도 거기서는 앱 기반 생명 주기를 받습니다(문서화됨: {1}).",
    "- **iOS 27**: an app built with the iOS 27 SDK that has not adopted scenes fails to launch, and no callback comes at all; built with an earlier SDK it still launches, app-based, and UIKit logs a warning (documented: {1}).":
      "- **iOS 27**: 씬을 채택하지 않은 앱을 iOS 27 SDK로 빌드하면 실행에 실패하며 콜백이 하나도 오지 않습니다. 이전 SDK로 빌드하면 여전히 앱 기반으로 실행되고, UIKit이 경고를 로그에 남깁니다(문서화됨: {1}).",
    "- Some iOS 13 betas sent an app with a scene delegate class but no manifest both sets of callbacks; no release is known to (uncertain: the reports disagree, and the kit does not model it).":
      "- 일부 iOS 13 베타 버전은 씬 델리게이트 클래스는 있지만 매니페스트가 없는 앱에 두 종류의 콜백을 모두 보냈습니다. 정식 릴리스에서 그랬다는 보고는 없습니다(불확실: 보고가 엇갈리며, 키트는 이를 모델링하지 않습니다).",
    "- {1}: claims the write-ups make, why each is wrong, and the scenario that proves it.":
      "- {1}: 글들이 펴는 주장, 각각이 틀린 이유, 그리고 이를 증명하는 시나리오.",
    "- {1}: given an app's Info.plist and delegates, which callbacks come.":
      "- {1}: 앱의 `Info.plist`와 델리게이트가 주어졌을 때 어떤 콜백이 오는가.",
    "A cold launch, as the reference model gives it:": "참조 모델이 내놓는 콜드 실행:",
    "App-based. `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive(_:)`. The scene delegate class is never used: without a manifest there are no scenes.":
      "앱 기반입니다. `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`, 그다음 `applicationDidBecomeActive(_:)`입니다. 씬 델리게이트 클래스는 쓰이지 않습니다. 매니페스트가 없으면 씬도 없습니다.",
    "App-based: iOS 12 ignores the manifest, so this time the app delegate's methods are the ones called: the launch callbacks, then `applicationDidBecomeActive(_:)`. On iOS 13 and later the same app is scene-based.":
      "앱 기반입니다. iOS 12는 매니페스트를 무시하므로 이번에는 앱 델리게이트의 메서드가 호출됩니다. 실행 콜백, 그다음 `applicationDidBecomeActive(_:)`입니다. iOS 13 이상에서는 같은 앱이 씬 기반입니다.",
    "App-based:": "앱 기반:",
    "Articles and answers about the life cycle repeat a few claims that Apple's pages and the catalog contradict. Each is shown below with why it is wrong and the scenario that proves it; in a lesson, read the claim out and let students find the row that refutes it.":
      "생명 주기를 다루는 글과 답변은 Apple 문서와 카탈로그가 반박하는 몇 가지 주장을 되풀이합니다. 아래에 각 주장과 틀린 이유, 이를 증명하는 시나리오를 보입니다. 수업에서는 주장을 읽어 주고, 학생들이 이를 반박하는 행을 찾게 하십시오.",
    "Background → Active, skipping inactive": "비활성을 건너뛰는 백그라운드 → 활성",
    "Common mistakes": "흔한 오해",
    "For each app, say which life cycle it gets and which callbacks come when the user taps its icon. The answers are folded.":
      "각 앱에 대해, 어떤 생명 주기를 받는지와 사용자가 아이콘을 탭했을 때 어떤 콜백이 오는지 말해 보십시오. 답은 접혀 있습니다.",
    "Foreground active as a transit state": "거쳐 가는 상태로서의 포그라운드 활성",
    "Foreground inactive is the transit state; foreground active is where a scene stays for as long as the user uses it. A launched scene rests in `foregroundActive` until something happens, and every way out of it resigns active first, through `foregroundInactive`.":
      "거쳐 가는 상태는 포그라운드 비활성입니다. 포그라운드 활성은 사용자가 쓰는 동안 씬이 머무는 상태입니다. 실행된 씬은 무슨 일이 일어날 때까지 `foregroundActive`에 머물고, 거기서 나가는 모든 길은 먼저 활성 상태를 내려놓고 `foregroundInactive`를 거칩니다.",
    "It comes before: the app is still inactive (app-based) or in the background (scene-based) while it runs, and UIKit does not even show the window until it returns. `applicationDidBecomeActive(_:)` (or `sceneDidBecomeActive(_:)`) is the last callback of the launch.":
      "이 메서드는 먼저 옵니다. 실행되는 동안 앱은 아직 비활성(앱 기반)이거나 백그라운드(씬 기반)이며, UIKit은 메서드가 반환할 때까지 윈도우를 보여 주지도 않습니다. 실행의 마지막 콜백은 `applicationDidBecomeActive(_:)`(또는 `sceneDidBecomeActive(_:)`)입니다.",
    "No change of state skips inactive: coming back calls `applicationWillEnterForeground(_:)` (the app is inactive) before `applicationDidBecomeActive(_:)`, and a scene gets `sceneWillEnterForeground(_:)` before `sceneDidBecomeActive(_:)`. Apple's diagram says an app transitions through the inactive state.":
      "어떤 상태 변화도 비활성을 건너뛰지 않습니다. 돌아올 때는 `applicationDidBecomeActive(_:)`보다 먼저 `applicationWillEnterForeground(_:)`(앱은 비활성)가 호출되고, 씬은 `sceneDidBecomeActive(_:)`보다 먼저 `sceneWillEnterForeground(_:)`를 받습니다. Apple의 다이어그램도 앱이 비활성 상태를 거쳐 전환된다고 말합니다.",
    "No life cycle at all: the app fails to launch, so not even `application(_:willFinishLaunchingWithOptions:)` comes. Built with the iOS 26 SDK, the same app still launches, app-based, and UIKit logs that the scene life cycle will soon be required.":
      "생명 주기가 전혀 없습니다. 앱이 실행에 실패하므로 `application(_:willFinishLaunchingWithOptions:)`조차 오지 않습니다. iOS 26 SDK로 빌드하면 같은 앱이 여전히 앱 기반으로 실행되고, UIKit은 씬 생명 주기가 곧 필수가 된다고 로그에 남깁니다.",
    "No scene manifest, built with the iOS 27 SDK, run on iOS 27.":
      "씬 매니페스트가 없고, iOS 27 SDK로 빌드해 iOS 27에서 실행합니다.",
    "No scene manifest. The app delegate implements the launch callbacks and `applicationDidBecomeActive(_:)`; the project also has a `SceneDelegate` class left over from a template. It runs on iOS 18, built with the iOS 18 SDK.":
      "씬 매니페스트가 없습니다. 앱 델리게이트는 실행 콜백과 `applicationDidBecomeActive(_:)`를 구현하고, 프로젝트에는 템플릿에서 남은 `SceneDelegate` 클래스도 있습니다. iOS 18 SDK로 빌드해 iOS 18에서 실행합니다.",
    "Scene-based, from the reference model, each row with the kind of its source:":
      "씬 기반, 참조 모델에서 가져온 것으로 각 행에 출처의 종류를 붙였습니다:",
    "Scene-based. The two launch callbacks, then the configuration, `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. `applicationDidBecomeActive(_:)` is never called: it is implemented, but the manifest decides.":
      "씬 기반입니다. 두 실행 콜백, 그다음 구성, `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`입니다. `applicationDidBecomeActive(_:)`는 호출되지 않습니다. 구현되어 있어도 매니페스트가 결정합니다.",
    "The Info.plist has a `UIApplicationSceneManifest` naming `SceneDelegate`. The app delegate implements `application(_:didFinishLaunchingWithOptions:)` and `applicationDidBecomeActive(_:)`. It runs on iOS 18.":
      "`Info.plist`에 `SceneDelegate`를 지정한 `UIApplicationSceneManifest`가 있습니다. 앱 델리게이트는 `application(_:didFinishLaunchingWithOptions:)`와 `applicationDidBecomeActive(_:)`를 구현합니다. iOS 18에서 실행합니다.",
    "The Info.plist has a scene manifest, and the app delegate implements the four foreground and background methods as well, for iOS 12. It runs on iOS 12.":
      "`Info.plist`에 씬 매니페스트가 있고, 앱 델리게이트도 iOS 12를 위해 포그라운드와 백그라운드 메서드 네 개를 구현합니다. iOS 12에서 실행합니다.",
    "The scenarios: {1} and {2}.": "시나리오: {1}, {2}.",
    "UIKit decides once, at launch, from the app's Info.plist: the delegates an app implements do not choose for it.":
      "UIKit은 실행할 때 한 번, 앱의 `Info.plist`를 보고 결정합니다. 앱이 구현한 델리게이트가 이를 정하지 않습니다.",
    "Which life cycle an app gets": "앱이 어떤 생명 주기를 받는가",
    "`didFinishLaunching` after the app becomes active": "앱이 활성 상태가 된 뒤의 `didFinishLaunching`",
    "common mistakes": "흔한 오해",
    "which life cycle": "어떤 생명 주기",
    "“A scene passes through foreground active on its way to the background.”":
      "“씬은 백그라운드로 가는 길에 포그라운드 활성을 거쳐 간다.”",
    "“Coming back from the background, the app goes straight from background to active.”":
      "“백그라운드에서 돌아올 때 앱은 백그라운드에서 곧바로 활성 상태가 된다.”",
    "“`application(_:didFinishLaunchingWithOptions:)` is called after the app becomes active.”":
      "“`application(_:didFinishLaunchingWithOptions:)`는 앱이 활성 상태가 된 뒤에 호출된다.”",
  ]
}
