extension Quoted {
  /// The first `count` items, joined by commas, and `…` after them if there are more: a list
  /// in a message stays short whatever its length (`main, second, third, …`).
  package static func list(_ items: [String], first count: Int) -> String {
    items.prefix(count).joined(separator: ", ") + (items.count > count ? ", …" : "")
  }
}
