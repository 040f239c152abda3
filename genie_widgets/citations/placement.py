"""Where named features and the loci of a sentence lie:

- "Peak_22 lies within the current view", "MYC falls outside the region on screen": the named
  feature's locus (from a cited record) against the view or scope of a cited record;
- "Peak_37 and Peak_22 are about 4.5 kb apart", "MYC lies 20 kb from the window": a length
  between two named features (the gap between them, or between their starts or centres);
- "MYC is on chr8", "the preview rows sit on chr9": the chromosome of the feature named (or, with no
  name, of the cited record's loci);
- "the window X sits inside the current view", "Peak_1939 lies outside the window X", "the section X
  overlaps the MYC gene", "X contains Peak_22": a locus of the sentence against the cited view or
  against a named feature's cited locus, as said (negations included).

Both need the loci in the cited records; otherwise nothing is checked. Coordinates are 0-based,
end-exclusive; lengths in base pairs.
"""

from __future__ import annotations

import re

from . import numbers
from .entities import Mention, keys_at
from .facts import RecordFact
from .matcher import Context, fmt_locus
from .numbers import Shapes, length_unit, locus_value, satisfies, seq_key
from .said import Claim, Fact

#: Words that may stand before the view's noun ("the current view"), besides the shapes' region modifiers.
_MODIFIERS = (r"current(?:ly)?\s+", r"visible\s+", r"displayed\s+", r"browser\s+")


def _in_view_re(modifiers: str | None) -> re.Pattern[str]:
    """"lies within the current view", "is not in the 10-kb window", "falls outside the region on screen"."""
    before = "|".join([*_MODIFIERS, *([rf"(?:{modifiers})\s+"] if modifiers else [])])
    return re.compile(
        r"(?:\b(?P<neg1>(?:does|do|did)(?:\s+not|n['\u2019]t)\s+|never\s+)?(?P<over>overlaps?|overlapped|intersects?)\s+"
        r"|\b(?:lies|lie|lay|falls?|fell|sits?|sat|is|are|was|were|stays?|remains?|(?P<neg2>isn['\u2019]t|aren['\u2019]t|"
        r"wasn['\u2019]t|weren['\u2019]t|(?:does|do|did)(?:\s+not|n['\u2019]t)\s+(?:lie|fall|sit)))\s+(?P<neg3>not\s+)?"
        r"(?:located\s+|positioned\s+|squarely\s+|well\s+|entirely\s+|fully\s+|comfortably\s+|"
        r"still\s+)?(?P<rel>within|inside|in|outside|off|beyond)\s+(?:of\s+)?)"
        rf"(?:(?:the|our|this|your)\s+)?(?:{before})*"
        r"(?:(?:view(?:port)?|window|region|locus)\s+(?:we|you)(?:['\u2019]re|\s+are|\s+were)\s+(?:viewing|looking\s+at|"
        r"browsing|showing)|view(?:port)?|window|visible\s+region|region\s+(?:currently\s+)?(?:on\s+screen|shown|displayed|"
        r"in\s+view)|"
        r"(?:displayed|visible|current)\s+region)\b|\b(?P<rel2>in|out\s+of)\s+view\b",
        re.IGNORECASE)


_IN_VIEW_RE = _in_view_re(None)
#: A locus written right after the view or window a placement names: "the window at X", "the window (X)".
_STATED_LOCUS_RE: re.Pattern[str] | None = None
#: "MYC is on chr8", "it maps to chromosome 8": the sequence a named feature lies on (None: the shapes
#: name no sequence in prose).
_ON_SEQ_RE: re.Pattern[str] | None = None
#: Words every placement statement holds (lower case; every match of :data:`_IN_VIEW_RE` holds one
#: of the first four, and one of :data:`_ON_SEQ_RE` one of the shapes' ``seq_mention_words``).
#: A list filled in place, so that a module holding it by name (:mod:`.present`) sees the shapes' words.
_VIEW_NOUNS = ("view", "window", "region", "locus")
VIEW_WORDS: list[str] = list(_VIEW_NOUNS)
DISTANCE_WORDS = ("apart", "separat", "distance", "away", "from", "between", "gap", "upstream", "downstream",
                  "spac", "before", "after", "short")
