"""Genome errors name the genome's parameters (``min_width``); a tool's user knows its arguments
(``minWidth``). :func:`argument_names` translates the one into the other.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

from ..genome import MeasurementError

__all__ = ["argument_names"]


#: The genome layer's parameter names and the tools' argument names for them.
_ARGUMENT_NAMES = {"min_width": "minWidth", "merge_gap": "mergeGap", "bin_size": "binSize"}


@contextmanager
def argument_names() -> Iterator[None]:
    """Say the tool's argument names (``minWidth``) in a genome error that names the genome's
    parameters (``min_width``); any other error passes unchanged."""
    try:
        yield
    except MeasurementError as exc:
        message = str(exc)
        for ours, theirs in _ARGUMENT_NAMES.items():
            message = re.sub(rf"\b{ours}\b", theirs, message)
        if message == str(exc):
            raise
        raise MeasurementError(message) from None
