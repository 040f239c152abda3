"""Claim checks: does each cited sentence say only what its records hold?

A chip proves that a token resolves to a record a tool issued; it does not prove the sentence.
:func:`verify_message` splits an answer into sentences (:mod:`.sentences`), reads the claims each
one makes (:mod:`.claims`: numbers, loci, accessions, each bound to the attribute words, entity
mentions and scope around it) and matches them against the typed facts the cited records declare
(:mod:`.facts`, :mod:`.matcher`, :mod:`.arithmetic`):

=========== ==============================================================================
status      meaning
=========== ==============================================================================
verified    the sentence cites at least one known record and every fact was backed by one
unsupported some fact was not backed (the reason names it as written; its ``note`` says why),
            or every token the sentence carries is unknown (not issued by a tool here)
unverified  the sentence cites a known record but states nothing checkable
uncited     no token, but the sentence states checkable facts
plain       no token and nothing checkable
=========== ==============================================================================

**A number is backed only by the value of the attribute the sentence names, for the entity it
names, over the scope it names**, in a compatible unit, at the precision written (hedged numbers
at their significant figures; counts by an equal integer; a percent by a fraction ×100 or a
percent). What words name which attribute and how records' fields read as facts come from the
registered :class:`~.facts.Vocabulary` (genie_widgets registers its genomics vocabulary from
:mod:`genie_widgets.tools.facts`); facts are derived from a record's stored ``data`` and tool
name alone, so records stored by earlier versions verify the same way. Digits in identifiers
(K562, H3K27ac, hg38, chr8), timestamps, paths, file names, URLs and hashes are never values.

Code is not prose: tokens and facts inside fenced code blocks and inline code spans are ignored
(entity names inside inline code are still read). Everything here is deterministic and local.
"""

from __future__ import annotations

import bisect
import re
from functools import partial
from typing import Any

from . import fastpath
from .arithmetic import around, carried_values, owner_after, resolve_derived
from .categories import category_claims
from .claims import masked, read_claims
from .clauses import ClauseMark, clause_marks
from .comparisons import comparisons
from .entities import (
    EntityIndex,
    Mention,
    carried_subject,
    cited_first,
    entity_index,
    joined_name,
    keys_at,
    named_keys,
    narrowed,
    nearest,
    not_places,
)
from .entities import pronoun_entity as pronoun_entity_of
from .every import each_holds
from .facts import RecordFact, Vocabulary, all_records, default_vocabulary
from .loci import resolve_accession, resolve_locus
from .markdown import code_parts
from .matcher import Context
from .names import name_facts, subjects_of_numbers
from .orders import stated_order
from .parallel import ranked_by
from .patterns import lower
from .placement import containers, distances, loci_and_names, on_chromosome, placed_loci, placements
from .present import EVERYTHING, Present, present
from .ranges import resolve_both_ends
from .readings import ClauseScopes, folds_as_ratios, its_subject
from .reasons import NOTHING, uncited_reason, unknown_clause
from .records import TokenMatch
from .relations import check_relations, locus_lengths
from .said import Claim, Fact, SentenceCheck
from .scopes import ScopeHint, scope_hint, sentence_scopes
from .sentences import (
    Span,
    _live_tokens,
    _Ranges,
    _sentence_spans,
    code_ranges,
    split_sentences,
)
from .settle import settle_subjects
from .spans import read_numbers
from .subjects import (
    ANY,
    feature_mentions,
    former_latter,
    held_words,
    kind_referents,
    names_a_kind,
    outside_names,
    remember,
    respective,
    said_of_several,
    without_plain_words,
    without_value_names,
)

__all__ = [
    "Fact",
    "SentenceCheck",
    "code_ranges",
    "extract_facts",
    "split_sentences",
    "verify_message",
]


#: "scores span 21–177", "H3K27ac ranged 0.08–74.5": a range of values, from the lowest to the highest.
_SPAN_WORD_RE = re.compile(r"\b(?:rang(?:e|es|ed|ing)|span(?:s|ned|ning)?|var(?:y|ies|ied|ying))\s+(?:from\s+)?"
                           r"(?:about\s+|~\s*)?$", re.IGNORECASE)
_ASIDE_RE = re.compile(r"\b(?:like|unlike|as\s+with|similar\s+to|as\s+for)\s+(?:the\s+)?$", re.IGNORECASE)
#: A number glossed by a name in parentheses right after it: "55.5 (Peak_1939)".
_GLOSS_RE = re.compile(r"[^\S\n]*\([^\S\n]*")


