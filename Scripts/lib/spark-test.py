"""Scripts/spark-test's work: Spark sorts `collate keys` rows into `collate`'s order.

Usage: spark-test.py COLLATE NAMES MASTER

MASTER is a standalone cluster's URL (spark://127.0.0.1:PORT) with two
workers, as Scripts/spark-test starts it. The `collate` binary is shipped to
the executors with the job (SparkContext.addFile) and found there with
SparkFiles.get, as on a cluster whose nodes have no `collate` of their own.

For each case (a locale, its options, a number of names): generated
mixed-script names, each with its input position, are written as JSON Lines;
`collate` sorts them itself; Spark pipes the file's partitions through the
shipped `collate keys` on the executors (both workers must have run some),
sorts the rows on (section, key, position), and then does the same in SQL.
Both results must equal `collate`'s, record for record. Exits 1 at the first
difference, showing it.
"""

import csv
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time

GIVEN = {
    "latin": ["Anna", "anna", "Åsa", "Zoë", "Émile", "Łukasz", "Søren", "Ægir", "Ødegaard", "Chloé", "Miguel", "Ngọc"],
    "cyrillic": ["Иван", "Ёлка", "Жанна", "Юрий", "Яна", "Щукин", "Эрик", "Ольга"],
    "greek": ["Σωκράτης", "Θεοδώρα", "Άννα", "Ωρίων", "Ελένη"],
    "han": ["王芳", "李娜", "曾国藩", "陳大文", "單于", "張偉", "劉德華", "趙", "一心"],
    "japanese": ["山田太郎", "佐藤花子", "鈴木一郎", "さくら", "カタカナ", "渡辺", "高橋", "ひなた"],
    "hangul": ["김민준", "이서연", "박지훈", "최"],
    "arabic": ["محمد", "فاطمة", "علي"],
    "other": ["42", "007 Bond", "file9", "file10", "!bang", "@home", "van der Berg", "O'Brien", "d'Artagnan"],
}
FAMILY = ["Smith", "Ångström", "Müller", "Nguyễn", "Жуков", "Яковлев", "王", "陳", "山田", "김", "Παπαδόπουλος", "עברית"]

# (locale, options, share of the names): every kind of table.
CASES = [
    ("en", [], 1.0),          # Latin, every foreign script transliterated
    ("ru", [], 0.05),          # Cyrillic first, then Latin
    ("zh-Hant", [], 0.05),     # stroke counts
    ("ja", [], 0.05),          # kana rows, kanji by their MeCab reading
    ("zh-Hans", ["--names"], 0.05),  # pinyin, surnames read as surnames
]


class SetParam:
    """An accumulator of sets (pyspark's AccumulatorParam protocol)."""

    def zero(self, value):
        return set()

    def addInPlace(self, first, second):
        first |= second
        return first


def names(count, seed):
    """Deterministic mixed-script names, with repeats (ties keep input order)."""
    generator = random.Random(seed)
    scripts = list(GIVEN)
    result = []
    for _ in range(count):
        given = generator.choice(GIVEN[generator.choice(scripts)])
        result.append(given if generator.random() < 0.3 else f"{given} {generator.choice(FAMILY)}")
    return result


def collate_order(collate, arguments, path):
    """`collate`'s own order: (section, title, position) per record."""
    output = subprocess.run([collate] + arguments + ["--format", "jsonl", path],
                            check=True, capture_output=True, text=True).stdout
    rows = []
    for line in output.splitlines():
        row = json.loads(line)
        rows.append((row["section"], row["title"], row["record"]["position"]))
    return rows


def parse_rows(lines):
    """`collate keys` TSV rows (headers dropped) as (section, title, key, position)."""
    for section, title, key, record in csv.reader(lines, delimiter="\t"):
        if section != "section":  # each partition's file starts with the header
            yield (int(section), title, key, json.loads(record)["position"])


def fail(what, count, expected, first):
    print(f"spark-test: FAILED: {what}: {count} records, collate printed {expected}", file=sys.stderr)
    if first:
        print(f"  first difference at record {first[0]}:\n    spark:   {first[1]}\n    collate: {first[2]}", file=sys.stderr)
    sys.exit(1)


def check_rdd(what, actual, expected):
    if actual != expected:
        first = next(((index, got, wanted) for index, (got, wanted) in enumerate(zip(actual, expected)) if got != wanted), None)
        fail(what, len(actual), len(expected), first)


