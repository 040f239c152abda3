"""A progress bar in the notebook for long tool calls (genome-wide measurements, URL reads).

:func:`notebook_progress` is the factory the tool registry asks for a progress callback: in a
Jupyter kernel's main thread it returns a :class:`NotebookProgress` that shows an ipywidgets bar
in the running cell's output the first time there is more than one step to show, with what is
being done and how to stop (interrupt the kernel: ■). Elsewhere (plain Python, tests, the chat's
worker thread) it returns ``None`` and nothing is shown. Nothing is written to stderr.

The bar moves within a step too (:meth:`NotebookProgress.part`: a chromosome's data blocks, over a
URL its ranges, as they arrive), so a long URL read does not sit at "0 of 25" and then jump.

Stopping: interrupting the kernel during a tool call ends it with
:class:`~genie_widgets.tools.ToolStopped` (a ``KeyboardInterrupt``, so the cell and a "run all"
stop as for any interrupt). :func:`install_stop_handler` has IPython show that as the stopped bar
and one short line instead of a traceback through the library's internals; any other
``KeyboardInterrupt`` keeps IPython's own display.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from .._words import percent

MIN_INTERVAL = 0.1  # seconds between redraws


class NotebookProgress:
    """A progress callback ``(done, total, label)`` drawing an ipywidgets bar and a one-line note."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.bar: Any = None
        self.note: Any = None
        self.box: Any = None
        self._last = 0.0

    def _show(self) -> None:
        import ipywidgets as w
        from IPython.display import display

        self.bar = w.FloatProgress(value=0, min=0, max=1, description="", layout=w.Layout(width="260px"))
        self.note = w.HTML(value="")
        self.box = w.HBox([self.bar, self.note], layout=w.Layout(align_items="center"))
        self.box.add_class("gw-progress")
        display(self.box)

    def __call__(self, done: int, total: int | None, label: str) -> None:
        now = time.monotonic()
        final = total is not None and done >= total
        if self.box is None:
            if final or not total or total < 2:
                return  # nothing long enough to show
            self._show()
        elif not final and now - self._last < MIN_INTERVAL:
            return
        self._last = now
        self.bar.max = max(1, total or 1)
        self.bar.value = min(done, self.bar.max)
        if "(bytes)" in label:
            label = label.replace(" (bytes)", "")
            count = f"{done / 1e6:,.1f} of {total / 1e6:,.1f} MB" if total else f"{done / 1e6:,.1f} MB"
        else:
            count = f"{done:,} of {total:,}" if total else f"{done:,}"
        what = f"{self.title}: {label}" if label else self.title
        hint = "done" if final else "interrupt the kernel (■) to stop"
        self.note.value = (f'<span style="font-size:12px">{_esc(what)} — {count} · '
                           f'<span style="color:#57606a">{hint}</span></span>')

    def part(self, done: float, total: int | None, label: str) -> None:
        """Progress within a step: ``done`` is fractional (3.4 of 25 chromosomes); the count shows
        whole steps and the overall percent."""
        if self.box is None and (not total or total < 2):
            return
        now = time.monotonic()
        if self.box is None:
            self._show()
        elif now - self._last < MIN_INTERVAL:
            return
        self._last = now
        self.bar.max = max(1, total or 1)
        self.bar.value = min(float(done), self.bar.max)
        share = f" ({percent(done / total, 0)})" if total else ""  # never "100%" before the end
        what = f"{self.title}: {label}" if label else self.title
        self.note.value = (f'<span style="font-size:12px">{_esc(what)} — {int(done):,} of {total:,}{share} · '
                           f'<span style="color:#57606a">interrupt the kernel (■) to stop</span></span>')

    def stopped(self) -> None:
        """Mark the bar as stopped (the work was interrupted)."""
        if self.note is not None:
            self.bar.bar_style = "warning"
            self.note.value = f'<span style="font-size:12px">{_esc(self.title)}: stopped</span>'


def _esc(text: str) -> str:
    import html

    return html.escape(str(text))


def _stopped_line(shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: int | None = None) -> list[str]:
    """IPython's display of a stopped tool call: one line, no traceback (see the module docstring)."""
    line = str(value) or "Stopped (kernel interrupt)."
    shell._showtraceback(etype, value, [f"\x1b[33m⏹ {line}\x1b[0m"])
    return []


def install_stop_handler(shell: Any) -> bool:
    """Have ``shell`` show a stopped tool call or job (:class:`~genie_widgets.genome.progress.Stopped`,
    e.g. :class:`~genie_widgets.tools.ToolStopped`) as one line. Never replaces a custom exception
    handler someone else installed (then IPython's usual traceback shows). Returns whether ours is
    in place."""
    from ..genome.progress import Stopped

    current = tuple(getattr(shell, "custom_exceptions", ()) or ())
    if current == (Stopped,):
        return True
    if current:
        return False
    shell.set_custom_exc((Stopped,), _stopped_line)
    return True


def notebook_progress(title: str) -> NotebookProgress | None:
    """A :class:`NotebookProgress` when running in a Jupyter kernel's main thread, else None."""
    if threading.current_thread() is not threading.main_thread():
        return None
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    shell = get_ipython()
    if shell is None or getattr(shell, "kernel", None) is None:
        return None
    install_stop_handler(shell)
    return NotebookProgress(title)
