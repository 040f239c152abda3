"""A value said of several entities at once: "Both replicates averaged 0.874 across chr19", "rep1 and
rep2 both cover 99.98%", "all three tracks peak above 70".

The first reading backs such a number by any one entity's value (a collective names no single
entity). A reader takes it as said of *each*: every entity it covers must hold a value of that
attribute, over that scope, that the number as written matches (a list attribute such as a file's
replicates: among that entity's values). The entities covered are those the sentence names right
before the quantifier ("rep1 and rep2 both …"); else the entities of the backing value's kind that the
same record holds a value of that attribute for, narrowed to those named after the quantifier's noun
("both replicates": the tracks named "replicate …") — and left unchecked when "both" or "all three"
does not say which of more. The words are rules (:mod:`.rules`), ids ``every.*``.
"""

from __future__ import annotations

import re

from .entities import Mention, mention_groups
from .facts import RecordFact
from .matcher import Context, fmt_value, unback_number, value_ok
from .phrases import possessive
from .rules import reading, rule
from .said import Claim

#: "both", "all three", "all of the tracks", "each replicate", "every mark" — as the subject, not
#: after a preposition ("across all the bins", "in each window").
#: The quantifier words themselves: "both", "all three", "all of the", "each", "every".
_QUANTIFIER = (r"(?:both|all\s+(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|of\s+(?:the|them)|the)"
               r"|each|every)\b")
EVERY_RE = rule(
    "every.quantifier",
    "A quantifier as the subject ('Both samples averaged 0.874', 'all three series reach above 70', 'each "
    "sample') says the value of each entity it covers, not after a preposition ('across all the bins').",
    r"(?<!\bacross\s)(?<!\bamong\s)(?<!\bof\s)(?<!\bin\s)(?<!\bover\s)(?<!\bfrom\s)(?<!\bfor\s)"
    r"(?<!\bto\s)(?<!\bwith\s)\b" + _QUANTIFIER,
    examples=["Both samples averaged 0.874", "A and B both cover 99.98%", "all three groups score above 70"],
    counterexamples=["across all the bins", "in each window"])
#: The rule id a number checked for each entity of its group is bound by.
EVERY_RULE = "every.quantifier"
#: The rule id of a value said of a plural shared name, checked for each entity (:mod:`.plurals`).
PLURAL_RULE = "every.plural-name"
#: Words every quantifier of :data:`EVERY_RE` holds (lower case), for a message-level test.
EVERY_WORDS = ("both", "all ", "each", "every")


_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
           "eleven": 11, "twelve": 12}
_JOIN_RE = rule(
    "every.name-join",
    "What may join the names listed right before a quantifier ('rep1, rep2 and pooled all …').",
    r"\s*(?:,|&|/|and|,\s*and)\s*",
    examples=[" and ", ", ", ", and "],
    counterexamples=[" vs ", " or "])


def _listed_before(masked: str, mentions: list[Mention], at: int) -> list[Mention]:
    """The names listed right before ``at`` ("rep1 and rep2 both"): the last name, only space
    before ``at``, and the names joined to it by commas or "and"."""
    before = sorted((m for m in mentions if m.end <= at), key=lambda m: m.start)
    out: list[Mention] = []
    edge = at
    for m in reversed(before):
        if out and (m.start, m.end) == (out[-1].start, out[-1].end):
            out.append(m)  # another entity of the same name
            continue
        gap = masked[m.end:edge]
        if not (gap.strip() == "" if not out else _JOIN_RE.fullmatch(gap)):
            break
        out.append(m)
        edge = m.start
    return out


_NOUN_RE = rule(
    "every.noun",
    "The plural noun after a quantifier ('both samples', 'all of the two groups', 'both ACC tracks') narrows the "
    "entities covered to those named after it ('sample …'), and the words before the noun to the entities whose "
    "names hold them ('ACC').",
    r"\s+(?:of\s+the\s+)?(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+)?"
    r"(?P<words>(?:[\w.-]+\s+){0,2}?)([a-z]+s)\b",
    examples=[" samples", " of the two groups", " ACC tracks"],
    counterexamples=[" sample", " A"])


def _flat(name: str) -> str:
    return " ".join(re.split(r"[\s_.-]+", name.lower()))


ByEntity = dict[str, list[RecordFact]]


_OWNED_RE = rule(
    "every.owned-words",
    "Words a plural possessive owns after a quantifier's noun ('both replicates' fold change') narrow the entities "
    "covered to those whose names hold them.",
    r"['\u2019]s?\s+(?P<words>[a-z][\w.-]*(?:[ -][a-z][\w.-]*)?)",
    examples=["' fold change", "'s mean"], counterexamples=[" fold change"])


