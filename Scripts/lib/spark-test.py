"""Scripts/spark-test's work: Spark sorts `collate keys` rows into `collate`'s order.

Usage: spark-test.py COLLATE NAMES MASTER [--benchmark RUNS]

MASTER is a standalone cluster's URL (spark://127.0.0.1:PORT) with two
workers, as Scripts/spark-test starts it. The `collate` binary is shipped to
the executors with the job (SparkContext.addFile), as on a cluster whose nodes
have no `collate` of their own, and run there by Spark SQL's script transform
(`SELECT TRANSFORM … USING './collate keys …'`), the path docs/scale.md
documents: no Python runs on the executors.

For each case (a locale, its options, a number of names): generated names,
each with its input position, are written as JSON Lines; `collate` sorts them
itself; Spark keys the file's partitions with the shipped `collate keys` on
the executors (both workers must have run some), and numbers the rows in SQL
ordered by (section, key, position). The result must equal `collate`'s
sections and order, record for record; the first difference fails the run
(exit 1), showing it.

Then Russian names are sorted both ways on the cluster, each written to
Spark's `noop` sink: the documented path (keys, then ORDER BY section, key,
position) and Spark's own ICU collation (ORDER BY collate(name, 'ru')); both
times and their ratio are printed. Last, docs/scale.md's recipe is taken from
the page as written (but for its two paths) and submitted with spark-submit;
each section's output directory must hold collate's records of that section
in collate's order. With --benchmark RUNS, NAMES Russian names
(their order checked as above first), each way timed RUNS times, alternately,
and binary order once per run for scale; the medians and ratios are printed.
"""

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

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

RUSSIAN_FAMILY = ["Жуков", "Яковлев", "Иванов", "Ёжиков", "Щербаков", "Эйзенштейн", "Орлова", "Смирнова", "Кузнецов",
                  "Попов", "Васильев", "Соколова", "Михайлов", "Новиков", "Фёдоров", "Морозова", "Волков", "Алексеев",
                  "Лебедев", "Семёнов", "Егоров", "Павлова", "Козлов", "Степанова", "Николаев", "Ёлкин", "Чернов",
                  "Шевченко", "Цветаева", "Юдин"]
RUSSIAN_GIVEN = ["Александр", "Алексей", "Анна", "Елена", "Ёлка", "Жанна", "Иван", "Юрий", "Яна", "Эрик", "Ольга",
                 "Мария", "Пётр", "Сергей", "Татьяна", "Фёдор", "Наталья", "Дмитрий", "Владимир", "Ксения", "Людмила",
                 "Григорий", "Зоя", "Умар", "Харитон"]
RUSSIAN_PATRONYMIC = ["Александрович", "Иванович", "Петровна", "Сергеевна", "Фёдорович", "Юрьевна", "Ильич",
                      "Олеговна", "Дмитриевич", "Андреевна"]

# (locale, options, share of the names): every kind of table.
CASES = [
    ("en", [], 1.0),          # Latin, every foreign script transliterated
    ("ru", [], 0.05),          # Cyrillic first, then Latin
    ("zh-Hant", [], 0.05),     # stroke counts
    ("ja", [], 0.05),          # kana rows, kanji by their MeCab reading
    ("zh-Hans", ["--names"], 0.05),  # pinyin, surnames read as surnames
]


def names(count, seed):
    """Deterministic mixed-script names, with repeats (ties keep input order)."""
    generator = random.Random(seed)
    scripts = list(GIVEN)
    result = []
    for _ in range(count):
        given = generator.choice(GIVEN[generator.choice(scripts)])
        result.append(given if generator.random() < 0.3 else f"{given} {generator.choice(FAMILY)}")
    return result


def russian_names(count, seed):
    """Deterministic Russian names (family, given, patronymic): 7,500
    distinct, so most repeat and ties keep input order."""
    generator = random.Random(seed)
    return [f"{generator.choice(RUSSIAN_FAMILY)} {generator.choice(RUSSIAN_GIVEN)} {generator.choice(RUSSIAN_PATRONYMIC)}"
            for _ in range(count)]