def _check(text: str, masked_text: str, view: str, span: Span, tokens: list[TokenMatch], claims: list[Claim],
           store: Any, vocabulary: Vocabulary, index: EntityIndex, previous: list[Mention], low: str,
           hint: ScopeHint | None = None, named: list[Mention] | None = None,
           marks: list[ClauseMark] | None = None, number: int = -1, held: Present = EVERYTHING,
           told: list[list[tuple[str | None, RecordFact]]] | None = None) -> SentenceCheck:
    """The verdict on one sentence (see the module docstring for the statuses). ``named`` and
    ``marks`` are the sentence's mentions and clause marks when the caller found them for the
    whole message (fast path); ``number`` is the sentence's position among the message's spans;
    ``held`` says which rarer checks the message could need at all (:mod:`.present`); ``told`` the
    values the previous sentence stated, for "That is about 150 higher than rep2's" (updated here)."""
    start, end = span
    ids = list(dict.fromkeys(t.id for t in tokens))
    if named is None:
        named = index.mentions(view, start, end) + index.unknown(view, start, end)
    mentions = sorted(named, key=lambda m: m.start)
    if not ids:
        claims = held_words(outside_names(claims, mentions), None) if claims else claims
    check = SentenceCheck(text[start:end], start, end, ids, tokens, "plain", NOTHING, [c.fact for c in claims])
    if not ids:
        remember(previous, mentions)
        if claims:
            check.status, check.reason = "uncited", uncited_reason(check.facts)
        return check
    known: list[tuple[str, Any]] = []
    unknown: list[str] = []
    for cid in ids:
        record = store.get(cid) if store is not None else None
        if record is None:
            unknown.append(cid)
        else:
            known.append((cid, record))
    if not known:
        remember(previous, mentions)
        noun = "Unknown citation" if len(unknown) == 1 else "Unknown citations"
        check.status, check.reason = "unsupported", f"{noun}: {unknown_clause(unknown)}."
        return check
    cited = [(cid, vocabulary.facts_of(record)) for cid, record in known]
    about = frozenset(k for _, rf in cited for k in rf.entities)
    mentions = cited_first(without_plain_words(mentions, view, cited), about)  # "rep1": the rep1 track measured here
    if held.value_names:
        mentions = without_value_names(mentions, view, cited, vocabulary)
    if held.numbers_in_names:
        claims = outside_names(claims, mentions)
    check.facts = [c.fact for c in claims]
    earlier = list(previous)
    if held.demonstratives:  # "That peak averaged 113.0 in rep1": the previous sentence's peak
        mentions = sorted(mentions + kind_referents(view, span, earlier, mentions, index, vocabulary),
                          key=lambda m: m.start)
    if held.former:  # "Of rep1 and rep2, the former has …"; "The latter, however, reaches …"
        mentions = sorted(mentions + former_latter(view, span, earlier, mentions), key=lambda m: m.start)
    remember(previous, mentions)
    hits = read_claims(text, masked_text, span, claims, vocabulary, low, marks, [(m.start, m.end) for m in mentions])
    worded = [h for h in hits if not h.text.isalpha() and any(ch.isdigit() for ch in h.text)]
    if worded:  # "replicate-1-only files": a digit of the attribute words is no value
        claims = [c for c in claims if (c.number is not None and c.number.unit == "bp") or  # "of the 200-kb view"
                  not any(h.start <= c.pos and c.end <= h.end for h in worded)]
    if held.words:
        claims = held_words(claims, cited)
    referred: frozenset[str] = frozenset()
    if not mentions and earlier and pronoun_entity_of(view, start, end, earlier):  # "It sits at chr19:…"
        referred = frozenset(m.key for m in earlier if index.kind(m.key) in ("feature", "gene"))
    mentions = sorted(mentions + feature_mentions(claims, cited, mentions, index, referred), key=lambda m: m.start)
    pronoun_entity: frozenset[str] = frozenset()
    if not mentions and previous:  # "rep2 FC: mean 1.69. Max reached 190.7": its subject carries on
        pronoun_entity = pronoun_entity_of(view, start, end, previous) or (
            carried_subject(previous) & about if not names_a_kind(vocabulary, view, start, end) else frozenset())
    placed = sentence_scopes(masked_text, span, claims, vocabulary, hint, number)
    scopes = [scope for _, scope in placed]
    ctx = Context(cited, index, vocabulary, named_keys(mentions), scopes)
    clause_scopes = ClauseScopes(ctx, placed)
    in_order = respective(claims, mentions, masked_text, span, earlier)
    # "rep2 averaged 2.30 and, like rep1, peaked at 111.0": a name compared with is not the subject
    subjects = [m for m in mentions if not _ASIDE_RE.search(masked_text, max(span[0], m.start - 14), m.start)] \
        if held.asides else mentions
    if held.places or len({keys_at(mentions, m) for m in subjects}) > 1:  # "peak2363 scored 41 in the Oct4 file"
        subjects = not_places(subjects, masked_text, span, index.kind)  # "H3K27ac: max 74.5 at POU5F1"
    facts: list[Fact] = []
    derived: list[Claim] = []
    numbered: list[Claim] = []  # the numbers checked as values, for a second reading in order
    plain_folds: list[Claim] = []  # "2.3-fold" backed as a value
    said_of: dict[int, frozenset[str]] = {}  # the entity each was said of
    for claim in claims:
        gloss = _GLOSS_RE.match(masked_text, claim.end) if "(" in masked_text[claim.end:claim.end + 3] else None
        found = nearest(subjects, claim.pos, claim.clause, span, frozenset({gloss.end()}) if gloss else frozenset())
        entity = in_order.get(id(claim)) or narrowed(mentions, found, claim.clause)
        if held.collectives and found is not None and id(claim) not in in_order and \
                said_of_several(vocabulary, masked_text, found.end, claim, span[1]):
            entity = frozenset()  # "… than between the two replicates across chr19 (0.62)"; "~0.62 with each other"
            claim.extra["collective"] = True
        anyone = ANY in entity
        if anyone:
            entity = frozenset()  # "(1.69 vs 1.22)" after one name: the other value is any entity's
            claim.extra["other"] = True
        if found is not None and id(claim) not in in_order and claim.fact.kind == "number" and \
                claim.clause[0] <= found.start < claim.clause[1]:
            partner = joined_name(masked_text, mentions, found)
            if partner:
                claim.extra["partner"] = partner  # "rep1–pooled is 0.899": the pair of both names
        if held.its and claim.fact.kind == "number" and not claim.derived:  # "…, and its maximum (111.0)"
            entity = its_subject(masked_text, start, claim, subjects, mentions, earlier, view) or entity
        if not entity and earlier and not anyone:  # "The former … 256, whereas the latter … 279"; "Its maximum …"
            entity = pronoun_entity_of(view, start, claim.pos, earlier, last=True) or pronoun_entity
        if claim.derived and claim.extra.get("or_plain"):  # "0.870 fold-enrichment": a value, else a ratio
            clause_scopes.resolve(claim, entity)
            if claim.fact.found:
                facts.append(claim.fact)
                plain_folds.append(claim)
                continue
            claim.extra["plain"] = claim.fact.note
            claim.fact.note = None
        if claim.derived:
            derived.append(claim)
            continue
        if claim.fact.kind == "number":
            n = claim.number
            if n is not None and n.tolerance == float("inf") and not claim.attributes:
                continue  # "more than 2" of nothing named: not checkable
            if "ends" in claim.extra:  # "scores between 21 and 123": both ends, or the lowest and highest
                spans = _SPAN_WORD_RE.search(masked_text, max(start, claim.pos - 24), claim.pos) is not None
                clause_scopes.run(claim, partial(resolve_both_ends, claim, entity, ctx, spans))
                facts.append(claim.fact)
                continue
            if claim.extra.get("ordinal") and claim.attributes <= vocabulary.ordinal_attributes:
                claim.attributes = vocabulary.ordinal_attributes  # "comes in 2nd": a rank
                claim.extra["by"] = ranked_by(claim, hits, vocabulary.ordinal_attributes)  # "… by mean"
            clause_scopes.resolve(claim, entity)
            if claim.extra.get("idiom") and not claim.fact.found and "placed" not in claim.extra and not any(
                    f.attribute in vocabulary.ordinal_attributes for _, rf in cited for f in rf.facts):
                claim.extra["unread"] = True  # "rep2 vs pooled came out on top": no rank, no place by value read
                continue
            if not claim.fact.found and claim.extra.get("or_share"):  # "58% of the fragments (38 of 65)"
                claim.derived, claim.extra["plain"] = "share", claim.fact.note
                derived.append(claim)
                continue
            numbered.append(claim)
            said_of[id(claim)] = entity
        elif claim.fact.kind == "locus":
            near = found is not None and (claim.clause[0] <= found.start < claim.clause[1] or found.start == claim.pos)
            keys = keys_at(mentions, found) if not claim.extra.get("container") else frozenset()
            if found is None and not claim.extra.get("container"):
                keys, near = referred, False  # "It sits at chr19:…" after a sentence about Peak_22
            resolve_locus(claim, keys if near else frozenset(k for k in keys if index.kind(k) in ("feature", "gene")),
                          ctx)
        else:
            resolve_accession(claim, ctx)
        facts.append(claim.fact)
    clause_scopes.second_readings(numbered, said_of, claims, mentions, hits)
    if held.every:  # "Both replicates averaged 0.874": said of each
        for claim in numbered:
            each_holds(claim, masked_text, mentions, ctx)
    referred_to = pronoun_entity_of(view, start, end, earlier) if earlier else frozenset()
    settle_subjects(numbered, said_of, mentions, referred_to, tokens, masked_text, start, ctx,
                    clause_scopes.run)  # fail closed: a number whose subject stays open is undecided
    check_relations(masked_text, claims)
    containers(claims, mentions, ctx)
    if held.placements:  # "X sits inside the current view"
        placed_loci(masked_text, span, claims, ctx)
    locus_lengths(masked_text, claims)
    if held.distances:
        distances(masked_text, span, claims, mentions, ctx)
    stated = [(c.fact.citation_id, c.extra["fact"]) for c in claims if "fact" in c.extra and c.fact.kind == "number"
              and c.extra["fact"].attribute not in vocabulary.ordinal_attributes]  # ("the top hit" is no operand)
    if told is not None:  # "rep2's view mean is 1.69. That's nearly 40% above rep1's": the value said just before
        stated = carried_values(told, stated, bool(derived), masked_text, start, end)
    derived += folds_as_ratios(plain_folds, numbered, facts)
    for claim in derived:  # after the plain numbers: "65 fragments to 38 regions, 42% fewer"
        if claim.fact.found:  # "the two Oct4 peaks sit about 465 bp apart": backed as a distance already
            facts.append(claim.fact)
            continue
        claim.extra["around"] = around(claim, claims, masked_text)
        claim.extra["owner"] = owner_after(claim, mentions, masked_text)  # "roughly double Peak_37's"
        if claim.extra.get("or_share") == "of" and any(c.derived == "difference" and c.less and c.fact.found
                                                       and c.end <= claim.pos for c in derived):
            claim.derived, claim.less = "change", True  # "removes 27 fragments, roughly 42% of them": of those before
        checked = resolve_derived(claim, mentions, hits, ctx, stated)
        if checked and not claim.fact.found and claim.extra.get("or_share") == "stated":
            claim.derived, claim.less = "change", True  # "from 65 to 38 … a drop of 27, or about 42%"
            resolve_derived(claim, mentions, hits, ctx, stated)
        if checked:
            facts.append(claim.fact)
        elif "plain" in claim.extra:  # not a share of two cited values either: the value's miss stands
            claim.fact.note = claim.extra["plain"]
            facts.append(claim.fact)
    if len(facts) > 1:
        facts.sort(key=lambda f: next((c.pos for c in claims if c.fact is f), 0))
    if held.comparisons:
        facts.extend(comparisons(text, masked_text, span, mentions, hits, claims, ctx, earlier))
        facts.extend(stated_order(text, masked_text, span, claims))
    if held.categories:
        facts.extend(category_claims(text, masked_text, span, mentions, pronoun_entity, ctx))
    if mentions and any(c.fact.kind == "locus" for c in claims):  # "X overlaps the MYC gene"
        facts.extend(loci_and_names(text, masked_text, claims, mentions, ctx))
    if held.placements:
        facts.extend(placements(text, masked_text, span, mentions, ctx))
        facts.extend(on_chromosome(text, masked_text, span, mentions, pronoun_entity, ctx))
    if mentions:  # "the gene in view is JAK1", "rep3 …": names as claims
        facts.extend(name_facts(text, masked_text, span, mentions, subjects_of_numbers(mentions, said_of), ctx))
    check.facts = facts
    where = "the cited record" if len(known) == 1 else "the cited records"
    missing = list(dict.fromkeys(f.text for f in facts if not f.found and not f.unsure))
    unsure = list(dict.fromkeys(f.unsure for f in facts if not f.found and f.unsure))
    if not facts:
        check.status, reason = "unverified", NOTHING[:-1]
    elif missing:
        check.status, reason = "unsupported", f"Not found in {where}: {', '.join(missing)}"
    elif unsure:
        check.status, reason = "unverified", "Could not tell what " + "; ".join(unsure)
    elif len(facts) == 1:
        check.status, reason = "verified", f"The 1 checked fact was found in {where}"
    else:
        check.status, reason = "verified", f"All {len(facts)} checked facts found in {where}"
    if unknown:
        reason += f"; unknown citation{'s' if len(unknown) > 1 else ''}: {unknown_clause(unknown)}"
    check.reason = reason + "."
    return check


