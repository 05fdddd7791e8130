/// The Apple documentation pages and public logs that expectations cite.
///
/// Kept in one place so a moved page is fixed once; `page(of:)` maps a method, a notification
/// or an event to its page. The model and the catalog both cite these
/// pages; each writes its own expectations from them. Static strings, so that citing a page
/// costs the model nothing at run time.
public enum AppleDocumentation {
  public static let uikit: StaticString = "https://developer.apple.com/documentation/uikit/"
  public static let lifeCycle: StaticString =
    "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle"
  public static let launchSequence: StaticString =
    "https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence"
  public static let backgroundSequence: StaticString =
    "https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence"
  public static let foregroundPreparation: StaticString =
    "https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-foreground"
  public static let backgroundPreparation: StaticString =
    "https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background"
  public static let sceneTransition: StaticString =
    "https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle"
  public static let multipleWindows: StaticString =
    "https://developer.apple.com/documentation/uikit/supporting-multiple-windows-on-ipad"
  public static let applicationState: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/applicationstate"
  public static let applicationDelegate: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate"
  public static let sceneActivationState: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum"
  /// TN3187, Migrating to the UIKit scene-based life cycle: the iOS 27 requirement.
  public static let sceneMigration: StaticString =
    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  // UIApplicationDelegate
  public static let willFinishLaunching: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)"
  public static let didFinishLaunching: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)"
  public static let applicationDidBecomeActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)"
  public static let applicationWillResignActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)"
  public static let applicationDidEnterBackground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)"
  public static let applicationWillEnterForeground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)"
  public static let applicationWillTerminate: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)"
  public static let memoryWarning: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)"
  public static let protectedDataWillBecomeUnavailable: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatawillbecomeunavailable(_:)"
  public static let protectedDataDidBecomeAvailable: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatadidbecomeavailable(_:)"
  public static let significantTimeChange: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationsignificanttimechange(_:)"
  public static let openURL: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)"
  public static let willContinueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)"
  public static let continueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)"
  public static let configurationForConnecting: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)"
  public static let didDiscardSceneSessions: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)"

  // UISceneDelegate, UIWindowSceneDelegate, UIScene
  public static let sceneWillConnect: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)"
  public static let sceneDidDisconnect: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)"
  public static let sceneWillEnterForeground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)"
  public static let sceneDidBecomeActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)"
  public static let sceneWillResignActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)"
  public static let sceneDidEnterBackground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)"
  public static let sceneOpenURLContexts: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)"
  public static let sceneWillContinueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)"
  public static let sceneContinueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)"
  public static let stateRestorationActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)"
  /// UISceneSession.stateRestorationActivity: "Before disconnecting a scene, the system asks your
  /// delegate" for the activity to keep.
  public static let sessionStateRestorationActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity"
  public static let connectionOptions: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions"
  public static let didUpdateEffectiveGeometry: StaticString =
    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)"
  public static let didUpdateCoordinateSpace: StaticString =
    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)"

  // UIApplication notifications
  public static let willEnterForegroundNotification: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification"
  public static let didBecomeActiveNotification: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification"

  // Public logs of real behaviour, where Apple's pages are silent.
  /// Developer Forums thread: force quit from the app switcher delivers resign then disconnect.
  public static let forceQuitForumLog: StaticString = "https://developer.apple.com/forums/thread/732170"
  /// Douglas Hill: swiping away the last scene terminates the process.
  public static let lastSceneTerminationLog: StaticString = "https://douglashill.co/app-termination/"
  /// React Native issue: Notification Center flips the app inactive, active, inactive.
  public static let notificationCenterLog: StaticString = "https://github.com/react/react-native/issues/18575"
  /// Practitioner note: answering a call sends the app to the background.
  public static let acceptedCallLog: StaticString = "https://blog.csdn.net/wakin002/article/details/8529841"
  /// Stack Overflow: since iOS 5, locking sends the app to the background and unlocking brings it back.
  public static let lockLog: StaticString = "https://stackoverflow.com/questions/7754317"
}
