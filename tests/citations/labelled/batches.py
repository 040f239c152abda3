"""The blind batches of the fourth and later sessions (``blind_s4a`` … ``blind_s22b``): each written by a helper
that saw neither the checker nor the other batches, labelled from the records alone, and run once
before any change made for it (its module docstring records that first run). Batches the checker
was then changed for are tuning data; the ones still sealed are measured, never tuned on."""

from __future__ import annotations

import importlib
from typing import Any

from .common import Item

#: Batch → whether the checker has been changed for its misses (no longer blind).
BATCHES = {"blind_s4a": True, "blind_s4b": True, "blind_s4c": True, "blind_s4d": True, "blind_s4e": True,
           "blind_s4f": True, "blind_s4g": True, "blind_s4h": True, "blind_s4i": True,
           "blind_s4j": True, "blind_s4k": True,
           "blind_s5a": True, "blind_s5b": True, "blind_s5c": True,
           "blind_s6a": True, "blind_s6b": True,
           "blind_s7a": True, "blind_s7b": True,
           "blind_s8a": True, "blind_s8b": True,
           "blind_s9a": True, "blind_s9b": True,
           "blind_s10a": True, "blind_s10b": True,
           "blind_s11a": True, "blind_s11b": True,
           "blind_s12a": True, "blind_s12b": True,
           "blind_s13a": True, "blind_s13b": True,
           "blind_s14a": True, "blind_s14b": True,
           "blind_s15a": False, "blind_s15b": False,
           "blind_s16a": True, "blind_s16b": True,
           "blind_s17a": True, "blind_s17b": True,
           "blind_s18a": False, "blind_s18b": False,
           "blind_s19a": True, "blind_s19b": True,
           "blind_s20a": True, "blind_s20b": True,
           "blind_s21a": False, "blind_s21b": False,
           "blind_s22a": True, "blind_s22b": True}


def items(rec: Any, *, tuned: bool | None = None) -> list[Item]:
    """The items of the batches present (all, or only the tuned-on / the sealed ones)."""
    out: list[Item] = []
    for name, was_tuned in BATCHES.items():
        if tuned is not None and was_tuned != tuned:
            continue
        try:
            module = importlib.import_module(f"{__package__}.{name}")
        except ModuleNotFoundError:
            continue
        out += module.items(rec)
    return out