def _covered_by_noun(by_entity: ByEntity, masked: str, at: int, ctx: Context,
                     mentions: list[Mention]) -> ByEntity:
    """The entities a quantifier with no names before it covers: those a name inside its noun phrase
    picks ("all four glioma samples"), else those named after its noun ("both replicates": the tracks
    named "replicate …"), and whose names hold the words before the noun ("both ACC tracks", "both
    fold-change replicates"); all of ``by_entity`` when none says more."""
    noun = _NOUN_RE.match(masked, at)
    if noun is None:
        return by_entity
    inside = {m.key for m in mentions if at <= m.start and m.end <= noun.end()}
    if len(inside & by_entity.keys()) >= 2:
        return {k: v for k, v in by_entity.items() if k in inside}
    stem = noun.group(2).lower().rstrip("s")
    kept = {k: v for k, v in by_entity.items() if named_as(ctx, k, stem)}
    by_entity = kept if len(kept) >= 2 else by_entity
    words = [_flat(w) for w in noun.group("words").split()]
    owned = _OWNED_RE.match(masked, noun.end())  # "both replicates' fold change": the tracks of fold change
    if owned is not None:
        words.append(_flat(owned.group("words")))
    if words and all(k in ctx.index.entities for k in by_entity):
        kept = {k: v for k, v in by_entity.items() if all(
            any(w in _flat(n) for n in ctx.index.entities[k].names) for w in words)}
        by_entity = kept if len(kept) >= 2 else by_entity  # "all eight TCGA samples": no name holds "TCGA"
    return by_entity


_LABEL_RE = rule(
    "every.label",
    "A quantifier in a bullet's label ('- **Both GBM samples:** SD ≈ 13.5', 'Both replicates, chr19-wide: mean "
    "~0.87') is said of the value after the label's colon.",
    r"(?:[^:\d]|(?<=[a-z])\d+){0,60}:[^:\d]{0,30}$",
    examples=[" GBM samples:** SD ≈ ", " replicates, chr19-wide: mean ~"],
    counterexamples=[" replicates average ", " samples: 4 and "])


def _in_label(masked: str, claim: Claim) -> re.Match[str] | None:
    """The quantifier of the label before the clause of ``claim`` ("- **Both GBM samples:** SD ≈ 13.5"):
    the last one before the clause, with only the label's colon and words (no number) between."""
    line = masked.rfind("\n", 0, claim.pos) + 1
    last = None
    for said in EVERY_RE.finditer(masked, line, claim.pos):
        last = said
    return last if last is not None and _LABEL_RE.fullmatch(masked, last.end(), claim.pos) else None


_PLUS_RE = rule(
    "every.joined",
    "Names joined to a group after its noun ('Both replicates and the pooled track top out near 200', 'all ACC "
    "samples plus BRCA T1') are said of too: each must hold the value.",
    r"(?:\s+(?P<noun>[a-z]+))?\s*(?:,\s*and|,|and|&|plus|as\s+well\s+as)\s+(?:the\s+)?",
    examples=[" and the ", " samples plus ", " track, "],
    counterexamples=[" vs ", " or "])


def _joined_after(masked: str, mentions: list[Mention], at: int, ctx: Context) -> list[Mention]:
    """The names joined to the group of the quantifier ending at ``at`` after its noun ("both
    replicates and the pooled track"): from the noun's end, names each reached by a joining word
    (after an optional noun of an entity kind: "the rep1 track and rep2")."""
    noun = _NOUN_RE.match(masked, at)
    if noun is None:
        return []
    out: list[Mention] = []
    edge = noun.end()
    for m in sorted((m for m in mentions if m.start >= edge), key=lambda m: m.start):
        if out and (m.start, m.end) == (out[-1].start, out[-1].end):
            out.append(m)
            continue
        gap = _PLUS_RE.fullmatch(masked, edge, m.start)
        if gap is None or (gap.group("noun") and ctx.vocabulary.kind_of(gap.group("noun")) is None):
            break
        out.append(m)
        edge = m.end
    return out


_SENTENCE_END_RE = re.compile(r"[.!?](?:\s|$)")
_OPENING_RE = re.compile(r"(?:^|[.!?:])\s*$", re.MULTILINE)  # only the line's start or a sentence's end before it
_COMMA_RE = re.compile(r"\s*,")
_QUANTIFIER_RE = re.compile(_QUANTIFIER, re.IGNORECASE)  # (where it stands after a preposition)
_AROUND_RE = rule(
    "every.agent-or-place",
    "A quantifier of entities after 'by' later in the clause ('maxima above 250 were reached by all eight samples') "
    "or after 'in' / 'for' / 'across' earlier in the sentence ('In both replicates, the maximum exceeded 1,700') "
    "says the value of each, when its noun names the kind of the entities.",
    r"\b(?P<by>by)\s+(?=(?:both|all|each|every)\b)|\b(?:in|for|across)\s+(?=(?:both|all|each|every)\b)",
    examples=["reached by all eight samples", "In both replicates"], counterexamples=["in the window", "by rep1"])


