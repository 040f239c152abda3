"""The chat modes, in one place: which set of tools a conversation offers, and their titles.

``genome`` (view and measure tracks), ``analysis`` (cohorts and figures) and ``asset_import``
(bringing files into the project). The registry, the agent's instructions, the ``%%genie`` magic,
the MCP server and the chat widget's mode picker all read them from here.
"""

from __future__ import annotations

#: The modes, in the order the chat offers them.
MODES: tuple[str, ...] = ("genome", "analysis", "asset_import")
GENOME, ANALYSIS, ASSET_IMPORT = MODES
#: What the chat's mode picker shows for each mode.
MODE_TITLES: dict[str, str] = {GENOME: "Genome", ANALYSIS: "Analysis", ASSET_IMPORT: "Asset import"}
