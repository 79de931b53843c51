/// Control Pictures (U+2400–U+241F, U+2421): the visible stand-ins for the
/// C0 controls and DEL, as the page, text output and `--spreadsheet-safe`
/// cells show them (ESC as ␛, LF as ␊).
package enum ControlPictures {
    /// The UTF-8 bytes of the picture of `byte`, a C0 control or DEL.
    package static func utf8(of byte: UInt8) -> [UInt8] {
        precondition(byte < 0x20 || byte == 0x7F, "only C0 controls and DEL have Control Pictures")
        return byte == 0x7F ? [0xE2, 0x90, 0xA1] : [0xE2, 0x90, 0x80 + byte]
    }
}