def _said_around(masked: str, claim: Claim, kind: str | None, ctx: Context) -> re.Match[str] | None:
    """The quantifier said after "by" later in the clause, or after "in" / "for" / "across" before the
    number in its sentence, whose noun is the entities' kind ("by all eight samples", "In both
    replicates,"); None when there is none."""
    line = masked.rfind("\n", 0, claim.pos) + 1
    for m in _AROUND_RE.finditer(masked, max(line, claim.clause[0] - 80), claim.clause[1]):
        if bool(m.group("by")) != (m.start() >= claim.end) or _SENTENCE_END_RE.search(
                masked, min(m.end(), claim.pos), max(m.start(), claim.end)):
            continue  # "by …" after the number; "in …" before it; in the same sentence
        said = _QUANTIFIER_RE.match(masked, m.end())
        noun = _NOUN_RE.match(masked, said.end()) if said is not None else None
        if noun is None or kind is None or ctx.vocabulary.kind_of(noun.group(2)) != kind:
            continue
        opening = not m.group("by") and _OPENING_RE.search(masked, line, m.start()) is not None and \
            _COMMA_RE.match(masked, noun.end()) is not None  # "In both replicates, …" opens its sentence
        if m.group("by") or opening:
            return said
    return None


def named_as(ctx: Context, key: str, stem: str) -> bool:
    """Whether an entity has a name made of ``stem`` and more ("replicate 1" for "replicate")."""
    entity = ctx.index.entities.get(key)
    return entity is not None and any(n.lower().startswith(stem + " ") for n in entity.names)


def cited_peers(fact: RecordFact, ctx: Context) -> list[RecordFact]:
    """``fact``'s peers (its attribute, over its scope) in every cited record."""
    return [f for _, rf in ctx.cited for f in rf.peers(fact)]


def one_each(facts: list[RecordFact], kind: str, ctx: Context) -> list[RecordFact]:
    """The facts about one entity alone, of ``kind``: a value each track (or file) holds by itself."""
    return [f for f in facts if len(f.entities) == 1 and ctx.index.kind(f.entities[0]) == kind]


def each_holds(claim: Claim, masked: str, mentions: list[Mention], ctx: Context,
               said_of: frozenset[str] = frozenset()) -> None:
    """Unback a number said of several entities at once when one of them does not hold it (see the
    module docstring). ``said_of``: the entities the number was said of (one named right at it:
    "both …, rep1 at 0.870" — the group is not what that number is checked against when it is not
    plainly the group's)."""
    fact: RecordFact | None = claim.extra.get("fact")
    if fact is None or not claim.fact.found or not fact.attribute or len(fact.entities) != 1 or \
            (claim.derived and not claim.extra.get("or_plain")):  # ("0.87 per base": a mean, read as one)
        return  # a value about one entity alone (a pair's or a feature-and-track value is read elsewhere)
    kind = ctx.index.kind(fact.entities[0])
    said = EVERY_RE.search(masked, claim.clause[0], claim.pos) or _in_label(masked, claim) or \
        _said_around(masked, claim, kind, ctx)
    if said is None:
        return
    named = [g for g in mention_groups(_listed_before(masked, mentions, said.start()))
             if any(ctx.index.kind(k) == kind for k in g)]
    record = next((rf for _, rf in ctx.cited if any(f is fact for f in rf.facts)), None)
    if record is None:
        return
    pool = cited_peers(fact, ctx) if named else record.peers(fact)
    same = one_each(pool, kind, ctx)
    by_entity: dict[str, list[RecordFact]] = {}
    for f in same:
        if not named or any(f.entities[0] in g for g in named):
            by_entity.setdefault(f.entities[0], []).append(f)
    if not named:  # "both replicates", "both ACC tracks": those the noun and the words before it name
        by_entity = _covered_by_noun(by_entity, masked, said.end(), ctx, mentions)
    count = _COUNTS.get(said.group().lower().split()[-1]) or (2 if said.group().lower() == "both" else None)
    if not named and count is not None and len(by_entity) != count:
        # ("all three tracks" of a record of two; "both replicates" of three: which two is not said), unless
        # the number is said of one name the sentence gives (a subject carried from before is no such name)
        if not (len(said_of) == 1 and any(m.key in said_of for m in mentions)):
            if len(by_entity) < count:
                _fewer(claim, by_entity, count, kind, masked, said.end(), ctx)
            else:
                _some_of(claim, by_entity, count, ctx)
        return
    if len(by_entity) < 2:
        return  # one entity
    if not named:  # "Both replicates and the pooled track …": the names joined after the group, too
        named = [g for g in mention_groups(_joined_after(masked, mentions, said.end(), ctx))
                 if any(ctx.index.kind(k) == kind for k in g)]
        for f in one_each(cited_peers(fact, ctx), kind, ctx):
            if any(f.entities[0] in g for g in named):
                by_entity.setdefault(f.entities[0], []).append(f)
    missing = [g for g in named if not any(k in by_entity for k in g)]
    if missing:  # "rep1, rep2 and pooled all top 190" citing a record of rep1 and rep2: pooled's is not there
        who = ctx.index.label(sorted(missing[0])[0])
        unback_number(claim, f"{claim.fact.text} is said of each of them, but the cited records hold no "
                             f"{ctx.vocabulary.label(fact.attribute)} of {who} there", "every.quantifier")
        return
    held_by_each(claim, by_entity, fact, ctx)


