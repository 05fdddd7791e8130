extension Scene {
  /// A lightweight stand-in for `UIWindowScene.Geometry`: a window scene's size and orientation
  /// (https://developer.apple.com/documentation/uikit/uiwindowscene/geometry-swift.class).
  ///
  /// It also stands for the `UICoordinateSpace` that `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`
  /// passes: a coordinate space is what has bounds, and a geometry has the scene's, as
  /// `UIWindowScene.Geometry.coordinateSpace` says from iOS 26.
  public struct Geometry: Hashable, Sendable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double
    /// The interface orientation.
    public var interfaceOrientation: InterfaceOrientation

    /// Creates a geometry of a size and an orientation.
    public init(width: Double = 0, height: Double = 0, interfaceOrientation: InterfaceOrientation = .portrait) {
      self.width = width
      self.height = height
      self.interfaceOrientation = interfaceOrientation
    }
  }

  /// `UIInterfaceOrientation`.
  public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    /// An orientation, named as in `UIInterfaceOrientation`.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  }

  /// A lightweight stand-in for `UITraitCollection`, which
  /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)` passes: the lifecycle
  /// depends on no trait, so the stand-in carries none.
  public struct TraitCollection: Hashable, Sendable {
    /// Creates a trait collection.
    public init() {}
  }
}
