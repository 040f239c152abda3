"""Public data: the ENCODE portal search behind ``public_data_search``.

- :mod:`.encode` — :func:`~.encode.search`: the two-stage search, ranked and cited candidates
- :mod:`.results` — what a search returns (attempts, relaxations, candidates; ``to_frame()``)
- :mod:`.fetch` — an answer from the portal (then cached) or replayed from the cache
- :mod:`.query` — parameters normalized (defaults, clamps, assembly and organism rules)
- :mod:`.ranking` — the documented score
- :mod:`.files` — reading the portal's File objects
- :mod:`.client` — the HTTP client (timeout, retries, User-Agent, base URL)
- :mod:`.cache` — every portal answer kept in the project with its retrieval time
- :mod:`.records` — the public-data-search and public-data-file citation records

>>> from genie_widgets.public_data import encode
>>> found = encode.search(assay="Histone ChIP-seq", target="H3K27ac", biosample="K562",
...                       project=project)  # doctest: +SKIP
>>> found.to_frame()  # doctest: +SKIP
"""

from . import encode
from .cache import ResponseCache
from .client import (
    BASE_URL_ENV,
    DEFAULT_BASE_URL,
    OFFLINE_ENV,
    TIMEOUT,
    USER_AGENT,
    PortalClient,
    PortalError,
    PortalResponse,
)
from .encode import search
from .files import PortalFile
from .query import EncodeQuery, QueryError, normalize_query
from .ranking import POINTS, PREFERRED_OUTPUT_TYPES, score_file
from .results import Attempt, Candidate, EncodeSearchResult, Relaxation

__all__ = [
    "BASE_URL_ENV",
    "DEFAULT_BASE_URL",
    "OFFLINE_ENV",
    "POINTS",
    "PREFERRED_OUTPUT_TYPES",
    "TIMEOUT",
    "USER_AGENT",
    "Attempt",
    "Candidate",
    "EncodeQuery",
    "EncodeSearchResult",
    "PortalClient",
    "PortalError",
    "PortalFile",
    "PortalResponse",
    "QueryError",
    "Relaxation",
    "ResponseCache",
    "encode",
    "normalize_query",
    "score_file",
    "search",
]
