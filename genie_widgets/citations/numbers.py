"""Numbers, loci and accessions as a sentence writes them, and the precision a reader intends.

A number (:class:`Number`) is read with its sign, thousands separators, decimals, exponent, a
percent sign, a byte size (``kB``, ``MB`` …), a length unit of the domain (:class:`Shapes`: for
genomics ``bp``, ``kb``, ``Mb``, ``Gb`` or the words ``bases`` / ``base pairs``) or a scale
(``thousand``, ``million``, ``billion`` or a ``k`` / ``M`` / ``B`` suffix). Its *tolerance* is half
a unit of the last digit written (``8.8`` is 8.75-8.85); a hedge (``about``, ``~``, ``≈``,
``roughly``, ``nearly``, ``approximately``, ``around``, ``some``, ``almost``, ``close to``) widens an
integer's tolerance to its significant figures (``about 5,900`` is 5,850-5,950; unhedged ``5,900``
stays 5,899.5-5,900.5).

A locus is ``name:start-end`` (0-based start, exclusive end, as written), thousands separators
allowed, on a sequence whose names the domain gives; an accession is a shape the domain gives.
Digits inside timestamps, clock times, dates, file names, paths, URLs and hashes are not numbers:
:func:`~.notvalues.not_values` gives their spans so they can be blanked before numbers are read.

This module knows no domain: :class:`Shapes` says how one writes lengths, loci and accessions;
:func:`configure` (called by :func:`~.facts.register_vocabulary` with the registered vocabulary's)
makes them the ones every text is read with. Until then a bare checker reads plain numbers only.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from . import fastpath
from .boundwords import VERB_BOUND_ENDS, verb_bound
from .cuescan import PrefixedSearch
from .patterns import fold, lower, required_words
from .shapes import Shapes

_INT = r"(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)"  # 127,700,000 or 127700000
COORD = r"(?:\d{1,3}(?:,\d{3}){1,5}(?!\d)|\d{1,15}(?!\d))"  # a coordinate: at most 15 digits


BYTES = {"kB": 1e3, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "kilobyte": 1e3, "megabyte": 1e6, "gigabyte": 1e9,
         "terabyte": 1e12}
_SCALE = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "k": 1e3, "M": 1e6, "B": 1e9}
_NEVER = "(?!)"  # an empty alternation: a group that never matches
#: A power of ten written after "10": "^-18", "^5", "⁻¹⁸" (superscript digits and sign).
_POWER = r"(?:\^[-+\u2212]?\d{1,3}|[\u207b\u207a]?[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]{1,3})(?![0-9\u2070-\u2079])"
_SUPERSCRIPTS = str.maketrans("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b\u207a",
                              "0123456789-+")


def _power(written: str) -> int:
    """The exponent of a power of ten as written after "10" ("^-18", "⁻¹⁸")."""
    return int(written.lstrip("^").translate(_SUPERSCRIPTS).replace("\u2212", "-"))


def _number_re(units: Mapping[str, float], words: str | None) -> re.Pattern[str]:
    """:data:`NUMBER_RE` with the length ``units`` and ``words`` of a domain (none: never a length)."""
    unit = "|".join(map(re.escape, units)) or _NEVER
    return re.compile(
        rf"""
    (?<![A-Za-z0-9_.])
    (?P<sign>[-\u2212]?)
    (?P<int>{_INT})
    (?P<frac>\.\d+)?
    (?P<exp>[eE][-+\u2212]?\d{{1,4}}(?!\d))?
    (?P<sci>[ \u00a0]?[x\u00d7\u00b7*][ \u00a0]?10{_POWER})?
    (?P<pow>(?<![0-9]1)(?<=10){_POWER})?
    (?:
        (?P<times>[x\u00d7])(?![A-Za-z0-9_])
      | (?P<pts>[ \u00a0](?i:percentage[ \u00a0]points?|pp)(?![A-Za-z]))
      | (?P<pct>[ \u00a0]?%|[ \u00a0](?i:percent|per[ \u00a0]cent)(?![A-Za-z]))
      | (?:[ \u00a0]|-)?(?P<bytes>kB|KB|MB|GB|TB|(?i:(?:kilo|mega|giga|tera)?bytes?))(?![A-Za-z0-9_])
      | (?:[ \u00a0]|-)?(?P<unit>(?i:{unit}))(?![A-Za-z0-9_])
      | (?:[ \u00a0]?(?P<scale>(?i:thousand|million|billion))(?![A-Za-z])
         |(?P<suffix>[kMB]|(?<=[0-9])[ \u00a0][kM])(?![A-Za-z0-9_]))?
        (?:(?:[ \u00a0]|(?<=[0-9])-)(?P<bases>(?i-x:{words or _NEVER}))(?![A-Za-z]))?
    )
    """,
        re.VERBOSE | re.ASCII,
    )


def locus_re(shapes: Shapes) -> re.Pattern[str] | None:
    """A locus ``name:start-end`` on a sequence of ``shapes`` (``chr8:127,700,000-127,760,000``, ``8:100–200``;
    groups ``seq``, ``start``, ``end``), None when they name no sequences."""
    if shapes.seq_names is None:
        return None
    return re.compile(rf"(?<![A-Za-z0-9_])(?P<seq>(?-x:{shapes.seq_names})):(?P<start>{COORD})"
                      rf"[ \u00a0]?[-\u2013\u2014][ \u00a0]?(?P<end>{COORD})(?![0-9]|[,:]\d)", re.VERBOSE | re.ASCII)


def _scaled_locus_re(shapes: Shapes) -> re.Pattern[str] | None:
    """``chr6:31.13–31.15 Mb`` / ``chr19 1.0–1.2 Mb``: a locus at the precision written, in a length unit."""
    if shapes.scaled_seq_names is None or not shapes.scaled_locus_units:
        return None
    units = "|".join("".join(f"[{c.lower()}{c.upper()}]" if c.isalpha() else re.escape(c) for c in u)
                     for u in shapes.scaled_locus_units)  # in any ASCII case: "kb" → [kK][bB]
    return re.compile(
        rf"(?<![A-Za-z0-9_])(?P<seq>{shapes.scaled_seq_names})(?::|[ \u00a0]+)"
        r"(?P<start>\d[\d,]*(?:\.\d+)?)[ \u00a0]?[-\u2013\u2014][ \u00a0]?(?P<end>\d[\d,]*(?:\.\d+)?)[ \u00a0]?"
        rf"(?P<unit>{units})(?![A-Za-z0-9_])")


def _accession_re(shapes: Shapes) -> re.Pattern[str] | None:
    if shapes.accession_pattern is None:
        return None
    return re.compile(rf"(?<![A-Za-z0-9])(?:{shapes.accession_pattern})(?![A-Za-z0-9])", re.IGNORECASE | re.ASCII)


# -- the shapes every text is read with: set by :func:`configure` --------------------------------

SHAPES = Shapes()
#: A number with an optional sign, decimals, exponent and a percent sign, byte size, length unit or
#: scale. The identifier rules that a regex cannot say are applied in :func:`number_matches`.
NUMBER_RE = _number_re(SHAPES.length_units, SHAPES.length_words)
LENGTH_UNITS: Mapping[str, float] = {}  # length unit word (lower case) → its size
LOCUS_RE: re.Pattern[str] | None = None  # these three: None while the shapes name none
SCALED_LOCUS_RE: re.Pattern[str] | None = None
ACCESSION_RE: re.Pattern[str] | None = None
#: Fast paths: words one of which every accession holds (folded; None: not known), the characters
#: one of which ends every locus written in a length unit.
_ACCESSION_WORDS: frozenset[str] | None = None
_SCALED_LOCUS_ENDS: tuple[str, ...] = ()
_SEQ_PREFIX = ""
_SEQ_ALIASES: Mapping[str, str] = {}
_REBUILDS: list[Callable[[Shapes], None]] = []


def configure(shapes: Shapes) -> None:
    """Read every text with ``shapes`` from now on: the patterns of this module are rebuilt, then
    those other modules build from the shapes (:func:`on_configure`). Called by
    :func:`~.facts.register_vocabulary` with the registered vocabulary's shapes."""
    global SHAPES, NUMBER_RE, LENGTH_UNITS, LOCUS_RE, SCALED_LOCUS_RE, ACCESSION_RE, _ACCESSION_WORDS
    global _SCALED_LOCUS_ENDS, _SEQ_PREFIX, _SEQ_ALIASES
    SHAPES = shapes
    NUMBER_RE = _number_re(shapes.length_units, shapes.length_words)
    LENGTH_UNITS = {word.lower(): size for word, size in shapes.length_units.items()}
    LOCUS_RE = locus_re(shapes)
    SCALED_LOCUS_RE = _scaled_locus_re(shapes)
    ACCESSION_RE = _accession_re(shapes)
    words = required_words(ACCESSION_RE) if ACCESSION_RE is not None else None
    _ACCESSION_WORDS = words[0] if words else None
    ends = (e for u in shapes.scaled_locus_units for e in (u[-1].lower(), u[-1].upper()))
    _SCALED_LOCUS_ENDS = tuple(dict.fromkeys(ends))
    _SEQ_PREFIX, _SEQ_ALIASES = shapes.seq_prefix.lower(), {a.lower(): b.lower() for a, b in shapes.seq_aliases.items()}
    for rebuild in _REBUILDS:
        rebuild(shapes)


