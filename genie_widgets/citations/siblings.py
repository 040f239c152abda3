"""Values said side by side are values of one attribute: "rep1 (0.870), rep2 (0.874) and pooled
(0.872)", "1.69 versus 1.22", "9.0, 8.6 and 6.5 for rep1, rep2 and pooled, respectively".

A list of numbers joined only by commas, "and", "vs", parentheses and names is one measurement
said of several things. A number of the list with no attribute words of its own may be matched by
any attribute of its entity; when the list's numbers are then backed by different attributes
("rep1 0.870, rep2 51,217,816.8, pooled 0.872": two means and a sum), the odd one is read as the
attribute its siblings' words name: backed by a value of it, or refuted. When no number of the list
has words and no attribute backs most of them, the odd ones are undecided. The words are rules
(:mod:`.rules`), ids ``siblings.*``.
"""

from __future__ import annotations

from collections import Counter

from .matcher import Context, back_number, backing, binding, unback_number
from .rules import reading, rule
from .said import Claim

_JOIN_RE = rule(
    "siblings.join",
    "What may stand between two values of one list once names are left out: commas, 'and', 'vs', parentheses, "
    "a slash, or a comparison ('rep1 (0.870), rep2 (0.874) and pooled (0.872)', 'rep1 (2.76) runs ahead of rep2 "
    "(2.30)'): values compared are values of one attribute.",
    r"(?:[\s,;/&()\u2013'\u2019]|\band\b|\bor\b|\bvs\b\.?|\bversus\b|\bagainst\b|\bfor\b|\bthe\b|\bs\b|"
    r"\b(?:falls?|runs?|sits?|lies|is|was|now|just|well|slightly|far|way|still)\b|"
    r"\b(?:over|across)\s+the\s+(?:whole\s+|entire\s+)?(?:view|window|region|locus)\b|"
    r"\b(?:ahead\s+of|behind|above|below|than|higher|lower|greater|smaller|more|less|"
    r"exceed(?:s|ed|ing)?|beat(?:s|ing)?|outscor(?:es|ed|ing)|outpac(?:es|ed|ing)|trail(?:s|ed|ing)?|"
    r"edg(?:es|ed|ing)\s+out)\b)*",
    examples=[", ", ") runs ahead of ", " over the view, trailing "],
    flags=0)
_LISTED_AFTER_RE = rule(
    "siblings.listed-after",
    "A list's value is followed by nothing but list words, names or the clause's end ('rep2 0.874, pooled …'); "
    "'1161, 4 points under …' is no list of scores.",
    r"(?:[\s,;/&()\u2013'\u2019]|\band\b|\bor\b|\bvs\b\.?|\bversus\b|\bfor\b|\beach\b|\brespectively\b)*"
    r"(?:[,;).\]]|$|(?<=\s)\d)",  # (or the list's next value: "… 1820.21 for rep1 and 8.64 for rep2")
    examples=[", rep2", ") and ", ""],
    flags=0)
SIBLING = reading("siblings.same-attribute",
                  "A value of a list with no attribute words of its own is read as the attribute its siblings are "
                  "values of: backed by a value of it, or refuted.",
                  ["rep1 0.870, rep2 0.874, pooled 0.872 (the mean of each)"])


def check_siblings(masked: str, numbered: list[Claim], said_of: dict[int, frozenset[str]],
                   names: list[tuple[int, int]], ctx: Context) -> None:
    """Read each list's odd values as their siblings' attribute (see the module docstring)."""
    for group in _lists(masked, numbered, names, ctx):
        _repeated(group, ctx)
        attributes = [c.extra["fact"].attribute for c in group if c.fact.found]
        if len(set(attributes)) < 2:
            continue
        worded = {c.extra["fact"].attribute for c in group if c.attributes and c.fact.found}
        said = bool(worded)
        if not said:
            top, n = Counter(attributes).most_common(1)[0]
            if 2 * n <= len(group):
                continue  # no attribute backs most of them: nothing says which they are
            worded = {top}
        for claim in group:
            if not claim.fact.found:
                continue
            if not claim.attributes and claim.extra["fact"].attribute not in worded and \
                    _LISTED_AFTER_RE.match(_unnamed(masked, claim.end, min(len(masked), claim.end + 24), names)):
                _reread(claim, frozenset(worded), said_of.get(id(claim), frozenset()), ctx, said)


