"""The test portal's data: recorded portal JSON and igv's ENCODE catalog as portal objects.

See :mod:`.portal` for what is served and how; this module loads it and answers "which objects
match these filters" quickly (the catalog has 196,655 files): the fields searches filter on are
indexed, anything else is matched object by object.
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path
from typing import Any, Iterable

import numpy as np

CATALOG_FILES = ("GRCh38.signals.chip.txt.gz", "GRCh38.signals.other.txt.gz", "GRCh38.other.txt.gz",
                 "hg19.signals.chip.txt.gz")
RECORDED_EXPERIMENTS = ("encodeproject_tests/long_sample.json", "accession_tests/ENCSR416YFB_embedded.json")
RECORDED_SEARCHES = ("encoded_frontend_testdata/experiment-search.single_type.json",
                     "encoded_frontend_testdata/experiment-search.multiple_types.json")

WORD = re.compile(r"[a-z0-9]+")
_HISTONE = re.compile(r"H(2A|2B|3|4)")
# Where the term name ends in a biosample summary ("liver tissue male adult (32 years)").
_SUMMARY_CUT = re.compile(
    r" (tissue|genetically modified|expressing|treated with|originated from|stably|transiently|male|female|"
    r"newborn|embryo|adult|child|mixed sex|nuclear fraction|cytosolic fraction|insertion|deletion)\b|\s\(")


def biosample_term(summary: str) -> str:
    """DERIVED: the biosample term name inside igv's biosample summary."""
    text = summary.removeprefix("Homo sapiens ").removeprefix("Mus musculus ")
    if text.startswith("with ") and "; " in text:
        text = text.split("; ", 1)[1]
    cut = _SUMMARY_CUT.search(text)
    return (text[: cut.start()] if cut else text).strip() or summary


def target_label(text: str) -> str | None:
    """igv's target column (``"H3K27ac "``, ``"Cebpa (Rattus norvegicus)"``) → the label."""
    text = text.split(" (", 1)[0].strip()
    return text or None


def assay_title(term: str, target: str | None) -> str:
    """DERIVED: the portal's assay title for an assay term (ChIP-seq split by target kind)."""
    if term != "ChIP-seq":
        return term
    if not target:
        return "Control ChIP-seq"
    return "Histone ChIP-seq" if _HISTONE.match(target) else "TF ChIP-seq"


def path_values(doc: Any, path: str) -> list[Any]:
    """Every value at a dotted ``path`` (lists along the way are flattened)."""
    current = [doc]
    for part in path.split("."):
        following = []
        for item in current:
            if isinstance(item, dict) and part in item:
                value = item[part]
                following.extend(value if isinstance(value, list) else [value])
        current = following
    return current


def scalar_strings(values: Iterable[Any]) -> set[str]:
    out = set()
    for v in values:
        if isinstance(v, bool):
            out.add("true" if v else "false")
        elif isinstance(v, (str, int, float)):
            out.add(str(v))
    return out


def project_fields(doc: dict[str, Any], paths: list[str]) -> dict[str, Any]:
    """The portal's ``field=`` answer: ``@id``, ``@type`` and only the asked paths, nested."""
    out: dict[str, Any] = {k: doc[k] for k in ("@id", "@type") if k in doc}
    for path in paths:
        _copy_path(doc, out, path.split("."))
    return out


def _copy_path(src: Any, dst: dict[str, Any], parts: list[str]) -> None:
    if not isinstance(src, dict) or parts[0] not in src:
        return
    value = src[parts[0]]
    if len(parts) == 1:
        dst[parts[0]] = value
    elif isinstance(value, dict):
        _copy_path(value, dst.setdefault(parts[0], {}), parts[1:])
    elif isinstance(value, list):
        items = dst.setdefault(parts[0], [{} for _ in value])
        for s, d in zip(value, items):
            _copy_path(s, d, parts[1:])


