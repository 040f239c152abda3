"""The first view of a project (see :mod:`genie_widgets.project.first_view`, where it lives so
the measurement tools place a view nobody set the same way a browser does)."""

from __future__ import annotations

from ..project.first_view import FIRST_VIEW_SPAN, first_data_view

__all__ = ["FIRST_VIEW_SPAN", "first_data_view"]
