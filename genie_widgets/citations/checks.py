"""The checker's later passes over one sentence, once every claim had its first binding
(:mod:`.bind`): readings that need all the values (in order, worked arithmetic, a set's range),
"both / each / all", failing closed on open subjects (:mod:`.settle`), loci related to each other,
derived values, comparisons and rankings, categories and placements, and names as claims."""

from __future__ import annotations

from .antilog import antilogs
from .arithmetic import around, owner_after, resolve_derived
from .attrsides import between_attributes
from .carried import carried_values
from .categories import category_claims
from .comparisons import comparisons
from .every import each_holds
from .groupbounds import group_bounds
from .groups import group_counts, unchecked_groups
from .mappings import mapping_facts
from .namelists import listed_names
from .names import name_facts, subjects_of_numbers
from .notes import note_claims
from .orders import against_attribute, stated_order
from .pairframes import check_pair_frames
from .placement import containers, distances, loci_and_names, on_seq, placed_loci, placements
from .plurals import plural_holds
from .positions import positions, unread_comparisons
from .readings import folds_as_ratios
from .referents import pronoun_entity as pronoun_entity_of
from .relations import check_relations, locus_lengths
from .said import Claim
from .settle import SET_READING, one_of_its_regions, settle_subjects
from .siblings import check_siblings
from .valuelists import value_lists
from .work import SentenceWork


def second_readings(w: SentenceWork) -> None:
    """Values and names read in order, denominators, worked arithmetic, a set's range, an attribute
    of a pair named once (:meth:`~.readings.ClauseScopes.second_readings`)."""
    w.scopes().second_readings(w.numbered, w.said_of, w.claims, w.mentions, w.hits)


def check_lists(w: SentenceWork) -> None:
    """"rep1 0.870, rep2 0.874, pooled 0.872": the values of one list are of one attribute; "rep2 is closer
    to pooled than rep1 (0.928 vs 0.797)": the values of a comparison frame are of the pairs it names."""
    check_siblings(w.masked, w.numbered, w.said_of, [(m.start, m.end) for m in w.mentions], w.context())
    w.facts.extend(check_pair_frames(w.text, w.masked, w.numbered, w.mentions, w.context()))


def check_each(w: SentenceWork) -> None:
    """"Both replicates averaged 0.874": a value said of several entities holds for each."""
    if w.held.every:
        for claim in w.numbered + w.plain_folds:  # (a plain fold: "averaged 0.87 per base", a value)
            each_holds(claim, w.masked, w.mentions, w.context(), w.said_of.get(id(claim), frozenset()))
    for claim in w.numbered:  # "The BRCA samples average 7.18": a plural name, each of its entities
        plural_holds(claim, w.said_of.get(id(claim), frozenset()), w.masked, w.mentions, w.context(), w.numbered)


def check_group_bounds(w: SentenceWork) -> None:
    """"Every max > 340", "both under 260", "all between 4.04 and 4.11": a bound or range said of a group."""
    group_bounds(w.masked, w.span, w.claims, w.mentions, w.context(), w.said_of)


def check_groups(w: SentenceWork) -> None:
    """"All seven H1 marks …": a count of all the entities of a kind is how many the records cover."""
    if "all " in w.low[w.start:w.end] or "each of" in w.low[w.start:w.end] or "every one" in w.low[w.start:w.end]:
        w.facts.extend(group_counts(w.text, w.masked, w.span, w.context()))


def check_quantified(w: SentenceWork) -> None:
    """"All ten candidates are pooled files": a group claim no value was checked for each of is undecided."""
    if w.held.every:
        if any(c.extra.get("each") and c.fact.found for c in w.claims):
            return  # a value was checked for each member
        bound = [c.extra["fact"] for c in w.claims if c.fact.found and "fact" in c.extra]
        w.facts.extend(unchecked_groups(w.text, w.masked, w.span, w.facts, w.context(), bound, w.mentions))


def settle(w: SentenceWork) -> None:
    """Fail closed: a backed number whose subject the sentence leaves open is undecided."""
    def referred() -> frozenset[str]:
        one = pronoun_entity_of(w.view, w.start, w.end, w.earlier) if w.earlier else frozenset()
        return one if len(one) == 1 else frozenset()

    settle_subjects(w.numbered, w.said_of, w.mentions, referred, w.tokens, w.masked, w.start, w.context(),
                    w.scopes().run)


def check_loci(w: SentenceWork) -> None:
    """"X lies inside Y", containers, "sits inside the current view", a length beside a locus, distances."""
    ctx = w.context()
    one_of_its_regions(w.claims)  # "In the 10-kb window X, rep2 averaged 5.73" of a mean over two windows
    check_relations(w.masked, w.claims)
    containers(w.claims, w.mentions, ctx)
    if w.held.placements:  # "X sits inside the current view"
        placed_loci(w.masked, w.span, w.claims, ctx)
    locus_lengths(w.masked, w.claims)
    if w.held.distances:
        distances(w.masked, w.span, w.claims, w.mentions, ctx)


