"""Scripts/postgres-test's work: docs/databases.md runs as written and gives collate's order.

Usage: database-test.py WORK ROWS

WORK is the directory Scripts/postgres-test prepared: WORK/bin holds
`collate` and `duckdb`, the cluster listens on the socket PGHOST names, and
WORK/page is where the page's blocks run (people.csv is written there).

Every `sh` block of docs/databases.md runs in order, in one directory, with
WORK/bin first on the PATH, under `bash -euo pipefail`; a block that uses
icu_ext is left out (with a note) when the cluster has no icu_ext. After the
PostgreSQL blocks (the last of which forgets every key) step 2 runs again, as
the page says. Then, in each database, ORDER BY section, sort_key, id must
list the same ids under the same section titles as collate's own order of the
same rows; the first difference fails the run (exit 1), showing it.
"""

import csv
import io
import os
import random
import re
import subprocess
import sys

PAGE = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "databases.md")
LOCALE = "ru"

RUSSIAN_FAMILY = ["Жуков", "Яковлев", "Иванов", "Ёжиков", "Щербаков", "Эйзенштейн", "Орлова", "Смирнова", "Кузнецов",
                  "Фёдоров", "Чернов", "Шевченко", "Цветаева", "Юдин", "Ушаков", "Хабибуллин", "Гусева", "Белова"]
RUSSIAN_GIVEN = ["Александр", "Анна", "Елена", "Ёлка", "Жанна", "Иван", "Юрий", "Яна", "Эрик", "Ольга", "Пётр",
                 "Татьяна", "Зоя", "Умар", "Ъ", "ь"]
GERMAN_FAMILY = ["Müller", "Schmidt", "Özdemir", "Äbi", "Zeller", "Weiß", "van der Berg", "O'Brien", "Ångström",
                 "Ægir", "Ødegaard", "Łukasiewicz", "Þórsson", "de la Cruz"]
GERMAN_GIVEN = ["Anna", "anna", "Émile", "Jürgen", "Zoë", "Ingrid", "Lukas", "Sophie", "Maximilian", "Chloé"]
CHINESE_FAMILY = ["王", "李", "张", "刘", "陈", "杨", "曾", "单", "覃", "欧阳", "長孫", "趙"]
CHINESE_GIVEN = ["芳", "伟", "娜", "国藩", "小明", "悦", "大文", "一心", "德華"]
OTHER = ["42", "007 Bond", "!bang", "@home", "Σωκράτης", "山田太郎", "さくら", "김민준", "محمد", "עברית", "  Leading"]


def rows(count, seed=20261204):
    """(id, name, lang) with a NULL name (None) or an empty one now and then."""
    generator = random.Random(seed)
    result = []
    for number in range(1, count + 1):
        draw = generator.random()
        if draw < 0.005:
            result.append((number, None, "ru"))
        elif draw < 0.007:
            result.append((number, "", "de"))
        elif draw < 0.40:
            result.append((number, f"{generator.choice(RUSSIAN_FAMILY)} {generator.choice(RUSSIAN_GIVEN)}", "ru"))
        elif draw < 0.72:
            result.append((number, f"{generator.choice(GERMAN_FAMILY)}, {generator.choice(GERMAN_GIVEN)}", "de"))
        elif draw < 0.97:
            result.append((number, generator.choice(CHINESE_FAMILY) + generator.choice(CHINESE_GIVEN), "zh"))
        else:
            result.append((number, generator.choice(OTHER), "xx"))
    return result


def write_people(path, generated):
    """A CSV file as PostgreSQL's COPY writes one: NULL unquoted and empty, '' as ""."""
    with open(path, "w", encoding="utf-8") as file:
        file.write("id,name,lang\n")
        for number, name, lang in generated:
            if name is None:
                field = ""
            else:
                field = '"' + name.replace('"', '""') + '"' if (name == "" or re.search(r'[",\n]', name)) else name
            file.write(f"{number},{field},{lang}\n")