def text_of(doc: Any) -> str:
    words: list[str] = []

    def walk(v: Any) -> None:
        if isinstance(v, str):
            words.extend(WORD.findall(v.lower()))
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif isinstance(v, list):
            for x in v:
                walk(x)

    walk(doc)
    return " " + " ".join(words) + " "


# -- the File collection -----------------------------------------------------------------------

class FileCollection:
    """Every File the test portal knows, with indexes on the fields searches filter on."""

    #: Fields with an index (value → sorted row ids); other fields are matched row by row.
    INDEXED = ("status", "accession", "dataset", "assembly", "file_format", "file_type", "output_type",
               "assay_title", "assay_term_name", "target.label", "biosample_ontology.term_name",
               "biosample_ontology.organ_slims", "biosample_ontology.cell_slims",
               "biosample_ontology.classification", "lab.title", "biological_replicates")
    FACETS = ("file_format", "output_type", "assembly", "assay_title", "target.label",
              "biosample_ontology.term_name")

    def __init__(self, catalog_dir: Path, recorded: list[dict[str, Any]], ontologies: dict[str, dict]) -> None:
        self.ontologies = ontologies
        self.rows: list[tuple | dict] = list(recorded)
        seen = {r["accession"] for r in recorded}
        for name in CATALOG_FILES:
            with gzip.open(catalog_dir / name, "rt", encoding="utf-8") as handle:
                header = next(handle).rstrip("\n").split("\t")
                assert header[:1] == ["ID"] and header[-2:] == ["Accession", "Experiment"], header
                for line in handle:
                    row = self._catalog_row(line)
                    if row[0] not in seen:
                        seen.add(row[0])
                        self.rows.append(row)
        self._build_indexes()

    @staticmethod
    def _catalog_row(line: str) -> tuple:
        (_id, assembly, summary, assay, target, bioreps, techreps, output, fmt, lab, href, accession,
         experiment) = line.rstrip("\n").split("\t")
        intern = sys.intern
        label = target_label(target)
        return (accession, intern(experiment), intern(assembly), intern(summary), intern(biosample_term(summary)),
                intern(assay), intern(assay_title(assay, label)), intern(label) if label else None,
                intern(bioreps), intern(techreps), intern(output), intern(fmt), intern(lab), href)

    def __len__(self) -> int:
        return len(self.rows)

    # one row, as the portal would show it
    def doc(self, i: int) -> dict[str, Any]:
        row = self.rows[i]
        if isinstance(row, dict):
            return row
        (acc, exp, assembly, _summary, term, assay, title, label, bioreps, techreps, output, fmt, lab, href) = row
        doc: dict[str, Any] = {
            "@id": f"/files/{acc}/", "@type": ["File", "Item"], "accession": acc, "title": acc,
            "status": "released", "dataset": f"/experiments/{exp}/", "assembly": assembly, "file_format": fmt,
            "output_type": output,
            "biological_replicates": [int(x) for x in bioreps.split(",") if x.strip().isdigit()],
            "technical_replicates": [x for x in techreps.split(",") if x],
            "href": href, "lab": {"title": lab}, "assay_term_name": assay, "assay_title": title,
            "biosample_ontology": self.ontologies.get(term) or {"term_name": term},
        }
        if fmt in ("bigWig", "tsv"):
            doc["file_type"] = fmt
        if label:
            doc["target"] = {"label": label}
        return doc

    def _row_values(self, i: int) -> dict[str, set[str]]:
        """The indexed fields of a row (all at once: cheap for catalog rows)."""
        row = self.rows[i]
        if isinstance(row, dict):
            return {f: scalar_strings(path_values(row, f)) for f in self.INDEXED}
        (acc, exp, assembly, _summary, term, assay, title, label, bioreps, _t, output, fmt, lab, _href) = row
        onto = self.ontologies.get(term, {})
        one = {
            "status": "released", "accession": acc, "dataset": f"/experiments/{exp}/", "assembly": assembly,
            "file_format": fmt, "file_type": fmt if fmt in ("bigWig", "tsv") else None, "output_type": output,
            "assay_title": title, "assay_term_name": assay, "target.label": label,
            "biosample_ontology.term_name": term, "biosample_ontology.classification": onto.get("classification"),
            "lab.title": lab,
        }
        out = {f: {v} for f, v in one.items() if v}
        out["biosample_ontology.organ_slims"] = set(onto.get("organ_slims", ()))
        out["biosample_ontology.cell_slims"] = set(onto.get("cell_slims", ()))
        out["biological_replicates"] = {x for x in bioreps.split(",") if x.strip()}
        return out

    def _values(self, i: int, field: str) -> set[str]:
        if field in self.INDEXED:
            return self._row_values(i).get(field, set())
        return scalar_strings(path_values(self.doc(i), field))

    def _text(self, i: int) -> str:
        row = self.rows[i]
        if isinstance(row, dict):
            return text_of(row)
        acc, exp, assembly, summary, term, assay, title, label, _b, _t, output, fmt, lab, _h = row
        words = WORD.findall(" ".join(x for x in (acc, exp, assembly, summary, term, assay, title, label or "",
                                                   output, fmt, lab) if x).lower())
        return " " + " ".join(words) + " "

    def _build_indexes(self) -> None:
        lists: dict[str, dict[str, list[int]]] = {f: {} for f in self.INDEXED}
        for i in range(len(self.rows)):
            for f, values in self._row_values(i).items():
                for v in values:
                    lists[f].setdefault(v, []).append(i)
        self.index = {f: {v: np.asarray(ids, dtype=np.int64) for v, ids in d.items()} for f, d in lists.items()}
        self.texts = [self._text(i) for i in range(len(self.rows))]

    # searching
    def ids_with(self, field: str, values: set[str]) -> np.ndarray | None:
        """Rows whose ``field`` has any of ``values`` (``*``: any value), from an index;
        ``None`` when the field has no index."""
        if field not in self.index:
            return None
        index = self.index[field]
        chosen = list(index) if "*" in values else [v for v in values if v in index]
        if not chosen:
            return np.empty(0, dtype=np.int64)
        return np.unique(np.concatenate([index[v] for v in chosen]))

    def match(self, positive: dict[str, set[str]], negative: dict[str, set[str]], words: list[str]) -> list[int]:
        ids = np.arange(len(self.rows), dtype=np.int64)
        slow: list[tuple[str, set[str], bool]] = []
        for field, values in positive.items():
            hit = self.ids_with(field, values)
            if hit is None:
                slow.append((field, values, True))
            else:
                ids = np.intersect1d(ids, hit, assume_unique=True)
        for field, values in negative.items():
            hit = self.ids_with(field, values)
            if hit is None:
                slow.append((field, values, False))
            else:
                ids = np.setdiff1d(ids, hit, assume_unique=True)
        out = []
        for i in ids.tolist():
            if words and not all(f" {w} " in self.texts[i] for w in words):
                continue
            if all(field_matches(self._values(i, f), vals) == want for f, vals, want in slow):
                out.append(i)
        return out

    def facet_value(self, i: int, field: str) -> str | None:
        values = self._values(i, field)
        return next(iter(values)) if len(values) == 1 else None

    def sort_value(self, i: int, field: str) -> str | None:
        values = self._values(i, field)
        return min(values) if values else None