def _derive(w: SentenceWork, claim: Claim, stated: list) -> None:
    """One derived number against the values stated (see :func:`check_derived`)."""
    ctx = w.context()
    claim.extra["around"] = around(claim, w.claims, w.masked)
    claim.extra["owner"] = owner_after(claim, w.mentions, w.masked)  # "roughly double Peak_37's"
    if claim.extra.get("or_share") == "of" and any(c.derived == "difference" and c.less and c.fact.found
                                                   and c.end <= claim.pos for c in w.derived):
        claim.derived, claim.less = "change", True  # "removes 27 fragments, roughly 42% of them": of those before
    checked = resolve_derived(claim, w.mentions, w.hits, ctx, stated)
    if checked and not claim.fact.found and claim.extra.get("or_share") == "stated":
        claim.derived, claim.less = "change", True  # "from 65 to 38 … a drop of 27, or about 42%"
        resolve_derived(claim, w.mentions, w.hits, ctx, stated)
    if checked:
        w.facts.append(claim.fact)
    elif "plain" in claim.extra:  # not a share of two cited values either: the value's miss stands
        claim.fact.note = claim.extra["plain"]
        w.facts.append(claim.fact)


def check_derived(w: SentenceWork) -> None:
    """Ratios, differences, shares and sums of the values the sentence (and the one before) stated,
    after the plain numbers: "65 fragments to 38 regions, 42% fewer"."""
    ordinal = w.vocabulary.ordinal_attributes
    stated = [(c.fact.citation_id, c.extra["fact"]) for c in w.claims if "fact" in c.extra
              and c.fact.kind == "number" and c.extra["fact"].attribute not in ordinal]  # ("the top hit" is no operand)
    if w.told is not None:  # "rep2's view mean is 1.69. That's nearly 40% above rep1's": the value said just before
        stated = carried_values(w.told, stated, bool(w.derived), w.masked, w.start, w.end)
    antilogs(w.numbered, stated)  # "17.77, so p ≈ 1.7 × 10⁻¹⁸"
    w.derived += folds_as_ratios(w.plain_folds, w.numbered, w.facts)
    for claim in w.derived:
        if claim.fact.found:  # "the two Oct4 peaks sit about 465 bp apart": backed as a distance already
            w.facts.append(claim.fact)
        else:
            _derive(w, claim, stated)
    if len(w.facts) > 1:
        w.facts.sort(key=lambda f: next((c.pos for c in w.claims if c.fact is f), 0))


def check_comparisons(w: SentenceWork) -> None:
    """Comparisons and superlatives against the cited values; two stated values in the order said."""
    if w.held.comparisons:
        w.facts.extend(comparisons(w.text, w.masked, w.span, w.mentions, w.hits, w.claims, w.context(), w.earlier))
        w.facts.extend(stated_order(w.text, w.masked, w.span, w.claims))
        w.facts.extend(against_attribute(w.text, w.masked, w.claims, w.hits, w.context()))
        if not any(f.kind == "comparison" for f in w.facts):  # "the cutoff sits below the H3K27ac mean"
            w.facts.extend(between_attributes(w.text, w.masked, w.span, w.mentions, w.hits, w.claims, w.context()))
    if w.mentions:  # "the second candidate is X", "A ranked above B"
        w.facts.extend(positions(w.text, w.masked, w.span, w.mentions, w.context()))
    if not any(f.kind == "comparison" for f in w.facts) and not w.derived \
            and sum(f.kind == "number" and f.rule != SET_READING for f in w.facts) < 2:
        w.facts.extend(unread_comparisons(w.text, w.masked, w.span))  # "a longer chr9 than hg19 has": not read


def check_placements(w: SentenceWork) -> None:
    """Categories ("minus strand"), loci and the names beside them, where things sit, their sequence."""
    ctx = w.context()
    if w.held.categories:
        w.facts.extend(category_claims(w.text, w.masked, w.span, w.mentions, w.pronoun_entity, ctx))
    if w.mentions and any(c.fact.kind == "locus" for c in w.claims):  # "X overlaps the MYC gene"
        w.facts.extend(loci_and_names(w.text, w.masked, w.claims, w.mentions, ctx))
    if w.held.placements:
        w.facts.extend(placements(w.text, w.masked, w.span, w.mentions, ctx))
        w.facts.extend(on_seq(w.text, w.masked, w.span, w.mentions, w.pronoun_entity, ctx))


def check_names(w: SentenceWork) -> None:
    """"The gene in view is JAK1", "rep3 …": names and identifiers as claims (:mod:`.names`)."""
    if w.mentions:
        w.facts.extend(name_facts(w.text, w.masked, w.span, w.mentions,
                                  lambda: subjects_of_numbers(w.mentions, w.said_of), w.context()))
    w.facts.extend(note_claims(w.text, w.masked, w.span, w.mentions, w.context()))  # "the warning concerns X"
    w.facts.extend(mapping_facts(w.text, w.masked, w.span, w.context()))  # "BRCA_1 → BRCA_01112370_T1.bw"
    if w.held.value_names or "|" in w.text[w.start:w.end]:  # "pools replicates 1 and 2"; a table's "| 1, 2 |"
        for fact, (start, end) in value_lists(w.text, w.masked, w.span, w.mentions, w.context()):
            inner = {id(c.fact) for c in w.claims if start <= c.pos and c.end <= end} if fact.found else set()
            w.facts[:] = [f for f in w.facts if id(f) not in inner] + [fact]
    listed = {f.text for f in w.facts if f.kind == "name"}  # (a listed name a reading above checked: once)
    w.facts.extend(f for f in listed_names(w.text, w.masked, w.span, w.context()) if f.text not in listed)
