/// The Apple documentation pages and public logs that expectations cite.
///
/// Kept in one place so a moved page is fixed once; `page(of:)` maps a method, a notification
/// or an event to its page. The model and the catalog both cite these
/// pages; each writes its own expectations from them. Static strings, so that citing a page
/// costs the model nothing at run time.
package enum AppleDocumentation {
  package static let uikit: StaticString = "https://developer.apple.com/documentation/uikit/"
  package static let lifeCycle: StaticString =
    "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle"
  package static let launchSequence: StaticString =
    "https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence"
  package static let backgroundSequence: StaticString =
    "https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence"
  package static let foregroundPreparation: StaticString =
    "https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-foreground"
  package static let backgroundPreparation: StaticString =
    "https://developer.apple.com/documentation/uikit/preparing-your-ui-to-run-in-the-background"
  package static let sceneTransition: StaticString =
    "https://developer.apple.com/documentation/uikit/transitioning-to-the-uikit-scene-based-life-cycle"
  package static let multipleWindows: StaticString =
    "https://developer.apple.com/documentation/uikit/supporting-multiple-windows-on-ipad"
  package static let applicationState: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/applicationstate"
  package static let applicationDelegate: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate"
  package static let sceneActivationState: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum"
  /// TN3187, Migrating to the UIKit scene-based life cycle: the iOS 27 requirement.
  package static let sceneMigration: StaticString =
    "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

  /// Reducing terminations in your app: a terminated app relaunches the next time it is used.
  package static let terminations: StaticString =
    "https://developer.apple.com/documentation/xcode/reduce-terminations-in-your-app"
  /// The exception types of a crash report: `0xdead10cc`, a lock held during suspension.
  package static let exceptionTypes: StaticString =
    "https://developer.apple.com/documentation/xcode/understanding-the-exception-types-in-a-crash-report"
  /// `UISceneDestructionCondition` (iOS 26): a restart is a system disconnection.
  package static let destructionCondition: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedestructioncondition"

  /// `UIApplication.beginBackgroundTask(expirationHandler:)`: the handler, and the kill of an app
  /// that leaves a task open.
  package static let beginBackgroundTask: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/beginbackgroundtask(expirationhandler:)"

  /// Presenting content on a connected display: the system provides a window scene for a
  /// display the user connects, with a role for interactive or noninteractive windows.
  package static let connectedDisplay: StaticString =
    "https://developer.apple.com/documentation/uikit/presenting-content-on-a-connected-display"
  /// `UISceneSession.Role.windowExternalDisplayNonInteractive`: noninteractive windows on an
  /// externally connected display.
  package static let externalDisplayRole: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowexternaldisplaynoninteractive"
  /// `UISceneAccessory` (iOS 27): supplementary content, an external display's among it, that the
  /// system presents when it becomes available and the app has registered it.
  package static let sceneAccessory: StaticString =
    "https://developer.apple.com/documentation/uikit/uisceneaccessory"

  // UIApplicationDelegate
  package static let willFinishLaunching: StaticString = """
    https://developer.apple.com/documentation/uikit/uiapplicationdelegate/\
    application(_:willfinishlaunchingwithoptions:)
    """
  package static let didFinishLaunching: StaticString = """
    https://developer.apple.com/documentation/uikit/uiapplicationdelegate/\
    application(_:didfinishlaunchingwithoptions:)
    """
  package static let applicationDidBecomeActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)"
  package static let applicationWillResignActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)"
  package static let applicationDidEnterBackground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)"
  package static let applicationWillEnterForeground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)"
  package static let applicationWillTerminate: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)"
  package static let memoryWarning: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)"
  package static let protectedDataWillBecomeUnavailable: StaticString = """
    https://developer.apple.com/documentation/uikit/uiapplicationdelegate/\
    applicationprotecteddatawillbecomeunavailable(_:)
    """
  package static let protectedDataDidBecomeAvailable: StaticString = """
    https://developer.apple.com/documentation/uikit/uiapplicationdelegate/\
    applicationprotecteddatadidbecomeavailable(_:)
    """
  package static let significantTimeChange: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationsignificanttimechange(_:)"
  package static let openURL: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)"
  package static let willContinueUserActivity: StaticString = """
    https://developer.apple.com/documentation/uikit/uiapplicationdelegate/\
    application(_:willcontinueuseractivitywithtype:)
    """
  package static let continueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)"
  package static let configurationForConnecting: StaticString = """
    https://developer.apple.com/documentation/uikit/uiapplicationdelegate/\
    application(_:configurationforconnecting:options:)
    """
  package static let didDiscardSceneSessions: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)"

  // UISceneDelegate, UIWindowSceneDelegate, UIScene
  package static let sceneWillConnect: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)"
  package static let sceneDidDisconnect: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)"
  package static let sceneWillEnterForeground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)"
  package static let sceneDidBecomeActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)"
  package static let sceneWillResignActive: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)"
  package static let sceneDidEnterBackground: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)"
  package static let sceneOpenURLContexts: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)"
  package static let sceneWillContinueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)"
  package static let sceneContinueUserActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)"
  package static let stateRestorationActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)"
  /// UISceneSession.stateRestorationActivity: "Before disconnecting a scene, the system asks your
  /// delegate" for the activity to keep.
  package static let sessionStateRestorationActivity: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity"
  package static let connectionOptions: StaticString =
    "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions"
  package static let didUpdateEffectiveGeometry: StaticString =
    "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)"
  package static let didUpdateCoordinateSpace: StaticString = """
    https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/\
    windowscene(_:didupdate:interfaceorientation:traitcollection:)
    """

  /// Where a suspended app's queued notifications are delivered "in the foreground or in the background".
  package static let queuedNotifications: StaticString =
    "https://developer.apple.com/documentation/uikit/processing-queued-notifications"

  // UIApplication notifications
  package static let willEnterForegroundNotification: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification"
  package static let didBecomeActiveNotification: StaticString =
    "https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification"

  // Public logs of real behaviour, where Apple's pages are silent.
  /// Developer Forums thread: force quit from the app switcher delivers resign then disconnect.
  package static let forceQuitForumLog: StaticString = "https://developer.apple.com/forums/thread/732170"
  /// Douglas Hill: swiping away the last scene terminates the process.
  package static let lastSceneTerminationLog: StaticString = "https://douglashill.co/app-termination/"
  /// Developer Forums, an Apple engineer: the scene requirement is checked only for apps built with the new SDK.
  package static let sdkCheckForumPost: StaticString = "https://developer.apple.com/forums/thread/789004"
  /// Salesforce Mobile SDK pull request: an AirPlay display's scene enters the foreground and is never activated.
  package static let externalDisplayActivationLog: StaticString =
    "https://github.com/forcedotcom/SalesforceMobileSDK-iOS/pull/3679"
  /// React Native issue: Notification Center flips the app inactive, active, inactive.
  package static let notificationCenterLog: StaticString = "https://github.com/react/react-native/issues/18575"
  /// Practitioner note: answering a call sends the app to the background.
  package static let acceptedCallLog: StaticString = "https://blog.csdn.net/wakin002/article/details/8529841"
  /// Stack Overflow: since iOS 5, locking sends the app to the background and unlocking brings it back.
  package static let lockLog: StaticString = "https://stackoverflow.com/questions/7754317"
}
