"""The binding pass: each number, locus and accession of a sentence bound to one fact of the cited
records (or explained as a miss), about the entity the sentence says it is about.

Whose a claim is, in order: the names paired with values in order ("respectively"); the nearest
name in its clause (a name glossing it in parentheses first; a shared name narrowed by the one
beside it, "GBM T1"); nobody when it is said of a group ("with each other") or is the other value
of a "vs" pair; the subject before "its"; a pronoun's entity or the subject carried from the
previous sentence. Numbers derived from others (ratios, shares, differences) wait for
:mod:`.checks`.
"""

from __future__ import annotations

import re
from functools import partial

from .boundwords import UNNAMED_BOUND
from .entities import Mention, keys_at
from .loci import resolve_accession, resolve_locus
from .parallel import ranked_by
from .ranges import resolve_both_ends
from .readings import its_subject
from .referents import cited_first, joined_name, narrowed, nearest
from .referents import pronoun_entity as pronoun_entity_of
from .rules import rule
from .said import Claim
from .subjects import ANY, said_of_several
from .tables import table_cell
from .work import SentenceWork

#: "scores span 21–177", "H3K27ac ranged 0.08–74.5": a range of values, from the lowest to the highest.
_SPAN_WORD_RE = rule("range.span-word", "a range said to span or vary is from the lowest value to the highest.",
                     r"\b(?:rang(?:e|es|ed|ing)|span(?:s|ned|ning)?|var(?:y|ies|ied|ying))\s+(?:from\s+)?"
                     r"(?:about\s+|~\s*)?$", ["scores span ", "values ranged from about "], ["the range of "])
#: A number glossed by a name in parentheses right after it: "55.5 (Peak_1939)".
_GLOSS_RE = rule("subject.gloss", "a name in parentheses right after a number says whose it is.",
                 r"[^\S\n]*\([^\S\n]*", [" (", "("], ["x"])


_PAIR_AFTER_RE = rule("subject.pair-within", "a name of two entities said as a pair ('the LGG pair', 'the two LGG "
                      "samples', 'both ACC tracks') is the pair of those two: a pair's value said of it is theirs.",
                      r"(?:['\u2019]s)?\s+(?:pair|duo)\b|\s+(?:samples|tracks|replicates)\b",
                      [" pair", "'s pair", " samples"], [" sample", " and"])
#: A value right after a pair's name and its noun ("the ACC pair's 0.992", "the ACC pair (r = 0.992)").
_PAIR_OWNS_RE = rule("subject.pair-owns", "a value right after a name said as a pair ('the ACC pair's 0.992', 'the "
                     "ACC pair (r = 0.992)') is that pair's own, whatever other names the sentence holds.",
                     r"(?:['\u2019]s)?\s+(?:pair|duo)\b(?:['\u2019]s)?\s*(?:\(\s*)?(?:(?:r|rho|\u03c1)\s*=?\s*)?"
                     r"(?:of\s+|at\s+|~|\u2248|about\s+)?",
                     [" pair's ", " pair (r = "], [" pairs "])
_AMONG_RE = rule("subject.among-the-whole", "a count of things after 'among', 'out of' or 'of all' ('ranked first "
                 "among the 57 quantified genes', 'rank 1 of 64 peaks') counts the whole list, not the one named.",
                 r"\b(?:among|out\s+of|of\s+all)\s+(?:the\s+|all\s+|its\s+)?$",
                 ["first among the ", "rank 1 out of "], ["the mean of rep1 is "])
#: "Peak_2933 averaged 81.4 across the three tracks": a feature's value over several tracks is the feature's.
_ACROSS_RE = rule("subject.feature-across", "a feature's value said 'across' several tracks ('Peak_2933 averaged 81.4 "
                  "across the three tracks') is the feature's own (its mean across them), not the tracks' together.",
                  r"\s+(?:across|over)\b", [" across"], [" with"])
_THEIR_RE = re.compile(r"\b(?:their|the\s+pair['\u2019]s)\b", re.IGNORECASE)
_TWO_BEFORE_RE = re.compile(r"\b(?:two|both)\s+(?:of\s+the\s+)?$", re.IGNORECASE)


