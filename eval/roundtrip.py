"""How the JSONL sets were made from the Python modules that built the items at run time
(tests/citations/labelled/, issue 11 to the s22 round), and the proof that nothing measured changed:

    PYTHONPATH=$PWD python -m eval.roundtrip            # prove: old modules vs sets/*.jsonl
    PYTHONPATH=$PWD python -m eval.roundtrip --write    # (done once) write sets/*.jsonl and batches.json

The old modules are read from the working tree while they exist, then from the commit before the one
that deleted them (``git archive``). The proof builds the classic records afresh (new random ids,
new clock), and for every item checks that the filled JSONL text equals the old module's text byte
for byte, with the same id, label, class, index and order; that the checker gives both the same
status, and that these equal golden.jsonl; then it moves the records' clocks to another date and
checks the texts again (the placeholders read off dates and times). Sealed batches count, never show.

The conversion: each record's citation id becomes ``{{NAME}}``; every value of ``extra["ids"]``
that changes from run to run becomes ``{{id:KEY}}`` (longest first); the few numbers and parts of
timestamps read off the run's clock or file names (``DERIVED``) are replaced in the items that use them.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import re
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from genie_widgets.citations import verify_message

from . import golden
from .items import BATCHES, HERE, SETS, Item, fill, load_batches, load_items
from .records_classic import run_values
from .runner import SHARED, build_record_sets

REPO = HERE.parent
OLD = "tests/citations/labelled"

#: Values of extra["ids"] read off the run's clock or file names, and the items that state them.
DERIVED = {
    "bc070": ["coincidence/h1_peaks-file-digits"],
    "bc071": ["coincidence/nav-seconds"],
    "bc072": ["coincidence/search-month"],
    "be040": ["search/retrievedAt/hh:mm", "coincidence/search-seconds"],
    "be041": ["nav/updatedAt/date"],
    "s15a_002": ["nav/updatedAt/date"],
    "s21a_090": ["search/retrievedAt/to-the-second"],
}
PARTS = {"nav/updatedAt/date", "search/retrievedAt/hh:mm", "search/retrievedAt/to-the-second"}

#: The four parts that were not blind batches, as the old runner grouped them.
FIRST = {
    "tune": {"records": "classic", "sealed": False, "tuned": True,
             "written": "issue 11, first and second rounds: written and labelled from the records' values before the "
                        "checker ran, never relabelled (tune.py: handwritten and systematic; gaps.py: tuning)",
             "first_run": None,
             "about": "The tuning part: the checker was changed for these sentences. Values were read from the real "
                      "records when the sentences were written (systematic: every statistic of every track, right, "
                      "moved beyond its precision, and another track's). Ids s*, d*, n*, p*, g*v/w/e (tune.py) and "
                      "gt* (gaps.py: a feature's locus that equals another's, per-unit ratios, word fractions, ranges, "
                      "names the records do not know)."},
    "heldout": {"records": "classic", "sealed": False, "tuned": False,
                "written": "issue 11, first and second rounds: written and labelled with the tuning part, in other "
                           "phrasings (heldout.py; gaps.py: held_out)",
                "first_run": None,
                "about": "The held-out part: never used to adjust the checker; its misses have been read. Ids h* "
                         "(heldout.py) and gh* (gaps.py, the second round's classes)."},
    "gaps": {"records": "classic", "sealed": False, "tuned": False,
             "written": "issue 11, second round: written and labelled after the checker had been changed for the "
                        "round's classes (gaps.py: written_after)",
             "first_run": None,
             "about": "A check on sentences of the second round's classes the checker had never seen (ids gx*); "
                      "the old runner counted it in the held-out part. The round's tuning and held-out sentences "
                      "are in tune (gt*) and heldout (gh*)."},
    "blind3": {"records": "classic", "sealed": False, "tuned": True,
               "written": "third session, 2026-12-01: two blind batches written and labelled from the records' "
                          "values alone before the checker ran on them, never relabelled (blind.py)",
               "first_run": "gb* (36): 35 agreed (agreement 0.972, \"unsupported\" precision 0.923, recall 1.000); "
                            "gc* (34): 29 agreed (agreement 0.853, precision 0.733, recall 0.917)",
               "about": "In the style of an LLM answer; the second batch over search records, previews, scales, loci "
                        "and arithmetic. Misses then: gb27 (a possessive name between a word and its number), gc03 "
                        "('pooled from replicates 1, 2 and 3'), gc05, gc15, gc17, gc19; the checker was changed for "
                        "all but gc03, so the part is tuning data. The old runner counted it in the held-out part."},
}


@contextmanager
def old_package() -> Iterator[Any]:
    """The old ``labelled`` package: the working tree's while it exists, else the last commit that had it."""
    if (REPO / OLD / "tune.py").exists():
        yield importlib.import_module(OLD.replace("/", "."))
        return
    def git(*args: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(["git", *args], cwd=REPO, capture_output=True)

    if git("cat-file", "-e", f"HEAD:{OLD}/tune.py").returncode == 0:
        rev = "HEAD"
    else:
        rev = git("rev-list", "-n1", "HEAD", "--", f"{OLD}/tune.py").stdout.decode().strip() + "^"
    with tempfile.TemporaryDirectory() as tmp:
        archive = git("archive", rev, OLD)
        archive.check_returncode()
        subprocess.run(["tar", "-x", "-C", tmp], input=archive.stdout, check=True)
        sys.path.insert(0, str(Path(tmp) / "tests" / "citations"))
        try:
            yield importlib.import_module("labelled")
        finally:
            sys.path.remove(str(Path(tmp) / "tests" / "citations"))


def old_batches(pkg: Any, rec: Any) -> dict[str, list[Any]]:
    """The old modules' items by batch, in the order the new sets keep."""
    mod = {n: importlib.import_module(f"{pkg.__name__}.{n}") for n in ("tune", "heldout", "gaps", "blind", "batches")}
    if "h1_ids" not in rec.extra:  # the old modules read the H1 ids from their own dict
        rec.extra["h1_ids"] = {k[3:]: v for k, v in rec.extra["ids"].items() if k.startswith("h1/")}
    after = mod["gaps"].written_after(rec)
    blind3 = mod["blind"].items(rec) + mod["blind"].second(rec)
    later = {i.id for i in after + blind3}
    out = {"tune": mod["tune"].items(rec), "heldout": [i for i in mod["heldout"].items(rec) if i.id not in later],
           "gaps": after, "blind3": blind3}
    for name in mod["batches"].BATCHES:
        out[name.removeprefix("blind_")] = importlib.import_module(f"{pkg.__name__}.{name}").items(rec)
    return out


def _outside_placeholders(text: str, value: str, repl: str) -> str:
    """``text`` with the one whole-number occurrence of ``value`` outside placeholders replaced by ``repl``."""
    parts = re.split(r"(\{\{[^{}]*\}\})", text)
    pattern = re.compile(rf"(?<![\w.:]){re.escape(value)}(?![\w:]|\.\d)")
    hits = [(k, m) for k, p in enumerate(parts) if k % 2 == 0 for m in pattern.finditer(p)]
    if len(hits) != 1:
        raise ValueError(f"{value!r} occurs {len(hits)} times outside placeholders")
    k, m = hits[0]
    parts[k] = parts[k][:m.start()] + repl + parts[k][m.end():]
    return "".join(parts)


def template(item_id: str, text: str, rec: Any) -> str:
    """``text`` with the record set's run-time values put back as placeholders."""
    ids = rec.extra["ids"]
    values = {r.id: "{{" + name + "}}" for name, r in rec.by_name.items()}
    for key, value in ids.items():
        if key.startswith("coincidence/") or key in PARTS:
            continue
        assert value not in values, (key, value)
        values[value] = "{{id:" + key + "}}"
    pattern = re.compile("|".join(re.escape(v) for v in sorted(values, key=len, reverse=True)))
    text = pattern.sub(lambda m: values[m.group(0)], text)
    for key in DERIVED.get(item_id, []):
        text = _outside_placeholders(text, ids[key], "{{id:" + key + "}}")
    return text


def _docstring_entry(pkg: Any, module: str, tuned: bool) -> dict[str, Any]:
    path = Path(importlib.import_module(f"{pkg.__name__}.{module}").__file__ or "")
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    first, _, rest = doc.partition("\n\n")
    written, _, about = re.sub(r"\s+", " ", first).partition(". ")
    return {"records": "classic", "sealed": not tuned, "tuned": tuned, "written": written + ".",
            "first_run": re.sub(r"\s+", " ", rest).strip() or None, "about": about.strip()}


def write(pkg: Any, rec: Any) -> None:
    """The sets and batches.json from the old modules (run once)."""
    import json

    batches = dict(FIRST)
    for name, tuned in importlib.import_module(f"{pkg.__name__}.batches").BATCHES.items():
        batches[name.removeprefix("blind_")] = _docstring_entry(pkg, name, tuned)
    SETS.mkdir(exist_ok=True)
    for batch, items in old_batches(pkg, rec).items():
        rows = [Item(i.id, batch, template(i.id, i.text, rec), i.label, i.klass, i.index) for i in items]
        (SETS / f"{batch}.jsonl").write_text("".join(r.to_json() + "\n" for r in rows), encoding="utf-8")
    BATCHES.write_text(json.dumps(batches, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def _shift_clocks(rec: Any) -> None:
    """Every clock of the records moved to 2027-03-09 (hours, minutes and seconds too)."""
    def moved(stamp: str) -> str:
        return "2027-03-09T11:" + stamp[14:16] + ":0" + stamp[18:]

    R = rec.by_name
    for name in ("nav", "h1_nav"):
        R[name].data["updatedAt"] = moved(R[name].data["updatedAt"])
    for name in ("asset_peaks", "asset_graph"):
        R[name].data["asset"]["createdAt"] = moved(R[name].data["asset"]["createdAt"])
    R["search"].data["attempts"][0]["retrievedAt"] = moved(R["search"].data["attempts"][0]["retrievedAt"])
    rec.extra["ids"].update(run_values(rec))


def prove(pkg: Any, rec: Any) -> int:
    batches = load_batches()
    sealed = {b for b, e in batches.items() if e["sealed"]}
    old = old_batches(pkg, rec)
    new = {b: load_items([b]) for b in batches}
    problems = []
    if list(old) != list(new):
        problems.append(f"batches differ: {list(old)} vs {list(new)}")
    texts = same_status = 0
    gold = golden.read()
    gold_equal = gold_missing = 0
    for batch, items in old.items():
        fresh = new.get(batch, [])
        if len(items) != len(fresh):
            problems.append(f"{batch}: {len(items)} old items, {len(fresh)} new")
            continue
        for k, (a, b) in enumerate(zip(items, fresh, strict=True)):
            who = f"{batch}: item {k}" if batch in sealed else a.id
            filled = fill(b, rec, show_id=batch not in sealed)
            if (a.id, a.text, a.label, a.klass, a.index) != (b.id, filled, b.label, b.klass, b.index):
                problems.append(f"{who} differs")
                continue
            texts += 1
            s_old = verify_message(a.text, rec.store)[a.index].status
            s_new = verify_message(filled, rec.store)[b.index].status
            same_status += s_old == s_new
            if b.id not in gold:
                gold_missing += 1
            elif gold[b.id] == s_new:
                gold_equal += 1
            else:
                problems.append(f"{who}: status differs from golden.jsonl")
    n = sum(len(v) for v in old.values())
    n_sealed = sum(len(v) for b, v in old.items() if b in sealed)
    print(f"{len(old)} batches, {n} items ({n_sealed} in sealed batches)")
    print(f"texts byte for byte equal, with the same id, label, class, index and order: {texts} of {n}")
    print(f"same checker status for the old text and the filled one: {same_status} of {texts}")
    print(f"status equal to golden.jsonl: {gold_equal} of {texts}" + (f" ({gold_missing} not in it)" if gold_missing
                                                                        else ""))
    _shift_clocks(rec)
    moved = 0
    for batch, items in old_batches(pkg, rec).items():
        for a, b in zip(items, new[batch], strict=True):
            moved += a.text == fill(b, rec, show_id=batch not in sealed)
    print(f"with every clock moved to 2027-03-09, texts still equal: {moved} of {n}")
    if moved != n:
        problems.append(f"{n - moved} texts differ once the clocks moved")
    for p in problems[:50]:
        print("  PROBLEM", p)
    return 1 if problems or same_status != n or gold_equal + gold_missing != n else 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m eval.roundtrip", description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true", help="write sets/*.jsonl and batches.json (done once)")
    args = parser.parse_args(argv)
    if not SHARED.is_dir():
        print(f"../shared/data not found at {SHARED}: nothing to prove")
        return 0
    with tempfile.TemporaryDirectory() as tmp, old_package() as pkg:
        records, _ = build_record_sets(["classic"], SHARED, Path(tmp))
        rec = records["classic"]
        if args.write:
            write(pkg, rec)
            print(f"wrote {SETS} and {BATCHES}")
            return 0
        return prove(pkg, rec)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
