/// Malformed input found by a parser, at a byte offset of the bytes it was
/// given; the reader turns the offset into `file:line`.
struct InputFailure: Error {
    let offset: Int
    let message: String
}