def current_shapes() -> Shapes:
    """The shapes in use (those of the registered vocabulary)."""
    return SHAPES


def length_unit() -> str:
    """The unit lengths are in, in the shapes in use (a :class:`Number`'s ``unit`` for a length)."""
    return SHAPES.length_unit


def on_configure(rebuild: Callable[[Shapes], None]) -> None:
    """Call ``rebuild`` with the shapes in use now and whenever :func:`configure` changes them (a
    module's patterns built from the shapes)."""
    _REBUILDS.append(rebuild)
    rebuild(SHAPES)


URL_RE = re.compile(r"(?:https?|ftp)://[^\s<>()\[\]]+|www\.[^\s<>()\[\]]+", re.IGNORECASE)

_HEDGE_RE = re.compile(
    r"(?:\b(?:about|around|approximately|approx\.?|roughly|nearly|almost|some|circa|ca\.|close\s+to|"
    r"on\s+the\s+order\s+of|of\s+order)|~|\u2248|\u223c)\s*$",
    re.IGNORECASE,
)
_HEDGE = PrefixedSearch(_HEDGE_RE)
#: How a text :data:`_HEDGE_RE` accepts ends once its trailing whitespace is removed (folded, see
#: :func:`~.patterns.fold`): the last word of each alternative. The fast path runs the regex only
#: on windows that end so (``\s*$`` is the trailing whitespace ``str.rstrip`` removes).
_HEDGE_ENDS = ("about", "around", "approximately", "approx", "approx.", "roughly", "nearly", "almost", "some",
               "circa", "ca.", "to", "of", "order", "~", "\u2248", "\u223c")


