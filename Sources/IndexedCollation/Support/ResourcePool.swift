import Synchronization

/// Objects that are not thread-safe (ICU transliterators, MeCab taggers),
/// shared by lending each to one caller at a time: a call borrows an idle
/// instance, making a new one when none is idle, and returns it after.
/// The pool grows to the number of threads that use it at once.
final class ResourcePool<Resource: AnyObject & Sendable>: Sendable {
    private let idle: Mutex<[Resource]>
    private let make: @Sendable () -> Resource?

    /// `first` is the first instance; `make` makes more (nil when it cannot).
    /// `make` runs under the pool's lock, so it may clone a shared template.
    init(first: Resource, make: @escaping @Sendable () -> Resource?) {
        self.idle = Mutex([first])
        self.make = make
    }

    /// Runs `body` with an instance nobody else is using; nil when none
    /// could be made.
    func withResource<T>(_ body: (Resource) -> T) -> T? {
        guard let resource = idle.withLock({ $0.popLast() ?? make() }) else { return nil }
        defer { idle.withLock { $0.append(resource) } }
        return body(resource)
    }
}
