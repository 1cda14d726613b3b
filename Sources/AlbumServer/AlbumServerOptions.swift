import CommandLineDeclaration

/// What `album-server`'s command line asked for, read against its declaration.
public struct AlbumServerOptions: Sendable, Equatable {
  /// `--port N`: 0 lets the system choose.
  public var port: UInt16 = 8080
  /// `-h` or `--help`: show the help and do nothing else.
  public var wantsHelp = false

  public init() {}

  /// The command line, declared once: its help and its parser are both made from it.
  public static let commandLine = CommandLineSpec(
    program: "swift run album-server",
    overview: """
      The classroom's album server: listens on 127.0.0.1, prints one line per request
      (METHOD PATH BODY, control characters escaped), answers 200 to POST /api/addAlbum
      and /api/deleteAlbum, serves a generated cover for GET /covers/NAME.ppm, and answers
      404 to anything else. Ctrl-C stops it.
      """,
    flags: [
      Flag(
        "--port", valueName: "N",
        help: "The port, 1 to 65535 (default 8080); 0 lets the system choose.")
    ])

  /// Reads `arguments` (without the program's name).
  ///
  /// - Throws: `CommandLineError` for a command line the declaration does not allow, or
  ///   a port that is not a number from 0 to 65535.
  public static func parse(_ arguments: [String]) throws(CommandLineError) -> AlbumServerOptions {
    let parsed = try commandLine.parse(arguments)
    var options = AlbumServerOptions()
    options.wantsHelp = parsed.wantsHelp
    if let value = parsed.flags["--port"], !parsed.wantsHelp {
      guard let port = UInt16(value) else {
        throw CommandLineError(
          "invalid port '\(CommandLineText.excerpt(of: value))': expected a number from 0 to 65535"
        )
      }
      options.port = port
    }
    return options
  }
}