#: Bounds said before a number: "more than 7,000", "fewer than 50", "just over 0.9", "slightly
#: under 2%". "over", "under", "above" and "below" are bounds only after "just", "slightly", …
#: (alone they say where: "signal over 58.6 million bases", "peaks above 18.9"); "at least" and
#: "at most" are left to the vocabulary (a caller's minimum width).
_CLOSE = r"just|slightly|a\s+little|a\s+bit|barely|marginally|a\s+hair|a\s+touch|a\s+tad"
_BOUND_RE = re.compile(
    rf"(?:(?:\b(?P<close>{_CLOSE})\s+)?\b(?P<word>more\s+than|greater\s+than|exceeding|upwards\s+of|in\s+excess\s+of|"
    rf"north\s+of|south\s+of|shy\s+of|less\s+than|fewer\s+than|no\s+more\s+than)|\b(?P<close2>{_CLOSE})\s+(?P<word2>over|under|above|below))\s*$",
    re.IGNORECASE,
)
_BOUND_ENDS = ("than", "over", "exceeding", "of", "under", "above", "below")  # ("north of", "shy of": "of")
_BOUNDS = {"more than": ">", "greater than": ">", "over": ">", "exceeding": ">", "upwards of": ">",
           "in excess of": ">", "above": ">", "less than": "<", "fewer than": "<", "under": "<",
           "no more than": "<=", "below": "<", "north of": ">", "south of": "<", "shy of": "<"}