def write_names(path, generated):
    with open(path, "w", encoding="utf-8") as file:
        for position, name in enumerate(generated):
            file.write(json.dumps({"position": position, "name": name}, ensure_ascii=False) + "\n")


def fail(message):
    print(f"spark-test: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def collate_keys(spark, people, arguments):
    """docs/scale.md's recipe: the (position, name) rows of `people` through
    the shipped `collate keys --script-transform` (Spark SQL's script
    transform, on the executors), read back as (section, title, key,
    position, name)."""
    people.createOrReplaceTempView("people")
    command = " ".join(["./collate", "keys", "--script-transform", "--key", "2"] + arguments)
    return spark.sql(f"""
        SELECT TRANSFORM(position, name)
          ROW FORMAT DELIMITED FIELDS TERMINATED BY '\\t'
          USING '{command}'
          AS (section INT, title STRING, key STRING, position BIGINT, name STRING)
          ROW FORMAT DELIMITED FIELDS TERMINATED BY '\\t'
        FROM people""")


def read_people(spark, path):
    return spark.read.json(path, schema="position BIGINT, name STRING")


def executors_of_group(spark, group):
    """The executors that ran the tasks of a job group's jobs (the
    application's REST API: /api/v1/applications/…/stages/…/taskList)."""
    context = spark.sparkContext
    tracker = context.statusTracker()
    executors = set()
    for job in tracker.getJobIdsForGroup(group):
        for stage in tracker.getJobInfo(job).stageIds:
            url = f"{context.uiWebUrl}/api/v1/applications/{context.applicationId}/stages/{stage}"
            for attempt in json.load(urllib.request.urlopen(url, timeout=30)):
                tasks = f"{url}/{attempt['attemptId']}/taskList?length=100000"
                executors |= {task["executorId"] for task in json.load(urllib.request.urlopen(tasks, timeout=30))}
    return executors


def check_order(spark, what, collate, arguments, path, directory):
    """Keys the file on the executors (checked: both ran some), then numbers
    the rows in SQL, ordered by (section, key, position), and joins them with
    collate's own order (written as a file): in the JVM, so the driver does
    not collect the rows."""
    expected = os.path.join(directory, "expected.tsv")
    process = subprocess.Popen([collate] + arguments + ["--key", "name", "--format", "jsonl", path],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
    with open(expected, "w", encoding="utf-8") as file:
        for rank, line in enumerate(process.stdout):
            row = json.loads(line)
            file.write(f"{rank}\t{row['section']}\t{row['title']}\t{row['record']['position']}\n")
    if process.wait() != 0:
        fail(f"{what}: collate exited with {process.returncode}: {process.stderr.read()}")
    spark.read.csv(expected, sep="\t", schema="rank INT, section INT, title STRING, position BIGINT") \
        .createOrReplaceTempView("expected")

    keyed = os.path.join(directory, "keyed")
    group = f"keys {what}"
    spark.sparkContext.setJobGroup(group, group)
    collate_keys(spark, read_people(spark, path).repartition(4), arguments).write.parquet(keyed)
    spark.sparkContext.setJobGroup("check", "check")
    executors = executors_of_group(spark, group) - {"driver"}
    if len(executors) < 2:
        fail(f"{what}: collate keys ran on executors {sorted(executors)}, not on both workers")

    spark.read.parquet(keyed).createOrReplaceTempView("collation_keys")
    differences = spark.sql("""
        WITH ordered AS (
            SELECT section, title, position,
                   row_number() OVER (ORDER BY section, key, position) - 1 AS rank
            FROM collation_keys)
        SELECT coalesce(e.rank, o.rank) AS rank, o.section, o.title, o.position, e.section, e.title, e.position
        FROM expected e FULL OUTER JOIN ordered o ON e.rank = o.rank
        WHERE NOT (e.section <=> o.section AND e.title <=> o.title AND e.position <=> o.position)
        ORDER BY rank LIMIT 1""").collect()
    count = spark.read.parquet(keyed).count()
    expected_count = spark.table("expected").count()
    if differences or count != expected_count:
        message = f"{what}: {count} records, collate printed {expected_count}"
        if differences:
            first = differences[0]
            message += (f"\n  first difference at record {first[0]} (section, title, position):"
                        f"\n    spark:   {tuple(first[1:4])}\n    collate: {tuple(first[4:7])}")
        fail(message)
    return count, len(executors)


def timed(frame):
    """Seconds to compute `frame` whole, written to Spark's `noop` sink."""
    started = time.monotonic()
    frame.write.format("noop").mode("overwrite").save()
    return time.monotonic() - started


def sorts(spark, path):
    """The three sorts of the Russian names, as frames to time."""
    from pyspark.sql.functions import collate as with_collation

    people = read_people(spark, path)
    return {
        "collate keys": collate_keys(spark, people, ["--locale", "ru"]).orderBy("section", "key", "position"),
        "Spark collate(name, 'ru')": people.orderBy(with_collation("name", "ru")),
        "binary order": people.orderBy("name"),
    }


def compare_times(spark, path, count, runs):
    """Times the documented path and Spark's own collation, alternately,
    `runs` times each (binary order too with more than one run); prints the
    medians and the ratio."""
    frames = sorts(spark, path)
    if runs == 1:
        frames.pop("binary order")
    times = {label: [] for label in frames}
    for run in range(runs):
        labels = list(frames) if run % 2 == 0 else list(reversed(frames))
        for label in labels:
            times[label].append(timed(frames[label]))
    medians = {label: statistics.median(values) for label, values in times.items()}
    native = medians["Spark collate(name, 'ru')"]
    for label, values in times.items():
        shown = ", ".join(f"{value:.1f}" for value in values)
        print(f"spark-test: ru, {count} names, {label}: {medians[label]:.1f} s "
              f"(median of {shown}), {medians[label] / native:.2f}× Spark's collation")
    return medians["collate keys"] / native


def check_recipe(collate, master, count, directory):
    """docs/scale.md's recipe, as written but for its two paths, submitted to
    the cluster with spark-submit --files collate: each section's directory
    must hold that section's records, in collate's order."""
    docs = open(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "scale.md"), encoding="utf-8").read()
    start = docs.index("```python\n", docs.index("the recipe, as a script for `spark-submit`")) + len("```python\n")
    recipe = docs[start:docs.index("```", start)]
    contacts, output = os.path.join(directory, "contacts"), os.path.join(directory, "contacts-by-section")
    for path, local in (("hdfs:///contacts/*.jsonl", f"file://{contacts}/*.jsonl"), ("hdfs:///contacts-by-section", f"file://{output}")):
        if path not in recipe:
            fail(f"docs/scale.md's recipe no longer reads or writes {path}")
        recipe = recipe.replace(path, local)
    os.makedirs(contacts)
    write_names(os.path.join(contacts, "people.jsonl"), names(count, seed=11))
    script = os.path.join(directory, "recipe.py")
    with open(script, "w", encoding="utf-8") as file:
        file.write(recipe)
    submit = os.path.join(os.environ["SPARK_HOME"], "bin", "spark-submit")
    logging = os.path.abspath(os.path.join(".build", "spark-test", "log4j2.properties"))
    subprocess.run([submit, "--master", master, "--files", collate, "--conf", "spark.ui.enabled=false",
                    "--driver-java-options", f"-Dlog4j2.configurationFile={logging}",
                    "--conf", "spark.driver.host=127.0.0.1", "--conf", "spark.executor.memory=640m",
                    "--conf", "spark.sql.shuffle.partitions=4", script], check=True)

    expected = {}
    arguments = [collate, "--locale", "en", "--key", "name", "--format", "jsonl", os.path.join(contacts, "people.jsonl")]
    for line in subprocess.run(arguments, check=True, capture_output=True, text=True).stdout.splitlines():
        row = json.loads(line)
        expected.setdefault(row["section"], []).append(row["record"]["position"])
    actual = {}
    for entry in os.listdir(output):
        if entry.startswith("section="):
            section = int(entry.removeprefix("section="))
            for part in sorted(os.listdir(os.path.join(output, entry))):
                if part.endswith(".csv"):
                    with open(os.path.join(output, entry, part), encoding="utf-8") as file:
                        # title, key, position, name: the section is the directory.
                        actual.setdefault(section, []).extend(int(line.split("\t")[2]) for line in file)
    if actual != expected:
        different = next(section for section in sorted(set(actual) | set(expected)) if actual.get(section) != expected.get(section))
        fail(f"docs/scale.md's recipe: section {different} holds {len(actual.get(different, []))} records "
             f"(positions {actual.get(different, [])[:5]}…), collate gives {len(expected.get(different, []))} "
             f"({expected.get(different, [])[:5]}…)")
    print(f"spark-test: docs/scale.md's recipe (spark-submit): {count} names, {len(actual)} section directories "
          f"in collate's order")


def main():
    collate, total, master = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    benchmark_runs = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--benchmark" else 0
    from pyspark.sql import SparkSession

    spark = (SparkSession.builder.master(master).appName("collate-keys")
             # The UI's REST API says which executor ran which task.
             .config("spark.ui.enabled", "true").config("spark.ui.port", "0")
             .config("spark.ui.showConsoleProgress", "false")
             .config("spark.sql.shuffle.partitions", "2")
             .config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1")
             # One executor per worker, one core each, within the workers' 1 GB.
             .config("spark.executor.cores", "1").config("spark.cores.max", "2")
             .config("spark.executor.memory", "640m")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    # Shipped with the job: each executor fetches it into its working
    # directory, where the script transform runs './collate'.
    spark.sparkContext.addFile(collate)
    try:
        with tempfile.TemporaryDirectory() as directory:
            cases = CASES if not benchmark_runs else []
            for locale, options, share in cases:
                started = time.monotonic()
                count = max(1000, int(total * share))
                path = os.path.join(directory, f"names-{locale}.jsonl")
                write_names(path, names(count, seed=len(locale)))
                what = " ".join([locale] + options)
                case_directory = tempfile.mkdtemp(dir=directory)
                checked, executors = check_order(spark, what, collate, ["--locale", locale] + options,
                                                 path, case_directory)
                print(f"spark-test: {what}: {checked} names in collate's sections and order, keys on "
                      f"{executors} executors, {time.monotonic() - started:.1f} s")

            count = total if benchmark_runs else max(1000, int(total * 0.05))
            path = os.path.join(directory, "russian.jsonl")
            write_names(path, russian_names(count, seed=7))
            if benchmark_runs:
                checked, _ = check_order(spark, "ru (Russian names)", collate, ["--locale", "ru"],
                                         path, tempfile.mkdtemp(dir=directory))
                print(f"spark-test: ru: {checked} Russian names in collate's sections and order")
            ratio = compare_times(spark, path, count, max(1, benchmark_runs))
            if benchmark_runs:
                verdict = "met" if ratio <= 0.7 else "NOT met"
                print(f"spark-test: collate keys ÷ Spark's collation: {ratio:.2f} (target ≤ 0.70: {verdict})")
    finally:
        spark.stop()
    if not benchmark_runs:
        # After the job above, which holds both workers' cores.
        with tempfile.TemporaryDirectory() as directory:
            check_recipe(collate, master, max(1000, int(total * 0.05)), directory)


if __name__ == "__main__":
    main()
