"""Loci and accessions of a sentence against the cited records: a view or scope locus must equal
the record's, a named feature's locus must be that feature's (a feature no record places has none),
any other locus must be one of the record's — or, when the sentence only places something inside it
("falls within X"), overlap one; an accession must be in the record, in the role said."""

from __future__ import annotations

from .matcher import Context, Entities, _found, fmt_locus, label_of
from .numbers import seq_key
from .phrases import article, possessive
from .said import Claim


def _same_locus(a: tuple[str, int, int], b: tuple[str, int, int], tolerance: float = 0.0) -> bool:
    """The same locus, to within ``tolerance`` (length units) at each end (a locus written "31.13–31.15 Mb")."""
    return seq_key(a[0]) == seq_key(b[0]) and abs(a[1] - b[1]) <= tolerance and abs(a[2] - b[2]) <= tolerance


def _overlaps(a: tuple[str, int, int], b: tuple[str, int, int]) -> bool:
    if seq_key(a[0]) != seq_key(b[0]):
        return False
    a1, a2 = min(a[1], a[2]), max(a[1], a[2], min(a[1], a[2]) + 1)
    b1, b2 = min(b[1], b[2]), max(b[1], b[2], min(b[1], b[2]) + 1)
    return a1 < b2 and b1 < a2


def resolve_locus(claim: Claim, entity: Entities, ctx: Context) -> None:
    """A view/scope locus must equal the record's; a feature's locus must be that feature's;
    any other locus must overlap one of the record (an exact match preferred)."""
    value = claim.fact.value
    tol = float(claim.extra.get("tolerance", 0.0))
    loci = [(cid, f) for cid, rf in ctx.cited for f in rf.locus_facts()]
    if claim.role == "view" or claim.extra.get("strict"):
        pool = [(c, f) for c, f in loci if f.role in ("view", "scope")]
        for cid, f in pool:
            if _same_locus(value, f.value, tol):
                return _found(claim, ctx, cid, f)
        named = {k for k in ctx.mentioned if ctx.index.kind(k) in ctx.vocabulary.located_kinds}
        for cid, f in loci:  # "Peak_22 … a mean of 113.0 over chr19:1,102,539-1,102,707": over the feature itself
            if f.role == "feature" and _same_locus(value, f.value, tol) and (not named or named & set(f.entities)):
                return _found(claim, ctx, cid, f)
        shown = ", ".join(dict.fromkeys(fmt_locus(f.value) for _, f in pool[:2]))
        claim.fact.note = (f"{claim.fact.text} is not the cited view or scope ({shown})" if shown
                           else f"{claim.fact.text}: the cited record has no view or scope")
        return
    features = {e for e in entity if ctx.index.kind(e) in ctx.vocabulary.located_kinds}
    if features:
        own = [(c, f) for c, f in loci if features & set(f.entities) and f.role in ("feature", None)]
        own = own or [(c, f) for c, f in loci if features & set(f.entities)]  # a gene's locus, also the view's
        if own:
            claim.extra["feature"] = True  # a named feature's locus: only that feature's backs it
            for cid, f in own:
                if _same_locus(value, f.value, tol):
                    return _found(claim, ctx, cid, f)
            claim.fact.note = (f"{claim.fact.text} is not {possessive(label_of(ctx, frozenset(features)) or '')} "
                               f"locus, which is {fmt_locus(own[0][1].value)}")
            return
        if not claim.extra.get("container"):  # "GPX4: chr19:1,103,925-…": its locus, which no record holds
            claim.fact.note = (f"{claim.fact.text}: the cited record holds no locus of "
                               f"{label_of(ctx, frozenset(features))}")
            return
    for cid, f in loci:
        if _same_locus(value, f.value, tol):
            return _found(claim, ctx, cid, f)
    if claim.extra.get("container"):  # "falls inside chr19:…": only that it lies there
        for cid, f in loci:
            if _overlaps(value, f.value):
                return _found(claim, ctx, cid, f)
    elif any(_overlaps(value, f.value) for _, f in loci):  # fails closed: a region inside the scope is not it
        inside = next(f for _, f in loci if _overlaps(value, f.value))
        claim.fact.note = (f"{claim.fact.text} is not a locus of the cited record; it only overlaps "
                           f"{fmt_locus(inside.value)}")
        return
    same_seq = [f for _, f in loci if seq_key(f.value[0]) == seq_key(value[0])]
    if loci and not same_seq:
        claim.fact.note = f"The cited record has nothing on {value[0]}, where {claim.fact.text} lies"
    else:
        claim.fact.note = f"{claim.fact.text} overlaps no locus of the cited record"


def resolve_accession(claim: Claim, ctx: Context) -> None:
    hits = [(cid, f) for cid, rf in ctx.cited for f in rf.facts
            if f.kind == "accession" and f.value == claim.fact.value]
    for cid, f in hits:
        if claim.role is None or f.role is None or f.role == claim.role:
            _found(claim, ctx, cid, f)
            claim.fact.binding = f"{claim.fact.text} → {f.role or 'accession'} ({f.path})"
            return
    if hits:
        claim.fact.note = (f"{claim.fact.text} is the record's {hits[0][1].role}, not "
                           f"{article(claim.role or 'accession')} {claim.role or 'accession'}")
    else:
        claim.fact.note = f"{claim.fact.text} is not in the cited record"
