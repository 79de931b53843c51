/// The version of this package.
public enum IndexedCollationVersion {
    public static let current = "0.2.0"
}
