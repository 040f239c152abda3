"""Numbers mapped to the names a sentence lists, in order: "rep1 and rep2 averaged 0.870 and 0.874",
"0.870, 0.874 and 0.872 for rep1, rep2 and pooled, respectively", "rep1 is hotter than rep2 (mean
2.76 vs 2.30)". The words are rules (:mod:`.rules`), ids ``subject.*`` (and ``cue.respectively``)."""

from __future__ import annotations

import itertools

from .cuelists import RESPECTIVELY_RE
from .entities import Mention, keys_at, members_named, mention_groups
from .numbers import length_unit
from .referents import joined_names
from .rules import rule
from .said import Claim

#: A plural pronoun for the names said before: "Their means are …", "They average …".
_THEIR_RE = rule(
    "subject.plural-pronoun",
    "A plural pronoun before numbers said 'respectively' ('Their means are 1.69 and 1.22 respectively') maps them "
    "to the previous sentence's names, in order.",
    r"\b(?:their|they|these|those|both)\b",
    examples=["Their means are ", "They average ", "both "],
    counterexamples=["the means are ", "then "])
#: What may stand between the numbers of a list: "2.76 vs 2.30", "199.8 against 190.7", "199.8/190.7/159.2",
#: "48, 38 and 12".
LIST_JOIN_RE = rule(
    "subject.number-list-join",
    "What may stand between the numbers of one list ('2.76 vs 2.30', '199.8/190.7/159.2', '48, 38 and 12').",
    r"\s*(?:vs\.?|versus|v\.|against|and|or|&|,|/|;)?\s*(?:and\s+)?",
    examples=[" vs ", ", ", " and "])


def respective(claims: list[Claim], mentions: list[Mention], masked: str,
               span: tuple[int, int], earlier: list[Mention] | None = None) -> dict[int, frozenset[str]]:
    """Numbers mapped to entities in order:

    - "rep1 and rep2 averaged 0.870 and 0.874" — as many names as numbers, the names first, the
      numbers of one attribute (or a multiple of them, said "respectively");
    - anything said "respectively" / "resp.": the numbers right before the word, one per name,
      wherever the names stand ("0.870, 0.874 and 0.872 for rep1, rep2 and pooled, respectively");
    - a list of numbers joined only by "vs", "and", commas or slashes, one per name: after every
      name ("rep1 is hotter than rep2 (mean 2.76 vs 2.30)", "rep1/rep2/pooled = 199.8/190.7/159.2"),
      or a "vs" pair after the names said since the previous list (:func:`_lists`);
    - "Their means are 1.69 and 1.22 respectively" with no name: the previous sentence's names
      (``earlier``), in order.
    """
    numbers = [c for c in claims if c.number is not None and (not c.derived or c.extra.get("or_plain"))]
    length = length_unit()
    if any(c.number is not None and c.number.unit != length for c in numbers):  # "over the 200-kb view, …"
        numbers = [c for c in numbers if c.number is not None and c.number.unit != length]
    if len(numbers) < 2:
        return {}
    mentions = joined_names(mentions, masked)  # ("BRCA T1's mean … ACC T1's (7.18 versus 2.47)": two names)
    if not mentions:
        return _theirs(numbers, masked, span, earlier) if earlier else {}
    respectively = RESPECTIVELY_RE.search(masked, *span)
    named_first = _names_first(numbers, mentions, masked, respectively is not None)
    if named_first:
        return named_first
    named_after = _for_names(numbers, mentions, masked)
    if named_after:  # "(r 0.898 and 0.899 for rep1 and rep2)"
        return named_after
    if respectively is not None:  # the names said with "respectively": those before the word
        groups = mention_groups([m for m in mentions if m.start < respectively.start()])
        said = [c for c in numbers if c.pos < respectively.start()][-len(groups):]
        if len(groups) >= 2 and len(said) == len(groups):
            return {id(c): groups[i] for i, c in enumerate(said)}
        return {}
    groups = members_named(mention_groups(mentions))
    if len(groups) < 2:
        return _one_against(numbers, mentions, masked)
    return _lists(numbers, mentions, masked, span, groups)


def _theirs(numbers: list[Claim], masked: str, span: tuple[int, int],
            earlier: list[Mention]) -> dict[int, frozenset[str]]:
    """"Their means are 1.69 and 1.22 respectively": the previous sentence's names, in order."""
    if not (RESPECTIVELY_RE.search(masked, *span) and _THEIR_RE.search(masked, span[0], numbers[0].pos)):
        return {}
    groups = mention_groups(earlier)
    if len(groups) >= 2 and not len(numbers) % len(groups):
        return {id(c): groups[i % len(groups)] for i, c in enumerate(numbers)}
    return {}


def _names_first(numbers: list[Claim], mentions: list[Mention], masked: str,
                 respectively: bool) -> dict[int, frozenset[str]]:
    """"rep1 and rep2 averaged 0.870 and 0.874": the names said before the numbers, one per number
    (or per each of a multiple of them, said "respectively")."""
    spans = list(dict.fromkeys((m.start, m.end) for m in mentions if m.start < numbers[0].pos))
    keys = [keys_at(mentions, Mention(s, e, "")) for s, e in spans]
    if len(keys) >= 2 and not len(numbers) % len(keys):
        same = len({c.attributes for c in numbers}) == 1
        before = all(m.start < numbers[0].pos for m in mentions)
        listed = len(_runs(numbers, masked)) == 1  # "averaged 0.870 and 0.874": one list of numbers
        if respectively or (same and before and listed and len(numbers) == len(keys)):
            return {id(c): keys[i % len(keys)] for i, c in enumerate(numbers)}
    return {}


