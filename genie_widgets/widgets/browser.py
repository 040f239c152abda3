"""GenomeBrowser: the project's genome browser in a notebook cell.

The kernel reads; the front-end draws. The view and the tracks live in the project's browser
state, so the agent's ``genome_navigate`` / ``genome_add_track``, a user's drag, and every other
browser of the same :class:`Project` object all move together. Tiles travel as float32 buffers
over custom messages (see :mod:`.tiles`).
"""

from __future__ import annotations

import threading
from typing import Any

import anywidget
import traitlets

from .._io import optional_module
from ..genome import GenomeError, Region
from ..genome.genes import no_annotation_message
from ..project import BrowserState, Project, Track
from . import _links
from ._bundles import bundle_path, require_bundle
from .browser_messages import BrowserMessages, locus_box_message
from .first_view import first_data_view
from .svg import render_svg
from .tile_pool import DEFAULT_TIMEOUT_S
from .tiles import TileServer

__all__ = ["GenomeBrowser", "ensure_gene_track", "live_browsers", "locus_box_message"]


def ensure_gene_track(project: Project) -> str:
    """Add the genome's gene track (catalog ``genes``) when the project has no annotation track;
    returns "" or a plain sentence saying why there is no gene track."""
    if any(t.type == "annotation" for t in project.tracks):
        return ""
    if not any(c["id"] == "genes" for c in project.available_catalog_tracks()):
        text = no_annotation_message(project.genome)
        return f"{text[0].upper()}{text[1:]} and rerun."  # one line, shown under the toolbar
    try:
        project.add_track(catalog_id="genes")
    except (KeyError, ValueError, GenomeError) as exc:
        return f"No gene track: {locus_box_message(exc)}"
    return ""


def _overlaps(highlight: dict[str, Any], state: BrowserState) -> bool:
    """Whether a highlight ``{chrom, start, end}`` lies at least partly in the state's view."""
    region = state.view.region()
    if region is None:
        return True  # no resolved view: nothing to compare against, keep it
    return (highlight.get("chrom") == region.chrom
            and int(highlight.get("start", 0)) < region.end and int(highlight.get("end", 0)) > region.start)


def live_browsers(genome: str | None = None) -> list[GenomeBrowser]:
    """Browsers displayed in this kernel (optionally only those of one genome)."""
    return _links.browsers(genome)


