"""The old home of the byte sources and the download cache, kept only for the parts that still import
it (``project/pins.py``, ``public_data/encode.py``): they should import the same names from the public
:mod:`genie_widgets.genome.remote`; delete this module then.
"""

from __future__ import annotations

from .remote import (
    DEFAULT_TIMEOUT,
    MAX_DOWNLOAD,
    ByteSource,
    HttpRangeFile,
    LocalFile,
    ProgressCallback,
    RangeStore,
    RemoteFile,
    cache_dir,
    cached_path,
    download_to_cache,
    is_url,
    open_bytes,
)

__all__ = [
    "DEFAULT_TIMEOUT",
    "MAX_DOWNLOAD",
    "ByteSource",
    "HttpRangeFile",
    "LocalFile",
    "ProgressCallback",
    "RangeStore",
    "RemoteFile",
    "cache_dir",
    "cached_path",
    "download_to_cache",
    "is_url",
    "open_bytes",
]
