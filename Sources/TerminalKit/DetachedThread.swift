#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a new thread of its own, detached: Foundation's
/// `Thread.detachNewThread`, written on POSIX threads so that TerminalKit does not
/// import Foundation. That import alone adds about a quarter to a cold build of a
/// chapter program (chapter-mvc: 6.5 s without it, 8 s with it, on the machine of
/// `Scripts/measure-first-screen.sh`), since every module built on TerminalKit then
/// loads Foundation too.
func detachThread(_ body: @escaping @Sendable () -> Void) {
  final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
  let work = Unmanaged.passRetained(Work(body)).toOpaque()
  #if canImport(Darwin)
    var thread: pthread_t?
    let started = pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }, work)
    if started == 0, let thread { pthread_detach(thread) }
  #else
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
      }, work)
    if started == 0 { pthread_detach(thread) }
  #endif
  // No thread, no input: the caller's loop sees nothing rather than a crash.
  if started != 0 { Unmanaged<Work>.fromOpaque(work).release() }
}
