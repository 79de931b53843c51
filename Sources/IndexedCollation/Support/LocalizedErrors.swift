#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Every public error says what `collate` prints for it, through
// `localizedDescription` as well as `description`: `catch { print(error.localizedDescription) }`
// would otherwise print Foundation's "The operation could not be completed".

extension IndexedCollationError: LocalizedError {
    /// The message `collate` prints: ``description``.
    public var errorDescription: String? { description }
}

extension IndexBarError: LocalizedError {
    /// The message `collate` prints: ``description``.
    public var errorDescription: String? { description }
}

extension ReadingsUnavailable: LocalizedError {
    /// Why readings are unavailable: ``description``.
    public var errorDescription: String? { description }
}

extension ICUError: LocalizedError {
    /// ICU's error name and what failed: ``description``.
    public var errorDescription: String? { description }
}
