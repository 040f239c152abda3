"""A bound or a range said of a group: "every max > 340" of the glioma samples, "both ACC tracks:
max under 260", "all had means between 4.04 and 4.11".

The number is no value of any one entity; the sentence says each entity of the group has its value
on that side of the bound (or inside the range). The group is the entities the sentence names (a
name several share, "ACCx", names them all; "GBM + LGG" both pairs), else — after "all", "every",
"each" or "both" — every entity the cited record holds that attribute for. Each must hold a value
of the attribute the words name, over the scope the sentence allows, that satisfies the number.
"""

from __future__ import annotations

from .entities import Mention, mention_groups, outermost
from .every import GROUP_CHECKS
from .facts import RecordFact
from .matcher import Context, fmt_value, scope_ok
from .numbers import Number, satisfies
from .phrases import possessive
from .referents import joined_names
from .rules import reading, rule
from .said import Claim

GROUP_BOUND = reading("group.bound", "A bound or a range said of a group ('every max > 340', 'both samples under 260', "
                      "'all between 4.04 and 4.11') holds for each entity of the group.",
                      ["Both A samples: max under 260 (238.1 / 257.5)"])
_BOUND_BEFORE_RE = rule("group.bound-word", "A comparison word right before a number makes it a bound ('> 340', "
                        "'under 260', 'at least 2').",
                        r"(?:(?P<gt>>|\u2265|>=|above|over|exceeding|at\s+least|greater\s+than|more\s+than)"
                        r"|(?P<lt><|\u2264|<=|under|below|beneath|at\s+most|less\s+than|fewer\s+than))\s*$",
                        ["every max > ", "max under ", "all above "], ["max of "])
_QUANTIFIER_RE = rule("group.quantifier", "'all', 'every', 'each' or 'both' says a group is meant.",
                      r"\b(?:all|every|each|both)\b", ["every max", "Both samples"], ["a sample"])


def _side(masked: str, claim: Claim) -> str | None:
    if claim.number is not None and claim.number.bound is not None:
        return claim.number.bound  # (read with its verb and any negation: "never rises above 100" is at most 100)
    m = _BOUND_BEFORE_RE.search(masked, max(claim.clause[0], claim.pos - 16), claim.pos)
    return None if m is None else (">" if m.group("gt") else "<")


def _group(mentions: list[Mention], quantified: bool, attribute_facts: list[RecordFact]) -> set[str]:
    """The entities of the group: those named (all keys of each name; the caller gives the outermost,
    joined names, so "ACCx T1" names one sample, not what "ACCx" and "T1" alone would), else every
    holder."""
    named = {m.key for m in mentions}
    holders = {f.entities[0] for f in attribute_facts}
    if named & holders:
        return named & holders
    return holders if quantified else set()


def _lacking(mentions: list[Mention], group: set[str], ctx: Context) -> str | None:
    """A name of the sentence, of the group's kind, whose entities hold none of the group's values
    (its label), if any."""
    kind = ctx.index.kind(next(iter(group)))
    for keys in mention_groups(mentions):
        if not keys & group and all(ctx.index.kind(k) == kind for k in keys):
            return ctx.index.label(sorted(keys)[0])
    return None


def _holds(v: float, lo: Number | None, hi: Number | None, side: str | None, n: Number | None) -> bool:
    if lo is not None and hi is not None:
        return lo.value - lo.tolerance <= v <= hi.value + hi.tolerance
    assert n is not None
    if n.bound is not None:
        return satisfies(v, n)
    return v > n.value if side == ">" else v < n.value


def group_bounds(masked: str, span: tuple[int, int], claims: list[Claim], mentions: list[Mention],
                 ctx: Context, said_of: dict[int, frozenset[str]] | None = None) -> None:
    """Back (or refute) each unbacked bound or range said of a group (see the module docstring).
    ``said_of``: the entities each number was said of (a number said of one entity is no group's)."""
    quantified: bool | None = None
    for claim in claims:
        if claim.fact.found or claim.fact.kind != "number" or not claim.attributes or claim.derived or \
                claim.fact.rule in GROUP_CHECKS or len((said_of or {}).get(id(claim), ())) == 1:
            continue  # (refuted for its group already: "all three" of two; or said of one: "in ACCx T1")
        ends = claim.extra.get("ends")
        side = None if ends else _side(masked, claim)
        if ends is None and side is None:
            continue
        if quantified is None:
            quantified = _QUANTIFIER_RE.search(masked, *span) is not None
            names = joined_names(outermost(mentions), masked)  # ("ACCx T1": one sample, not "ACCx" and "T1")
        facts = [(cid, f) for cid, rf in ctx.cited for f in rf.facts if f.kind == "number" and
                 f.attribute in claim.attributes and len(f.entities) == 1 and scope_ok(ctx, f)]
        group = _group(names, quantified, [f for _, f in facts])
        if len(group) < 2 or (not mentions and not quantified):
            continue
        lo, hi = ends if ends else (None, None)
        members = [(cid, f) for cid, f in facts if f.entities[0] in group]
        held = {f.entities[0] for _, f in members if _holds(float(f.value), lo, hi, side, claim.number)}
        wrong = [f for _, f in members if f.entities[0] not in held]  # (none of its values holds it)
        lacking = _lacking(names, group, ctx)
        if lacking is not None:  # "rep1, rep2 and pooled each exceed 150" of a record without pooled
            claim.fact.miss(f"{claim.fact.text} is said of each of them, but the cited records hold no "
                            f"{ctx.vocabulary.label(members[0][1].attribute)} of {lacking} there", GROUP_BOUND)
        elif wrong:
            who = ctx.index.label(wrong[0].entities[0])
            claim.fact.miss(f"{claim.fact.text} is said of each of the {len(group)}, but {possessive(who)} "
                            f"{ctx.vocabulary.label(wrong[0].attribute)} is {fmt_value(float(wrong[0].value))}",
                            GROUP_BOUND)
        else:
            cid, f = members[0]
            claim.fact.back(cid, f.path, f.matched, f"{claim.fact.text} → each of the {len(group)}'s "
                                                    f"{ctx.vocabulary.label(f.attribute)}", GROUP_BOUND)
            claim.fact.note = None