class GenomeBrowser(anywidget.AnyWidget):
    """An interactive genome browser over a project's tracks.

    ``locus`` is two-way: set it (or call :meth:`goto`) to move every browser of the project; a
    drag or zoom in the page sets it back. Coordinates are 0-based, end-exclusive.
    """

    # A class-level path: anywidget reads it and, with ANYWIDGET_HMR=1, reloads it on change. No
    # ``_css``: the styles are bundled into browser.js and set inside the widget's shadow root,
    # where a document-level stylesheet would not reach.
    _esm = bundle_path("browser.js")

    locus = traitlets.Unicode(help="The view, chr:start-end (0-based, end-exclusive).").tag(sync=True)
    genome = traitlets.Unicode(help="The project's genome (read-only).").tag(sync=True)
    chromosomes: traitlets.List[list[Any]] = traitlets.List(
        help="[[name, size], …] of the genome's chromosomes.").tag(sync=True)
    tracks: traitlets.List[dict[str, Any]] = traitlets.List(help="The project's tracks, top to bottom.").tag(sync=True)
    highlight = traitlets.Dict(allow_none=True, default_value=None,
                               help="A highlighted region {chrom, start, end, label} or None. Drawn behind "
                                    "the data; kept while the view shows part of it, dropped once the view "
                                    "leaves it or a locus is typed or given to goto().").tag(sync=True)
    height = traitlets.Int(0, help="Maximum height of the track area in px (0: fit the tracks).").tag(sync=True)
    notice = traitlets.Unicode("", help="A one-line note the browser shows in its status line (why it "
                                        "opened where it did; why there is no gene track).").tag(sync=True)
    notice_locus = traitlets.Unicode("", help="The locus the notice's first-view note is about ('' when it "
                                              "has none): the page hides the notice once its view leaves "
                                              "it, before the kernel sends the updated notice.").tag(sync=True)
    gene_flank = traitlets.Float(0.2, help="Context shown each side of a gene by goto(gene), as a fraction "
                                           "of the gene's length (0.2: 20% each side).")
    tile_timeout = traitlets.Float(DEFAULT_TIMEOUT_S, help="Seconds a tile may take before the page gets a timeout "
                                                           "error for it (a slow URL track); it is asked again later.")

    def __init__(self, project: Project, *, locus: str | None = None, genes: bool = True, **kwargs: Any) -> None:
        """``genes=True`` (the default) adds the genome's gene track to the project when it has
        none and an annotation is available (bundled for hg38, hg19 and mm10); when none is,
        the browser says why. ``genes=False`` leaves the project's tracks as they are."""
        require_bundle("browser.js")
        self.project = project
        note = ensure_gene_track(project) if genes else ""
        self._tiles = TileServer(project)
        self._messages = BrowserMessages(project, self._tiles, lambda content, buffers: self.send(content, buffers),
                                         lambda text: self.goto(text))
        self._syncing = threading.local()
        moved = first_data_view(project) if locus is None else None  # a locus given wins: no move, no note
        if moved is not None:
            project.set_view(moved[0])
        # The notice holds what is still true: the first-view note while the view is where it
        # moved to, the gene-track note while the project has no annotation track (see _notice).
        self._first_view, self._gene_note = moved, note
        self._own_notice = "notice" in kwargs  # a notice the caller set is left as it is
        first_notice, first_locus = self._notice(project.browser_state())
        kwargs.setdefault("notice", first_notice)
        kwargs.setdefault("notice_locus", first_locus if not self._own_notice else "")
        state = project.browser_state()
        super().__init__(
            genome=project.genome,
            chromosomes=[[c, s] for c, s in project.assembly.chrom_sizes.items()],
            tracks=[t.to_json() for t in sorted(state.tracks, key=lambda t: t.order)],
            locus=state.view.locus if state.view.resolved else project.assembly.default_locus.locus,
            **kwargs,
        )
        self._unsubscribe = project.on_change(self._on_project_change)
        self.observe(self._on_locus, names="locus")
        self._messages.dispatcher.timeout = self.tile_timeout
        self.observe(self._on_tile_timeout, names="tile_timeout")
        self.on_msg(self._on_message)
        _links.add_browser(self)
        if locus is not None:
            self.goto(locus)

    # -- Python API ----------------------------------------------------------------------------
    def goto(self, where: str | Region, *, flank: float | None = None) -> str:
        """Move to a ``chr:start-end`` locus (commas allowed), a :class:`Region` or a gene symbol.

        A gene is shown with ``flank`` (default :attr:`gene_flank`, 0.2) of its length as context
        on each side, and highlighted; a locus is shown exactly and clears the highlight. Returns
        the locus now shown (0-based, end-exclusive)."""
        if isinstance(where, Region):
            region, gene = where, None
        else:
            region, gene = self.project.locate(str(where))
        if gene is not None:
            share = self.gene_flank if flank is None else float(flank)
            if share < 0:
                raise ValueError(f"flank must be >= 0 (a fraction of the gene's length), not {share}")
            pad = round(gene.length * share)
            size = self.project.assembly.size(gene.chrom)
            region = Region(gene.chrom, max(0, gene.start - pad), min(size, gene.end + pad))
            self.highlight = {"chrom": gene.chrom, "start": gene.start, "end": gene.end, "label": gene.symbol}
        else:
            self.highlight = None  # type: ignore[assignment]  # the trait has allow_none=True; its stub types no None
        self.project.set_view(region)
        return region.locus

    def show(self, locus: str, *, label: str | None = None, pad: float = 0.1) -> None:
        """Go to ``locus`` with some context around it and highlight it (the evidence panel's
        "Show in browser")."""
        region = self._resolve(locus)
        flank = max(50, int(region.length * pad))
        size = self.project.assembly.size(region.chrom)
        self.project.set_view(Region(region.chrom, max(0, region.start - flank), min(size, region.end + flank)))
        self.highlight = {"chrom": region.chrom, "start": region.start, "end": region.end,
                          "label": label or region.locus}

    def add_track(self, url: str, type: str | None = None, **kwargs: Any) -> Track:
        """Add a track to the project (see :meth:`Project.add_track`); every browser shows it."""
        return self.project.add_track(url, type, **kwargs)

    def update_track(self, track_id: str, **changes: Any) -> Track:
        """Show/hide (``visible``), resize (``height``), move (``order``) or rename (``name``)."""
        return self.project.update_track(track_id, **changes)

    def remove_track(self, track_id: str) -> Track:
        return self.project.remove_track(track_id)

    def share_scale(self, tracks: list[str | Track], group: str | None = None) -> str:
        """Draw these signal tracks on one shared, autoscaled y-range (e.g. replicates compared at
        one scale). ``group`` names the group (default: ``"shared"``); returns it. The same as the
        track option ``scaleGroup`` or the track manager's "Shared scale" field."""
        name = (group or "shared").strip() or "shared"
        ids = [t.id if isinstance(t, Track) else str(t) for t in tracks]
        for track_id in ids:
            if self.project.track(track_id).kind != "signal":
                raise ValueError(f"Track '{track_id}' is not a signal track; only signal tracks have a y-scale.")
        for track_id in ids:
            self.project.update_track(track_id, options={"scaleGroup": name})
        return name

    def own_scale(self, tracks: list[str | Track]) -> None:
        """Give these tracks back their own autoscaled y-range."""
        for t in tracks:
            self.project.update_track(t.id if isinstance(t, Track) else str(t), options={"scaleGroup": None})

    def to_svg(self, width: int = 900) -> str:
        """The current view as a standalone SVG (the same drawing as the static snapshot)."""
        return render_svg(self.project, self._tiles, width=width, highlight=self.highlight)

    def to_png(self, path: str, width: int = 900, scale: float = 2.0) -> str:
        """Write the current view as PNG. Needs ``cairosvg`` (``pip install 'genie_widgets[png]'``)."""
        cairosvg = optional_module("cairosvg", "png", "GenomeBrowser.to_png")
        cairosvg.svg2png(bytestring=self.to_svg(width).encode("utf-8"), write_to=str(path), scale=scale)
        return str(path)

    def close(self) -> None:
        unsubscribe = getattr(self, "_unsubscribe", None)  # None: the constructor failed early
        if unsubscribe is not None:
            unsubscribe()
        _links.remove_browser(self)
        super().close()

    # -- sync with the project -----------------------------------------------------------------
    def _resolve(self, where: str | Region) -> Region:
        if isinstance(where, Region):
            return where
        return self.project.locate(str(where))[0]

    def _on_project_change(self, state: BrowserState) -> None:
        self._syncing.active = True
        try:
            if state.view.resolved and state.view.locus != self.locus:
                self.locus = state.view.locus
            tracks = [t.to_json() for t in sorted(state.tracks, key=lambda t: t.order)]
            if tracks != self.tracks:
                self.tracks = tracks
            if self.highlight and not _overlaps(self.highlight, state):
                self.highlight = None  # type: ignore[assignment]  # the view left the highlighted gene
            if not self._own_notice:
                notice, about = self._notice(state)
                if (notice, about) != (self.notice, self.notice_locus):
                    self.notice, self.notice_locus = notice, about
        finally:
            self._syncing.active = False

    def _notice(self, state: BrowserState) -> tuple[str, str]:
        """The status-line notice that is still true, and the locus its first-view note is about
        ("" when it has none): why the first view is where it is (only while the view stays
        there; once it moves, for good) and why there is no gene track (only while the project
        has no annotation track)."""
        parts, about = [], ""
        if self._first_view is not None and state.view.locus == self._first_view[0].locus:
            parts.append(self._first_view[1])
            about = self._first_view[0].locus
        elif state.view.resolved:
            self._first_view = None
        if self._gene_note and not any(t.type == "annotation" for t in state.tracks):
            parts.append(self._gene_note)
        return " ".join(parts), about

    def _on_locus(self, change: dict[str, Any]) -> None:
        if getattr(self._syncing, "active", False):
            return
        _links.touch(self)
        try:
            region = self.project.assembly.parse_locus(change["new"])
        except GenomeError:
            self.locus = change["old"]
            return
        if self.project.view.locus != region.locus:
            self.project.set_view(region)

    def _on_tile_timeout(self, change: dict[str, Any]) -> None:
        self._messages.dispatcher.timeout = float(change["new"])

    # -- messages from the page (answered beside the tile server) -------------------------------
    def _on_message(self, _widget: Any, content: dict[str, Any], buffers: list[Any]) -> None:
        _links.touch(self)  # the page uses this browser: "Show in browser" prefers it
        self._messages.handle(content)

    # -- static surfaces -----------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/plain"] = f"GenomeBrowser({self.project.genome} {self.locus}, {len(self.tracks)} tracks)"
        try:
            data["text/html"] = f'<div class="gw-browser-snapshot">{self.to_svg()}</div>'
        except Exception as exc:  # a snapshot failure must not hide the live widget
            data["text/html"] = f"<p>GenomeBrowser snapshot unavailable: {type(exc).__name__}</p>"
        return data, metadata
