// check: only AppSettings.shared can be had: no other AppSettings, no subclass, no swap
@testable import Exercise

@MainActor func probe() {
  // expected-error@+1 {{'AppSettings' initializer is inaccessible due to}}
  _ = AppSettings()
  // expected-error@+1 {{cannot assign to property: 'shared' is a 'let' constant}}
  AppSettings.shared = AppSettings.shared
}

// expected-error@+1 {{inheritance from a final class 'AppSettings'}}
class SecondSettings: AppSettings {}
