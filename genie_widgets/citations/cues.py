"""Attribute words bound to the numbers of a sentence.

A cue *before* a number binds when at most four words stand between them ("the mean of rep1 was
0.87"), a cue *after* it when at most two do ("7 exploratory peaks"); the nearest cue in the same
clause wins, and a word joined to its number ("replicate-3") before any other. A number whose
clause has no cue takes the nearest earlier cue of the sentence when a colon introduces the list
and no other cue stands between ("Mean signal: rep1 0.870, rep2 0.874"). Words listed and said
"respectively", and the ends of a range, are read in :mod:`.cuelists`. The words are rules
(:mod:`.rules`), ids ``cue.*``.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .facts import Vocabulary
from .numbers import length_unit, number_matches, parse_number
from .patterns import lower
from .rules import reading, rule
from .said import Claim
from .sentences import Span
from .wordcount import content_words

_DIGIT_RE = re.compile(r"\d")
_LIST_COLON_RE = re.compile(r":(?!\d)")  # "Mean signal: rep1 0.870", not the colon of a locus
_CLOSED_PARENS_RE = re.compile(r"\([^()]*\)")  # "**Mean signal (chr19):**": an aside closed before the colon
_NUMBER_IN_RE = re.compile(r"(?<![A-Za-z0-9_])\d")  # a number, not a digit of a name ("Oct4")
#: After attribute words, a noun they only qualify: "the threshold call", "the z-score method".
_MODIFIER_AFTER_RE = rule(
    "cue.modifier-after",
    "A noun right after attribute words that they only qualify ('the threshold call', 'the z-score method') "
    "keeps those words from naming the number after it.",
    r"[\s-]+(?:calls?|callers?|methods?|approach|mode|modes|settings?)\b",
    examples=[" call has 48", "-score method", " settings"],
    counterexamples=[" was 48", " recalls"])
_FOLLOWED_BY_POSSESSIVE_RE = rule(
    "cue.owner-after",
    "A possessive right after the words after a number ('49,152 of the file's 80,997 bytes') makes them the owner "
    "of what follows, not what the number counts.",
    r"['\u2019]s\b",
    examples=["'s 80,997 bytes", "\u2019s mean"],
    counterexamples=[" 80,997 bytes", "s' mean"], flags=0)
_WHOLE_BEFORE_RE = rule(
    "cue.whole-before",
    "A number said 'of' a whole before it ('191 of the 200 were excluded') is the part the verb after it speaks of.",
    r"\d[\d,]*\s+(?:out\s+)?of\s+(?:the\s+|all\s+)?$",
    examples=["191 of the ", "27,590 out of ", "3 of all "],
    counterexamples=["of the ", "191 bins of the view"])
_VERB_IN_RE = rule(
    "cue.verb-between",
    "A form of 'be' between a part and the words after it ('191 of the 200 were excluded') says those words are "
    "of the part, not the whole.",
    r"\b(?:are|were|is|was)\b",
    examples=[" were excluded", " is shared"],
    counterexamples=[" excluded", " island bins"])
#: Between a count and the kind it counts: "3 of the 10 candidates are pooled files" (a plural noun
#: after the whole: "344 bp of the 20 kb window" is no such count).
#: A whole written as a word, in "3 of the ten candidates" (also read by :mod:`.spans`).
WHOLE_WORDS = r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred"
_PARTITIVE_COUNT_RE = rule(
    "cue.partitive-count",
    "Only 'of the M <things> are' between a count and the words after it ('Four of the ten candidates are pooled "
    "files') lets those words name what is counted.",
    rf"\s+of\s+(?:the\s+|all\s+|these\s+)?(?:[\d,]+|{WHOLE_WORDS})\s+[a-z][\w-]*s\s+"
    r"(?:(?:are|were|is|was)\s+(?:all\s+|also\s+)?)?",
    examples=[" of the ten candidates are ", " of 200 bins "],
    counterexamples=[" of the view", " of the 20 m window"])
_COLON_AFTER_RE = re.compile(r"[\s*_]*:")
#: A number right after a word ("r = 0.80 …"): the word is that number's.
_TAKEN_RE = rule(
    "cue.taken",
    "A number right after a word, hedged or not ('r = 0.80 over 200 bins', 'the mean about 0.9'), takes that word "
    "for itself, away from a later number.",
    r"[\s=:~\u2248]*(?:about\s+|roughly\s+|approximately\s+)?[-\u2212]?\d",
    examples=[" = 0.80", " about 0.9", ": -1.2"],
    counterexamples=[" of the view", " was"], flags=0)
_POSSESSIVE_RE = rule(
    "cue.possessive-between",
    "A possessive right before a number, a word at most between them ('above B's 11.4', 'than A's own 2.1'), "
    "makes the number that name's value in a comparison, not the words' attribute ('the cutoff on A's fold change "
    "is about 7.7' keeps 'cutoff').",
    r"\w['\u2019]s(?:\s+[^\s\d]+)?\s*$",
    examples=["above B's ", "A\u2019s ", "B's own "],
    counterexamples=["the samples' ", "on A's fold change is about "], flags=0)


reading("cue.overlap", "Of two attribute words that overlap, the one started first names the number ('rank "
        "correlation is 0.92': a Spearman, not the Pearson of 'correlation is').", ["their rank correlation is 0.92"])
reading("cue.joined", "Two attribute words side by side read as what both allow ('tops out at score 123': the maximum "
        "score, not any score).", ["the latter tops out at score 123"])


class CueHit(NamedTuple):  # a tuple: made by the hundred per message, and immutable
    start: int
    end: int
    attributes: frozenset[str]
    before: bool
    after: bool
    text: str
    adjacent: bool = False
    yields_to: frozenset[str] = frozenset()
    narrows: bool = False  # binds no number itself: only a cue that yields to it reads it (before or after)


def cue_hits(masked_text: str, span: Span, vocabulary: Vocabulary, low: str | None = None) -> list[CueHit]:
    """Attribute words of the sentence ``span`` (longest match first where two overlap).
    ``low`` is the lower-cased ``masked_text`` when the caller has it."""
    low = lower(masked_text) if low is None else low
    hits = [CueHit(s, e, cue.attributes, cue.before, cue.after, text, cue.adjacent, cue.yields_to, cue.narrows)
            for s, e, cue, text in vocabulary.scanner().scan(low, span[0], span[1])]
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    kept: list[CueHit] = []
    for h in hits:
        inside = [k for k in kept if k.start <= h.start and h.end <= k.end and (k.start, k.end) != (h.start, h.end)
                  and not _DIGIT_RE.search(k.text)]  # "of the 20-kb window" keeps "window" for its 20-kb
        if any((k.before or not h.before) and (k.after or not h.after) for k in inside):
            continue  # inside a longer cue that reads the same way ("bins of" keeps "bins" as an after-cue)
        if any(k.start < h.start < k.end < h.end and k.before and h.before and not h.after for k in kept):
            continue  # "rank correlation is": the words started first name it, not "correlation is"
        kept.append(h)
    return _joined(kept, masked_text)


def _joined(hits: list[CueHit], masked_text: str) -> list[CueHit]:
    """Two attribute words side by side that allow common attributes read as those ("tops out at
    score 123": the maximum score, not any score)."""
    out: list[CueHit] = []
    for h in hits:
        k = out[-1] if out else None
        if k is not None and k.before and h.before and not k.adjacent and not h.adjacent and not k.narrows and \
                not h.narrows and k.attributes & h.attributes and k.attributes != h.attributes and \
                k.end < h.start and not masked_text[k.end:h.start].strip():
            out[-1] = k._replace(end=h.end, attributes=k.attributes & h.attributes, after=k.after and h.after,
                                 text=masked_text[k.start:h.end])
            continue
        out.append(h)
    return out


def partitive(masked_text: str, claim: Claim, hit: CueHit) -> bool:
    """Whether only "of the M <things> are" stands between a count and the words after it: "Four of
    the ten candidates are pooled files"."""
    return claim.end <= hit.start and _PARTITIVE_COUNT_RE.fullmatch(masked_text, claim.end, hit.start) is not None


_LIST_WORD_RE = re.compile(r"[^\s,]+")


def _listed(between: str, claim: Claim) -> bool:
    """Whether only more numbers of the same kind stand between a number and a word after it:
    "returned 48 and 38 peaks" binds "peaks" to 48 as well as to 38."""
    words = _LIST_WORD_RE.findall(between)
    numbers = [w for w in words if w.lower() not in ("and", "or", "&")]
    if not numbers or claim.number is None:
        return False
    integer = claim.number.integer
    return all(w.replace(",", "").isdigit() == integer and w.replace(",", "").replace(".", "", 1).isdigit()
               for w in numbers)


#: A cue that ends in a relation, written right before its number: "z ≥ 2", "k = 2", "r = 0.8".
_RELATION_END_RE = re.compile(r"(?:=|\u2265|\u2264|>|<|\u2248)\s*$")
#: A preposition of place right after a number: the words after it say where the number is.
_WHERE_RE = rule(
    "cue.where-after",
    "A preposition of place right after a number ('69 in its output file') says the words after it are where "
    "the number is, not what it counts.",
    r"\s*(?:in|on|at|from|within|inside|across)\s+(?:the|its|their|this|that|each|a|an)\b",
    examples=[" in its ", " across the ", " on a "],
    counterexamples=[" items", " in B"])


def bind_cue(claim: Claim, hits: list[CueHit], masked_text: str, clause: Span, sentence: Span,
             names: list[Span] | None = None) -> CueHit | None:
    """The attribute words ``claim``'s number binds (see the module docstring): the nearest cue of
    its clause before or after it, else the head of a list it stands in."""
    best: tuple[tuple[int, int], CueHit] | None = None
    for h in hits:
        key = None
        if h.before and clause[0] <= h.start and h.end <= claim.pos:
            key = _before_key(claim, h, hits, masked_text)
        elif h.after and claim.end <= h.start and h.end <= clause[1] and not _modifies(h, hits, masked_text):
            key = _after_key(claim, h, masked_text, names)
        if key is not None and (best is None or key < best[0]):
            best = (key, h)
    if best is not None:
        return _with_shared_word(_yielded(claim, best[1], hits, masked_text, clause, names) or best[1], hits)
    head = _list_head(claim, hits, masked_text, clause, sentence)
    return (_yielded(claim, head, hits, masked_text, clause, names) or head) if head is not None else None


def _modifies(h: CueHit, hits: list[CueHit], masked_text: str) -> bool:
    """Whether the words ``h`` (a singular noun) only qualify a plural noun right after them: in "2
    interval assets" the number counts assets, not intervals ("78 intervals covering" keeps both)."""
    return not h.text.endswith("s") and any(
        k.after and not k.narrows and k.start > h.end and k.text.endswith("s")
        and not masked_text[h.end:k.start].strip(" -") for k in hits)


_LABEL_BEFORE_RE = rule(
    "cue.label-yields",
    "Words in a bullet's label before its colon ('- **uncovered share of view:** 88.3%') are the value's own, "
    "for a cue that yields to them.",
    r"[^:\d\n]{0,30}:[^:\d\n]{0,8}",
    examples=[" share of view:** ", ": "], counterexamples=[" 88.3% and "])


def _yielded(claim: Claim, h: CueHit, hits: list[CueHit], masked_text: str, clause: Span,
             names: list[Span] | None = None) -> CueHit | None:
    """The cue ``h`` yields to (its ``yields_to``) in the clause, if one binds the number with ``h``'s
    own words not counted between them: "no signal over 97.9% of the view", "leaves 97.9% of the view
    uncovered" state the uncovered share, not the covered one."""
    if not h.yields_to or _WHOLE_BEFORE_RE.search(masked_text, max(0, claim.pos - 16), claim.pos):
        return None  # "9 of 200 bins were shared": what is said of the part does not narrow the whole
    for other in hits:
        if other is h or not other.attributes & h.yields_to:
            continue
        labelled = other.end <= claim.pos and _LABEL_BEFORE_RE.fullmatch(  # ("Uncovered fraction, H1 Oct4: 97.9%")
            _unnamed_between(masked_text, other.end, claim.pos, names)) is not None
        before = (other.before or other.narrows) and (clause[0] <= other.start or labelled) and other.end <= claim.pos
        if before and (labelled or _before_key(claim, other, hits, masked_text) is not None):
            return other  # ("- **K562 RNA, uncovered share of view:** 88.3%": the label's words)
        between = masked_text[h.end:other.start] if h.end <= other.start else ""
        after = not before and (other.after or other.narrows) and claim.end <= h.start and h.end <= other.start and (
            other.end <= clause[1] or not between.strip())  # ("88% of the window with no signal": "with" cuts)
        if after and not masked_text[claim.end:h.start].strip() and content_words(between) <= 2:
            return other
    return None


_FAR_CUE_LEAD_RE = rule(
    "cue.far-subject",
    "A number said to BE something ('… was 10.2', '… is about 42.5', '— about 14.7', '…, you get 78.0') with no "
    "attribute word near "
    "it takes the attribute words earlier in its sentence: 'The average rep2 signal within the view was 10.2' "
    "states a mean.",
    r"(?:\b(?:was|were|is|are|stood\s+at|sits\s+at|sat\s+at|came\s+to|comes\s+to|works?\s+out\s+(?:to|at)|equals|equalled|amounts\s+to|"
    r"(?:you|we|one)\s+get|gives?|yields?|lands?\s+at)\s+|"
    r"[\u2014:=]\s*)(?:(?:about|around|roughly|approximately|nearly|almost|some|just|only)\s+|[~\u2248]\s*){0,2}$",
    examples=["was ", "is only about ", "you get "],
    counterexamples=["(", "ranked fourth ("])
#: How many words a sentence's attribute words may stand before a number that has none of its own.
FAR_CUE_WORDS = 12


def far_cue(claim: Claim, hits: list[CueHit], masked_text: str, sentence: Span) -> CueHit | None:
    """A number no attribute word is near: the attribute words earlier in its sentence, when they
    after its last other number all name the same attribute ("The average rep2 fold change
    within the view was 10.2" is a mean, not whatever value 10.2 happens to be). Fails closed: the
    number then backs only that attribute."""
    if not _FAR_CUE_LEAD_RE.search(masked_text, max(sentence[0], claim.pos - 40), claim.pos):
        return None
    after_numbers = _last_number_end(claim, masked_text, sentence[0])
    earlier = [h for h in hits if h.before and not h.adjacent and after_numbers <= h.start and h.end <= claim.pos
               and not _before_taken(claim, h, hits, masked_text) and not h.text.lower().startswith("of ")]
    before_only = [h for h in earlier if not h.after]  # "of the N": a whole, said of its own number
    # a word that may also stand after a number counts only to narrow those ("average … across the three tracks")
    earlier = before_only + [h for h in earlier if h.after and any(h.attributes < b.attributes for b in before_only)]
    narrowest = _narrowest(earlier)
    if narrowest is None:
        return None
    last = max((h for h in earlier if h.attributes == narrowest), key=lambda h: h.end)
    return last if content_words(masked_text[last.end:claim.pos]) <= FAR_CUE_WORDS else None


def _last_number_end(claim: Claim, masked_text: str, start: int) -> int:
    """Where the last number before ``claim`` in its sentence ends (``start`` if none). A length
    said of the place ("average fold change over the 10-kb window is about 11") does not part a
    number that is no length from the attribute words before it."""
    ends = [m.end() for m in _NUMBER_IN_RE.finditer(masked_text, start, claim.pos)]
    if not ends or claim.number is None or claim.number.unit == length_unit():
        return max(ends, default=start)
    lengths: set[int] = set()
    for m in number_matches(masked_text, start, claim.pos):
        n = parse_number(m, masked_text)
        if n is not None and n.unit == length_unit():
            lengths.update(range(m.start(), m.end()))
    return max((e for e in ends if e - 1 not in lengths), default=start)


def _narrowest(hits: list[CueHit]) -> frozenset[str] | None:
    """The attributes every hit allows, when one hit names exactly those ("average … across the
    three tracks": the mean across tracks, which the bare "average" also allows); None when the
    hits name attributes that do not nest."""
    if not hits:
        return None
    common = frozenset.intersection(*(frozenset(h.attributes) for h in hits))
    return common if any(h.attributes == common for h in hits) else None


def _before_key(claim: Claim, h: CueHit, hits: list[CueHit], masked_text: str) -> tuple[int, int] | None:
    """How near a cue before the number binds it (smaller is nearer; None: it does not)."""
    if _before_taken(claim, h, hits, masked_text):
        return None
    gap = content_words(masked_text[h.end:claim.pos])
    if gap and _TAKEN_RE.match(masked_text, h.end, claim.pos) and not _listed(masked_text[h.end:claim.pos], claim):
        return None  # "r = 0.80 over 200 bins": the word before belongs to the number right after it
    if h.adjacent and masked_text[h.end:claim.pos].strip(" \t-_:#=\u00d7x*"):
        return None  # "replicate 1 sits at 0.87": an adjacent-only word, with words between
    if gap > 4:
        return None
    # "replicate-1 file": the word the number is joined to; "z ≥ 2 call": the relation it states
    return (0, -1) if h.adjacent or (not gap and _RELATION_END_RE.search(h.text)) else (gap, 1)


def _before_taken(claim: Claim, h: CueHit, hits: list[CueHit], masked_text: str) -> bool:
    """Whether a cue before the number names something else than it."""
    if h.start >= 2 and masked_text[h.start - 1] == "-" and masked_text[h.start - 2].isdigit():
        return True  # "the 40-line preview is 20.12": the word belongs to its own count
    if _MODIFIER_AFTER_RE.match(masked_text, h.end, claim.pos):
        return True  # "the rep2 threshold call has 48": the word names a kind of call, not the value
    if _POSSESSIVE_RE.search(masked_text, h.end, claim.pos):
        return True  # "above H3K4me3's 11.4": a comparison with that name's value, not the word's attribute
    # "10 ranked candidates from 20": "ranked" is a word of the phrase it sits in
    return any(k.after and not k.before and k.start <= h.start and h.end <= k.end
               and k.end - k.start > h.end - h.start for k in hits)


def _after_key(claim: Claim, h: CueHit, masked_text: str, names: list[Span] | None) -> tuple[int, int] | None:
    """How near a cue after the number binds it (smaller is nearer; None: it does not)."""
    between = masked_text[claim.end:h.start]
    listed = _listed(between, claim)
    counted = _PARTITIVE_COUNT_RE.fullmatch(between) is not None  # "3 of the 10 candidates are pooled"
    if _after_taken(claim, h, masked_text, between, names, listed or counted):
        return None
    if h.adjacent and between.strip(" \t-_:#=\u00d7x*") and not counted:
        return None
    if between in ("-", "\u2011"):  # "the 3-track matrix": the word the count is joined to
        return (0, -1)
    gap = content_words(_unnamed_between(masked_text, claim.end, h.start, names)) if not (listed or counted) else 0
    return (gap, 0) if gap <= 2 else None


def _unnamed_between(masked_text: str, start: int, end: int, names: list[Span] | None) -> str:
    """``masked_text[start:end]`` with the names in it blanked: "49 ACCx T1 peaks" counts peaks, the
    name between only says whose."""
    piece = masked_text[start:end]
    for s, e in names or ():
        if start <= s and e <= end:
            piece = piece[:s - start] + " " * (e - s) + piece[e - start:]
    return piece


def _after_taken(claim: Claim, h: CueHit, masked_text: str, between: str, names: list[Span] | None,
                 spared: bool) -> bool:
    """Whether a cue after the number names something else than it (``spared``: only a list of
    numbers or "of the M <things> are" stands between)."""
    if not spared and _NUMBER_IN_RE.search(between):
        return True  # "0.615 over 500 bins": the word after belongs to the number next to it
    if _VERB_IN_RE.search(between) and _WHOLE_BEFORE_RE.search(masked_text, max(0, claim.pos - 16), claim.pos):
        return True  # "191 of the 200 were excluded": what the verb says is of the part (191), not the whole
    if _FOLLOWED_BY_POSSESSIVE_RE.match(masked_text, h.end):
        return True  # "49,152 of the file's 80,997 bytes": the file owns what follows, it is not counted
    if _WHERE_RE.match(between):
        return True  # "69 in its narrowPeak file": the word after says where, not what was counted
    # "0.87 for the pooled track": the word belongs to the name ("1 Oct4 peak" keeps it)
    return bool(names) and any(claim.end <= s and e <= h.start and _unnamed_between(masked_text, claim.end, s,
                                                                                     names).strip()
                               for s, e in names or ())  # ("49 ACCx T1 peaks": a name of two words is one name)


def _with_shared_word(h: CueHit, hits: list[CueHit]) -> CueHit:
    """"found 20 loadable files": a word two cues share ("found" peaks, "found" files) names either."""
    same = [x.attributes for x in hits if (x.start, x.end, x.before, x.after) == (h.start, h.end, h.before, h.after)
            and x.attributes != h.attributes]
    return h._replace(attributes=h.attributes.union(*same)) if same else h


def _list_head(claim: Claim, hits: list[CueHit], masked_text: str, clause: Span, sentence: Span) -> CueHit | None:
    """No cue in the clause: the nearest earlier before-cue of the sentence, if no cue stands between
    and a colon introduces the list ("Mean signal: rep1 0.870, rep2 0.874")."""
    earlier = [h for h in hits if (h.before or _COLON_AFTER_RE.match(masked_text, h.end)) and not h.adjacent
               and sentence[0] <= h.start and h.end <= claim.pos]  # "**Replicate-2-only files:** 2"
    if not earlier:
        return None
    last = max(earlier, key=lambda h: (h.end, h.end - h.start))  # the longest of those ending last
    text_between = masked_text[last.end:claim.pos]
    cues_between = [x for x in hits if last.end <= x.start and x.end <= claim.pos]
    opened = "(" in _CLOSED_PARENS_RE.sub("", text_between)
    if not cues_between and _LIST_COLON_RE.search(text_between) and not opened and \
            content_words(masked_text[clause[0]:clause[1]]) <= 6:
        return last
    return None