DISTANCE_RE = re.compile(r"\b(?:apart|separated|separation|distance|away|from|between|gap|upstream|downstream|"
                          r"spacing|spaced|before|after|short)\b", re.IGNORECASE)




def _configure(shapes: Shapes) -> None:
    """Build the patterns above from ``shapes`` (:func:`~.numbers.on_configure`)."""
    global _IN_VIEW_RE, _STATED_LOCUS_RE, _ON_SEQ_RE
    _IN_VIEW_RE = _in_view_re(shapes.region_modifiers)
    locus = numbers.LOCUS_RE
    _STATED_LOCUS_RE = None if locus is None else re.compile(rf"\s*(?:at|,|\(|:|=)?\s*(?:{locus.pattern})", re.VERBOSE)
    _ON_SEQ_RE = None if shapes.seq_mention is None else re.compile(
        r"\b(?:(?:is|are|was|were|lies|lie|sits?|located|found|maps?|mapped|resides?)\s+(?:on|to)"
        r"|(?:covers?|spans?|shows?)\s+(?:a\s+|the\s+)?(?:section|part|stretch|region|portion|piece)"
        rf"\s+of)\s+(?:{shapes.seq_mention})", re.IGNORECASE)
    VIEW_WORDS[:] = [*_VIEW_NOUNS, *shapes.seq_mention_words]


numbers.on_configure(_configure)


def _said_outside(m: re.Match[str]) -> bool:
    """Whether an :data:`_IN_VIEW_RE` match says outside: "lies outside", or "is not in the view"."""
    rel = (m.group("rel") or m.group("rel2") or "").lower()
    return (rel in ("outside", "off", "beyond", "out of")) != bool(m.group("neg1") or m.group("neg2")
                                                                   or m.group("neg3"))


def _stated_locus(masked: str, at: int) -> re.Match[str] | None:
    """A locus written right at ``at`` (:data:`_STATED_LOCUS_RE`; none without loci)."""
    return _STATED_LOCUS_RE.match(masked, at) if _STATED_LOCUS_RE is not None else None


def _feature_loci(ctx: Context, keys: frozenset[str]) -> list[tuple[str, RecordFact]]:
    return [(cid, f) for cid, rf in ctx.cited for f in rf.locus_facts()
            if f.role in ("feature", None) and keys & set(f.entities)
            and ctx.index.kind(next(e for e in f.entities if e in keys)) in ctx.vocabulary.located_kinds]


