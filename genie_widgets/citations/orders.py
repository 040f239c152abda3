"""The order of two values a sentence states around a comparative: "rep1's chromosome-wide cutoff
(18.92) is lower than its viewport cutoff (16.64)", "rep1 is the closer match to pooled (0.898 vs
0.899 for rep2)". Both values are backed already; only a wrong order is reported. The words are
rules (:mod:`.rules`), ids ``comparison.*``."""

from __future__ import annotations

import re

from .comparewords import COMPARATIVE_WORDS, PAIR_WORDS, is_less
from .comparisons import COMPARATIVE_RE
from .cues import CueHit
from .facts import RecordFact
from .matcher import Context, fmt_value
from .rules import reading, rule
from .said import Claim, Fact
from .wordcount import content_words

#: "rep1 is the closer match to pooled (0.898 vs 0.899 …)", "the more variable replicate (SD 9.02 against
#: 8.64)": a comparative whose subject's value comes first in the pair said after it.
_PAIR_AFTER_RE = rule(
    "comparison.pair-after",
    "'the closer / tighter / more variable …' followed by a bracketed pair of values ('rep1 is the closer match to "
    "pooled (0.898 vs 0.899 …)') says the subject's value, the first of the pair, is the one the word says.",
    r"\bthe\s+(?P<word>closer|tighter|(?:(?P<less>less)|more)\s+"
    r"(?:variable|enriched|correlated|similar|covered)|(?P<lower>lower|smaller|weaker|fewer)|higher|larger|greater|"
    r"bigger|stronger)\b"
    r"(?:\s+[\w'\u2019-]+){0,4}?\s*\([^()0-9]{0,12}(?=\d)",
    examples=["A is the closer match to pooled (0.898", "the more variable sample (SD 9.02", "the lower SD (12.1"],
    counterexamples=["the closer match to pooled", "the more stable sample (SD 9.02"])
_PAIR_JOIN_RE = rule(
    "comparison.pair-join",
    "'vs', 'versus' or 'against' between the two values of a bracketed pair ('(0.898 vs 0.899)').",
    r"\s*(?:vs\.?|versus|against)\s*",
    examples=[" vs ", " versus ", " against "],
    counterexamples=[" and ", ", "])
_BRACKETED_COMPARATIVE_RE = rule(
    "comparison.bracketed-side",
    "A comparative whose subject's value stands in brackets before 'than' ('A tracks C more closely (r = 0.898) "
    "than B does (r = 0.899)'): that value against the first one stated after 'than'.",
    r"\b(?P<word>higher|greater|larger|bigger|stronger|better|more|lower|smaller|weaker|worse|less|fewer)\b"
    r"(?:\s+[\w'-]+){0,2}?\s*\((?P<inside>[^()]{0,24})\)\s*than\b",
    examples=["more closely (r = 0.898) than", "lower (1.2) than"],
    counterexamples=["more closely than", "(r = 0.898) rather than"])
_BRACKET_LABEL_RE = re.compile(r"[^()\d]{0,12}")  # "(SD 15.8 vs 13.6)": a short label before the pair
_STATED_ORDER = reading(
    "comparison.stated-order",
    "Two values a sentence states around a comparative, both backed and of one attribute or one unit, must be in "
    "the order the comparative says; only a wrong order is reported.",
    ["rep1's chromosome-wide cutoff (18.92) is lower than its viewport cutoff (16.64)"])


def _pair_after(text: str, masked: str, span: tuple[int, int], stated: list[Claim]) -> list[Fact]:
    """The pairs of :data:`_PAIR_AFTER_RE` in the wrong order (a right order adds nothing)."""
    out: list[Fact] = []
    for m in _PAIR_AFTER_RE.finditer(masked, *span):
        pair = [c for c in stated if c.pos >= m.end()][:2]
        if len(pair) < 2 or pair[0].pos != m.end() or not _PAIR_JOIN_RE.fullmatch(masked, pair[0].end, pair[1].pos):
            continue
        a, b = pair
        fa, fb = a.extra["fact"], b.extra["fact"]
        if fa is fb or fa.attribute != fb.attribute:
            continue
        va, vb = float(fa.value), float(fb.value)
        if (va < vb) if m.group("less") or m.group("lower") else (va > vb):
            continue
        said = text[m.start():masked.rindex("(", m.start(), m.end())].rstrip()
        fact = Fact("comparison", said, text[m.start():b.end], rule="comparison.pair-after")
        fact.note = f"{a.fact.text} is not {m.group('word').split()[0].lower()} than {b.fact.text} " \
                    f"({fmt_value(va)} vs {fmt_value(vb)})"
        out.append(fact)
    return out


