"""Attribute words for numbers that stand where their own words cannot reach them.

- A value in parentheses right after attribute words and a name ("The mean of BRCA T1 (7.18)", "in
  mean signal (13.97 vs 13.04)") glosses them: a parenthesis cuts the clause, but the words before it
  are the value's own. With no such words before, a verb of attribute right after the closing
  parenthesis is ("ACC T1 (2.47) averaged …").
- The second value of a comparison pair ("13.97 vs 13.04", "1.69 versus 1.22") is a value of the
  same attribute as the first.
- A value in parentheses after the name of a comparison's other side ("2.9-fold that of ACC T1
  (2.47)", "well above rep1 (1.22)") is a value of the attribute of the compared value before it.
- The two values in parentheses right after a ratio or change ("2.9 times ACC T1's (7.18 versus
  2.47)") are its sides: values of the attribute the words before the ratio name.
- In a list of values each followed by its name ("the mean is 1.22 for rep1 and 1.69 for rep2"),
  the second is a value of the first one's attribute.
- A comparison pair in parentheses after a second attribute word ("… but rep1 the higher peak value
  (199.8 vs 190.7)") is glossed by the words since the last number.
- The words of a name said in parts ("ACC T1": the gazetteer's "ACC" and "T1") are one name here.

Without them such a number has no attribute words and any attribute of its entity backs it: "the
mean of BRCA T1 (283.14)" was shown ✓ on BRCA T1's maximum. The words are rules (:mod:`.rules`),
ids ``gloss.*``.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .cues import CueHit
from .rules import rule
from .said import Claim
from .sentences import Span

_DIGITS_RE = re.compile(r"(?<![A-Za-z0-9_])\d[\d,.]*")  # a number, not a digit of a name ("Oct4")

#: A number that opens a parenthesis ("(7.18", "(~7.2", "(about 7.2").
_OPENS_RE = rule(
    "gloss.opens",
    "A value that opens a parenthesis right after attribute words and a name ('The mean of BRCA T1 (7.18)') is "
    "the value of those words.",
    r"\(\s*(?:~|\u2248|about\s+|roughly\s+|approx(?:\.|imately)?\s+)?$",
    examples=["The mean of A (", "in mean signal (~"],
    counterexamples=["The mean of A, "])
#: What may stand between the glossed words and the parenthesis, once names are left out ("The mean
#: of BRCA T1 (7.18)": "of").
_BETWEEN_RE = rule(
    "gloss.between",
    "Only a name, after 'of' / 'for' / 'in' and the like, may stand between glossed attribute words and the "
    "parenthesis ('The mean of BRCA T1 (7.18)'); other words ('the z-score call on rep1 (38)') are no gloss.",
    r"^\s*(?:of|for|in|on|at|across|over)\s+(?:the\s+)?$",
    examples=[" of ", " in the "],
    counterexamples=[" call on "])
#: What follows a parenthesised value before a verb of attribute ("(2.47) averaged").
_CLOSES_RE = rule(
    "gloss.closes",
    "A name glossed by a value in parentheses and followed by a verb of attribute ('ACC T1 (2.47) averaged …') "
    "states that attribute.",
    r"\s*\)\s*",
    examples=[") ", ")"],
    counterexamples=[", "])
#: What joins the two values of a comparison pair.
_VERSUS_RE = rule(
    "gloss.versus",
    "The second value of a comparison pair ('1.69 vs 1.22', '13.97 versus 13.04') is a value of the attribute "
    "the first is.",
    r"\s*(?:vs\.?|versus|against|compared\s+(?:with|to))\s*(?:~|\u2248|about\s+|roughly\s+)?",
    examples=[" vs ", " versus ~", " compared with "],
    counterexamples=[" and ", " to "])


#: What joins two parallel clauses before the second's name ("12.8 and H3K4me3 0.1", "…; rep2, 1.69").
_PARALLEL_RE = rule(
    "gloss.parallel",
    "A value after a joining word and a name, with nothing else between ('H3K27ac averaged 12.8 and H3K4me3 0.1', "
    "'rep1 peaked at 199.8, rep2 at 190.7', 'rep1 averaged 1.22 across the view, rep2 1.69'), is a value of the "
    "attribute the value before it is.",
    r"^\s*(?:(?:across|over|in|within|on)\s+(?:the\s+)?(?:whole\s+|full\s+)?(?:view|window|chromosome|region|"
    r"chr[0-9XYM]+)\s*)?(?:,|;)?\s*(?:and|while|whereas|but)?\s*(?:for\s+|in\s+)?(?:the\s+)?$",
    examples=[" and ", ", ", "; while "])
#: What may stand between the second name and its value ("H3K4me3 0.1", "rep2 at 190.7", "rep2's 1.69").
_AFTER_NAME_RE = rule(
    "gloss.after-name",
    "Between the name of a parallel clause and its value only 'at', 'of', a colon or a possessive may stand.",
    r"^(?:['\u2019]s)?\s*(?:at|of|with|=|:)?\s*(?:~|\u2248|about\s+|roughly\s+)?$",
    examples=[" at ", "'s ", ": "])


#: Before the name of a comparison's other side whose value follows in parentheses ("2.9-fold that of ACC T1
#: (2.47)", "higher than rep1 (1.22)").
_OTHER_SIDE_RE = rule(
    "gloss.other-side",
    "A value in parentheses right after the name of a comparison's other side ('2.9-fold that of ACC T1 (2.47)', "
    "'higher than rep1 (1.22)', 'well above ACC T1 (2.47)') is a value of the attribute the compared value before "
    "it is.",
    r"\b(?:(?:that|those)\s+of|than(?:\s+(?:for|in))?|above|below|behind|ahead\s+of|versus|vs\.?|against)"
    r"\s+(?:the\s+)?$",
    examples=["2.9-fold that of ", "higher than the "],
    counterexamples=["the mean of "])


#: Names said after their values: "1.22 for rep1 and 1.69 for rep2", "10.2 in rep2, 7.7 in rep1".
_NAME_AFTER_RE = rule(
    "gloss.name-after",
    "In a list of values each followed by its name ('the typical level is 1.22 for rep1 and 1.69 for rep2'), the "
    "second value is a value of the attribute the first is.",
    r"^\s*(?:for|in|at)\s+(?:the\s+)?$",
    examples=[" for ", " in the "],
    counterexamples=[" above "])
_NAMED_JOIN_RE = rule(
    "gloss.named-join",
    "What joins 'value for name' to the next value: a comma, 'and', 'while', 'versus'.",
    r"^(?:['\u2019]s)?\s*[,;]?\s*(?:and|while|whereas|but|versus|vs\.?)?\s*(?:~|\u2248|about\s+|roughly\s+)?$",
    examples=[" and ", ", ", " versus "])


def glossed_cue(claim: Claim, hits: list[CueHit], masked_text: str, sentence: Span,
                names: list[Span] | None) -> CueHit | None:
    """The attribute words a number opening a parenthesis glosses (see the module docstring)."""
    if claim.extra.get("word") or _OPENS_RE.search(masked_text, max(sentence[0], claim.clause[0] - 1),
                                                     claim.pos) is None:
        return None  # ("tracks (two GBM, two LGG)": a count in words names what follows it)
    paren = masked_text.rfind("(", sentence[0], claim.pos)
    close = masked_text.find(")", claim.end, sentence[1])
    inside = masked_text[claim.end:close if close >= 0 else sentence[1]]
    pair = any(ch.isdigit() for ch in inside)
    if pair and not _VERSUS_RE.match(inside):
        return None  # "Pooled (1,2,3)": a list
    # words of several attributes in the sentence: only a value's words since its last number gloss a pair
    # ("rep2 the higher mean (1.69 vs 1.22) but rep1 the higher peak value (199.8 vs 190.7)"), and not two
    # ("its mean is a third of its maximum (0.49 vs 1.38)": two sides)
    since = max((m.end() for m in _DIGITS_RE.finditer(masked_text, sentence[0], paren)), default=sentence[0])
    narrow = pair and len({h.attributes for h in hits}) > 1
    if narrow and len({h.attributes for h in hits if since <= h.start and h.end <= paren}) > 1:
        return None
    before = [h for h in hits if h.end <= paren and not h.adjacent and _glosses(masked_text, h.end, paren, names)
              and (not narrow or (h.before and since <= h.start))]
    if before:
        return max(before, key=lambda h: h.end)
    closes = _CLOSES_RE.match(masked_text, claim.end)
    if closes is None or masked_text[claim.end:closes.end()].count(")") != 1:
        return None
    return next((h for h in hits if h.before and not h.adjacent and h.start == closes.end()), None)


def _glosses(masked_text: str, start: int, paren: int, names: list[Span] | None) -> bool:
    """Whether attribute words ending at ``start`` are glossed by the parenthesis at ``paren``: nothing
    between, or a name after "of" / "for" / … ("The mean of BRCA T1 (": not "the single-replicate
    ENCFF177JXC (", where the words describe the name, nor "above rep2's (")."""
    named = [(s, e) for s, e in _joined(masked_text, names) if start <= s and e <= paren]
    if not named:
        return not masked_text[start:paren].strip()
    s, e = min(named)
    return _BETWEEN_RE.search(masked_text[start:s]) is not None and not masked_text[e:paren].strip()


def versus_pairs(masked_text: str, claims: list[Claim], names: list[Span] | None = None,
                 hits: Sequence[CueHit] = ()) -> None:
    """Give the second value of each comparison pair the attribute words of the first, and the
    value after the next name of a parallel list ("H3K27ac averaged 12.8 and H3K4me3 0.1")."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number"]
    for ratio, first, second in zip(numbers, numbers[1:], numbers[2:], strict=False):
        # "BRCA T1's mean is 2.9 times ACC T1's (7.18 versus 2.47)": the two sides of the ratio, in parentheses
        if ratio.derived and ratio.attributes and not first.attributes and not first.derived and any(
                h.before and h.attributes == ratio.attributes and h.end <= ratio.pos and
                not h.text.lower().startswith("of ") for h in hits) and \
                _OPENS_RE.search(masked_text, ratio.end, first.pos) and \
                _VERSUS_RE.fullmatch(masked_text, first.end, second.pos):  # (the ratio's words before it: "mean")
            first.attributes, first.cue = ratio.attributes, ratio.cue
    joined = _joined(masked_text, names)
    for first, second in itertools.pairwise(numbers):
        versus = _VERSUS_RE.fullmatch(masked_text, first.end, second.pos) is not None
        if versus:
            first.extra["versus"] = second.extra["versus"] = True  # ("mean … maximum (0.49 vs 1.38)": words of both)
        if second.attributes or second.derived or not first.attributes or first.derived or \
                second.extra.get("word") or _units(first) != _units(second):
            continue
        if versus or _parallel(masked_text, first, second, names) or _named_after(masked_text, first, second, joined) \
                or _versus_named(masked_text, first, second, joined):
            second.attributes, second.cue = first.attributes, first.cue
    valued = None
    for c in numbers:  # "The mean of A (7.18) was 2.9-fold that of B (2.47)": the other side's value
        if valued is not None and not c.attributes and not c.derived and not c.extra.get("word") and \
                _units(valued) == _units(c) and _other_side(masked_text, c, joined):
            c.attributes, c.cue = valued.attributes, valued.cue
        valued = c if c.attributes and not c.derived else valued


def _other_side(masked_text: str, claim: Claim, joined: list[Span]) -> bool:
    """Whether ``claim`` opens a parenthesis right after a name (``joined``: see :func:`_joined`) said as
    a comparison's other side."""
    before = [(s, e) for s, e in joined if e <= claim.pos]
    if not before:
        return False
    start, end = max(before)
    gap = masked_text[end:claim.pos].removeprefix("'s").removeprefix("\u2019s").lstrip()
    return _OPENS_RE.fullmatch(gap) is not None and \
        _OTHER_SIDE_RE.search(masked_text, max(0, start - 30), start) is not None


def _joined(masked_text: str, names: list[Span] | None) -> list[Span]:
    """The name spans with the words of one name joined ("ACC T1": two names of the gazetteer, one said)."""
    out: list[Span] = []
    for s, e in sorted(set(names or ())):
        if out and (s < out[-1][1] or not masked_text[out[-1][1]:s].strip()):
            out[-1] = (out[-1][0], max(e, out[-1][1]))
        else:
            out.append((s, e))
    return out


def _named_after(masked_text: str, first: Claim, second: Claim, joined: list[Span]) -> bool:
    """Whether two values are each followed by a name (``joined``: see :func:`_joined`): "1.22 for rep1
    and 1.69 for rep2"."""
    between = [(s, e) for s, e in joined if first.end <= s and e <= second.pos]
    after = next(((s, e) for s, e in joined if second.end <= s), None)
    if len(between) != 1 or after is None:
        return False
    (s, e), (s2, _) = between[0], after
    return _NAME_AFTER_RE.search(masked_text[first.end:s]) is not None and \
        _NAMED_JOIN_RE.search(masked_text[e:second.pos]) is not None and \
        _NAME_AFTER_RE.search(masked_text[second.end:s2]) is not None


#: "3.18 there against rep2's 1.31", "12.8 versus H3K4me3's 0.1": a comparison pair with the other side's name.
_VERSUS_NAMED_BEFORE_RE = rule(
    "gloss.versus-named",
    "A value, 'vs' / 'versus' / 'against' / 'compared with' or a comparative ('below', 'ahead of', 'higher than') "
    "and a name before the second value ('3.18 there against rep2's 1.31', '413.5, slightly below its T1 partner's "
    "423.9') make the second a value of the attribute the first is.",
    r"^\s*,?\s*(?:there\s+|here\s+)?(?:(?:just|slightly|well|far|comfortably|a\s+bit|a\s+little)\s+)?"
    r"(?:vs\.?|versus|against|compared\s+(?:with|to)|below|above|under|behind|ahead\s+of|beneath|short\s+of"
    r"|(?:higher|lower|greater|smaller|more|less)\s+than)\s+(?:the\s+|its\s+|their\s+)?$",
    examples=[" there against ", " versus the ", ", slightly below its "], counterexamples=[" and ", " while "])
_VERSUS_NAMED_AFTER_RE = rule(
    "gloss.versus-named-after", "What may stand between the other side's name and its value ('rep2's 1.31', "
    "'rep2 at 1.31', 'its T1 partner's 423.9').",
    r"^(?:\s+(?:partner|counterpart|replicate|sample|track|mate|sibling))?(?:['\u2019]s)?\s*(?:at\s+|with\s+)?"
    r"(?:~|\u2248|about\s+|roughly\s+)?$",
    examples=["'s ", " at about ", " partner's "])


def _versus_named(masked_text: str, first: Claim, second: Claim, joined: list[Span]) -> bool:
    """Whether a comparison word and one name stand between two values ("3.18 against rep2's 1.31")."""
    between = [(s, e) for s, e in joined if first.end <= s and e <= second.pos]
    if len(between) != 1:
        return False
    s, e = between[0]
    return _VERSUS_NAMED_BEFORE_RE.search(masked_text[first.end:s]) is not None and \
        _VERSUS_NAMED_AFTER_RE.search(masked_text[e:second.pos]) is not None


def _units(claim: Claim) -> str | None:
    return claim.number.unit if claim.number is not None else None


def _parallel(masked_text: str, first: Claim, second: Claim, names: list[Span] | None) -> bool:
    """Whether only a joining word and a name stand between two numbers ("12.8 and H3K4me3 0.1")."""
    named = [(s, e) for s, e in names or () if first.end <= s and e <= second.pos]
    if not named:
        return False
    start = min(s for s, _ in named)
    return _PARALLEL_RE.search(masked_text[first.end:start]) is not None and \
        _AFTER_NAME_RE.search(masked_text[max(e for _, e in named):second.pos]) is not None


_COMPARED_RE = rule(
    "gloss.compared-pair",
    "A bracketed pair of values ('(0.615 vs 0.586)') after two attributes compared ('Pearson r exceeded Spearman "
    "\u03c1 by 0.029') holds the two attributes' values, in the order they were named.",
    r"\b(?:exceed(?:s|ed)?|surpass(?:es|ed)?|outpac(?:es|ed)|(?:higher|lower|greater|larger|smaller)\s+than|"
    r"trail(?:s|ed)?)\b",
    examples=["Pearson r exceeded Spearman", "the cutoff was higher than the mean"],
    counterexamples=["the mean of rep1", "4 points below the top file"])
_PAIR_OPEN_RE = re.compile(r"\(\s*(?:[a-z\u03c1\u03c3\u03bc]+\s*=\s*)?[~\u2248]?\s*$", re.IGNORECASE)


def compared_pairs(masked_text: str, span: Span, claims: list[Claim], hits: Sequence[CueHit]) -> None:
    """Give a bracketed "x vs y" pair the attributes of the two attributes compared before it
    ("Pearson r exceeded Spearman ρ by 0.029 (0.615 vs 0.586)": x the Pearson r, y the Spearman)."""
    numbers = [c for c in claims if c.number is not None and c.fact.kind == "number"]
    for first, second in itertools.pairwise(numbers):
        paren = masked_text.rfind("(", span[0], first.pos)
        if not first.extra.get("versus") or paren < 0 or not _PAIR_OPEN_RE.fullmatch(masked_text, paren, first.pos):
            continue
        said = list(_COMPARED_RE.finditer(masked_text, span[0], paren))
        if not said:
            continue
        m = said[-1]
        a = [h for h in hits if span[0] <= h.start and h.end <= m.start() and not masked_text[h.end:m.start()].strip()]
        b = [h for h in hits if m.end() <= h.start and h.end <= paren
             and masked_text[m.end():h.start].strip().lower() in ("", "the", "its", "their")]
        if a and b:
            left, right = max(a, key=lambda h: h.end), min(b, key=lambda h: h.start)
            if not left.attributes & right.attributes:
                first.attributes, first.cue = left.attributes, left.text
                second.attributes, second.cue = right.attributes, right.text
