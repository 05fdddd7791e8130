/// A window scene's delegate: a scene delegate that also hears about geometry changes, shaped
/// like `UIWindowSceneDelegate` (https://developer.apple.com/documentation/uikit/uiwindowscenedelegate).
///
/// An engine calls these only on a scene delegate that adopts this protocol, as UIKit does.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
  /// The scene's size or orientation changed (iOS 26 and later).
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)
  func windowScene(
    _ windowScene: WindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: WindowScene.Geometry)
  /// The scene's coordinate space, orientation or traits changed (before iOS 26).
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)
  func windowScene(
    _ windowScene: WindowScene, didUpdate previousCoordinateSpace: WindowScene.CoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: WindowScene.InterfaceOrientation,
    traitCollection previousTraitCollection: WindowScene.TraitCollection)
}

extension WindowSceneDelegate {
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func windowScene(
    _ windowScene: WindowScene,
    didUpdateEffectiveGeometry previousEffectiveGeometry: WindowScene.Geometry
  ) {}
  /// Does nothing by default, so a delegate implements only the callbacks it needs.
  public func windowScene(
    _ windowScene: WindowScene, didUpdate previousCoordinateSpace: WindowScene.CoordinateSpace,
    interfaceOrientation previousInterfaceOrientation: WindowScene.InterfaceOrientation,
    traitCollection previousTraitCollection: WindowScene.TraitCollection
  ) {}
}
