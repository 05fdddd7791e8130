extension Korean {
  /// The catalog's row notes (the provenance of each row) and the order rules' summaries.
  static let sources: [String: String] = [
    "Apple's pages say resign only":
      "Apple 페이지는 비활성화만 언급",
    "Apple’s sequence calls applicationDidEnterBackground after a background launch or wake; logs lack it":
      "Apple의 순서는 백그라운드 실행이나 깨우기 뒤에 applicationDidEnterBackground를 호출하지만, 로그에는 없음",
    "the app’s state is its most active scene’s: once a scene is active, so is the app, and UIKit posts the notification":
      "앱의 상태는 가장 활성인 씬의 상태임: 씬 하나가 활성이 되면 앱도 활성이 되고, UIKit은 알림을 게시함",
    "UIKit announces the activity type before the activity’s data arrives":
      "UIKit은 액티비티의 데이터가 도착하기 전에 액티비티 유형을 알림",
    "UIKit asks for a configuration shortly before creating a new scene":
      "UIKit은 새 씬을 만들기 직전에 구성을 요청함",
    "UIKit connects the scene and posts UIScene.willConnectNotification":
      "UIKit이 씬을 연결하고 UIScene.willConnectNotification을 게시함",
    "UIKit may release a background scene to reclaim memory; the session is kept, not discarded":
      "UIKit은 메모리를 회수하려고 백그라운드 씬을 해제할 수 있으며, 세션은 폐기되지 않고 유지됨",
    "UIKit posts the app's notification with the scene's; whether it does while the app stays active is not documented":
      "UIKit은 앱의 알림을 씬의 알림과 함께 게시함. 앱이 활성 상태를 유지하는 동안에도 그러는지는 문서화되지 않음",
    "UIKit posts the app's notification with the scene's; whether it does while another scene keeps the app active is not documented":
      "UIKit은 앱의 알림을 씬의 알림과 함께 게시함. 다른 씬이 앱을 활성 상태로 유지하는 동안에도 그러는지는 문서화되지 않음",
    "UIKit posts the notification after calling the app-delegate method (didFinishLaunching, didBecomeActive, willResignActive, willTerminate)":
      "UIKit은 앱 델리게이트 메서드(didFinishLaunching, didBecomeActive, willResignActive, willTerminate)를 호출한 뒤 알림을 게시함",
    "the app’s state is its most active scene’s: when no scene is active any more, the app resigns and UIKit posts it":
      "앱의 상태는 가장 활성인 씬의 상태임: 활성인 씬이 하나도 남지 않으면 앱이 비활성이 되고, UIKit은 알림을 게시함",
    "a URL for a running app; from the background the app comes to the foreground first":
      "실행 중인 앱을 위한 URL. 백그라운드에서는 앱이 먼저 포그라운드로 옴",
    "a URL or user activity comes after the step's …WillEnterForeground (or willConnectTo); a URL comes before …DidBecomeActive; the activity's type comes before the activity":
      "URL이나 사용자 액티비티는 그 단계의 …WillEnterForeground(또는 willConnectTo) 뒤에 오고, URL은 …DidBecomeActive 전에 오며, 액티비티 유형은 액티비티보다 먼저 옴",
    "a connected scene receives the URLs to open":
      "연결된 씬이 열어야 할 URL을 받음",
    "a declined banner call changes nothing: the app never lost focus":
      "거절한 배너 전화는 아무것도 바꾸지 않음: 앱은 포커스를 잃은 적이 없음",
    "a launch to open a URL hands it over once the app has finished launching, before it becomes active":
      "URL을 열기 위한 실행은 앱이 실행을 마친 뒤, 활성이 되기 전에 URL을 넘겨줌",
    "a neighbour may be resized":
      "이웃 씬의 크기가 조절될 수 있음",
    "a new window is a new session: UIKit asks for its configuration before connecting it":
      "새 창은 새 세션임: UIKit은 연결하기 전에 구성을 요청함",
    "a scene beside one that comes on screen may resign and become active again as the screen rearranges":
      "화면에 나타나는 씬 옆의 씬은 화면이 재배치되는 동안 비활성화되었다가 다시 활성 상태가 될 수 있음",
    "a scene beside one that opens, leaves or is resized may be told its geometry changed; no page says it must be":
      "열리거나 떠나거나 크기가 바뀌는 씬 옆의 씬은 지오메트리가 바뀌었다는 통보를 받을 수 있음. 반드시 그렇다고 말하는 페이지는 없음",
    "a scene connected in the background never was on screen; whether it is told it entered the background is not documented":
      "백그라운드에서 연결된 씬은 화면에 나타난 적이 없음. 백그라운드에 들어갔다는 통보를 받는지는 문서화되지 않음",
    "a scene connecting for Handoff finds only the activity's type in its connection options":
      "Handoff로 연결되는 씬은 연결 옵션에서 액티비티 유형만 찾음",
    "a scene launched by a tapped notification finds the response in its connection options":
      "탭한 알림으로 실행된 씬은 연결 옵션에서 응답을 찾음",
    "a scene removed in the app switcher has its session discarded; the app runs, so at once":
      "앱 전환기에서 제거된 씬은 세션이 폐기됨. 앱이 실행 중이므로 즉시",
    "a scene swiped away in the switcher may resign and disconnect without entering the background":
      "전환기에서 쓸어 넘긴 씬은 백그라운드에 들어가지 않고 비활성화된 뒤 연결이 끊길 수 있음",
    "a scene that connects for a URL or activity finds it in its connection options":
      "URL이나 액티비티 때문에 연결되는 씬은 연결 옵션에서 이를 찾음",
    "a scene the user closes is released: UIKit calls sceneDidDisconnect":
      "사용자가 닫은 씬은 해제됨: UIKit이 sceneDidDisconnect를 호출함",
    "an alert is an overlay window: the app loses focus, moving from active to inactive, not to the background":
      "알림창은 오버레이 창임: 앱은 포커스를 잃고, 백그라운드가 아니라 활성에서 비활성으로 옮겨감",
    "after the scene connects, UIKit calls the scene delegate to deliver the activity itself":
      "씬이 연결된 뒤 UIKit이 씬 델리게이트를 호출해 액티비티 자체를 전달함",
    "what answering from the banner does is not documented or logged; taken as answering a full-screen call: the app resigns and goes to the background":
      "배너에서 전화를 받을 때 일어나는 일은 문서에도 로그에도 없음. 전체 화면 전화를 받는 것과 같다고 봄: 앱이 비활성화된 뒤 백그라운드로 감",
    "answering the call sends the app to the background":
      "전화를 받으면 앱이 백그라운드로 감",
    "application(_:configurationForConnecting:options:) comes before the scene(_:willConnectTo:options:) it configures":
      "application(_:configurationForConnecting:options:)는 그것이 구성하는 scene(_:willConnectTo:options:)보다 먼저 옴",
    "application(_:willFinishLaunchingWithOptions:) comes before application(_:didFinishLaunchingWithOptions:), which comes before every other event of a launch":
      "application(_:willFinishLaunchingWithOptions:)는 application(_:didFinishLaunchingWithOptions:)보다 먼저 오고, 이는 실행의 다른 모든 이벤트보다 먼저 옴",
    "applicationWillTerminate(_:) and its notification come after every scene event of the step (a rule of the format, Conformance/SPEC.md#termination-last: Apple's pages give no order)":
      "applicationWillTerminate(_:)와 그 알림은 그 단계의 모든 씬 이벤트 뒤에 옴(형식의 규칙, `Conformance/SPEC.md#termination-last`: Apple 페이지는 순서를 정하지 않음)",
    "asked before a new scene":
      "새 씬보다 먼저 요청됨",
    "back from the background; the notification is posted shortly before the method":
      "백그라운드에서 돌아옴. 알림은 메서드 직전에 게시됨",
    "called as soon as the process is done launching, after state restoration":
      "상태 복원 뒤 프로세스가 실행을 마치자마자 호출됨",
    "called when the process is done launching":
      "프로세스가 실행을 마쳤을 때 호출됨",
    "each delegate's callbacks come one after another, in the order of the state changes they announce":
      "각 델리게이트의 콜백은 알리는 상태 변화의 순서대로 차례차례 옴",
    "each object's notifications come in the order of the state changes they announce":
      "각 객체의 알림은 알리는 상태 변화의 순서대로 옴",
    "for new scenes and for scenes coming back from the background":
      "새 씬과 백그라운드에서 돌아오는 씬에 대해",
    "iOS 13 to 25: resizing a scene reports a change of its coordinate space":
      "iOS 13–25: 씬 크기를 조절하면 좌표 공간의 변경이 보고됨",
    "iOS 26 and later: the window scene’s effective geometry changed":
      "iOS 26 이상: 윈도우 씬의 유효 지오메트리가 바뀜",
    "the forum’s log ends without applicationWillTerminate; if it comes, it comes after every scene event (termination-last)":
      "포럼의 로그는 applicationWillTerminate 없이 끝남. 온다면 모든 씬 이벤트 뒤에 옴(`termination-last`)",
    "the forum’s report shows no applicationWillTerminate, and Apple says it is “generally not called when the user quits the app”; optional":
      "포럼의 보고에는 applicationWillTerminate가 없고, Apple은 “사용자가 앱을 종료할 때 일반적으로 호출되지 않는다”고 함. 선택",
    "logs show resign, active, resign":
      "로그에는 비활성, 활성, 비활성 순으로 나타남",
    "logs since iOS 5: locking resigns active, then sends the app to the background":
      "iOS 5 이후의 로그: 잠그면 비활성화된 뒤 앱이 백그라운드로 감",
    "midnight, a carrier time update or a daylight-saving change; the notification goes with it":
      "자정, 이동통신사 시간 갱신 또는 일광 절약 시간 변경. 알림이 함께 옴",
    "posted when the app’s aggregate state moves from background to foreground":
      "앱의 전체 상태가 백그라운드에서 포그라운드로 바뀔 때 게시됨",
    "posted with the method, after it returns, when the method is called":
      "메서드가 호출될 때, 메서드가 반환된 뒤 함께 게시됨",
    "pulled fully down, the cover sheet may send the app to the background; no page says which iOS does so":
      "끝까지 내리면 커버 시트가 앱을 백그라운드로 보낼 수 있음. 어느 iOS가 그러는지 말하는 페이지는 없음",
    "reports differ on whether any scene connects when the system launches the app in the background":
      "시스템이 앱을 백그라운드에서 실행할 때 씬이 연결되는지에 대해 보고가 엇갈림",
    "sceneDidDisconnect(_:) comes before the application(_:didDiscardSceneSessions:) that discards that scene (Apple: the removal of a scene is a precursor to its destruction; no page orders the two callbacks)":
      "sceneDidDisconnect(_:)는 그 씬을 폐기하는 application(_:didDiscardSceneSessions:)보다 먼저 옴(Apple: 씬의 제거는 파괴의 전조임. 두 콜백의 순서를 정하는 페이지는 없음)",
    "each scene goes to the background on its own, while another may stay active":
      "씬은 각자 백그라운드로 감: 그동안 다른 씬은 활성 상태를 유지할 수 있음",
    "since iOS 11, pulling it down flips the app inactive, active, then inactive again":
      "iOS 11부터 내리면 앱이 비활성, 활성, 다시 비활성으로 바뀜",
    "since iOS 14 an incoming call may show as a compact banner that leaves the app active":
      "iOS 14부터 수신 전화가 앱을 활성 상태로 둔 채 작은 배너로 표시될 수 있음",
    "the forum’s report says a swiped-away app without scenes may be told it entered the background; optional":
      "포럼의 보고에 따르면 씬이 없는 앱을 쓸어 넘기면 백그라운드에 들어갔다는 알림을 받을 수 있음. 선택",
    "the forum’s log shows the swiped-away scene resign and disconnect without entering the background; optional":
      "포럼의 로그에서 쓸어 넘긴 씬은 백그라운드에 들어가지 않고 비활성화된 뒤 연결이 끊김. 선택",
    "swiping away an app on screen first makes its scene resign active":
      "화면에 있는 앱을 쓸어 넘기면 먼저 그 씬이 비활성화됨",
    "swiping away the app on screen first makes it resign active":
      "화면에 있는 앱을 쓸어 넘기면 먼저 앱이 비활성화됨",
    "the Notification Center overlay takes focus: the app resigns active and stays on screen":
      "알림 센터 오버레이가 포커스를 가져감: 앱은 비활성화되고 화면에 남음",
    "the activity’s data arrives for the app to continue":
      "앱이 이어 할 액티비티의 데이터가 도착함",
    "the app becomes active again when the user ignores an interruption such as a call":
      "사용자가 전화 같은 인터럽션을 무시하면 앱이 다시 활성 상태가 됨",
    "the app is about to become inactive":
      "앱이 곧 비활성 상태가 됨",
    "the app is about to become inactive; the notification follows the method":
      "앱이 곧 비활성 상태가 됨. 알림은 메서드 뒤에 옴",
    "the app is active":
      "앱이 활성 상태",
    "the app is active; UIKit then posts didBecomeActiveNotification":
      "앱이 활성 상태이고, 이어서 UIKit이 didBecomeActiveNotification을 게시함",
    "the app is in the background":
      "앱이 백그라운드에 있음",
    "the app is in the background; the notification is posted around the same time":
      "앱이 백그라운드에 있음. 알림은 거의 같은 시점에 게시됨",
    "the app loses focus when an overlay window appears and regains it when it goes":
      "오버레이 창이 나타나면 앱은 포커스를 잃고, 사라지면 되찾음",
    "the app’s state is its most active scene’s: with no scene on screen it is in the background":
      "앱의 상태는 가장 활성화된 씬의 상태임: 화면에 씬이 없으면 백그라운드에 있음",
    "the device is about to lock; only apps using data protection care, so optional":
      "기기가 곧 잠김. 데이터 보호를 사용하는 앱만 관련되므로 선택",
    "the device was unlocked and protected files can be read again; optional":
      "기기가 잠금 해제되어 보호된 파일을 다시 읽을 수 있음. 선택",
    "the method and UIApplication.didReceiveMemoryWarningNotification go together, in no stated order":
      "메서드와 UIApplication.didReceiveMemoryWarningNotification은 함께 오며, 정해진 순서는 없음",
    "the new scene connects with the request’s activity in its connection options":
      "새 씬은 요청의 액티비티를 연결 옵션에 담아 연결됨",
    "the page's current revision says an app that launches straight into the foreground gets it around launch time, as the launching scene comes on screen; earlier revisions said nothing of launches, and whether the behaviour or only the text changed is not known":
      "페이지의 현재 개정판은 곧바로 포그라운드로 실행되는 앱이 실행하는 씬이 화면에 나타날 때, 실행 무렵에 이 알림을 받는다고 함. 이전 개정판은 실행에 대해 말하지 않았으며, 동작이 바뀐 것인지 글만 바뀐 것인지는 알 수 없음",
    "the page's 2026 revision only":
      "페이지의 2026년 개정판에만 있음",
    "“called when your app creates or restores an instance of your user interface”: the reconnected session carries the activity saved before its scene disconnected; no configuration, as the configuration method's page speaks only of creating a new scene (Xcode's template: a new session)":
      "“앱이 사용자 인터페이스의 인스턴스를 만들거나 복원할 때 호출됨”: 다시 연결된 세션은 씬의 연결이 끊기기 전에 저장한 액티비티를 지님. 구성 메서드의 페이지는 새 씬을 만드는 경우만 말하므로 구성은 없음(Xcode 템플릿: 새 세션)",
    "the scene comes on screen":
      "씬이 화면에 나타남",
    "the scene connects":
      "씬이 연결됨",
    "the scene is about to stop being active":
      "씬이 곧 활성 상태를 멈춤",
    "the scene is active":
      "씬이 활성 상태임",
    "the scene is active; UIKit posts UIScene.didActivateNotification":
      "씬이 활성 상태임. UIKit이 UIScene.didActivateNotification을 게시함",
    "the scene is off screen":
      "씬이 화면 밖에 있음",
    "the scene is off screen; UIKit snapshots it shortly after":
      "씬이 화면 밖에 있음. UIKit이 곧 스냅숏을 찍음",
    "the scene is released":
      "씬이 해제됨",
    "the scene is told which activity type is about to be continued":
      "씬이 곧 이어 할 액티비티 유형을 통보받음",
    "the scene receives the activity to continue":
      "씬이 이어 할 액티비티를 받음",
    "the scene resigns":
      "씬이 비활성화됨",
    "the session is discarded":
      "세션이 폐기됨",
    "the forum’s log shows the swiped-away scene disconnected; the process may end first":
      "포럼의 로그에서 쓸어 넘긴 씬은 연결이 끊김. 그 전에 프로세스가 끝날 수도 있음",
    "“called when your app creates or restores an instance of your user interface”, in the background too":
      "“앱이 사용자 인터페이스의 인스턴스를 만들거나 복원할 때 호출됨”, 백그라운드에서도",
    "the system may launch a scene in the background “to process a location event”; reports differ on whether one connects when the app is launched in the background":
      "시스템은 “위치 이벤트를 처리하려고” 씬을 백그라운드에서 실행할 수 있음. 앱이 백그라운드에서 실행될 때 씬이 연결되는지는 보고마다 다름",
    "the system posts the notification shortly after the method returns":
      "시스템은 메서드가 반환된 직후 알림을 게시함",
    "when the process ends before the discard is reported, the next launch reports it":
      "폐기가 보고되기 전에 프로세스가 끝나면 다음 실행이 이를 보고함",
    "whether UIKit disconnects the scenes of a process it ends in the background is not documented":
      "백그라운드에서 끝내는 프로세스의 씬 연결을 UIKit이 끊는지는 문서화되지 않음",
    "while the app is suspended the change is queued and delivered when it returns to the foreground":
      "앱이 일시 중단된 동안 변경은 대기열에 들어가고, 앱이 포그라운드로 돌아올 때 전달됨",
    "your app is in the inactive state":
      "앱이 비활성 상태임",
    "“Before disconnecting a scene, the system asks your delegate” for it; when else UIKit asks is not documented: allowed once, after the scene enters the background and before it disconnects":
      "“씬의 연결을 끊기 전에 시스템이 델리게이트에 요청합니다”. UIKit이 그 밖에 언제 요청하는지는 문서화되지 않음: 씬이 백그라운드에 들어간 뒤, 연결이 끊기기 전에 한 번 허용",
    "“Before disconnecting a scene, the system asks your delegate” for its activity; may be absent":
      "“씬의 연결을 끊기 전에 시스템이 델리게이트에 액티비티를 요청합니다”. 없을 수도 있음",
    "“If your app isn’t running, UIKit calls this method the next time your app launches.”":
      "“앱이 실행 중이 아니면 UIKit은 다음에 앱이 실행될 때 이 메서드를 호출합니다.”",
    "the launch process has begun: the first launch callback; an app with scenes gets no launch options":
      "실행 과정이 시작됨: 첫 실행 콜백. 씬을 쓰는 앱은 실행 옵션을 받지 않음",
    "“When the user removes a scene from the app switcher, UIKit calls this method”":
      "“사용자가 앱 전환기에서 씬을 제거하면 UIKit이 이 메서드를 호출합니다”",
    "“called when your app creates or restores an instance of your user interface”; a kept session needs no configuration (Xcode's template: the configuration is for a new session)":
      "“앱이 사용자 인터페이스의 인스턴스를 만들거나 복원할 때 호출됩니다”. 유지된 세션에는 구성이 필요 없음(Xcode 템플릿: 구성은 새 세션을 위한 것)",
    "“this method may be called” for an app ended in the background; a kill for memory gets nothing":
      "백그라운드에서 끝나는 앱에 대해 “이 메서드가 호출될 수 있습니다”. 메모리 때문에 강제 종료되면 아무것도 받지 못함",
  ]
}
