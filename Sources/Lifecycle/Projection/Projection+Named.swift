extension Projection {
  /// The projections the kit defines, from their frameworks' own documentation, by name:
  /// `androidx`, `flutter`, `react-native`, `swiftui` and `swiftui-app`.
  public static let all: [Projection] = [.androidX, .flutter, .reactNative, .swiftUI, .swiftUIApp]

  /// The projection the kit defines under `name` (`flutter`), or `nil`.
  ///
  /// ```swift
  /// let phase = Projection.named("swiftui")
  /// print(phase?.subject == .scene)   // true
  /// ```
  public static func named(_ name: String) -> Projection? {
    all.first { $0.name == name }
  }
}
