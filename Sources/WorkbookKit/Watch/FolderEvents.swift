#if canImport(Glibc)
  import Glibc
#endif

/// Wakes the watch the moment a file in the exercise's folder is written, moved into
/// place or removed, through Linux's inotify, so a save is noticed at once instead of
/// at the next poll. Where inotify is missing (macOS) or refused (out of watches), `init`
/// returns nil and the watch polls alone; the polls go on either way, so an event the
/// kernel does not send (a network file system) only costs the poll interval.
final class FolderEvents {
  #if canImport(Glibc)
    private let descriptor: Int32

    init?(folder: String) {
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY)
      guard inotify_add_watch(descriptor, folder, events) >= 0 else {
        close(descriptor)
        return nil
      }
    }

    deinit { close(descriptor) }

    /// Blocks until an event arrives or `milliseconds` pass, then drops the pending
    /// events (the caller reads the files themselves). Returns whether one arrived.
    func wait(milliseconds: Int32) -> Bool {
      var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, milliseconds) > 0 else { return false }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while read(descriptor, &buffer, buffer.count) > 0 {}
      return true
    }
  #else
    init?(folder: String) { nil }

    func wait(milliseconds: Int32) -> Bool { false }
  #endif
}
