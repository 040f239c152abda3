"""The loud line a run ends with when ../shared/data is absent (issue 30)."""

from __future__ import annotations

from pathlib import Path

from .conftest import missing_data_line


def test_absent_data_names_count_folder_and_fix(tmp_path: Path) -> None:
    line = missing_data_line(386, tmp_path / "nowhere")
    assert line is not None
    assert "386 tests skipped" in line and str(tmp_path / "nowhere") in line and "scripts/test" in line


def test_present_data_says_nothing(tmp_path: Path) -> None:
    assert missing_data_line(0, tmp_path) is None
