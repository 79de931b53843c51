import IndexedCollation

enum Help {
    static let usageLine = "Usage: collate [--locale <id> | --table <file>] [--empty] [--no-transliteration] [<file> ...]\n       collate locales"

    static var text: String {
        """
        OVERVIEW: Bucket records into a locale's index sections, sorted by the
        locale's collation (Apple's UILocalizedIndexedCollation, on ICU).

        \(usageLine)

        ARGUMENTS:
          <file>                  Files of records, one per line. '-' or no file
                                  reads standard input.

        OPTIONS:
          -l, --locale <id>       The locale: BCP 47 (zh-Hant-TW, de-DE-u-co-phonebk)
                                  or ICU (zh_TW@collation=stroke). Default: the
                                  first of LC_ALL, LC_COLLATE, LANG; 'en' for C/POSIX.
          --table <file>          Use a table file instead: our JSON schema or
                                  Apple's UITableViewLocalizedSectionIndex.plist.
          --empty                 Show empty sections too.
          --no-transliteration    Put strings in foreign scripts in the last section
                                  (older UIKit) instead of placing them by their
                                  Latin transliteration.
          --version               Show the version and ICU's.
          -h, --help              Show this help.

        COMMANDS:
          locales                 List the compiled-in tables.

        INPUT:
          UTF-8 text, one record per line. Lines end with LF or CRLF; empty lines
          are not records. Each section's title is printed, then its records
          indented by two spaces, exactly as read.

        EXIT CODES:
          0  success
          1  input problem (missing or unreadable file)
          2  usage problem (unknown option, unknown locale)
          3  invalid table file
          4  output could not be written

        EXAMPLES:
          collate --locale ru names.txt
          printf 'Zoë\\nÅsa\\n王芳\\n' | collate --locale en
          collate --locale zh-Hant --empty contacts.txt
          collate --table UITableViewLocalizedSectionIndex.plist names.txt
        """
    }

    static var version: String {
        "collate \(IndexedCollationVersion.current) (ICU \(ICUVersion.icu), Unicode \(ICUVersion.unicode))"
    }
}
