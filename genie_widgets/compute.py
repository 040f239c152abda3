"""Where many-track jobs run: this machine's cores (the default) or a Dask cluster.

```python
import genie_widgets as gw
from dask.distributed import Client

client = Client("tcp://scheduler:8786")      # you start the cluster; we never start one
gw.compute.use(client)                        # every later many-track job runs there, and the
                                              # workers import our task code now, in the background
with gw.compute.using(client):                # or only inside a block
    ...
gw.genome.correlate_tracks(paths, regions, client=client)   # or per call
gw.compute.current()                          # what a job started now would use
```

A ``dask.distributed`` Client already created in the session is used automatically, and the
result's provenance says so (``chosenBy``). Results are bit-for-bit equal on every engine.
See :mod:`genie_widgets.genome.engine`.
"""

from __future__ import annotations

from .genome.engine import (
    DaskEngine,
    Engine,
    Job,
    JobCancelled,
    LocalEngine,
    current,
    resolve,
    use,
    using,
)

__all__ = ["DaskEngine", "Engine", "Job", "JobCancelled", "LocalEngine", "current", "resolve", "use", "using"]
