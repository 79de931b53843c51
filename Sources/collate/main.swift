import CollateKit
import Foundation

exit(Runner.main(Array(CommandLine.arguments.dropFirst())))
