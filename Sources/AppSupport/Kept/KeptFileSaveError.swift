/// Why a kept file could not be saved. The app says so and goes on; the file on disk is
/// as it was.
public struct KeptFileSaveError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  init(_ description: String) {
    self.description = description
  }
}
