"""Request planning for remote bigWig/bigBed files: fewer sequential round trips on open.

Over a URL every read of bytes not yet cached is one HTTP request, and reads that depend on
each other (header → index root → index nodes → data blocks) are sequential round trips. After
the first page (which holds the header, the zoom headers and usually the chromosome tree) we
know where everything else lies, so the reads that do not depend on one another are issued
together, each in its own thread: the end-of-file signature and the *whole* data R-tree index
(it sits between the data and the first zoom level; ~32 bytes per data block, about 400 KB for
a genome-wide track). Walking the index then costs no request at all, so an exact tile is the
first page, one concurrent round, and one read of its data blocks: three round trips.

Nothing here changes the byte source; the prefetched ranges are kept by the reader and
consulted before the source (see ``BBIFile._read``).
"""

from __future__ import annotations

import contextvars
from concurrent.futures import ThreadPoolExecutor

from ._ranges import HttpRangeFile

__all__ = ["MAX_INDEX_PREFETCH", "index_span", "is_remote", "read_together"]

MAX_INDEX_PREFETCH = 8 << 20  # larger indexes are walked node by node instead


def is_remote(source: object) -> bool:
    """True for byte sources that pay a round trip per read (HTTP)."""
    return isinstance(source, HttpRangeFile)


def index_span(index_offset: int, zoom_offsets: list[int], file_size: int) -> tuple[int, int] | None:
    """``(offset, length)`` of the data R-tree index: from its header to the next structure
    (the first zoom level's data in files written by UCSC tools, libBigWig and bigtools), or
    ``None`` when it cannot be bounded or is larger than :data:`MAX_INDEX_PREFETCH`."""
    after = [z for z in zoom_offsets if z > index_offset]
    end = min(after) if after else file_size
    length = end - index_offset
    if length <= 0 or length > MAX_INDEX_PREFETCH:
        return None
    return index_offset, length


def read_together(source, ranges: list[tuple[int, int]]) -> list[bytes]:
    """Read ``ranges`` (offset, length) concurrently: one round trip instead of ``len(ranges)``."""
    if len(ranges) < 2:
        return [source.read(o, n) for o, n in ranges]
    # Each read runs in a copy of this context, so the caller's cancel token and network scope
    # (see genie_widgets._http) hold in the reading threads too.
    contexts = [contextvars.copy_context() for _ in ranges]
    with ThreadPoolExecutor(max_workers=len(ranges), thread_name_prefix="genie-prefetch") as pool:
        return list(pool.map(lambda c, r: c.run(source.read, *r), contexts, ranges))