def field_matches(have: set[str], want: set[str]) -> bool:
    return bool(have) if "*" in want else bool(have & want)


class DocCollection:
    """A small collection of recorded objects, matched one by one."""

    def __init__(self, docs: list[dict[str, Any]]) -> None:
        self.docs = docs

    def __len__(self) -> int:
        return len(self.docs)

    def doc(self, i: int) -> dict[str, Any]:
        return self.docs[i]

    def match(self, positive: dict[str, set[str]], negative: dict[str, set[str]], words: list[str]) -> list[int]:
        out = []
        for i, doc in enumerate(self.docs):
            if all(field_matches(scalar_strings(path_values(doc, f)), v) for f, v in positive.items()) and \
               not any(field_matches(scalar_strings(path_values(doc, f)), v) for f, v in negative.items()) and \
               all(f" {w} " in text_of(doc) for w in words):
                out.append(i)
        return out

    def facet_value(self, i: int, field: str) -> str | None:
        values = scalar_strings(path_values(self.docs[i], field))
        return next(iter(values)) if len(values) == 1 else None

    def sort_value(self, i: int, field: str) -> str | None:
        values = scalar_strings(path_values(self.docs[i], field))
        return min(values) if values else None


# -- everything the portal serves --------------------------------------------------------------

class PortalData:
    """The recorded JSON, the catalog and the synthetic bigWig, loaded once."""

    def __init__(self, encode_api: Path, synthetic_bigwig: Path) -> None:
        self.encode_api = encode_api
        self.synthetic_bigwig = synthetic_bigwig.read_bytes()
        experiments = [json.loads((encode_api / p).read_text()) for p in RECORDED_EXPERIMENTS]
        self.experiments = {e["accession"]: e for e in experiments}
        self.ontologies: dict[str, dict] = {}
        self.targets: dict[str, dict] = {}
        for e in experiments:
            _collect(e, self.ontologies, self.targets)
        recorded_files = []
        for e in experiments:
            for f in e.get("files", []):
                row = dict(f)
                row["assay_title"], row["assay_term_name"] = e.get("assay_title"), e.get("assay_term_name")
                if isinstance(e.get("target"), dict):
                    row["target"] = e["target"]
                row["biosample_ontology"] = e["biosample_ontology"]
                recorded_files.append(row)
        self.files = FileCollection(encode_api / "igv_encode_catalog", recorded_files, self.ontologies)
        pages = [json.loads((encode_api / p).read_text()) for p in RECORDED_SEARCHES]
        self.search_pages = pages
        by_type: dict[str, list[dict]] = {"Experiment": list(experiments)}
        for page in pages:
            for row in page["@graph"]:
                if row.get("accession") not in self.experiments:
                    by_type.setdefault(row["@type"][0], []).append(row)
        self.collections: dict[str, Any] = {k: DocCollection(v) for k, v in by_type.items()}
        self.collections["File"] = self.files
        self.collections["BiosampleType"] = DocCollection(list(self.ontologies.values()))

    def bigwig_bytes(self, accession: str) -> bytes:
        """The SYNTHETIC bigWig served for a file's download (the same one for every file here;
        a subclass may serve a different stand-in per file)."""
        return self.synthetic_bigwig

    def object(self, path: str) -> dict[str, Any] | None:
        """The object at a portal path such as ``/files/ENCFF381NDD/``."""
        parts = [p for p in path.split("/") if p]
        if len(parts) != 2:
            return None
        collection, name = parts
        if collection == "experiments":
            return self.experiments.get(name)
        if collection == "files":
            hit = self.files.ids_with("accession", {name})
            return self.files.doc(int(hit[0])) if hit is not None and len(hit) else None
        if collection == "biosample-types":
            return next((o for o in self.ontologies.values() if o.get("@id") == path), None)
        return None


def _collect(obj: Any, ontologies: dict[str, dict], targets: dict[str, dict]) -> None:
    if isinstance(obj, dict):
        kind = obj.get("@type")
        if isinstance(kind, list) and kind[:1] == ["BiosampleType"] and "term_name" in obj:
            ontologies.setdefault(obj["term_name"], obj)
        if isinstance(kind, list) and kind[:1] == ["Target"] and "label" in obj:
            targets.setdefault(obj["label"], obj)
        for v in obj.values():
            _collect(v, ontologies, targets)
    elif isinstance(obj, list):
        for v in obj:
            _collect(v, ontologies, targets)
