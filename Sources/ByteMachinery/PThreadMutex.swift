#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock for state that helper functions touch while it is held: a POSIX
/// mutex, whose lock and unlock ThreadSanitizer intercepts, so that it sees
/// them order the accesses. (It cannot see `Synchronization.Mutex`'s futex
/// calls on Linux, and a `DispatchQueue.sync` costs several hundred
/// nanoseconds a call where this costs some twenty: too much for a lock
/// taken once per comparison of a sort.)
///
/// Thread safety: any thread may call ``withLock(_:)``; it does not nest.
package final class PThreadMutex: @unchecked Sendable {
    // @unchecked: the mutex is the synchronisation itself, at a fixed address.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// `body`'s result, `body` run with the lock held. O(1) besides `body`.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