def _repeated(group: list[Claim], ctx: Context) -> None:
    """"replicates 1, 1 and 3": a whole number listed more often than the record's list holds it for
    its entity (decimals may repeat: "0.90 and 0.90" of two pairs)."""
    said: Counter[tuple[str | None, tuple[str, ...], float]] = Counter()
    for claim in group:
        fact = claim.extra["fact"]
        if claim.number is None or not claim.number.integer or not fact.path.endswith("]"):
            continue  # (only an element of a list of whole numbers)
        key = (fact.attribute, tuple(fact.entities), float(fact.value))
        said[key] += 1
        if said[key] < 2:
            continue
        held = sum(1 for _, rf in ctx.cited for f in rf.facts if f.kind == "number" and f.attribute == key[0]
                   and tuple(f.entities) == key[1] and float(f.value) == key[2])
        if said[key] > max(held, 1):
            unback_number(claim, f"{claim.fact.text} is listed more often than the cited record holds it "
                                 f"({binding(ctx, fact)})", SIBLING)


def _reread(claim: Claim, attributes: frozenset[str], entity: frozenset[str], ctx: Context, said: bool) -> None:
    """``claim`` as a value of ``attributes``: backed, refuted (its siblings' words name them: ``said``)
    or undecided (only most of its siblings are values of them)."""
    fact = claim.extra["fact"]
    claim.attributes = attributes
    hit = backing(claim, entity, ctx)
    if hit is not None:
        back_number(claim, ctx, hit[0], hit[1], rule=SIBLING)
        return
    label = ctx.vocabulary.label(sorted(attributes)[0])
    why = f"{claim.fact.text} is {binding(ctx, fact)}, and the values said beside it are of the {label}"
    if said:
        unback_number(claim, why, SIBLING)
        return
    claim.attributes = frozenset()
    unback_number(claim, None)
    claim.fact.unsure, claim.fact.rule = f"{why}: the checker could not tell which it is", SIBLING


def _lists(masked: str, numbered: list[Claim], names: list[tuple[int, int]], ctx: Context) -> list[list[Claim]]:
    """Runs of backed plain numbers of one unit joined only by list words and names."""
    ordinal = ctx.vocabulary.ordinal_attributes
    numbers = sorted((c for c in numbered if c.fact.found and c.extra.get("fact") is not None and not c.derived
                      and c.number is not None and c.extra["fact"].attribute not in (None, *ordinal)
                      and not c.extra.get("operand") and not c.attributes & ordinal), key=lambda c: c.pos)
    out: list[list[Claim]] = []
    for c in numbers:
        last = out[-1][-1] if out else None
        if last is not None and last.number is not None and c.number is not None and \
                last.number.unit == c.number.unit and last.number.percent == c.number.percent and \
                _JOIN_RE.fullmatch(_unnamed(masked, last.end, c.pos, names)) and not _aside(masked, last):
            out[-1].append(c)
        else:
            out.append([c])
    return [g for g in out if len(g) > 1]


def _aside(masked: str, claim: Claim) -> bool:
    """Whether ``claim`` stands in parentheses after words of its own ("(SD 7.23)"): an aside, not a list's value."""
    opened = masked.rfind("(", max(0, claim.pos - 40), claim.pos)
    return opened >= 0 and ")" not in masked[opened:claim.pos] and any(ch.isalpha() for ch in masked[opened:claim.pos])


def _unnamed(masked: str, start: int, end: int, names: list[tuple[int, int]]) -> str:
    """``masked[start:end]`` with the names in it left out."""
    piece = masked[start:end]
    for s, e in sorted(set(names), reverse=True):
        if start <= s and e <= end:
            piece = piece[:s - start] + piece[e - start:]
    return piece
