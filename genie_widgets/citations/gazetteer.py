"""The natural short forms of entity names, built from the records' own entities.

Records name entities in full ("rep1 fold change", "ACCx_025FE5F8_T1", "K562 H3K27ac"); people
write them short: "rep1", "ACCx", "the ACC samples", "H3K27ac", "T1". :func:`short_forms` derives
those forms from the names alone, without knowing any domain:

=============== ==================================================== ===========================
rule id         what it takes                                        example
=============== ==================================================== ===========================
leading-token   the first token of a name of several tokens (not a   "rep1 fold change" → rep1
                word before a closing number: "replicate 1")
token-prefix    the name without its last tokens                     "ACCx_025FE5F8_T1" →
                                                                     ACCx_025FE5F8
coded-token     a later token holding letters and digits              "K562 H3K27ac" → H3K27ac
capital-token   a later token of three or more letters, capitalised   "H1 Nanog" → Nanog
capital-stem    the capitals opening a token that ends in small       "ACCx_…" → ACC
                letters ("ACCx" → "ACC")
=============== ==================================================== ===========================

Tokens are split at spaces, ``_``, ``-`` and ``.``. A form is kept only when it is no full name of
another entity. A form several entities share names all of them (a group: "ACCx" is both ACC
samples); the checker then binds a value only where exactly one of them holds it, and otherwise
says it could not tell which. The domain's vocabulary may add variants of each form
(``Vocabulary.name_forms``: "rep1" → "replicate 1", "the first replicate").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .facts import Entity
from .rules import reading

_SPLIT_RE = re.compile(r"[\s_.\-]+")
_CODED_RE = re.compile(r"(?=.*[a-z])(?=.*\d)", re.IGNORECASE)
_STEM_RE = re.compile(r"([A-Z]{3,})[a-z]+\Z")
_HEX_RE = re.compile(r"[0-9a-f]{4,}", re.IGNORECASE)
_CAPITAL_RE = re.compile(r"[A-Z][A-Za-z]{2,}")


@dataclass(frozen=True)
class FormRule:
    """One way of shortening a name: ``id``, what it does, and a worked ``example``
    (name → forms) that the tests check."""

    id: str
    doc: str
    example: tuple[str, tuple[str, ...]]


RULES = (
    FormRule("leading-token", "the first token of a name of several tokens",
             ("sample1 mean score", ("sample1",))),
    FormRule("token-prefix", "the name without its last token(s), when it keeps two or more tokens",
             ("ABCx_025FE5F8_T1", ("ABCx_025FE5F8",))),
    FormRule("coded-token", "a later token that holds both letters and digits",
             ("Lab3 Run7b", ("Run7b",))),
    FormRule("capital-token", "a later token of three or more letters that starts with a capital",
             ("B2 Delta", ("Delta",))),
    FormRule("capital-stem", "the capitals (three or more) opening a token that ends in small letters",
             ("XYZx_09C0DCE7_T2", ("XYZ",))),
)


for _rule in RULES:
    reading(f"gazetteer.{_rule.id}", f"a short form of a name: {_rule.doc}.",
            [f"{_rule.example[0]} → {', '.join(_rule.example[1])}"])


def forms_of(name: str) -> dict[str, str]:
    """The short forms of one ``name`` → the id of the rule that made each (the name itself is not
    among them)."""
    tokens = [t for t in _SPLIT_RE.split(name.strip()) if t]
    out: dict[str, str] = {}
    if len(tokens) < 2:
        stem = _STEM_RE.match(tokens[0]) if tokens else None
        if stem:
            out[stem.group(1)] = "capital-stem"
        return out
    if not (len(tokens) == 2 and tokens[0].isalpha() and tokens[1].isdigit()):  # "replicate 1" is no "replicate"
        out[tokens[0]] = "leading-token"  # (but "x_t1_peaks_2049", an id with a random suffix of digits, is x)
    separators = _SPLIT_RE.findall(name.strip())
    for n in range(2, len(tokens)):
        prefix = "".join(t + s for t, s in zip(tokens[:n - 1], separators, strict=False)) + tokens[n - 1]
        out.setdefault(prefix, "token-prefix")
    for token in tokens[1:]:
        if _CODED_RE.match(token) and not _HEX_RE.fullmatch(token):  # (a hex barcode or id suffix is no name)
            out.setdefault(token, "coded-token")
        elif _CAPITAL_RE.fullmatch(token):
            out.setdefault(token, "capital-token")
    stem = _STEM_RE.match(tokens[0])
    if stem:
        out.setdefault(stem.group(1), "capital-stem")
    return out


def short_forms(entities: dict[str, Entity], taken: Iterable[str],
                variants: Callable[[str], tuple[str, ...]] | None = None,
                common: frozenset[str] = frozenset()) -> dict[str, list[str]]:
    """Lower-cased short form → the keys of the entities it may name, for every entity of
    ``entities`` (from its display label). ``taken`` are the full names already known (a form
    equal to one is left to it); ``variants`` adds the domain's variants of each form; forms in
    ``common`` (ordinary words) and forms of fewer than two characters are dropped."""
    full = {" ".join(t.split()).lower() for t in taken}
    found: dict[str, list[str]] = {}
    for key, entity in entities.items():
        for name in (entity.label,):  # (its other names are already the domain's variants of it)
            for form in forms_of(str(name)):
                for written in (form, *(variants(form) if variants else ())):
                    low = " ".join(written.split()).lower()
                    if len(low) < 2 or low.isdigit() or low in common or low in full:
                        continue
                    keys = found.setdefault(low, [])
                    if key not in keys:
                        keys.append(key)
    return found