def _overlaps(a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    return seq_key(a[0]) == seq_key(b[0]) and a[1] < b[2] and b[1] < a[2]


def _inside(a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    return seq_key(a[0]) == seq_key(b[0]) and b[1] <= a[1] and a[2] <= b[2]


def placements(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], ctx: Context) -> list[Fact]:
    """Facts for "<feature> lies within / outside the view" statements of one sentence."""
    out: list[Fact] = []
    low = masked[span[0]:span[1]].lower()
    if not any(w in low for w in VIEW_WORDS):
        return out
    for m in _IN_VIEW_RE.finditer(masked, *span):
        before = [x for x in mentions if x.end <= m.start()]
        if not before:
            continue
        keys = keys_at(mentions, before[-1])
        own = _feature_loci(ctx, keys)
        mine = {f.value for _, f in own}  # a gene record's scope is the gene itself: not a view
        views = [(cid, f) for cid, rf in ctx.cited for f in rf.locus_facts() if f.role in ("view", "scope")
                 and f.value not in mine]
        if not own or not views:
            continue
        outside = _said_outside(m)
        overlap = m.group("over") is not None  # "MYC overlaps the current view": any part of it inside
        fact = Fact("relation", text[m.start():m.end()], text[before[-1].start:m.end()])
        stated = _stated_locus(masked, m.end())  # "within the 10-kb window at chr19:1,050,000-…"
        regions = [locus_value(stated)] if stated else [v.value for _, v in views]
        for cid, f in own:
            for region in regions:
                if (_overlaps(f.value, region) if overlap else _inside(f.value, region)) != outside:
                    fact.back(cid, f.path, f.matched, f"{ctx.index.label(sorted(keys)[0])} at {fmt_locus(f.value)} "
                                                      f"{'outside' if outside else 'inside'} {fmt_locus(region)}")
                    break
            if fact.found:
                break
        else:
            truth = ("overlaps" if outside else "does not overlap") if overlap else \
                ("is inside" if outside else "is not inside")
            fact.note = (f"{ctx.index.label(sorted(keys)[0])} at {fmt_locus(own[0][1].value)} {truth} "
                         f"the {'region' if stated else 'view'} {fmt_locus(regions[0])}")
        out.append(fact)
    return out


def placed_loci(masked: str, span: tuple[int, int], claims: list[Claim], ctx: Context) -> None:
    """"The 10 kb window chr19:1,050,000-1,060,000 sits entirely inside the current view": a locus of
    the sentence said to lie inside (or outside, or to overlap) the cited view is checked as said
    (in place: the locus is backed by the view that holds it, or fails)."""
    loci = [c for c in claims if c.fact.kind == "locus"]
    for claim in loci:
        m = _IN_VIEW_RE.search(masked, claim.end, min(span[1], claim.end + 60))
        if m is None or m.group("rel2") or any(claim.end <= c.pos < m.start() for c in loci):
            continue
        backed = claim.fact.found and claim.role != "view"  # a locus backed already: only a false relation fails it
        gap = _SUBJECT_GAP_RE.fullmatch(masked, claim.end, m.start())
        if gap is None or (not backed and "," in gap.group()):
            continue  # "the window we profiled, X, sits inside the view": X is the window, checked as such
        views = [(cid, f) for cid, rf in ctx.cited for f in rf.locus_facts() if f.role in ("view", "scope")]
        if not views or _stated_locus(masked, m.end()):
            continue  # "X lies outside the 10-kb window Y": a relation of two loci of the sentence
        outside = _said_outside(m)
        overlap = m.group("over") is not None
        value, fact = claim.fact.value, claim.fact
        held = [(cid, v) for cid, v in views
                if (_overlaps(value, v.value) if overlap else _inside(value, v.value)) != outside]
        if held and not outside and not backed:
            cid, v = held[0]
            fact.back(cid, v.path, v.matched, f"{fact.text} → {'overlaps' if overlap else 'inside'} the view "
                                              f"{fmt_locus(v.value)}")
            fact.note = None
        elif not held:
            truth = "is inside" if outside else "is not inside"
            fact.miss(f"{fact.text} {truth} the view {fmt_locus(views[0][1].value)}")


#: Between a locus and "lies inside the view": nothing but adverbs and a bracketed aside.
_SUBJECT_GAP_RE = re.compile(r"\s*,?\s*(?:\([^()]{0,40}\)\s*)?(?:(?:also|still|thus|therefore|indeed|then)\s+)?",
                             re.IGNORECASE)


def on_seq(text: str, masked: str, span: tuple[int, int], mentions: list[Mention], pronoun: frozenset[str],
                ctx: Context) -> list[Fact]:
    """Facts for "<feature> is on chr8" (the feature named, or the one a pronoun refers to; with
    no name at all, any locus of the cited records: "the preview rows sit on chr9")."""
    out: list[Fact] = []
    if _ON_SEQ_RE is None:
        return out
    for m in _ON_SEQ_RE.finditer(masked, *span):
        before = [x for x in mentions if x.end <= m.start()]
        keys = keys_at(mentions, before[-1]) if before else pronoun
        own = _feature_loci(ctx, keys) if keys else []
        if not keys and not mentions:  # "The bedGraph rows sit on chr19": the cited record's loci
            own = [(cid, f) for cid, rf in ctx.cited for f in rf.locus_facts()]
        if not own:
            continue
        who = ctx.index.label(sorted(keys)[0]) if keys else "the cited record"
        name = m.group("name")
        fact = Fact("relation", text[m.start():m.end()], name)
        for cid, f in own:
            if seq_key(f.value[0]) == seq_key(name):
                fact.back(cid, f.path, f.matched, f"{who} at {fmt_locus(f.value)}")
                break
        else:
            fact.note = f"{who} lies on {own[0][1].value[0]}, not {numbers.SHAPES.seq_prefix}{name}"
        out.append(fact)
    return out


#: :func:`on_seq` under the name :mod:`.verify` imports.


def containers(claims: list[Claim], mentions: list[Mention], ctx: Context) -> None:
    """"Peak_1939 lies inside chr19:1,050,000-1,060,000": a region a named feature is said to lie in
    holds that feature's cited locus (in place: the region's fact fails when it does not)."""
    for claim in claims:
        if not claim.extra.get("container") or claim.fact.kind != "locus":
            continue
        before = [x for x in mentions if x.end <= claim.pos]
        if not before or any(c.fact.kind == "locus" and c.pos < claim.pos and not c.extra.get("container")
                             for c in claims):
            continue  # "X (its locus) lies inside Y" is checked as a relation of the two loci
        keys = keys_at(mentions, before[-1])
        own = _feature_loci(ctx, keys)
        if not own:
            continue
        region = claim.fact.value
        outside = bool(claim.extra.get("outside"))  # "lies outside the window X"
        held = [(cid, f) for cid, f in own if (not _overlaps(f.value, region) if outside else _inside(f.value, region))]
        fact = claim.fact
        who = ctx.index.label(sorted(keys)[0])
        if not held:
            fact.miss(f"{who} at {fmt_locus(own[0][1].value)} {'overlaps' if outside else 'does not lie inside'} "
                      f"{fact.text}")
        elif not fact.found:  # a region of the sentence's own, holding (or not) the feature as said
            cid, f = held[0]
            fact.back(cid, f.path, f.matched,
                      f"{fact.text} → {'leaves out' if outside else 'holds'} {who} at {fmt_locus(f.value)}")
            fact.note = None


def _distances(a: tuple[str, int, int], b: tuple[str, int, int]) -> list[float]:
    """The gap between two intervals, and the distance between their starts and their centres."""
    if seq_key(a[0]) != seq_key(b[0]):
        return []
    gap = max(0, max(a[1], b[1]) - min(a[2], b[2]))
    return [float(gap), float(abs(a[1] - b[1])), abs((a[1] + a[2]) - (b[1] + b[2])) / 2.0]


#: An edge of the view or a window: "the left edge of the view", "the window's right boundary".
_EDGE_RE = re.compile(r"\b(?:edge|boundary|border|start|end|beginning)\s+of\s+(?:the|this|our)\s+(?:\S+\s+)?"
                      r"(?:view(?:port)?|window|region)\b|\b(?:view(?:port)?|window|region)['\u2019]s\s+(?:\S+\s+)?"
                      r"(?:edge|boundary|border|start|end)\b", re.IGNORECASE)


def _from_edges(claims: list[Claim], own: list[tuple[str, RecordFact]], ctx: Context) -> None:
    """A length no fact backed, said between a feature and an edge of a cited view or window:
    backed when it is the distance from either end of the feature to either edge."""
    edges = [f for _, rf in ctx.cited for f in rf.locus_facts() if f.role in ("view", "scope")]
    unit = length_unit()
    for claim in claims:
        n = claim.number
        if claim.fact.found or n is None or n.unit != unit:
            continue
        for cid, fa in own:
            name, start, end = fa.value
            for edge in edges:
                if seq_key(edge.value[0]) != seq_key(name):
                    continue
                got = [d for d in (abs(start - edge.value[1]), abs(end - edge.value[1]), abs(edge.value[2] - end),
                                   abs(edge.value[2] - start)) if satisfies(float(d), n)]
                if got:
                    claim.fact.back(cid, fa.path, fa.matched, f"{claim.fact.text} → the distance from "
                                                              f"{fmt_locus(fa.value)} to an edge of "
                                                              f"{fmt_locus(edge.value)} ({got[0]:,} {unit})")
                    claim.fact.note = None
                    break
            if claim.fact.found:
                break


def distances(masked: str, span: tuple[int, int], claims: list[Claim], mentions: list[Mention],
              ctx: Context) -> None:
    """A length said between two named features ("Peak_37 and Peak_22 are about 4.5 kb apart")
    that no fact backed: backed when it is a distance between their cited loci (in place)."""
    if not DISTANCE_RE.search(masked, *span):
        return
    groups: list[frozenset[str]] = []
    for x in mentions:
        keys = keys_at(mentions, x)
        if keys not in groups and _feature_loci(ctx, keys):
            groups.append(keys)
    if len(groups) == 1 and _EDGE_RE.search(masked, *span):  # "Peak_22 lies ~102.5 kb from the left edge of the view"
        _from_edges(claims, _feature_loci(ctx, groups[0]), ctx)
        return
    if len(groups) < 2:  # "the two file peaks are … separated by a 465-bp gap": the cited records' only two
        cited = {frozenset({e}) for _, rf in ctx.cited for f in rf.locus_facts() if f.role in ("feature", None)
                 for e in f.entities if ctx.index.kind(e) in ctx.vocabulary.located_kinds}
        if len(groups) or len(cited) != 2:
            return
        groups = sorted(cited, key=sorted)
    a, b = _feature_loci(ctx, groups[0]), _feature_loci(ctx, groups[1])
    unit = length_unit()
    for claim in claims:
        n = claim.number
        if claim.fact.found or n is None or n.unit != unit:
            continue
        said = n
        for cid, fa in a:
            for _, fb in b:
                got = [d for d in _distances(fa.value, fb.value) if satisfies(d, said)]
                if got:
                    f = claim.fact
                    f.back(cid, fa.path, fa.matched, f"{f.text} → the distance between {fmt_locus(fa.value)} and "
                                                     f"{fmt_locus(fb.value)} ({got[0]:,.0f} {unit})")
                    f.note = None
                    break
            if claim.fact.found:
                break


_LOCUS_RELATION_RE = re.compile(r"\)?\s*,?\s*(?:(?:view|window|region|section)\s+)?"
                                r"(?:(?P<neg>(?:does|do|did)(?:\s+not|n['\u2019]t)\s+)?(?P<over>overlaps?|"
                                r"intersects?)|(?:lies|falls|sits|is|are)\s+(?P<neg2>not\s+)?(?:entirely\s+|fully\s+)?"
                                r"(?P<inside>inside|within|in)|(?P<neg3>(?:does|do|did)(?:\s+not|n['\u2019]t)\s+)?"
                                r"(?P<contains>contains?|includes?|holds?|spans?))\s+(?:the\s+)?(?:[\w-]+\s+)?$",
                                re.IGNORECASE)


def loci_and_names(text: str, masked: str, claims: list[Claim], mentions: list[Mention], ctx: Context) -> list[Fact]:
    """"The preview section (chr9:35,696,794-35,728,096) overlaps the MYC gene", "the window X
    contains Peak_22": a locus said to overlap, lie inside or contain a named feature or gene is
    checked against that entity's cited locus (a relation said not to hold too)."""
    out: list[Fact] = []
    for claim in claims:
        if claim.fact.kind != "locus":
            continue
        after = next((m for m in mentions if m.start >= claim.end), None)
        if after is None or after.start - claim.end > 40:
            continue
        said = _LOCUS_RELATION_RE.fullmatch(masked, claim.end, after.start)
        if said is None:
            continue
        keys = keys_at(mentions, after)
        own = _feature_loci(ctx, keys)
        if not own:
            continue
        inside, contains = bool(said.group("inside")), bool(said.group("contains"))
        negated = bool(said.group("neg") or said.group("neg2") or said.group("neg3"))
        fact = Fact("relation", text[claim.pos:after.end], claim.fact.value)
        who = ctx.index.label(sorted(keys)[0])
        for cid, f in own:
            holds = _inside(claim.fact.value, f.value) if inside else _inside(f.value, claim.fact.value) if contains \
                else _overlaps(claim.fact.value, f.value)
            if holds != negated:
                fact.back(cid, f.path, f.matched, f"{who} at {fmt_locus(f.value)}")
                if not claim.fact.found and not negated:  # the locus is backed by the feature, as said
                    claim.fact.back(cid, f.path, f.matched, f"{claim.fact.text} → {said.group().strip(' ),')} "
                                                            f"{who} at {fmt_locus(f.value)}")
                    claim.fact.note = None
                break
        else:
            relation = "lies inside" if inside else "contains" if contains else "overlaps"
            fact.note = (f"{claim.fact.text} {relation} {who} ({fmt_locus(own[0][1].value)}), though said not to"
                         if negated else f"{claim.fact.text}: it is not true that it {relation} {who} "
                                         f"({fmt_locus(own[0][1].value)})")
        out.append(fact)
    return out
