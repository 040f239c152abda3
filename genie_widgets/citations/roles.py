"""The role a sentence gives a locus or an accession it states.

A locus is the view ("the view is X", "the chr19:1.0–1.2 Mb view"), a scope a value was computed
over ("over X", "across X") or a region the sentence relates a feature to ("falls inside the
10-kb window X"); an accession is what the words before it ("experiment ENCSR…") or after it
("<accession> is the experiment accession") say it is. The view words and accession roles are the
vocabulary's; the words around them are rules (:mod:`.rules`), ids ``role.*``.
"""

from __future__ import annotations

import re

from .cuescan import PrefixedSearch
from .facts import Vocabulary
from .patterns import MessageGate
from .rules import rule
from .said import Claim

#: The prepositions of :data:`_SCOPE_PREP_RE`, and the nouns of a region it takes between them and the
#: locus; the vocabulary's ``sequence_nouns`` ("the whole chromosome X") join the nouns per vocabulary.
_PREPOSITIONS = (r"\b(?:over|across|in|within|on|for|throughout|spanning|computed\s+over|measured\s+over|"
                 r"(?:zoom(?:ing|ed)?(?:\s+in)?|narrow(?:ing|ed)?(?:\s+down)?|restrict(?:ing|ed)?|focus(?:ing|ed)?|"
                 r"limit(?:ing|ed)?)\s+(?:in)?(?:to|on))\s+(?:the\s+)?"
                 r"(?:(?:whole|entire|full|same|visible|current|\d[\d,.]*[- ]?[a-z]{1,3})\s+)?")
_REGION_NOUNS = "region|window|view|scope"


def _scope_prep(nouns: str) -> str:
    """"over the window X", "across the whole interval X"; "window (X)" (``nouns``: of a region)."""
    return rf"{_PREPOSITIONS}(?:(?:{nouns}|interval|locus)\s+)?$|(?:{nouns})\s*\($"


_SCOPE_PREP_RE = rule(
    "role.scope-preposition",
    "A preposition right before a locus ('over X', 'across the whole region X', 'zoomed in to X') makes it the "
    "scope a value was computed over (the nouns of a region before it include the vocabulary's sequence nouns).",
    _scope_prep(_REGION_NOUNS),
    examples=["A averaged 0.87 over ", "across the whole region ", "scope ("],
    counterexamples=["item_22 sits at ", "over the view, A reaches "])
_PROFILED_RE = rule(
    "role.profiled",
    "A region said to be one 'we profiled' ('inside the 10-unit window we profiled (X)') is a cited scope: the "
    "locus after it must be one.",
    r"\b(?:we|you|i|they)\s+[a-z]+(?:ed|d)\s*[,(]?\s*$",
    examples=["inside the 10-unit window we profiled (", "the region they scanned, "],
    counterexamples=["inside the 10-unit window ", "we profile "])
#: How every text :data:`_CONTAINER_RE` accepts ends (lower case, trailing space removed).
_CONTAINER_ENDS = ("in", "within", "inside", "into", "the", "view", "viewport", "window", "region", "interval", "at",
                   "ed", "d")  # (and "… window we profiled")
_VIEW_AFTER_RE = rule(
    "role.view-after",
    "'view' or 'window' right after a locus ('the seq1:1,000,000–1,200,000 view') makes it the view.",
    r"\s*(?:view(?:port)?|window)\b",
    examples=[" view", " viewport shows", " window"],
    counterexamples=[" of A", " reviewed"])
_COMPUTED_OVER_RE = rule(
    "role.computed-over",
    "A scope said with 'over', 'across' or 'computed' ('over X, A averaged 2.76') is the locus the value was "
    "computed over itself, not any region inside it.",
    r"(?:over|across|throughout|spanning|computed|measured)\b",
    examples=["over the ", "computed over ", "across "],
    counterexamples=["in the ", "overlapping "])
