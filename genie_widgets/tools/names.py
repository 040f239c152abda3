"""How people vary a short name of one of our entities: "rep1" is also "rep 1", "replicate 1" and
"the first replicate"; "CTCF" is also "the insulator protein" (the lexicon's [[role_name]] entries).
The claim checker's gazetteer (:mod:`genie_widgets.citations.gazetteer`) asks for these through
``Vocabulary.name_forms``."""

from __future__ import annotations

import re

from .vocabulary import ROLE_NAMES, track_names

_ROLES = tuple((re.compile(pattern, re.IGNORECASE), names) for pattern, names in ROLE_NAMES)


def name_variants(form: str) -> tuple[str, ...]:
    """The variants of a short form ``form`` (the form itself left out): replicate names and
    ordinals, and the role words of a mark, factor or sample the form names in full."""
    roles = [n for pattern, names in _ROLES if pattern.fullmatch(form) for n in names]
    return tuple(dict.fromkeys(n for n in (*track_names(None, form), *roles) if n != form))