def _pair_within(w: SentenceWork, found: Mention | None) -> frozenset[str] | None:
    """The two entities of ``found`` when the words say they are a pair ("the LGG pair", "the two
    LGG samples"), else None."""
    keys = keys_at(w.mentions, found) if found is not None else frozenset()
    if found is None or len(keys) != 2:
        return None
    after = _PAIR_AFTER_RE.match(w.masked, found.end)
    if after is None or (not after.group().strip().lower().endswith(("pair", "duo"))
                         and not _TWO_BEFORE_RE.search(w.masked, max(w.start, found.start - 16), found.start)):
        return None
    return keys


def subject_of(w: SentenceWork, claim: Claim) -> frozenset[str]:
    """The entities ``claim`` is said of (see the module docstring); marks a claim said of a group
    (``collective``), the other value of a "vs" pair (``other``) and a joined pair (``partner``)."""
    gloss = _GLOSS_RE.match(w.masked, claim.end) if "(" in w.masked[claim.end:claim.end + 3] else None
    found = nearest(w.subjects, claim.pos, claim.clause, w.span, frozenset({gloss.end()}) if gloss else frozenset())
    entity = w.in_order.get(id(claim)) or narrowed(w.mentions, found, claim.clause)
    across_of_feature = _ACROSS_RE.match(w.masked, claim.end) is not None and found is not None and all(
        w.index.kind(k) in w.vocabulary.located_kinds for k in keys_at(w.mentions, found))
    if w.held.collectives and found is not None and id(claim) not in w.in_order and not across_of_feature and \
            said_of_several(w.vocabulary, w.masked, found.end, claim, w.end):
        entity = frozenset()  # "… than between the two replicates across chr19 (0.62)"; "~0.62 with each other"
        claim.extra["collective"] = True
    anyone = ANY in entity
    if anyone:
        entity = frozenset()  # "(1.69 vs 1.22)" after one name: the other value is any entity's
        claim.extra["other"] = True
    if found is not None and id(claim) not in w.in_order and claim.fact.kind == "number" and \
            claim.clause[0] <= found.start < claim.clause[1]:
        partner = joined_name(w.masked, w.mentions, found)
        if partner:
            claim.extra["partner"] = partner  # "rep1–pooled is 0.899": the pair of both names
    if w.held.its and claim.fact.kind == "number" and not claim.derived:  # "…, and its maximum (111.0)"
        entity = its_subject(w.masked, w.start, claim, w.subjects, w.mentions, w.earlier, w.view) or entity
    if not entity and w.earlier and not anyone:  # "The former … 256, whereas the latter … 279"; "Its maximum …"
        entity = pronoun_entity_of(w.view, w.start, claim.pos, w.earlier, last=True) or w.pronoun_entity
    within = _pair_within(w, found) if claim.fact.kind == "number" else None
    if within is None and claim.fact.kind == "number" and len(entity) == 2 and \
            _THEIR_RE.search(w.masked, w.start, claim.pos):
        within = entity  # "The LGG pair … Their Spearman coefficient is 0.815": the two of the pair
    owned = found is not None and _PAIR_OWNS_RE.fullmatch(w.masked, found.end, claim.pos) is not None
    if within is not None and within == entity and (owned or all(m.key in within for m in w.mentions)):
        # "the LGG pair correlates at 0.990": the pair of the two, not any with one ("their r with pooled" is not);
        # "just edging out the ACC pair's 0.992": the ACC pair's own, whatever else the sentence names
        claim.extra["within"] = within
    claim.extra["nearest"] = found
    return column_entity(w, claim) or _not_counted(w, claim, entity)


def _not_counted(w: SentenceWork, claim: Claim, entity: frozenset[str]) -> frozenset[str]:
    """``entity``, or nobody when the number counts things of the entity's own kind: in "Peak_43 led
    the 14 quantified peaks" the 14 counts peaks, it is no attribute of one peak."""
    noun = claim.cue.strip() if claim.cue and claim.number is not None and claim.number.integer else None
    kind = w.vocabulary.kind_of(noun) if noun and noun.endswith("s") else None
    if kind is not None and _AMONG_RE.search(w.masked, max(w.start, claim.pos - 24), claim.pos):
        return frozenset()  # "PPAPDC2 ranked first among the 57 quantified genes": the 57 counts the whole list
    return frozenset() if kind is not None and entity and all(w.index.kind(k) == kind for k in entity) else entity