_CONTAINER_RE = rule(
    "role.container",
    "A region a feature is said to lie in ('falls inside the 10-unit window X', 'outside the view X') is neither the "
    "view nor the feature's locus, only a region the sentence relates it to.",
    r"\b(?:inside|within|into|in|(?P<out>outside(?:\s+of)?))\s+(?:the\s+|a\s+|this\s+)?"
    r"(?:[\w.,-]+\s+){1,2}"
    r"(?:view(?:port)?|window|region|interval)(?:\s+(?:we|you|i|they)\s+[a-z]+(?:ed|d))?\s*[,(]?\s*$"
    r"|\b(?:lies?|lay|falls?|fell|sits?|sat|are|is|located|found|contained)\s+(?:\w+\s+)?"
    r"(?:within|inside|in)\s+(?:the\s+)?(?:(?:[\w.,-]+\s+){0,2}(?:window|region|interval|view(?:port)?)\s+at\s+)?$",
    examples=["item_22 falls inside the 10-unit window ", "it lies outside the current view (",
              "lies inside the view at "],
    counterexamples=["the view is ", "A averaged 0.87 over the window "])

#: Per vocabulary: the view words, the accession roles said before an accession and those said
#: after it ("<accession> is the experiment accession"), compiled once.
_RolePatterns = tuple[PrefixedSearch, list[tuple[PrefixedSearch, str]], list[tuple[re.Pattern[str], str]], MessageGate,
                      PrefixedSearch]
_ROLE_PATTERNS: dict[int, tuple[Vocabulary, _RolePatterns]] = {}


def _compiled_roles(vocabulary: Vocabulary) -> _RolePatterns:
    hit = _ROLE_PATTERNS.get(id(vocabulary))
    if hit is not None and hit[0] is vocabulary:
        return hit[1]
    view_re = re.compile(rf"(?<!inside\s)(?<!within\s)(?<!inside\sthe\s)(?<!within\sthe\s)(?:{vocabulary.view_cues})"
                         # "the window we profiled, X"
                         r"(?:\s+(?:we|you|i|they)\s+[a-z]+(?:ed|d)(?:\s+(?:into|in|on|at|over|across))?\b)?"
                         r"\s*(?:(?:is|was|are|now|shows|showed|covers|covered|spans|spanned|set|changed|moved|to|on|at|"
                         r"sits|sat|:|=|,)"
                         r"\s*)*$", re.IGNORECASE)
    roles = [(PrefixedSearch(re.compile(rf"\b(?:{p})\b\s*(?:accession\s*)?(?:(?:here|now|then|shown|listed|itself)\s+)?"
                                        r"(?:is\s+|was\s+|:\s*|,\s*)?$", re.IGNORECASE)), r)  # "the experiment, X"
             for p, r in vocabulary.accession_roles]
    after = [(re.compile(rf"\s*(?:is|was)\s+(?:the|an?|its|their)\s+(?:[\w-]+\s+){{0,2}}(?:{p})\b", re.IGNORECASE), r)
             for p, r in vocabulary.accession_roles]
    nouns = "|".join([_REGION_NOUNS, *map(re.escape, vocabulary.sequence_nouns)])
    scope_prep = _SCOPE_PREP_RE if not vocabulary.sequence_nouns else re.compile(_scope_prep(nouns), re.IGNORECASE)
    compiled = (PrefixedSearch(view_re), roles, after, MessageGate(view_re), PrefixedSearch(scope_prep))
    _ROLE_PATTERNS[id(vocabulary)] = (vocabulary, compiled)
    return compiled


def role_patterns(vocabulary: Vocabulary) -> tuple[PrefixedSearch, list[tuple[PrefixedSearch, str]], MessageGate]:
    """The vocabulary's view words (with the test whether a message could hold them) and accession
    roles (said before an accession)."""
    view, roles, _after, view_gate, _prep = _compiled_roles(vocabulary)
    return view, roles, view_gate


def scope_preposition(vocabulary: Vocabulary) -> PrefixedSearch:
    """:data:`_SCOPE_PREP_RE` with the vocabulary's sequence nouns among its region nouns."""
    return _compiled_roles(vocabulary)[4]


