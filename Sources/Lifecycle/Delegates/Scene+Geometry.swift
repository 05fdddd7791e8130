extension Scene {
  /// A lightweight stand-in for `UIWindowScene.Geometry`: a window scene's size and orientation
  /// (https://developer.apple.com/documentation/uikit/uiwindowscene/geometry-swift.class).
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

  /// A lightweight stand-in for `UICoordinateSpace`: the bounds a window scene had.
  public struct CoordinateSpace: Hashable, Sendable {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// Creates a coordinate space of a size.
    public init(width: Double = 0, height: Double = 0) {
      self.width = width
      self.height = height
    }
  }

  /// `UIInterfaceOrientation`.
  public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable {
    /// An orientation, named as in `UIInterfaceOrientation`.
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  }

  /// A lightweight stand-in for `UITraitCollection`: the size classes a window scene had.
  public struct TraitCollection: Hashable, Sendable {
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass

    /// Creates a trait collection with its size classes.
    public init(horizontalSizeClass: SizeClass = .regular, verticalSizeClass: SizeClass = .regular) {
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
    }
  }

  /// `UIUserInterfaceSizeClass`.
  public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    /// A size class, named as in `UIUserInterfaceSizeClass`.
    case unspecified, compact, regular
  }
}