def column_entity(w: SentenceWork, claim: Claim) -> frozenset[str]:
    """"| peak | rep1 | rep2 | pooled |": a number in a table's body is about the entity its column's
    header names (of those the cited records are about), when it names one."""
    if "|" not in w.text[w.start:w.end]:
        return frozenset()
    cells = table_cell(w.masked, claim.pos)
    if cells is None:
        return frozenset()
    (start, end), (hs, he) = cells
    if w.index.mentions(w.view, start, end):
        return frozenset()  # the cell names its own
    named = cited_first(w.index.mentions(w.view, hs, he), w.about)
    keys = frozenset(m.key for m in named if m.key in w.about)
    return keys if keys else frozenset()


def _bind_fold(w: SentenceWork, claim: Claim, entity: frozenset[str]) -> bool:
    """"0.870 fold-enrichment": a value when one backs it (True), else left to the ratio reading."""
    w.scopes().resolve(claim, entity)
    if claim.fact.found:
        w.facts.append(claim.fact)
        w.plain_folds.append(claim)
        return True
    claim.extra["plain"] = claim.fact.note
    claim.fact.note = None
    return False


def _bind_number(w: SentenceWork, claim: Claim, entity: frozenset[str]) -> None:
    """A number: a range's two ends, a place in a ranking, or a value; shares wait for :mod:`.checks`."""
    voc, ctx = w.vocabulary, w.context()
    n = claim.number
    if n is not None and n.bound is not None and not claim.attributes:
        claim.fact.unsure = f"No word says what “{claim.fact.text}” bounds, so the checker could not check it"
        claim.fact.rule = UNNAMED_BOUND  # "it never rises above 1.4": a bound of no value named is undecided
        w.facts.append(claim.fact)
        return
    if "ends" in claim.extra:  # "scores between 21 and 123": both ends, or the lowest and highest
        spans = _SPAN_WORD_RE.search(w.masked, max(w.start, claim.pos - 24), claim.pos) is not None
        w.scopes().run(claim, partial(resolve_both_ends, claim, entity, ctx, spans))
        w.facts.append(claim.fact)
        return
    if claim.extra.get("ordinal") and claim.attributes <= voc.ordinal_attributes:
        claim.attributes = voc.ordinal_attributes  # "comes in 2nd": a rank
        claim.extra["by"] = ranked_by(claim, w.hits, voc.ordinal_attributes)  # "… by mean"
    w.scopes().resolve(claim, entity)
    if claim.extra.get("idiom") and not claim.fact.found and "placed" not in claim.extra and not any(
            f.attribute in voc.ordinal_attributes for _, rf in w.cited for f in rf.facts):
        claim.extra["unread"] = True  # "rep2 vs pooled came out on top": no rank, no place by value read
        return
    if not claim.fact.found and claim.extra.get("or_share"):  # "58% of the fragments (38 of 65)"
        claim.derived, claim.extra["plain"] = "share", claim.fact.note
        w.derived.append(claim)
        return
    w.numbered.append(claim)
    w.said_of[id(claim)] = entity
    w.facts.append(claim.fact)


def _bind_locus(w: SentenceWork, claim: Claim) -> None:
    """A locus: the view or scope it is said to be, the feature it is of, or a locus it overlaps."""
    found = claim.extra.get("nearest")
    near = found is not None and (claim.clause[0] <= found.start < claim.clause[1] or found.start == claim.pos)
    keys = keys_at(w.mentions, found) if not claim.extra.get("container") else frozenset()
    if found is None and not claim.extra.get("container"):
        keys, near = w.referred, False  # "It sits at chr19:…" after a sentence about Peak_22
    located = frozenset(k for k in keys if w.index.kind(k) in w.vocabulary.located_kinds)
    resolve_locus(claim, keys if near else located, w.context())
    w.facts.append(claim.fact)


def bind_claims(w: SentenceWork) -> None:
    """Bind every claim of the sentence (see the module docstring)."""
    for claim in w.claims:
        entity = subject_of(w, claim)
        if claim.derived and claim.extra.get("or_plain") and _bind_fold(w, claim, entity):
            continue
        if claim.derived:
            w.derived.append(claim)
        elif claim.fact.kind == "number":
            _bind_number(w, claim, entity)
        elif claim.fact.kind == "locus":
            _bind_locus(w, claim)
        else:
            resolve_accession(claim, w.context())
            w.facts.append(claim.fact)