def number_bound(text: str, at: int, tail: str | None = None) -> tuple[str | None, bool]:
    """The bound said right before position ``at`` (``>``, ``>=``, ``<``, ``<=`` or None) and
    whether it is a close one ("just over": within the number's significant figures too).
    ``tail``: the 32 characters before ``at``, right-stripped and folded, when the caller has them."""
    window = text[max(0, at - 32):at]
    tail = fold(window.rstrip()) if tail is None else tail
    m = _BOUND_RE.search(window) if tail.endswith(_BOUND_ENDS) else None
    if m is None:  # "stays below 5", "never rises above 100", "exceeded a mean of 1.5"
        said = verb_bound(text[max(0, at - 48):at]) if tail.endswith(VERB_BOUND_ENDS) else None
        return said if said is not None else (None, False)
    word = m.group("word") or m.group("word2")
    return _BOUNDS[" ".join(word.lower().split())], (m.group("close") or m.group("close2")) is not None


def _hedged(text: str, at: int, tail: str) -> bool:
    """Whether a hedge word ("about", "~", …) stands right before position ``at``. ``tail``: the
    32 characters before it, right-stripped and folded (the fast path's test of its last word)."""
    if fastpath.enabled() and not tail.endswith(_HEDGE_ENDS):
        return False
    return _HEDGE.search(text, max(0, at - 24), at) is not None


@dataclass(frozen=True)
class Number:
    """A number as written: ``value`` (in the length unit for lengths; as written for percents),
    ``tolerance`` (same unit as ``value``), whether it is a ``percent``, its ``unit`` (the shapes'
    ``length_unit``, ``"bytes"`` or None), whether it was written as a plain ``integer`` (no decimals,
    scale or exponent) and whether it was ``hedged``."""

    value: float
    tolerance: float
    percent: bool
    unit: str | None = None
    integer: bool = False
    hedged: bool = False
    times: bool = False
    bound: str | None = None  # ">", ">=", "<", "<=": "more than 7,000", "at most 5"; None: the value itself
    raw: float = 0.0  # the number as written, before its unit or scale (1.2 for "1.2 Mb")
    precision: float = 0.0  # half a unit of its last written digit (a bound's tolerance is infinite)


