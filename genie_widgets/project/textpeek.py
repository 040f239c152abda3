"""A look at the start of a file: its first bytes (through gzip), binary or text, and a preview.

A preview is the first :data:`PREVIEW_LINES` lines of the first :data:`PREVIEW_BYTES` bytes, as
the reference shows them, with the line range the citation records ("Lines 1-40"). Binary
content is never decoded into garbage: it is described as "binary, N bytes".
"""

from __future__ import annotations

import codecs
import os
import zlib
from dataclasses import dataclass
from typing import Any

from .. import _io

__all__ = [
    "PREVIEW_BYTES",
    "PREVIEW_LINES",
    "TextPreview",
    "binary_note",
    "clean_text",
    "decode_text",
    "gunzip_head",
    "looks_binary",
    "make_preview",
    "read_head",
]

PREVIEW_LINES = 40
PREVIEW_BYTES = 48 * 1024

_BOMS = (codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


@dataclass(frozen=True)
class TextPreview:
    """The first lines of a text source. ``line_range`` is "Lines 1-N" (N lines shown; ``None``
    for an empty source); ``truncated`` says the source goes on past what is shown."""

    text: str
    line_count: int
    line_range: str | None
    truncated: bool
    bytes_read: int

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "lineCount": self.line_count, "lineRange": self.line_range,
                "truncated": self.truncated, "bytesRead": self.bytes_read}


def gunzip_head(data: bytes, limit: int) -> bytes:
    """Up to ``limit`` decompressed bytes from the start of gzip data (a cut-off or corrupt
    stream yields what could be decompressed). Memory stays bounded by ``limit``."""
    inflater = zlib.decompressobj(wbits=47)  # gzip or zlib header
    try:
        return inflater.decompress(data, limit)
    except zlib.error:
        return b""


def read_head(path: str | os.PathLike[str], limit: int = PREVIEW_BYTES) -> tuple[bytes, bool, bool]:
    """The first ``limit`` bytes of a local file, decompressed when it is gzip; whether it was
    gzip; and whether there is more after those bytes (:func:`genie_widgets._io.read_head`; a
    gzip file nothing can be inflated from gives no bytes)."""
    try:
        return _io.read_head(path, limit)
    except zlib.error:
        return b"", True, False


def looks_binary(head: bytes) -> bool:
    """Whether bytes are binary rather than text: NUL bytes, or mostly not UTF-8/Latin text."""
    if not head:
        return False
    if head.startswith(_BOMS):
        return False
    sample = head[:8192]
    if b"\x00" in sample:
        return True
    text = sample.decode("utf-8", errors="replace")
    if len(sample) == 8192:  # a character cut at the end of the sample is not a sign of binary
        text = text[:-2]
    bad = text.count("\ufffd")
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\t\n\r\f\v\x1b")
    return (bad + controls) > max(4, len(text) // 50)


def binary_note(size: int | None, *, at_least: bool = False) -> str:
    """The description of binary content: ``binary, N bytes`` (``binary, at least N bytes`` when
    the end was not reached)."""
    if size is None:
        return "binary"
    return f"binary, {'at least ' if at_least else ''}{size:,} bytes"


def clean_text(text: str) -> str:
    """``text`` with lone surrogates (which UTF-8 cannot hold) replaced by U+FFFD."""
    return text.encode("utf-8", "surrogatepass").decode("utf-8", "replace")


def decode_text(data: bytes, charset: str | None = None) -> str:
    """Text from bytes: the BOM or ``charset`` if given and known, else UTF-8; bad bytes become U+FFFD."""
    boms = ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
    for bom, codec in boms:
        if data.startswith(bom):
            return data.decode(codec, errors="replace")
    if charset:
        try:
            return data.decode(charset, errors="replace")
        except LookupError:
            pass
    return data.decode("utf-8", errors="replace")


def make_preview(head: bytes, *, more: bool, charset: str | None = None,
                 max_lines: int = PREVIEW_LINES, max_bytes: int = PREVIEW_BYTES) -> TextPreview:
    """The preview of text whose first bytes are ``head`` (``more``: the source continues): the
    first ``max_lines`` whole lines of the first ``max_bytes`` bytes (a single line longer than
    that is shown cut)."""
    window = head[:max_bytes]
    cut_bytes = more or len(head) > max_bytes
    text = decode_text(window, charset)
    if cut_bytes and window and not text.endswith("\n"):
        text = text[:-1] if text.endswith("\ufffd") else text  # a character split by the cut
    lines = text.splitlines()
    if cut_bytes and len(lines) > 1 and not text.endswith(("\n", "\r")):
        lines.pop()  # the line the byte limit cut through; a preview shows whole lines
    shown = lines[:max_lines]
    truncated = cut_bytes or len(lines) > max_lines
    count = len(shown)
    line_range = f"Lines 1-{count}" if count else None
    return TextPreview("\n".join(shown), count, line_range, truncated, len(window))
