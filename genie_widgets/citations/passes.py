"""The checker's passes over one sentence, as a declared list (:data:`PASSES`), run in order by
:func:`check_sentence`.

A pass reads and extends the sentence's working state (:class:`~.work.SentenceWork`); it returns
``False`` when the verdict is already final (no token, or only unknown tokens), which ends the run.
The first passes here find what the sentence is about; the binding of its numbers, loci and
accessions is :mod:`.bind`; the later checks (readings that need every value, relations,
comparisons, names) are :mod:`.checks`; the verdict and the claim IR are :mod:`.verdict`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .bind import bind_claims
from .checks import (
    check_comparisons,
    check_derived,
    check_each,
    check_group_bounds,
    check_groups,
    check_lists,
    check_loci,
    check_names,
    check_placements,
    check_quantified,
    second_readings,
    settle,
)
from .claims import read_claims
from .entities import UNKNOWN, keys_at, outside
from .matcher import Context
from .names import written
from .numbers import length_unit
from .numnames import without_name_numbers
from .readings import ClauseScopes
from .reasons import NOTHING, uncited_reason, unknown_clause
from .referents import carried_subject, cited_first, named_keys, not_places
from .referents import pronoun_entity as pronoun_entity_of
from .rules import RULES, rule, table_of
from .said import SentenceCheck
from .scopes import sentence_scopes
from .standards import without_standards
from .subjects import (
    feature_mentions,
    former_latter,
    held_words,
    kind_referents,
    names_a_kind,
    outside_names,
    remember,
    respective,
    without_plain_words,
    without_value_names,
)
from .verdict import verdict
from .work import SentenceWork
from .written import check_written

#: "rep2 averaged 2.30 and, like rep1, peaked at 111.0": a name compared with is not the subject.
_ASIDE_RE = rule("subject.aside", "a name after 'like', 'unlike', 'as with' is compared with, not the subject "
                 "of the number.", r"\b(?:like|unlike|as\s+with|similar\s+to|as\s+for)\s+(?:the\s+)?$",
                 ["B reached 111.0 and, like "], ["A averaged "])
_PLACE_ASIDE_RE = rule("subject.place-aside", "a locus in parentheses right after a value ('max 20.12 (chr9:…), min "
                       "6.45') is where that value sits, not the subject of the numbers after it.",
                       r"(?<![\w.])\d[\d,.]*\s*\($", ["max 20.12 ("], ["Peak_22 ("])


@dataclass(frozen=True)
class Pass:
    """One pass: a stable ``id``, what it does (``doc``) and the function that runs it."""

    id: str
    doc: str
    run: Callable[[SentenceWork], bool | None]


def read_tokens(w: SentenceWork) -> bool:
    """The sentence's citations: none makes it uncited (or plain); only unknown ones, unsupported."""
    w.ids = list(dict.fromkeys(t.id for t in w.tokens))
    if w.named is None:
        known = w.index.mentions(w.view, w.start, w.end)
        w.named = known + outside(w.index.unknown(w.view, w.start, w.end), known)
    w.mentions = sorted(w.named, key=lambda m: m.start)
    if not w.ids:
        w.claims = without_name_numbers(w.masked, held_words(outside_names(w.claims, w.mentions), None),
                                        w.vocabulary, None, w.start, w.end) if w.claims else w.claims
    w.check = SentenceCheck(w.text[w.start:w.end], w.start, w.end, w.ids, [] if w.borrowed else w.tokens, "plain",
                            NOTHING, [c.fact for c in w.claims])
    if not w.ids:
        remember(w.previous, w.mentions)
        if w.claims:
            w.check.status, w.check.reason = "uncited", uncited_reason(w.check.facts)
        return False
    for cid in w.ids:
        record = w.store.get(cid) if w.store is not None else None
        if record is None:
            w.unknown.append(cid)
        else:
            w.known.append((cid, record))
    if not w.known:
        remember(w.previous, w.mentions)
        noun = "Unknown citation" if len(w.unknown) == 1 else "Unknown citations"
        w.check.status, w.check.reason = "unsupported", f"{noun}: {unknown_clause(w.unknown)}."
        return False
    w.cited = [(cid, w.vocabulary.facts_of(record)) for cid, record in w.known]
    w.about = frozenset(k for _, rf in w.cited for k in rf.entities)
    return True


