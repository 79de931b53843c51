/// Why an index bar cannot be built as asked.
public enum IndexBarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Fewer slots than the titles that must stay need.
    case tooFewSlots(requested: Int, minimum: Int)
    /// Text that is not a CSS colour this package writes out.
    case invalidColor(String)

    /// The message `collate` prints, naming what would fit or be valid.
    public var description: String {
        switch self {
        case let .tooFewSlots(requested, minimum):
            "an index bar of \(requested) slots cannot hold this index: it needs at least \(minimum) (the first title of each script, '#' being one of its own; a '•' for each gap; the bar's last title; the search entry, if any)"
        case let .invalidColor(text):
            "'\(text)' is not a colour: use #rgb, #rrggbb, #rrggbbaa, a CSS colour name or rgb(…)/hsl(…)"
        }
    }
}