def _names_view(text: str, masked_text: str, inline: list[Span], tokens: list[TokenMatch]) -> str:
    """``masked_text`` with the content of inline code put back (backticks blanked): entity
    names are read there (`` `rep1_be97` ``) though numbers are not."""
    chars = list(masked_text)
    for s, e in inline:
        for i in range(s, e):
            chars[i] = " " if text[i] == "`" else text[i]
    return "".join(chars)


def _index_for(store: Any, known: list[Any], vocabulary: Vocabulary) -> EntityIndex:
    records = list(all_records(store)) or known
    return entity_index((vocabulary.facts_of(r).entities for r in records), vocabulary.name_forms)


def verify_message(text: str, store: Any, *, vocabulary: Vocabulary | None = None) -> list[SentenceCheck]:
    """Check every sentence of ``text`` against the records its tokens cite.

    ``store`` is anything with ``.get(id) -> Citation | None`` (a :class:`~.store.CitationStore`,
    a ``RecordMap`` or a plain dict); when it can also list its records, entity names from all of
    them are recognised (so a sentence naming an entity the cited record is not about fails).
    ``vocabulary`` defaults to the registered one (:func:`~.facts.register_vocabulary`). Returns
    one :class:`SentenceCheck` per sentence of :func:`split_sentences`, in order, including
    sentences with no token and nothing checkable. Tokens inside code are ignored; every other
    token is attached to exactly one sentence.
    """
    if not isinstance(text, str):
        raise TypeError(f"verify_message takes the message text as str, not {type(text).__name__}")
    vocabulary = vocabulary or default_vocabulary()
    fenced, inline = code_parts(text)
    code = _Ranges(fenced + inline)
    tokens = _live_tokens(text, code)
    spans = _sentence_spans(text, fenced, code, _Ranges(inline), tokens)
    masked_text = masked(text, code, tokens)
    view = lower(_names_view(text, masked_text, inline, tokens))
    claims = read_numbers(text, masked_text)
    starts = [s for s, _ in spans]

    def owner(pos: int) -> int:
        return bisect.bisect_right(starts, pos) - 1

    tokens_of: list[list[TokenMatch]] = [[] for _ in spans]
    claims_of: list[list[Claim]] = [[] for _ in spans]
    for t in tokens:
        tokens_of[owner(t.start)].append(t)
    for claim in claims:
        claims_of[owner(claim.pos)].append(claim)
    cited_records = [r for t in tokens if store is not None and (r := store.get(t.id)) is not None]
    index = _index_for(store, cited_records, vocabulary) if tokens else entity_index([])
    previous: list[Mention] = []
    low = lower(masked_text)
    hint = scope_hint(masked_text, vocabulary, spans) if tokens else None
    found = index.in_spans(view, spans) if fastpath.enabled() else None
    marks = clause_marks(masked_text, spans) if tokens else None
    held = present(masked_text, low, view, claims, vocabulary, found) if tokens else EVERYTHING
    told: list[list[tuple[str | None, RecordFact]]] = []
    return [_check(text, masked_text, view, span, tokens_of[i], claims_of[i], store, vocabulary, index, previous, low,
                   hint, found[i] if found is not None else None, marks[i] if marks is not None else None, i, held,
                   told)
            for i, span in enumerate(spans)]


def extract_facts(sentence: str) -> list[Fact]:
    """The checkable facts of ``sentence`` in order of appearance, unresolved (``found=False``).

    Tokens, code, markdown list/heading markers, emphasis and chip numbers like ``[1]`` are
    ignored; so are digits in identifiers, timestamps, times, paths, file names and hashes.
    """
    code = _Ranges(code_ranges(sentence))
    masked_text = masked(sentence, code, _live_tokens(sentence, code))
    return [claim.fact for claim in read_numbers(sentence, masked_text)]