def _role_after(vocabulary: Vocabulary, after: str) -> str | None:
    """The role an accession is given after it: "<accession> is the experiment (accession)", "is the
    top-ranked file"."""
    return next((role for pattern, role in _compiled_roles(vocabulary)[2] if pattern.match(after)), None)


_OPENING_SCOPE_RE = rule(
    "role.opening-scope",
    "A sentence that opens with the region it speaks of ('In the 10-unit window X, A averages 1.45'; 'Within "
    "the window (X), …'; 'After moving to the second view, X, …') states every value after it over X itself: a "
    "record computed over a larger region does not back them.",
    r"^\s*(?:(?:\*\*)?[\w ]{0,24}:(?:\*\*)?\s*)?(?:(?:after\s+|once\s+|when\s+)?(?:we\s+|you\s+)?(?:zoom(?:ing|ed)?\s+"
    r"(?:in\s+)?|mov(?:ing|ed)\s+(?:on\s+)?|switch(?:ing|ed)\s+|turn(?:ing|ed)\s+|navigat(?:ing|ed)\s+|narrow(?:ing|ed)\s+"
    r"(?:down\s+)?|focus(?:ing|ed)\s+)(?:in)?(?:to|on)|in|within|over|across|throughout|for|inside)\s+"
    r"(?:the\s+|this\s+|that\s+|a\s+)?"
    r"(?:[\w.,-]+\s+){0,3}(?:window|region|interval|stretch|span|segment|bin|slice|view)\s*[(,]?\s*$",
    examples=["Within the 10-unit window (", "Zooming into the 10-unit window ", "After moving to the second view, "],
    counterexamples=["item_22 falls inside the 10-unit window ", "A averaged 0.87 in the window "])
_OPENING_SCOPE_AFTER_RE = re.compile(r"\s*\)?\s*,")


def locus_role(claim: Claim, before: str, masked_text: str, view_re: PrefixedSearch | None,
               scope_prep: PrefixedSearch, opening: bool = False) -> None:
    """Mark a locus a region the sentence relates a feature to (``extra["container"]``), the view or
    a scope, by the words right ``before`` it (``view_re``: the view words, None when the message
    holds none; ``scope_prep``: :func:`scope_preposition`) and after it. ``opening``: ``before`` is
    all of the sentence before the locus."""
    if opening and _OPENING_SCOPE_RE.fullmatch(before) and _OPENING_SCOPE_AFTER_RE.match(masked_text, claim.end):
        claim.role, claim.extra["strict"] = "scope", True  # "In the 10-kb window X, …": what follows is over X
        return
    holder = _CONTAINER_RE.search(before) if before.rstrip().rstrip(",(").rstrip().lower().endswith(
        _CONTAINER_ENDS) else None
    if holder is not None:
        # "falls inside the 10-kb window X": a region the sentence
        claim.extra["container"] = True  # relates a feature to, not the view nor the feature's locus
        if holder.group("out"):
            claim.extra["outside"] = True  # "lies outside the 10-kb window X"
        if _PROFILED_RE.search(holder.group()):
            claim.extra["strict"] = True  # "inside the 10-kb window we profiled (X)": X is a cited scope
    elif (view_re is not None and view_re.search(before)) or _VIEW_AFTER_RE.match(masked_text, claim.end):
        # "the view is X"; "the chr19:1.0–1.2 Mb view"
        claim.role = "view"
    else:
        prep = scope_prep.search(before)
        if prep is not None:
            claim.role = "scope"
            if _COMPUTED_OVER_RE.match(prep.group()):  # "over X, rep1 averaged 2.76": computed over X itself
                claim.extra["strict"] = True


def accession_role(claim: Claim, before: str, masked_text: str, span_end: int, vocabulary: Vocabulary,
                   roles: list[tuple[PrefixedSearch, str]]) -> None:
    """The role the words before an accession give it ("experiment ENCSR…"), else those after it
    ("ENCFF779QTH is the experiment accession")."""
    for pattern, role in roles:
        if pattern.search(before[-30:]):
            claim.role = role
            return
    role_after = _role_after(vocabulary, masked_text[claim.end:min(span_end, claim.end + 40)])
    if role_after is not None:
        claim.role = role_after