def parse_number(m: re.Match[str], text: str = "") -> Number | None:
    """Value and tolerance of a :data:`NUMBER_RE` match in ``text`` (None if not finite)."""
    sign, whole, frac, exp, times, pts, pct, size, unit_word, scale_word, suffix, bases = m.group(*_GROUPS)
    sci, power = m.group("sci", "pow")
    digits = whole.replace(",", "")
    mantissa = digits + (frac or "")
    decimals = len(frac) - 1 if frac else 0
    exponent = int(exp[1:].replace("\u2212", "-")) if exp else 0
    if sci:  # "1.7 × 10⁻¹⁸"
        exponent += _power(sci[sci.index("10") + 2:])
    elif power:  # "10^-5", "10⁻⁵": one times that power of ten
        mantissa, digits, decimals, exponent = "1", "1", 0, _power(power)
    try:
        value = float(mantissa) * (10.0 ** exponent)
    except OverflowError:
        return None
    decimals -= exponent
    if text:
        at = m.start()
        tail = fold(text[max(0, at - 32):at].rstrip())
        bound, close = number_bound(text, at, tail)
        hedged = close or _hedged(text, at, tail)
    else:
        bound, close, hedged = None, False, False
    if hedged and not frac and not exp and digits.strip("0"):
        decimals = -(len(digits) - len(digits.rstrip("0")))  # significant figures: 5,900 → ±50
    unit = None
    scale = 1.0
    if unit_word:
        scale, unit = LENGTH_UNITS[unit_word.lower()], SHAPES.length_unit
    elif size:
        scale, unit = BYTES.get(size, BYTES.get(size.lower().rstrip("s"), 1.0)), "bytes"
    else:
        word = scale_word or (suffix or "").strip(" \u00a0")
        if word:
            scale = _SCALE[word.lower() if len(word) > 1 else word]
        if bases:
            unit = SHAPES.length_unit
    if pts:  # "8.1 percentage points": a difference of two fractions, as a fraction
        scale = 0.01
    if sign:
        value = -value
    raw = value
    value *= scale
    if not math.isfinite(value):
        return None
    tolerance = 0.5 * (10.0 ** -decimals) * scale if -300 < decimals < 300 else 0.0
    integer = not (frac or exp or sci or power or scale != 1.0 or pct)
    precision = tolerance
    if bound is not None and not close:
        tolerance = math.inf  # "more than 7,000": any value beyond it
    elif bound is not None and frac:
        tolerance *= 2  # "a little over 1.07 Mb" of 1,075,035: past it by less than one unit of its last digit
    return Number(value, tolerance, bool(pct), unit, integer, hedged, bool(times), bound, raw, precision)


#: The groups of :data:`NUMBER_RE` :func:`parse_number` reads, fetched in one call.
_GROUPS = ("sign", "int", "frac", "exp", "times", "pts", "pct", "bytes", "unit", "scale", "suffix", "bases")
#: The groups after which a number is read whatever follows it (a percent, a unit, a scale …).
_SUFFIX_GROUPS = ("pct", "unit", "scale", "suffix", "bases", "times", "bytes")


_NOT_A_SIGN_RE = re.compile(r"(?:[0-9%][ \t]*|[A-Za-z])$")


def number_end(m: re.Match[str]) -> int:
    """Where the digits of a :data:`NUMBER_RE` match end (before any percent sign or unit)."""
    for group in ("pow", "sci", "exp", "frac", "int"):
        if m.group(group):
            return m.end(group)
    return m.end()


#: Where a :data:`NUMBER_RE` match can start: its sign or the first digit of its integer part
#: (``re.ASCII``: digits 0-9). One class, which the regex engine scans for quickly.
_NUMBER_START_RE = re.compile(r"[-\u22120-9]")


def _number_search(text: str, pos: int, end: int) -> re.Match[str] | None:
    """``NUMBER_RE.search(text, pos, end)`` (fast path): the pattern tried only where a match can
    start, in order, so the first match found is the leftmost one, as ``search`` finds it."""
    while True:
        at = _NUMBER_START_RE.search(text, pos, end)
        if at is None:
            return None
        m = NUMBER_RE.match(text, at.start(), end)
        if m is not None:
            return m
        pos = at.start() + 1


def number_matches(text: str, start: int = 0, end: int | None = None) -> Iterator[re.Match[str]]:
    """Matches of :data:`NUMBER_RE` that are claims, not parts of identifiers.

    A number followed by a letter, digit, ``_`` or prime (``K562`` is caught by the look-behind;
    ``1e``, ``3D``, ``5'`` here) or by ``.digit`` (a version such as ``1.2.3``) is skipped. A
    minus after a number (``1-40``, ``1 - 40``) is a range and one right after a letter
    (``top-10``) a hyphen, not a sign.
    """
    end = len(text) if end is None else end
    pos = start
    search = _number_search if fastpath.enabled() else NUMBER_RE.search
    while pos < end:
        m = search(text, pos, end)
        if m is None:
            return
        pos = m.end()
        if m.group("sign") and _NOT_A_SIGN_RE.search(text, max(0, m.start() - 8), m.start()):
            pos = m.start("int")  # retry without the sign
            continue
        if not any(m.group(*_SUFFIX_GROUPS)):
            nxt = text[m.end():m.end() + 2]
            if nxt[:1] and (nxt[0].isalnum() or nxt[0] in "_'\u2032\u2019" or
                            (nxt[0] == "." and nxt[1:2].isdigit())):
                continue
        yield m


