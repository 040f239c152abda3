"""The old home of the categorical-track helpers, kept only for ``widgets/states.py``: it should
import :func:`state_order` from the public :mod:`genie_widgets.genome.states`; delete this module then.
"""

from __future__ import annotations

from .states import MAX_STATES, MIN_BIN, StateSniff, sniff_states, state_order

__all__ = ["MAX_STATES", "MIN_BIN", "StateSniff", "sniff_states", "state_order"]
