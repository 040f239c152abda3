"""How people vary a short name of one of our entities: "rep1" is also "rep 1", "replicate 1" and
"the first replicate" (the claim checker's gazetteer, :mod:`genie_widgets.citations.gazetteer`,
asks for these through ``Vocabulary.name_forms``)."""

from __future__ import annotations

from .vocabulary import track_names


def name_variants(form: str) -> tuple[str, ...]:
    """The variants of a short form ``form`` (the form itself left out)."""
    return tuple(n for n in track_names(None, form) if n != form)
