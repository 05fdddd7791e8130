extension Scene {
  /// A lightweight stand-in for `UIWindowScene.Geometry`: a window scene's size and orientation
  /// (https://developer.apple.com/documentation/uikit/uiwindowscene/geometry-swift.class).
  public struct Geometry: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var interfaceOrientation: InterfaceOrientation

    public init(width: Double = 0, height: Double = 0, interfaceOrientation: InterfaceOrientation = .portrait) {
      self.width = width
      self.height = height
      self.interfaceOrientation = interfaceOrientation
    }
  }

  /// A lightweight stand-in for `UICoordinateSpace`: the bounds a window scene had.
  public struct CoordinateSpace: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double = 0, height: Double = 0) {
      self.width = width
      self.height = height
    }
  }

  /// `UIInterfaceOrientation`.
  public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  }

  /// A lightweight stand-in for `UITraitCollection`: the size classes a window scene had.
  public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(horizontalSizeClass: SizeClass = .regular, verticalSizeClass: SizeClass = .regular) {
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
    }
  }

  /// `UIUserInterfaceSizeClass`.
  public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case unspecified, compact, regular
  }
}