def fail(message):
    print(f"postgres-test: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def blocks(page):
    """The page's `sh` blocks: (database heading, step heading, text)."""
    result, database, step, block = [], "", "", None
    for line in open(page, encoding="utf-8"):
        if block is not None:
            if line.startswith("```"):
                result.append((database, step, "".join(block)))
                block = None
            else:
                block.append(line)
        elif line.startswith("## "):
            database, step = line[3:].strip(), ""
        elif line.startswith("### "):
            step = line[4:].strip()
        elif line.startswith("```sh"):
            block = []
    if not result:
        fail(f"{page} has no sh blocks")
    return result


def run(command, where, stdin=None, check=True):
    completed = subprocess.run(command, cwd=where, input=stdin, capture_output=True, text=True)
    if check and completed.returncode != 0:
        shown = command if isinstance(command, str) else " ".join(command)
        fail(f"{shown!r} exited {completed.returncode}:\n{completed.stdout[-2000:]}{completed.stderr[-3000:]}")
    return completed


def run_block(block, where, label):
    print(f"postgres-test: {label}", file=sys.stderr)
    completed = subprocess.run(["bash", "-euo", "pipefail", "-c", block], cwd=where, capture_output=True, text=True)
    if completed.returncode != 0:
        fail(f"the block of {label} exited {completed.returncode}:\n{block}\n--- output:\n"
             f"{completed.stdout[-2000:]}\n--- errors:\n{completed.stderr[-3000:]}")
    return completed


def psql_rows(query, where):
    output = run(["psql", "-X", "--csv", "-c", query], where).stdout
    return list(csv.reader(io.StringIO(output)))[1:]


def collate_order(csv_path, where):
    """(title, id) in collate's own order of a CSV file of id,name rows."""
    output = run(["collate", "-l", LOCALE, "-k", "name", "--null", "", "--missing", "last", "-f", "csv",
                  "--columns", "id", csv_path], where).stdout
    return [(title, number) for _, title, number in list(csv.reader(io.StringIO(output)))[1:]]


def compare(database, actual, expected):
    if len(actual) != len(expected):
        fail(f"{database}: {len(actual)} rows in ORDER BY section, sort_key, id, collate has {len(expected)}")
    for position, (got, wanted) in enumerate(zip(actual, expected)):
        if tuple(got) != tuple(wanted):
            fail(f"{database}: row {position + 1} of ORDER BY section, sort_key, id is (title, id) {tuple(got)}, "
                 f"collate's is {tuple(wanted)}")
    sections = len({title for title, _ in expected})
    print(f"postgres-test: {database}: ORDER BY section, sort_key, id is collate's order, "
          f"{len(expected)} rows in {sections} sections", file=sys.stderr)


def check_icu_ext_keys(where):
    """The trigger of step 4 against collate's keys, on every row it keys:
    collate's (section, sort_key) are kept, the trigger recomputes them (an
    UPDATE of name fires it), and every row it keyed must be unchanged."""
    run(["psql", "-X", "-q", "-c", "CREATE TABLE collate_keys AS SELECT id, section, sort_key FROM people"], where)
    run(["psql", "-X", "-q", "-c", "UPDATE people SET name = name"], where)
    keyed, differing = psql_rows("SELECT count(*), count(*) FILTER (WHERE p.section IS DISTINCT FROM k.section "
                                 "OR p.sort_key IS DISTINCT FROM k.sort_key) FROM people p JOIN collate_keys k USING (id) "
                                 "WHERE p.sort_key IS NOT NULL", where)[0]
    if int(differing):
        example = psql_rows("SELECT p.id, p.name, p.section, k.section, encode(p.sort_key, 'hex'), "
                            "encode(k.sort_key, 'hex') FROM people p JOIN collate_keys k USING (id) "
                            "WHERE p.sort_key IS NOT NULL AND (p.section IS DISTINCT FROM k.section "
                            "OR p.sort_key IS DISTINCT FROM k.sort_key) LIMIT 3", where)
        fail(f"icu_ext: {differing} of {keyed} rows keyed by the trigger differ from collate keys, e.g. "
             "(id, name, trigger's section, collate's, trigger's key, collate's): " + "; ".join(map(str, example)))
    total = int(psql_rows("SELECT count(*) FROM people", where)[0][0])
    if int(keyed) < total // 2:
        fail(f"icu_ext: the trigger keyed only {keyed} of {total} rows")
    # Back to collate's keys for every row.
    run(["psql", "-X", "-q", "-c", "UPDATE people p SET section = k.section, sort_key = k.sort_key, "
         "section_title = (SELECT title FROM people_sections s WHERE s.section = k.section) "
         "FROM collate_keys k WHERE k.id = p.id; DROP TABLE collate_keys"], where)
    print(f"postgres-test: icu_ext: the trigger's section and icu_sort_key equal collate keys' for all {keyed} "
          f"Latin and Cyrillic rows (of {total})", file=sys.stderr)


def check_exports(where, nulls, empties):
    """The ways out of psql, each with its --null, keep every row: the two
    \\copy formats tell NULL from '' and agree; psql -At and psql --csv write
    both alike, so their empty names are NULLs too, and they agree."""
    routes = {
        "psql -At": ("psql -X -At -c 'SELECT name FROM people ORDER BY id' "
                     f"| collate -l {LOCALE} --null '' --missing last -c", nulls + empties),
        "psql --csv": ("psql -X --csv -c 'SELECT id, name FROM people ORDER BY id' "
                       f"| collate -l {LOCALE} -i csv -k name --null '' --missing last -c", nulls + empties),
        "\\copy TO STDOUT": ("psql -X -c '\\copy (SELECT name FROM people ORDER BY id) TO STDOUT' "
                              f"| collate -l {LOCALE} --null '\\N' --missing last -c", nulls),
        "\\copy TO STDOUT (FORMAT csv)": ("psql -X -c '\\copy (SELECT id, name FROM people ORDER BY id) TO STDOUT "
                                           "(FORMAT csv, HEADER)' "
                                           f"| collate -l {LOCALE} -i csv -k name --null '' --missing last -c", nulls),
    }
    rows = int(psql_rows("SELECT count(*) FROM people", where)[0][0])
    counts = {}
    for route, (command, expected_nulls) in routes.items():
        completed = run(["bash", "-euo", "pipefail", "-c", command], where)
        counts[route] = completed.stdout
        counted = re.search(r"([0-9][0-9,]*) records? (?:was|were) NULL", completed.stderr)
        if not counted or int(counted.group(1).replace(",", "")) != expected_nulls:
            fail(f"{route}: stderr does not count the {expected_nulls} NULLs:\n{completed.stderr}")
        total = sum(int(line.rsplit(None, 1)[-1]) for line in completed.stdout.splitlines() if line.strip())
        if total != rows:
            fail(f"{route}: collate -c counts {total} records of {rows} rows")
    for first, second in (("psql -At", "psql --csv"), ("\\copy TO STDOUT", "\\copy TO STDOUT (FORMAT csv)")):
        if counts[first] != counts[second]:
            fail(f"{first} and {second} give different sections:\n{counts[first]}\n{counts[second]}")
    print(f"postgres-test: four psql exports keep all {rows} rows: {nulls} NULLs through \\copy; "
          f"psql -At and --csv also read the {empties} empty names as NULL, as the page says", file=sys.stderr)


def main():
    work, count = sys.argv[1], int(sys.argv[2])
    where = os.path.join(work, "page")
    os.environ["PATH"] = os.path.join(work, "bin") + os.pathsep + os.environ["PATH"]
    generated = rows(count)
    write_people(os.path.join(where, "people.csv"), generated)
    nulls = sum(1 for _, name, _ in generated if name is None)
    empties = sum(1 for _, name, _ in generated if name == "")

    icu_ext = psql_rows("SELECT count(*) FROM pg_available_extensions WHERE name = 'icu_ext'", where)[0][0] == "1"
    page_blocks = blocks(PAGE)
    key_step = [text for database, step, text in page_blocks if database == "PostgreSQL" and step.startswith("2.")]
    if len(key_step) != 1:
        fail("docs/databases.md: PostgreSQL's step 2 must be one sh block")

    checked = set()
    for number, (database, step, text) in enumerate(page_blocks, 1):
        label = f"{database}, {step or 'set-up'} (block {number})"
        if "icu_" in text and not icu_ext:
            print(f"postgres-test: note: {label} left out: no icu_ext", file=sys.stderr)
            continue
        run_block(text, where, label)
        following = page_blocks[number][0] if number < len(page_blocks) else None
        if database != following and database not in checked:
            checked.add(database)
            if database == "PostgreSQL":
                # The last block forgot every key: step 2 again, as the page says.
                run_block(key_step[0], where, "PostgreSQL, step 2 again")
                export = os.path.join(where, "people-export.csv")
                with open(export, "w", encoding="utf-8") as file:
                    file.write(run(["psql", "-X", "-c", "\\copy (SELECT id, name FROM people ORDER BY id) TO STDOUT "
                                    "(FORMAT csv, HEADER)"], where).stdout)
                actual = psql_rows("SELECT section_title, id FROM people ORDER BY section, sort_key, id", where)
                compare("PostgreSQL", actual, collate_order(export, where))
                if icu_ext:
                    check_icu_ext_keys(where)
                check_exports(where, nulls, empties)
            elif database == "DuckDB":
                output = run(["duckdb", "-csv", "people.duckdb", "-c",
                              "SELECT section_title, id FROM people ORDER BY section, sort_key, id"], where).stdout
                compare("DuckDB", list(csv.reader(io.StringIO(output)))[1:], collate_order("people.csv", where))
            elif database == "SQLite":
                output = run(["sqlite3", "-csv", "people.db",
                              "SELECT section_title, id FROM people ORDER BY section, sort_key, id"], where).stdout
                compare("SQLite", list(csv.reader(io.StringIO(output))), collate_order("people.csv", where))
    missing = {"PostgreSQL", "DuckDB", "SQLite"} - checked
    if missing:
        fail(f"docs/databases.md has no sh blocks under {', '.join(sorted(missing))}")


if __name__ == "__main__":
    main()
