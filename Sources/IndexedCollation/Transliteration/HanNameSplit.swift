/// What the person-names transform `Han-Latin/Names;Han-Latin` lets a
/// Chinese name be split by (docs/transliteration.md, "Names by pieces"),
/// read from its names pass (``ICUTransliterator/nameSplit()``): a name of
/// one word of the Han case is transformed as its first character by the
/// names transform, then each other character by `Han-Latin`, or by the
/// names pass's own reading for a character it reads anywhere, unless a
/// character stands where a set forbids it or a pair's first character is
/// directly followed by its second.
///
/// Thread safety: a value (its sets are immutable).
struct HanNameSplit: Sendable {
    /// Characters that may not begin a split name.
    let initial: ICUCharacterSet
    /// Characters that may not follow in one.
    let later: ICUCharacterSet
    /// Characters whose reading depends on the next one, and that next one
    /// (令 before 狐, 长 before 孙, …): where one is directly followed by its
    /// own, the name is not split.
    let pairs: HanContext
    /// Characters the names pass reads the same wherever they stand after
    /// the first (长 `cháng`, 曾 `zēng`, …), and that reading.
    let laterReadings: [UInt32: String]

    /// The reading of a character after the first: the names pass's own
    /// when it has one, else nil (then `Han-Latin`'s). O(1).
    func laterReading(of scalar: Unicode.Scalar) -> String? {
        laterReadings[scalar.value]
    }
}

extension HanContext {
    /// This context and `other` together, for a text read under both; nil
    /// when a character would have two followers (a context holds one each).
    func merged(with other: HanContext) -> HanContext? {
        var characters = self.characters, followers = self.followers
        for (character, follower) in zip(other.characters, other.followers) {
            if let known = self.follower(of: character) {
                guard known == follower else { return nil }
                continue
            }
            characters.append(character)
            followers.append(follower)
        }
        return HanContext(characters: characters, followers: followers)
    }
}
