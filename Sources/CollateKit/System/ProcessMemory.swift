#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How `collate` asks the C allocator to hand memory back.
///
/// glibc's `malloc` raises its mmap threshold each time a large block is
/// freed (up to 32 MiB), after which arrays that grow by doubling (the
/// arena, the keys) come from heaps that keep their freed pages resident:
/// 1 M mixed-script names peaked at some 195 MB where 165 MB are used.
/// Fixing the threshold keeps every large block in its own mapping, which
/// `free` unmaps; ``returnFreedMemory()`` releases the small blocks' pages.
/// Both are looked up with `dlsym`, so on other C libraries they do nothing.
enum ProcessMemory {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    typealias MallocTrim = @convention(c) (Int) -> Int32

    /// Blocks of at least this many bytes get a mapping of their own.
    static let largeBlock: Int32 = 1 << 20

    /// Keeps large blocks out of the heaps. Call once, before allocating much.
    static func returnLargeBlocksWhenFreed() {
        guard let mallopt = symbol("mallopt", as: Mallopt.self) else { return }
        let mmapThreshold: Int32 = -3 // M_MMAP_THRESHOLD in <malloc.h>
        _ = mallopt(mmapThreshold, largeBlock)
    }

    /// Returns the free pages of the heaps to the system. O(heap size).
    static func returnFreedMemory() {
        guard let trim = symbol("malloc_trim", as: MallocTrim.self) else { return }
        _ = trim(0)
    }

    static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
        #if os(Linux)
        guard let process = dlopen(nil, RTLD_NOW), let address = dlsym(process, name) else { return nil }
        return unsafeBitCast(address, to: type)
        #else
        return nil
        #endif
    }
}
