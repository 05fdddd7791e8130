/// The Apple documentation pages and public logs that expectations cite.
///
/// Kept in one place so a moved page is fixed once. The model and the catalog both cite these
/// pages; each writes its own expectations from them.
public enum AppleDocumentation {
  static let base = "https://developer.apple.com/documentation/uikit/"

  public static let lifeCycle = base + "managing-your-app-s-life-cycle"
  public static let launchSequence = base + "about-the-app-launch-sequence"
  public static let backgroundSequence = base + "about-the-background-execution-sequence"
  public static let foregroundPreparation = base + "preparing-your-ui-to-run-in-the-foreground"
  public static let backgroundPreparation = base + "preparing-your-ui-to-run-in-the-background"
  public static let sceneTransition = base + "transitioning-to-the-uikit-scene-based-life-cycle"
  public static let multipleWindows = base + "supporting-multiple-windows-on-ipad"
  public static let applicationState = base + "uiapplication/applicationstate"

  // UIApplicationDelegate
  public static let willFinishLaunching =
    base + "uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)"
  public static let didFinishLaunching =
    base + "uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)"
  public static let applicationDidBecomeActive = base + "uiapplicationdelegate/applicationdidbecomeactive(_:)"
  public static let applicationWillResignActive =
    base + "uiapplicationdelegate/applicationwillresignactive(_:)"
  public static let applicationDidEnterBackground =
    base + "uiapplicationdelegate/applicationdidenterbackground(_:)"
  public static let applicationWillEnterForeground =
    base + "uiapplicationdelegate/applicationwillenterforeground(_:)"
  public static let applicationWillTerminate = base + "uiapplicationdelegate/applicationwillterminate(_:)"
  public static let memoryWarning = base + "uiapplicationdelegate/applicationdidreceivememorywarning(_:)"
  public static let protectedDataWillBecomeUnavailable =
    base + "uiapplicationdelegate/applicationprotecteddatawillbecomeunavailable(_:)"
  public static let protectedDataDidBecomeAvailable =
    base + "uiapplicationdelegate/applicationprotecteddatadidbecomeavailable(_:)"
  public static let significantTimeChange =
    base + "uiapplicationdelegate/applicationsignificanttimechange(_:)"
  public static let openURL = base + "uiapplicationdelegate/application(_:open:options:)"
  public static let willContinueUserActivity =
    base + "uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)"
  public static let continueUserActivity =
    base + "uiapplicationdelegate/application(_:continue:restorationhandler:)"
  public static let configurationForConnecting =
    base + "uiapplicationdelegate/application(_:configurationforconnecting:options:)"
  public static let didDiscardSceneSessions =
    base + "uiapplicationdelegate/application(_:diddiscardscenesessions:)"

  // UISceneDelegate, UIWindowSceneDelegate, UIScene
  public static let sceneWillConnect = base + "uiscenedelegate/scene(_:willconnectto:options:)"
  public static let sceneDidDisconnect = base + "uiscenedelegate/scenediddisconnect(_:)"
  public static let sceneWillEnterForeground = base + "uiscenedelegate/scenewillenterforeground(_:)"
  public static let sceneDidBecomeActive = base + "uiscenedelegate/scenedidbecomeactive(_:)"
  public static let sceneWillResignActive = base + "uiscenedelegate/scenewillresignactive(_:)"
  public static let sceneDidEnterBackground = base + "uiscenedelegate/scenedidenterbackground(_:)"
  public static let sceneOpenURLContexts = base + "uiscenedelegate/scene(_:openurlcontexts:)"
  public static let sceneWillContinueUserActivity =
    base + "uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)"
  public static let sceneContinueUserActivity = base + "uiscenedelegate/scene(_:continue:)"
  public static let stateRestorationActivity = base + "uiscenedelegate/staterestorationactivity(for:)"
  public static let connectionOptions = base + "uiscene/connectionoptions"
  public static let didUpdateEffectiveGeometry =
    base + "uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)"
  public static let didUpdateCoordinateSpace =
    base + "uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)"

  // UIApplication notifications
  public static let willEnterForegroundNotification = base + "uiapplication/willenterforegroundnotification"
  public static let didBecomeActiveNotification = base + "uiapplication/didbecomeactivenotification"

  // Public logs of real behaviour, where Apple's pages are silent.
  /// Developer Forums thread: force quit from the app switcher delivers resign then disconnect.
  public static let forceQuitForumLog = "https://developer.apple.com/forums/thread/732170"
  /// Douglas Hill: swiping away the last scene terminates the process.
  public static let lastSceneTerminationLog = "https://douglashill.co/app-termination/"
  /// React Native issue: Notification Center flips the app inactive, active, inactive.
  public static let notificationCenterLog = "https://github.com/react/react-native/issues/18575"
  /// Practitioner note: answering a call sends the app to the background.
  public static let acceptedCallLog = "https://blog.csdn.net/wakin002/article/details/8529841"
  /// Stack Overflow: since iOS 5, locking sends the app to the background and unlocking brings it back.
  public static let lockLog = "https://stackoverflow.com/questions/7754317"
}