def check_sql(spark, what, expected, directory):
    """Numbers the rows in SQL, ordered by (section, key, position), and
    joins them with collate's order (written as a file): in the JVM, so the
    driver does not collect the rows."""
    path = os.path.join(directory, "expected.tsv")
    with open(path, "w", encoding="utf-8") as file:
        for rank, (section, title, position) in enumerate(expected):
            file.write(f"{rank}\t{section}\t{title}\t{position}\n")
    spark.read.csv(path, sep="\t", schema="rank INT, section INT, title STRING, position BIGINT") \
        .createOrReplaceTempView("expected")
    differences = spark.sql("""
        WITH ordered AS (
            SELECT section, title, CAST(get_json_object(record, '$.position') AS BIGINT) AS position,
                   row_number() OVER (ORDER BY section, key, CAST(get_json_object(record, '$.position') AS BIGINT)) - 1 AS rank
            FROM collation_keys)
        SELECT coalesce(e.rank, o.rank) AS rank, o.section, o.title, o.position, e.section, e.title, e.position
        FROM expected e FULL OUTER JOIN ordered o ON e.rank = o.rank
        WHERE NOT (e.section <=> o.section AND e.title <=> o.title AND e.position <=> o.position)
        ORDER BY rank LIMIT 1""").collect()
    count = spark.sql("SELECT count(*) FROM collation_keys").collect()[0][0]
    if differences or count != len(expected):
        first = differences[0] if differences else None
        fail(what, count, len(expected), first and (first[0], tuple(first[1:4]), tuple(first[4:7])))


def keys_on_executor(collate_name, arguments, executors):
    """The function each partition runs: its lines through the shipped
    `collate keys` (stdin fed from a thread, as RDD.pipe does), and the
    executor's directory added to `executors` (each executor of a
    standalone cluster runs in its own directory under its worker's)."""
    def keys(lines):
        from pyspark import SparkFiles
        executors.add({os.getcwd()})
        process = subprocess.Popen([SparkFiles.get(collate_name), "keys", "--input-format", "jsonl"] + arguments,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE)

        def feed():
            for line in lines:
                process.stdin.write(line.encode("utf-8") + b"\n")
            process.stdin.close()
        feeder = threading.Thread(target=feed)
        feeder.start()
        for row in process.stdout:
            yield row.decode("utf-8").rstrip("\n")
        feeder.join()
        if process.wait() != 0:
            raise RuntimeError(f"collate keys exited with {process.returncode}")
    return keys


def run_case(spark, collate, locale, options, count, directory):
    started = time.monotonic()
    path = os.path.join(directory, f"names-{locale}.jsonl")
    with open(path, "w", encoding="utf-8") as file:
        for position, name in enumerate(names(count, seed=len(locale))):
            file.write(json.dumps({"position": position, "name": name}, ensure_ascii=False) + "\n")
    arguments = ["--locale", locale, "--key", "name"] + options
    expected = collate_order(collate, arguments, path)
    what = " ".join([locale] + options)

    # The keys: each partition piped through the shipped `collate keys` on
    # an executor, the rows saved as one TSV file per partition (each with
    # its header).
    lines = spark.sparkContext.textFile(path, minPartitions=4)
    assert lines.getNumPartitions() >= 2, "the input is split between the two workers"
    executors = spark.sparkContext.accumulator(set(), SetParam())
    keys = os.path.join(directory, f"keys-{locale}")
    lines.mapPartitions(keys_on_executor(os.path.basename(collate), arguments, executors)).saveAsTextFile(keys)
    if len(executors.value) < 2:
        print(f"spark-test: FAILED: {what}: collate keys ran on {sorted(executors.value)}, not on both workers",
              file=sys.stderr)
        sys.exit(1)

    # The RDD form: sort on (section, key, position).
    by_rdd = spark.sparkContext.textFile(keys).mapPartitions(parse_rows).cache() \
        .sortBy(lambda row: (row[0], row[2], row[3]), numPartitions=2) \
        .map(lambda row: (row[0], row[1], row[3])).collect()
    check_rdd(f"{what} (RDD sortBy)", by_rdd, expected)

    # The SQL form: the TSV files as a DataFrame, ordered by the key column
    # within sections.
    spark.read.csv(keys, sep="\t", quote='"', escape='"', header=True,
                   schema="section INT, title STRING, key STRING, record STRING") \
        .createOrReplaceTempView("collation_keys")
    check_sql(spark, f"{what} (SQL)", expected, directory)
    print(f"spark-test: {what}: {count} names in collate's order (RDD and SQL), keys on "
          f"{len(executors.value)} executors, {time.monotonic() - started:.1f} s")


def main():
    collate, total, master = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.environ["PYSPARK_PYTHON"] = sys.executable
    from pyspark.sql import SparkSession

    spark = (SparkSession.builder.master(master).appName("collate-keys")
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
             .config("spark.sql.shuffle.partitions", "2")
             .config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
             # One executor per worker, one core each, within the workers' 1 GB.
             .config("spark.executor.cores", "1").config("spark.cores.max", "2")
             .config("spark.executor.memory", "640m")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    # Shipped with the job: each executor fetches it into its own directory.
    spark.sparkContext.addFile(collate)
    try:
        with tempfile.TemporaryDirectory() as directory:
            for locale, options, share in CASES:
                run_case(spark, collate, locale, options, max(1000, int(total * share)), directory)
    finally:
        spark.stop()


if __name__ == "__main__":
    main()
