/// A window scene's delegate: a scene delegate that also hears about geometry changes, shaped
/// like `UIWindowSceneDelegate` (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate).
///
/// An engine calls these only on a scene delegate that adopts this protocol, as UIKit does.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
  /// The scene's size or orientation changed (iOS 26 and later).
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)
  func windowScene(
    _ windowScene: Scene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: Scene.Geometry)
  /// The scene's coordinate space, orientation or traits changed (before iOS 26).
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)
  func windowScene(
    _ windowScene: Scene, didUpdate previousCoordinateSpace: Scene.Geometry,
    interfaceOrientation previousInterfaceOrientation: Scene.InterfaceOrientation,
    traitCollection previousTraitCollection: Scene.TraitCollection)
}

extension WindowSceneDelegate {
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func windowScene(
    _ windowScene: Scene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: Scene.Geometry
  ) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func windowScene(
    _ windowScene: Scene, didUpdate previousCoordinateSpace: Scene.Geometry,
    interfaceOrientation previousInterfaceOrientation: Scene.InterfaceOrientation,
    traitCollection previousTraitCollection: Scene.TraitCollection
  ) {}
}
