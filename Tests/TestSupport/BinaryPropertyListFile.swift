import Foundation

/// Binary property lists (`bplist00`) written by hand, nested as deeply
/// and sharing objects as the tests of table nesting need.
public enum BinaryPropertyListFile {
    /// `{UISectionTitles: [[…["a"]…]]}` with `arrays` arrays, each holding
    /// the next one `referencesPerArray` times.
    public static func nested(arrays: Int, referencesPerArray: Int = 1) -> Data {
        let objectCount = arrays + 3
        let referenceSize = objectCount < 256 ? 1 : objectCount < 65_536 ? 2 : 4
        func reference(_ object: Int) -> [UInt8] { bigEndian(object, size: referenceSize) }
        var objects: [[UInt8]] = []
        objects.append([0xD1] + reference(1) + reference(2))
        objects.append([0x5F, 0x10, 15] + Array("UISectionTitles".utf8))
        for level in 0..<arrays {
            objects.append([0xA0 | UInt8(referencesPerArray)] + Array(repeating: reference(3 + level), count: referencesPerArray).joined())
        }
        objects.append([0x51, UInt8(ascii: "a")])
        var file = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(file.count)
            file += object
        }
        let offsetSize = file.count < 256 ? 1 : file.count < 65_536 ? 2 : 4
        let offsetTable = file.count
        for offset in offsets { file += bigEndian(offset, size: offsetSize) }
        file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        file += bigEndian(objects.count, size: 8) + bigEndian(0, size: 8) + bigEndian(offsetTable, size: 8)
        return Data(file)
    }

    /// A file of one object, the top one: a container whose marker is
    /// `marker` (`0xAF` an array, `0xCF` a set, `0xDF` a dictionary, each
    /// with its count in an integer that follows) and whose count is the
    /// big-endian integer `count` (1, 2, 4, 8 or 16 bytes), with no
    /// references after it: what Foundation's binary reader trapped on.
    public static func oneContainer(marker: UInt8, count: [UInt8]) -> Data {
        let sizeExponent = UInt8([1, 2, 4, 8, 16].firstIndex(of: count.count) ?? 0)
        var file = Array("bplist00".utf8) + [marker, 0x10 | sizeExponent] + count
        let offsetTable = file.count
        file += [8]
        file += [0, 0, 0, 0, 0, 0, 1, 1]
        file += bigEndian(1, size: 8) + bigEndian(0, size: 8) + bigEndian(offsetTable, size: 8)
        return Data(file)
    }

    private static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