def find_mentions(w: SentenceWork) -> None:
    """The names the sentence uses, resolved among the records (the cited records' entities first),
    with "that peak", "the former / the latter"; kept for the next sentence's pronouns."""
    w.mentions = cited_first(without_plain_words(w.mentions, w.view, w.cited, w.index, w.vocabulary), w.about)
    if any(m.key.startswith(UNKNOWN) for m in w.mentions):  # "likely hg38" where a warning says "hg38": a word
        texts = [rf.text for _, rf in w.cited if rf.text]
        w.mentions = [m for m in w.mentions
                      if not m.key.startswith(UNKNOWN) or not written(w.text[m.start:m.end], texts)]
    if w.held.value_names:
        w.mentions = without_value_names(w.mentions, w.view, w.cited, w.vocabulary)
    if w.held.numbers_in_names:
        w.claims = outside_names(w.claims, w.mentions)
    w.earlier = list(w.previous)
    if w.held.demonstratives:  # "That peak averaged 113.0 in rep1": the previous sentence's peak
        w.mentions = sorted(w.mentions + kind_referents(w.view, w.span, w.earlier, w.mentions, w.index, w.vocabulary),
                            key=lambda m: m.start)
    if w.held.former:  # "Of rep1 and rep2, the former has …"; "The latter, however, reaches …"
        w.mentions = sorted(w.mentions + former_latter(w.view, w.span, w.earlier, w.mentions), key=lambda m: m.start)
    remember(w.previous, w.mentions)


def read_attribute_words(w: SentenceWork) -> None:
    """The attribute words of the sentence, bound to its numbers (:mod:`.claims`, :mod:`.cues`)."""
    w.hits = read_claims(w.text, w.masked, w.span, w.claims, w.vocabulary, w.low, w.marks,
                         [(m.start, m.end) for m in w.mentions],
                         lambda start, end: [(m.start, m.end) for m in w.index.mentions(w.view, start, end)])
    worded = [h for h in w.hits if not h.text.isalpha() and any(ch.isdigit() for ch in h.text)]
    if worded:  # "replicate-1-only files": a digit of the attribute words is no value
        length = length_unit()  # ("of the 200-kb view": a length stays)
        w.claims = [c for c in w.claims if (c.number is not None and c.number.unit == length) or
                    not any(h.start <= c.pos and c.end <= h.end for h in worded)]
    if w.held.words:
        w.claims = held_words(w.claims, w.cited, w.vocabulary)
    # "Sample 3 averaged 1.22", "Replicate 1" of records with no replicate number: the 3 and the 1 name
    w.claims = without_name_numbers(w.masked, w.claims, w.vocabulary, w.cited, w.start, w.end, bound=True)
    w.claims = without_standards(w.masked, w.claims, w.start)  # "(criterion ≥ 99%)", an "Expected" column


def find_referents(w: SentenceWork) -> None:
    """What a sentence that names nothing is about: a pronoun's entity, or the previous sentence's
    one subject carried on ("rep2 FC: mean 1.69. Max reached 190.7"); features a locus names."""
    if not w.mentions and w.earlier and pronoun_entity_of(w.view, w.start, w.end, w.earlier):  # "It sits at chr19:…"
        w.referred = frozenset(m.key for m in w.earlier if w.index.kind(m.key) in w.vocabulary.located_kinds)
    w.mentions = sorted(w.mentions + feature_mentions(w.claims, w.cited, w.mentions, w.index, w.referred,
                                                      w.vocabulary.located_kinds), key=lambda m: m.start)
    if not w.mentions and w.previous:
        w.pronoun_entity = pronoun_entity_of(w.view, w.start, w.end, w.previous) or (
            carried_subject(w.previous) & w.about if not names_a_kind(w.vocabulary, w.view, w.start, w.end)
            else frozenset())


