"""Exceptions raised by the genome engine.

Every error the engine raises on bad input derives from :class:`GenomeError`, so a caller (the
tool layer) can turn any of them into a clear message with one ``except`` clause. Each class also
derives from the matching built-in (``ValueError``, ``KeyError``, ``OSError``) so ordinary code
that catches those keeps working.
"""

from __future__ import annotations

__all__ = [
    "AssemblyError",
    "GeneAnnotationError",
    "GeneNotFoundError",
    "GenomeError",
    "LocusError",
    "MeasurementError",
    "TrackSourceError",
    "TrackTypeError",
    "UnknownChromosomeError",
]


class GenomeError(Exception):
    """Base class of every error raised by :mod:`genie_widgets.genome`."""


class LocusError(GenomeError, ValueError):
    """A locus string or region is malformed or does not fit the assembly.

    ``reason`` is a short machine-readable code: ``"unparseable"``, ``"reversed"``,
    ``"negative"``, ``"empty"``, ``"off_chromosome"`` or ``"unknown_chromosome"``.
    """

    def __init__(self, message: str, reason: str = "unparseable") -> None:
        super().__init__(message)
        self.reason = reason


class AssemblyError(GenomeError, ValueError):
    """An unknown genome id, or a question the assembly catalog cannot answer."""


class UnknownChromosomeError(AssemblyError, LocusError):
    """A chromosome name (or alias) that the assembly does not have."""

    def __init__(self, message: str) -> None:
        LocusError.__init__(self, message, reason="unknown_chromosome")


class TrackSourceError(GenomeError, OSError):
    """A track file that is missing, unreachable, truncated or corrupt."""


class TrackTypeError(TrackSourceError, ValueError):
    """A declared track type that does not match the file's content (or is unsupported)."""


class MeasurementError(GenomeError, ValueError):
    """Invalid measurement parameters (unknown method or metric, no regions, …)."""


class GeneAnnotationError(GenomeError, OSError):
    """A gene annotation that cannot be loaded (missing file, no network, bad format)."""


class GeneNotFoundError(GenomeError, KeyError):
    """A gene symbol that is not in the annotation. ``suggestions`` lists close symbols."""

    def __init__(self, message: str, suggestions: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = list(suggestions or [])

    def __str__(self) -> str:  # KeyError would repr() the message
        return self.message
