"""duckdb-sort: the peer a data person reaches for. Sorts a file of one record
per line with DuckDB's `ORDER BY … COLLATE <locale>` (on every core; since
DuckDB 2.0 its `icu` extension no longer links ICU but collates with tables of
its own built from CLDR 48), reading and writing CSV as DuckDB does, to stdout.

    python duckdb-sort.py <locale> <file>

Benchmarks/run installs the pinned DuckDB into Benchmarks/.work/venv. Records
are read with no quoting, escaping or type detection, so every line is one
VARCHAR and comes back byte for byte."""
import sys

import duckdb

locale, source = sys.argv[1:3]
if not locale.isidentifier():
    sys.exit(f"duckdb-sort: not a collation name: {locale}")
connection = duckdb.connect()
connection.execute(f"""
    COPY (SELECT name FROM read_csv(?, columns = {{'name': 'VARCHAR'}}, header = false,
                                    delim = '\t', quote = '', escape = '', auto_detect = false)
          ORDER BY name COLLATE {locale})
    TO '/dev/stdout' (FORMAT csv, HEADER false, DELIMITER '\t', QUOTE '', ESCAPE '')""", [source])
