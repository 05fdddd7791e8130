import Lifecycle

/// A scene's phase, as SwiftUI names it: what a view inside the scene reads from its
/// environment (https://developer.apple.com/documentation/swiftui/scenephase).
public enum ScenePhase: String, Sendable, CaseIterable {
  /// In the foreground and interactive.
  case active
  /// In the foreground, but it should pause its work.
  case inactive
  /// Not visible.
  case background
}

/// Derives one scene's phase from its scene delegate's callbacks, and announces each change, as
/// SwiftUI's `onChange(of: scenePhase)` fires: once a change, never for the phase it already has.
///
/// ```swift
/// let tracker = ScenePhaseTracker { phase in print("now", phase) }
/// tracker.sceneWillEnterForeground(scene)   // now inactive
/// ```
@MainActor
public final class ScenePhaseTracker: SceneDelegate {
  /// The phase announced last, or `nil` before the first.
  public private(set) var phase: ScenePhase?
  private let onChange: @MainActor (ScenePhase) -> Void

  /// A tracker that calls `onChange` with each new phase.
  public init(onChange: @escaping @MainActor (ScenePhase) -> Void) {
    self.onChange = onChange
  }

  // A scene connects in the background; it comes to the foreground with
  // sceneWillEnterForeground(_:), if it does.
  public func scene(
    _ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions
  ) {
    change(to: .background)
  }
  public func sceneWillEnterForeground(_ scene: Scene) { change(to: .inactive) }
  public func sceneDidBecomeActive(_ scene: Scene) { change(to: .active) }
  public func sceneWillResignActive(_ scene: Scene) { change(to: .inactive) }
  public func sceneDidEnterBackground(_ scene: Scene) { change(to: .background) }

  private func change(to new: ScenePhase) {
    guard new != phase else { return }
    phase = new
    onChange(new)
  }
}
