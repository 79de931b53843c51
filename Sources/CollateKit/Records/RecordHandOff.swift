/// Takes records off a ``RecordSink`` as soon as they are keyed, so that
/// memory stays bounded whatever the input size.
protocol RecordHandOff: AnyObject {
    /// `store` holds records of `file` only, keyed, numbered from
    /// `firstRecord` in input order; they are forgotten after the call.
    func take(_ store: RecordStore, of file: InputFile, firstRecord: Int) throws(CommandFailure)
}