def held_by_each(claim: Claim, by_entity: ByEntity, fact: RecordFact, ctx: Context, rule_id: str = EVERY_RULE) -> None:
    """Mark the number checked for each of ``by_entity`` when every one holds it (among its values:
    "both pool replicates 1 and 2"), else refute it naming the first that does not (``rule_id``: the
    reading that said the group)."""
    wrong = [fs[0] for fs in by_entity.values() if not any(value_ok(claim, f, ctx.vocabulary) for f in fs)]
    if not wrong:  # held by each: the group claim is checked (:func:`.groups.unchecked_groups` reads the mark)
        claim.fact.rule, claim.extra["each"] = rule_id, True
        claim.fact.binding = f"{claim.fact.binding} (and by each of the {len(by_entity)})"
        return
    who = ctx.index.label(wrong[0].entities[0])
    unback_number(claim, f"{claim.fact.text} is said of each of them, but {possessive(who)} "
                         f"{ctx.vocabulary.label(fact.attribute)} is {fmt_value(float(wrong[0].value))}", rule_id)


SOME_OF = reading("every.some-of", "A value said of N entities out of more that could be meant ('both replicates' "
                  "of three tracks named 'replicate …') is checked for each when all hold it, and refuted when fewer "
                  "than N do.", ["Both replicates exceeded a mean of 1.5 (only one of three does)"])
FEWER = reading("every.fewer", "A value said of N entities of a kind ('all three fold-change tracks') when the cited "
                "records hold that attribute for fewer of that kind is an over-generalisation, refuted.",
                ["All three tracks average above 3 (of a record of two tracks)"])

#: The readings that check a value for each entity of a group (one that refuted it is final).
GROUP_CHECKS = frozenset({EVERY_RULE, SOME_OF, FEWER, PLURAL_RULE})


def _some_of(claim: Claim, by_entity: ByEntity, count: int, ctx: Context) -> None:
    """A value said of ``count`` entities out of more that could be meant ("both replicates" of three
    tracks named "replicate …", "all four" of eight): checked for each when every one of them holds it,
    refuted when fewer than ``count`` do (no choice of members holds it), else left as bound (the
    :mod:`.settle` pass then finds which is not said)."""
    holding = [k for k, fs in by_entity.items() if any(value_ok(claim, f, ctx.vocabulary) for f in fs)]
    if len(holding) == len(by_entity):
        claim.fact.rule, claim.extra["each"] = EVERY_RULE, True
        claim.fact.binding = f"{claim.fact.binding} (and by each of the {len(by_entity)} it could be said of)"
    elif len(holding) < count:
        attribute = ctx.vocabulary.label(next(iter(by_entity.values()))[0].attribute)
        unback_number(claim, f"{claim.fact.text} is said of {count} of them, but only {len(holding)} of the "
                             f"{len(by_entity)} that could be meant hold{'s' if len(holding) == 1 else ''} it as "
                             f"their {attribute}", SOME_OF)


def _fewer(claim: Claim, by_entity: ByEntity, count: int, kind: str | None, masked: str, at: int,
           ctx: Context) -> None:
    """A value said of ``count`` entities of a kind ("all three fold-change tracks") when the cited
    records hold that attribute for fewer of that kind: an over-generalisation, refuted. Only when
    the quantifier's noun names the kind of the entities (else the group may be something else)."""
    noun = _NOUN_RE.match(masked, at)
    if noun is None or kind is None or ctx.vocabulary.kind_of(noun.group(2)) != kind:
        return
    fact: RecordFact = claim.extra["fact"]
    held = {f.entities[0] for f in one_each(cited_peers(fact, ctx), kind, ctx)}
    if len(held) >= count:
        return  # (held across the cited records: "both replicate-1 files", each cited by its own record)
    unback_number(claim, f"{claim.fact.text} is said of {count} {noun.group(2)}, but the cited records hold the "
                         f"{ctx.vocabulary.label(fact.attribute)} of only {len(by_entity)}", FEWER)
