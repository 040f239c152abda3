"""Building the citation records the tools issue (contents as the reference's table says)."""

from __future__ import annotations

from typing import Any

from ..citations import Citation, mint_id
from .results import ToolContext


def _id(ctx: ToolContext, tool: str) -> str:
    pid = ctx.project.id.removeprefix("project_")
    return mint_id("project", pid, tool)


def region_record(ctx: ToolContext, tool: str, locus: str, data: dict[str, Any]) -> Citation:
    """A genome-region record: the locus of the view (title "Visible genome region (<genome>)")."""
    return Citation(
        id=_id(ctx, tool), source_type="genome-region",
        title=f"Visible genome region ({ctx.project.genome})", location=locus, locus=locus,
        genome=ctx.project.genome, data=data, tool=tool,
    )


def computation_record(
    ctx: ToolContext,
    tool: str,
    data: dict[str, Any],
    *,
    locus: str | None = None,
    result_path: str | None = None,
    title: str | None = None,
) -> Citation:
    """A genome-computation record holding the tool's full result JSON; Open source opens the
    result file where one was written."""
    file_name = result_path.rsplit("/", 1)[-1] if result_path else None
    return Citation(
        id=_id(ctx, tool), source_type="genome-computation",
        title=title or f"{tool.replace('_', ' ').capitalize()} result",
        location=result_path or locus, locus=locus, genome=ctx.project.genome, data=data,
        url=result_path, file_name=file_name, tool=tool,
    )


def gene_record(ctx: ToolContext, tool: str, data: dict[str, Any], locus: str, symbol: str, source: str) -> Citation:
    """A gene-annotation record: the gene model as read from the project's annotation."""
    return Citation(
        id=_id(ctx, tool), source_type="gene-annotation", title=f"Gene {symbol} ({ctx.project.genome} annotation)",
        location=source, locus=locus, genome=ctx.project.genome, data=data, tool=tool,
        file_name=source.rsplit("/", 1)[-1],
    )
