import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension POSIXCalls {
  /// Takes `signals` from their default action (ending the program) and runs `handler`
  /// with the signal's number on a queue of Dispatch's when one arrives. Keep the
  /// returned sources for as long as the handling should last: a source that goes
  /// stops handling.
  ///
  /// A plain function, not top-level code: top-level code runs on the main actor, and
  /// the handler runs on another thread.
  public static func handleSignals(
    _ signals: [Int32], _ handler: @escaping @Sendable (Int32) -> Void
  ) -> [any DispatchSourceSignal] {
    signals.map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { handler(number) }
      source.resume()
      return source
    }
  }
}
