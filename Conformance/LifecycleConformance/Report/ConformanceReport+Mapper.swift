extension ConformanceReport {
  /// Runs every scenario of the catalog on fresh mappers from `makeMapper`, the kit playing iOS
  /// for each (`MappedEngine`), and reports them as the engine initialiser does: `engine` names
  /// the mapper.
  ///
  /// ```swift
  /// let report = await ConformanceReport(engine: "AppState 0.76", exploring: Explorer(.mixed(seed: 1))) {
  ///   MyMapper()
  /// }
  /// ```
  @MainActor
  public init<Mapper: LifecycleMapper>(
    engine: String, date: String? = nil, exploring explorer: Explorer? = nil,
    running makeMapper: @MainActor () -> Mapper
  ) async {
    await self.init(engine: engine, date: date, exploring: explorer) { MappedEngine(makeMapper()) }
  }
}