def read_scopes(w: SentenceWork) -> None:
    """The scopes the sentence names (each at its place), the matching context, the names paired with
    values in order ("respectively"), and the names that can be a number's subject."""
    w.placed = sentence_scopes(w.masked, w.span, w.claims, w.vocabulary, w.hint, w.number)
    w.ctx = Context(w.cited, w.index, w.vocabulary, named_keys(w.mentions), [scope for _, scope in w.placed],
                    created={cid: str(getattr(record, "created_at", "") or "") for cid, record in w.known})
    w.clause_scopes = ClauseScopes(w.ctx, w.placed)
    w.in_order = respective(w.claims, w.mentions, w.masked, w.span, w.earlier)
    w.subjects = [m for m in w.mentions if not _ASIDE_RE.search(w.masked, max(w.start, m.start - 14), m.start)] \
        if w.held.asides else w.mentions
    loci = {c.pos for c in w.claims if c.fact.kind == "locus"}
    w.subjects = [m for m in w.subjects if m.start not in loci
                  or not _PLACE_ASIDE_RE.search(w.masked, max(w.start, m.start - 16), m.start)]
    # "its mean across rep1, rep2 and the pooled track": names inside attribute words are no subject
    w.subjects = [m for m in w.subjects if not any(h.start < m.start and m.end <= h.end for h in w.hits)]
    if w.held.places or len({keys_at(w.mentions, m) for m in w.subjects}) > 1:  # "peak2363 scored 41 in the Oct4
        w.subjects = not_places(w.subjects, w.masked, w.span, w.index.kind, w.vocabulary)  # file"; "max 74.5 at
        # POU5F1"


def check_written_arithmetic(w: SentenceWork) -> None:
    """"0.870 + 2 × 9.02 ≈ 18.9": the result must be the expression's value (:mod:`.written`)."""
    check_written(w.masked, w.claims)


#: The passes, in the order they run.
PASSES: tuple[Pass, ...] = (
    Pass("tokens", "the citations: unknown ones, or none (uncited / plain)", read_tokens),
    Pass("mentions", "the names used, resolved among the records' entities and their short forms", find_mentions),
    Pass("attribute-words", "the attribute words bound to each number", read_attribute_words),
    Pass("referents", "what pronouns, a carried subject and loci refer to", find_referents),
    Pass("scopes", "the scopes named, the matching context, names paired in order", read_scopes),
    Pass("bind", "each number, locus and accession bound to one fact of the cited records", bind_claims),
    Pass("second-readings", "values read in order, worked arithmetic, a set's range", second_readings),
    Pass("lists", "the values of one list are of one attribute", check_lists),
    Pass("each", "a value said of several entities must hold for each", check_each),
    Pass("group-bounds", "a bound or a range said of a group holds for each of it", check_group_bounds),
    Pass("groups", "'all seven marks': a count of all of a kind is how many the records cover", check_groups),
    Pass("settle", "fail closed: a number whose subject stays open is undecided", settle),
    Pass("loci", "loci related to each other, lengths beside loci, distances", check_loci),
    Pass("derived", "ratios, differences, shares and sums of cited values", check_derived),
    Pass("written", "a written expression's result must be its value", check_written_arithmetic),
    Pass("comparisons", "comparisons, superlatives and rankings against the bound values", check_comparisons),
    Pass("placements", "categories, where named things sit, what sequence they are on", check_placements),
    Pass("names", "names and identifiers as claims", check_names),
    Pass("quantified", "a group claim no value was checked for each member of is undecided", check_quantified),
    Pass("verdict", "the status, the reason and the claim IR", verdict),
)


def readings_table() -> str:
    """The passes, then every declared rule, as Markdown tables (the documentation's readings page)."""
    passes = ["| pass | what it does |", "|---|---|"] + [f"| `{p.id}` | {p.doc} |" for p in PASSES]
    return "\n".join(passes) + "\n\n" + table_of(list(RULES.values()))


def check_sentence(w: SentenceWork) -> SentenceCheck:
    """Run :data:`PASSES` over ``w`` and return its check."""
    for p in PASSES:
        if p.run(w) is False:
            break
    assert w.check is not None
    return w.check
