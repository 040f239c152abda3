"""The words of comparison that are no pattern: which comparison words say "less", and the words a
message must hold for any comparison of :mod:`.comparisons`, :mod:`.superlatives` or :mod:`.orders`
to be read (the message-level test of :mod:`.present`: messages without any skip those checks)."""

from __future__ import annotations

#: Verbs that set their subject against their object ("A outpaces B", "A trails B"), as regex pieces:
#: one list for the comparisons read (:data:`~.comparisons.COMPARATIVE_RE`) and those left unread
#: (:data:`~.positions._THAN_RE`).
COMPARISON_VERBS = (r"outpac(?:e|es|ed)", r"surpass(?:es|ed)?", r"outperform(?:s|ed)?", r"outrank(?:s|ed)?",
                    r"outscor(?:e|es|ed)", r"outnumber(?:s|ed)?", r"outstrip(?:s|ped)?", r"edg(?:e|es|ed|ing)\s+out",
                    r"trail(?:s|ed|ing)?", r"lag(?:s|ged|ging)?")
#: Every comparative of :data:`~.comparisons.COMPARATIVE_RE` holds one of these (lower case).
COMPARATIVE_WORDS = ("than", "exceed", "surpass", "outpac", "that of", "those of", "outperform", "outrank", "outstrip",
                     "outnumber", "outscor",
                     "beat", "edge", "trail", "lag", "short of", "below", "above")
#: A comparative said without "than", and "the higher … of the two".
BARE_WORDS = ("higher", "greater", "larger", "bigger", "stronger", "lower", "smaller", "weaker")
SUPERLATIVE_WORDS = ("est", "most", "top", "least", "worst", "the more ", "the less ")
#: "the closer match (0.898 vs 0.899)", "the lower SD (12.1 vs 11.0)" (:mod:`.orders`).
PAIR_WORDS = ("closer", "tighter", "more ", "less ", "the lower", "the smaller", "the weaker", "the fewer",
              "the higher", "the larger", "the greater", "the bigger", "the stronger")
#: Every comparison this package reads holds one of these (lower case).
QUICK_WORDS = COMPARATIVE_WORDS + BARE_WORDS + SUPERLATIVE_WORDS + PAIR_WORDS

_LESS = {"lower", "smaller", "weaker", "worse", "less", "fewer", "below", "lowest", "smallest", "weakest", "loosest",
         "least", "fewest", "worst", "narrowest", "cooler", "colder", "quieter", "sparser"}
_LESS_VERBS = ("trail", "lag", "fall", "fell", "below")  # "H3K27ac trails H3K4me3", "is below", "falls short of"


def is_less(word: str) -> bool:
    """Whether a comparison word (lower case) says its subject is the smaller: "lower", "trails",
    "falls short of", "the least"."""
    return word in _LESS or any(v in word for v in _LESS_VERBS)


#: Words after "more" / "less" that turn the comparison around: "more weakly than" says less.
_TURNING = frozenset({"weakly", "poorly", "loosely", "negatively", "distantly", "sparsely", "faintly"})


def says_less(word: str, said: str) -> bool:
    """Whether a comparative (its word, lower case, and the words it was said in) says its subject is
    the smaller: as :func:`is_less`, turned around by a weak adverb after "more" / "less" ("more
    weakly than", "less poorly than")."""
    words = said.lower().split()
    turned = word in ("more", "less") and len(words) > 1 and words[1] in _TURNING
    return is_less(word) != turned