def accession_matches(text: str) -> Iterator[re.Match[str]]:
    """:data:`ACCESSION_RE` matches (none when the shapes have no accessions; the fast path skips
    texts without one of the words every accession holds, in any case)."""
    if ACCESSION_RE is None:
        return iter(())
    if fastpath.enabled() and _ACCESSION_WORDS is not None:
        folded = fold(text)
        if not any(w in folded for w in _ACCESSION_WORDS):
            return iter(())
    return ACCESSION_RE.finditer(text)


def url_matches(text: str) -> Iterator[re.Match[str]]:
    """:data:`URL_RE` matches (the fast path skips texts with neither ``://`` nor ``www.``)."""
    if fastpath.enabled() and "://" not in text and "www." not in lower(text):
        return iter(())
    return URL_RE.finditer(text)


def locus_matches(text: str) -> Iterator[re.Match[str]]:
    """:data:`LOCUS_RE` matches (none without loci; the fast path skips texts without a colon)."""
    if LOCUS_RE is None or (fastpath.enabled() and ":" not in text):
        return iter(())
    return LOCUS_RE.finditer(text)


def scaled_locus_matches(text: str) -> Iterator[re.Match[str]]:
    """:data:`SCALED_LOCUS_RE` matches (the fast path skips texts without a last letter of one of
    the units, in either case: every match ends in a unit)."""
    if SCALED_LOCUS_RE is None or (fastpath.enabled() and not any(e in text for e in _SCALED_LOCUS_ENDS)):
        return iter(())
    return SCALED_LOCUS_RE.finditer(text)


def scaled_locus(m: re.Match[str]) -> tuple[tuple[str, int, int], float]:
    """``((seq, start, end), tolerance)`` of a :data:`SCALED_LOCUS_RE` match, in the length unit."""
    scale = LENGTH_UNITS[m.group("unit").lower()]
    start, end = m.group("start").replace(",", ""), m.group("end").replace(",", "")
    decimals = max(len(x.partition(".")[2]) for x in (start, end))
    return (m.group("seq"), round(float(start) * scale), round(float(end) * scale)), \
        0.5 * 10.0 ** -decimals * scale


def locus_value(m: re.Match[str]) -> tuple[str, int, int]:
    """``(seq, start, end)`` of a :data:`LOCUS_RE` match, coordinates as written."""
    return m.group("seq"), int(m.group("start").replace(",", "")), int(m.group("end").replace(",", ""))


def seq_key(name: str) -> str:
    """A sequence's name for comparison: lower case, without the shapes' prefix, an alias as what
    it stands for (genomics: ``chr8`` and ``8`` are ``8``; ``M`` is ``MT``)."""
    key = name.strip().lower().removeprefix(_SEQ_PREFIX)
    return _SEQ_ALIASES.get(key, key)




def satisfies(value: float, n: Number) -> bool:
    """Whether ``value`` is what the number says: within its tolerance, and on the side of a bound
    ("more than 7,000": above 7,000; "just over 0.9": above 0.9 and within 0.1 of it)."""
    if n.bound is None:
        return within(value, n.value, n.tolerance)
    eps = 1e-9 * max(abs(n.value), 1e-300)
    loose = max(eps, n.precision)  # "never exceeds 1.38" of 1.381: at most 1.38 at the precision written
    side = {">": value > n.value + eps, ">=": value >= n.value - loose, "<": value < n.value - eps,
            "<=": value <= n.value + loose}[n.bound]
    return side and (math.isinf(n.tolerance) or within(value, n.value, n.tolerance))


def within(value: float, target: float, tolerance: float) -> bool:
    """``|value - target| <= tolerance`` with a tiny relative epsilon for float noise."""
    return abs(value - target) <= tolerance + 1e-12 * max(abs(target), tolerance, 1e-300)