def stated_order(text: str, masked: str, span: tuple[int, int], claims: list[Claim]) -> list[Fact]:
    """"rep1's chromosome-wide cutoff (18.92) is lower than its viewport cutoff (16.64)": two values
    the sentence states around a comparative, both backed and of one attribute (or one unit), must be in the
    order said. Only a wrong order is reported (a right one adds nothing the two values do not)."""
    out: list[Fact] = []
    low = masked[span[0]:span[1]].lower()
    stated = [c for c in claims if c.fact.kind == "number" and c.fact.found and "fact" in c.extra
              and not c.derived and c.number is not None and c.number.bound is None]
    if any(w in low for w in PAIR_WORDS):
        out += _pair_after(text, masked, span, stated)
    if not any(w in low for w in COMPARATIVE_WORDS):
        return out
    for m in COMPARATIVE_RE.finditer(masked, *span):
        word = (m.group("word") or m.group("word2")).lower()
        before = [c for c in stated if c.end <= m.start() and content_words(masked[c.end:m.start()]) <= 4]
        after = [c for c in stated if c.pos >= m.end() and content_words(masked[m.end():c.pos]) <= 6]
        if not before:  # "B yielded fewer items than A (69 versus 64)": the bracketed pair, subject's first
            pair = _bracketed_pair(masked, m.end(), span[1], stated)
            if pair is not None:
                out += _wrong_order(text, m, word, *pair, rule_id="comparison.stated-order")
            continue
        if not after or masked[m.end():after[0].pos].strip(" (") == "":
            continue  # "more than 7,000" is a bound, not two values
        out += _wrong_order(text, m, word, before[-1], after[0], rule_id="comparison.stated-order")
    for m in _BRACKETED_COMPARATIVE_RE.finditer(masked, *span):
        inside = [c for c in stated if m.start("inside") <= c.pos and c.end <= m.end("inside")]
        after = [c for c in stated if c.pos >= m.end() and content_words(masked[m.end():c.pos]) <= 6]
        if len(inside) == 1 and after:
            out += _wrong_order(text, m, m.group("word").lower(), inside[0], after[0],
                                rule_id="comparison.bracketed-side")
    return out


def _bracketed_pair(masked: str, start: int, end: int, stated: list[Claim]) -> tuple[Claim, Claim] | None:
    """The stated pair in the first bracket between ``start`` and ``end`` ("(69 versus 64)", "(SD 15.8 vs
    13.6)"), if that bracket holds one."""
    opened = masked.find("(", start, end)
    inside = [c for c in stated if opened >= 0 and opened < c.pos and c.end <= end]
    if len(inside) < 2 or not _BRACKET_LABEL_RE.fullmatch(masked, opened + 1, inside[0].pos) or \
            not _PAIR_JOIN_RE.fullmatch(masked, inside[0].end, inside[1].pos):
        return None
    return inside[0], inside[1]


def _wrong_order(text: str, m: re.Match[str], word: str, a: Claim, b: Claim, *, rule_id: str) -> list[Fact]:
    """A comparison fact when ``a``'s value and ``b``'s are not in the order ``word`` says (none when they
    are, or when they are not two values of one attribute or one unit)."""
    fa, fb = a.extra["fact"], b.extra["fact"]
    if fa is fb or (fa.attribute != fb.attribute and (fa.unit is None or fa.unit != fb.unit)):
        return []  # one attribute, or two of one unit ("gave 48 peaks, more than the 69 features"; "the
        # cutoff 15.9 is well below the mean 1.45")
    va, vb = float(fa.value), float(fb.value)
    if (va < vb) if is_less(word) else (va > vb):  # "is well below", "lags behind"
        return []
    fact = Fact("comparison", text[m.start():m.end()], text[a.pos:b.end], rule=rule_id)
    order = f"is not {word} than" if " " not in word and word.endswith(("er", "more", "less", "fewer")) else \
        f"and {b.fact.text} are not in the order “{word}” says"
    said = f"{a.fact.text} {order} {b.fact.text}" if order.startswith("is") else f"{a.fact.text} {order}"
    fact.note = f"{said} ({fmt_value(va)} vs {fmt_value(vb)})"
    return [fact]


_AGAINST_RE = rule("comparison.against-attribute", "A stated value said to be below or above 'the' attribute of its "
                   "record, with no number for it ('a cutoff of 18.92, well below the series mean'), is checked "
                   "against that value of the record.",
                   r"[\s*_]*(?:[,:\u2013\u2014]|--)?\s*(?:(?:is|was|sits?|sat|lies|lay|f[ae]lls?|stays?|stayed)\s+)?"
                   r"(?:(?:well|far|just|slightly)\s+)?"
                   r"(?P<word>below|above|under|over|beneath)\s+(?:the|its|their)\s+",
                   [", well below the mean", "** \u2014 well below the mean", " is above the average"], [" below 5"])


def against_attribute(text: str, masked: str, claims: list[Claim], hits: list[CueHit], ctx: Context) -> list[Fact]:
    """"The chromosome-wide cutoff 18.92, below the track mean": a backed value against the value of
    the attribute named right after it (no number written), about the same entities in the same
    record. Checked only where that record holds exactly one such value."""
    out: list[Fact] = []
    for c in claims:
        fact: RecordFact | None = c.extra.get("fact")
        m = _AGAINST_RE.match(masked, c.end) if fact is not None and c.fact.found else None
        if m is None or fact is None:
            continue
        near = [h for h in hits if m.end() <= h.start <= m.end() + 16
                and masked[m.end():h.start].strip().count(" ") <= 1]
        hit = near[-1] if near else None  # the head of "the track mean"
        if hit is None or fact.attribute in hit.attributes:
            continue
        same = {float(f.value) for _, rf in ctx.cited if any(g is fact for g in rf.facts) for f in rf.facts
                if f.kind == "number" and f.attribute in hit.attributes and f.entities == fact.entities
                and f.unit == fact.unit}
        if len(same) != 1:
            continue
        other, v, less = same.pop(), float(fact.value), m.group("word").lower() in ("below", "under", "beneath")
        if (v < other) if less else (v > other):
            continue
        said = text[m.start("word"):hit.end]
        note = f"{c.fact.text} is not {m.group('word').lower()} {said.split(' ', 1)[-1]} ({fmt_value(v)} vs " \
               f"{fmt_value(other)})"
        out.append(Fact("comparison", said, said, note=note, rule="comparison.against-attribute"))
    return out
