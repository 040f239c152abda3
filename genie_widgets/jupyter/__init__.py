"""genie_widgets inside JupyterLab itself: the server extension behind the Lab extension that draws
chips in Markdown cells and in jupyter-ai's chat (:mod:`.handlers`, :mod:`.sources`).

Enabled by the wheel's ``etc/jupyter/jupyter_server_config.d/genie_widgets.json``; nothing to run.
"""

from __future__ import annotations

from typing import Any

__all__ = ["_jupyter_server_extension_points", "_load_jupyter_server_extension"]


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "genie_widgets.jupyter"}]


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Register the REST endpoints with the running Jupyter server."""
    from .handlers import setup_handlers

    setup_handlers(serverapp.web_app, serverapp.root_dir)
    serverapp.log.info("genie_widgets: chips for Markdown cells and chats at %sgenie-widgets/",
                       serverapp.web_app.settings["base_url"])
