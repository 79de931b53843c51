/// The version of this package.
public enum IndexedCollationVersion {
    /// The version, such as `0.2.0`; `collate --version` prints it.
    public static let current = "0.2.0"
}