def _lists(numbers: list[Claim], mentions: list[Mention], masked: str, span: tuple[int, int],
           groups: list[frozenset[str]]) -> dict[int, frozenset[str]]:
    """Runs of numbers given to the sentence's names (``groups``, two or more):

    - a "vs" run takes the names said since the previous run, in order ("a higher top score than
      rep2 peaks (177 vs 123)"); one name said since then, with two in the sentence, is the first
      value's and the other name the second's ("though rep2 has the higher mean (0.874 vs 0.870)");
    - after the last name, a run of as many numbers as names takes them in order ("on both mean
      (12.8 vs 11.4) and breadth (14,764 vs 13,139 bp)"), and another "vs" run is any entity's
      ("(0.899 vs 0.898)" for names said otherwise).
    """
    last = max(m.end for m in mentions)
    out: dict[int, frozenset[str]] = {}
    since = span[0]
    for run in _runs(numbers, masked):
        vs = len(run) >= 2 and _VS_RE.fullmatch(masked, run[0].end, run[1].pos) is not None
        said = mention_groups([m for m in mentions if since <= m.start and m.end <= run[0].pos]) if vs else []
        said = members_named(said, least=1)  # ("the breast donors: BRCA T1 averages 7.18 against 4.15 …")
        since = run[-1].end
        if vs and len(said) == len(run):
            out.update({id(c): said[i] for i, c in enumerate(run)})
        elif vs and len(said) == 1 and len(run) == 2 and len(groups) == 2 and said[0] in groups:
            other = next(g for g in groups if g != said[0])
            out.update({id(run[0]): said[0], id(run[1]): other})
        elif run[0].pos >= last and len(run) == len(groups):
            out.update({id(c): groups[i] for i, c in enumerate(run)})
        elif run[0].pos >= last and vs:
            out.update({id(c): frozenset({ANY}) for c in run})
    return out


def _runs(numbers: list[Claim], masked: str) -> list[list[Claim]]:
    """The numbers in runs joined only by "vs", "and", commas or slashes."""
    runs: list[list[Claim]] = []
    for c in numbers:
        if runs and LIST_JOIN_RE.fullmatch(masked, runs[-1][-1].end, c.pos):
            runs[-1].append(c)
        else:
            runs.append([c])
    return runs


_FOR_RE = rule(
    "subject.for-names",
    "'for', 'in' or 'of' right after a list of numbers ('0.898 and 0.899 for A and B') introduces the names "
    "they are of, in order.",
    r"\s*(?:for|in|of)\s+(?:the\s+)?",
    examples=[" for ", " of the "],
    counterexamples=[" vs ", " and "])
_NAME_JOIN_RE = rule(
    "subject.name-join",
    "What may join the names listed after 'for' ('for A, B and the pooled sample').",
    r"\s*(?:,|and|&|/)\s*(?:and\s+)?(?:the\s+)?",
    examples=[", ", " and the ", "/"],
    counterexamples=[" vs ", " with "])


def _for_names(numbers: list[Claim], mentions: list[Mention], masked: str) -> dict[int, frozenset[str]]:
    """A list of numbers followed by "for" and a list of as many names: "0.898 and 0.899 for rep1 and
    rep2" — the n-th number is the n-th name's (as if said "respectively")."""
    for run in _runs(numbers, masked):
        if len(run) < 2:
            continue
        lead = _FOR_RE.match(masked, run[-1].end)
        if lead is None:
            continue
        groups: list[frozenset[str]] = []
        at = lead.end()
        while len(groups) < len(run):
            here = [m for m in mentions if m.start == at]
            if not here:
                break
            groups.append(keys_at(mentions, here[0]))
            join = _NAME_JOIN_RE.match(masked, here[0].end)
            if join is None:
                break
            at = join.end()
        if len(groups) == len(run) and len(set(groups)) == len(groups):
            for c in run:
                c.extra["named_for"] = True  # said of these names in order: no other pairing reads it again
            return {id(c): groups[i] for i, c in enumerate(run)}
    return {}


#: "rep2 leads (1.69 vs 1.22)", "(199.8 against 190.7)": the second value of a "vs" pair after one name is the other's.
_VS_RE = rule(
    "subject.vs",
    "'vs', 'versus' or 'against' between two numbers ('B leads (1.69 vs 1.22)', '(199.8 against 190.7)') makes "
    "them the values of two entities, in the order named.",
    r"\s*(?:vs\.?|versus|v\.|against)\s*(?:~|\u2248|about\s+|roughly\s+)?\s*",
    examples=[" vs ", " against ~", " versus about "],
    counterexamples=[" and ", ", "])
#: The key a number about "the other" entity gets: any entity the records know.
ANY = "*"


def _one_against(numbers: list[Claim], mentions: list[Mention], masked: str) -> dict[int, frozenset[str]]:
    """One name, then "X vs Y": X is the name's value, Y another entity's (any)."""
    out: dict[int, frozenset[str]] = {}
    for a, b in itertools.pairwise(numbers):
        if _VS_RE.fullmatch(masked, a.end, b.pos) and any(m.end <= a.pos for m in mentions):
            out[id(b)] = frozenset({ANY})
    return out
