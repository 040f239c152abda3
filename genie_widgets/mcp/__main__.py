"""``python -m genie_widgets.mcp --project PATH [--mode …] [--session ID] [--http PORT]``, or
``python -m genie_widgets.mcp --write-jupyter-config PATH [--jupyter-root DIR] [--session ID]`` to write
jupyter-ai's entry for the project (:mod:`.jupyter_config`) and exit.

Exit status: 0 when the client closed the connection (or Ctrl-C), 2 when the server cannot start
(bad arguments, no project, a session store it cannot use, a port it cannot listen on), 1 when it
fails while serving. Every failure is one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from ..tools import MODES
from . import SDK_HINT

if TYPE_CHECKING:  # pragma: no cover
    from .server import GenieMCP

PROG = "genie_widgets.mcp"
#: Longest failure line printed (characters); paths and ids a caller gave are cut there.
LINE_LIMIT = 300


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not argparse's usage block
        fail(f"{message} (see python -m genie_widgets.mcp --help)")


def fail(message: str, status: int = 2) -> NoReturn:
    """Print ``message`` as one bounded line on stderr and exit with ``status``."""
    text = " ".join(str(message).split())
    if len(text) > LINE_LIMIT:
        text = f"{text[:LINE_LIMIT]}… ({len(text) - LINE_LIMIT:,} more characters)"
    print(f"{PROG}: {text}", file=sys.stderr, flush=True)
    raise SystemExit(status)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = _Parser(
        prog="python -m genie_widgets.mcp",
        description="Serve genie_widgets' cited tools over MCP (stdio by default; --http for streamable "
                    "HTTP on 127.0.0.1). Records go to one session of the project.")
    parser.add_argument("--project", help="the project folder (made with gw.Project.create)")
    parser.add_argument("--mode", default="genome", choices=MODES,
                        help="which declared tools to serve (default genome)")
    parser.add_argument("--session", help="the session that keeps the records (default: a new one per start); "
                                           "over HTTP, /mcp/<sessionId> serves any other session")
    parser.add_argument("--http", type=int, metavar="PORT",
                        help="serve streamable HTTP at http://127.0.0.1:PORT/mcp (0: a free port, printed on stderr)")
    parser.add_argument("--genome", help="create the project with this genome when the folder has none (e.g. hg38)")
    parser.add_argument("--write-jupyter-config", metavar="PROJECT",
                        help="write or merge jupyter-ai's entry for PROJECT into .jupyter/mcp_settings.json under "
                             "--jupyter-root, then exit (session: --session, default jupyter_ai)")
    parser.add_argument("--mcp-python", metavar="PATH",
                        help="with --write-jupyter-config: the Python jupyter-ai starts the server with (default: "
                             "this one); it needs genie_widgets[mcp] (jupyter-ai 3.2 pins mcp<2: another environment)")
    parser.add_argument("--jupyter-root", metavar="DIR",
                        help="the folder JupyterLab is started in (default: the current directory)")
    args = parser.parse_args(argv)
    if args.write_jupyter_config is None and args.project is None:
        parser.error("the following arguments are required: --project (or --write-jupyter-config PROJECT)")
    return args


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2


def _main(argv: list[str] | None) -> int:
    args = parse_args(argv)
    if args.write_jupyter_config is not None:
        return _write_jupyter_config(args)
    if args.http is not None and not 0 <= args.http <= 65535:
        fail(f"--http needs a port 0-65535, not {args.http}")
    try:
        app = _start(args)
    except Exception as exc:  # a start-up failure: say it in one line
        hint = "" if args.genome or not _missing_project(exc) else " (pass --genome hg38 to create a new project there)"
        fail(f"{_reason(exc)}{hint}")
    sock = None
    if args.http is not None:
        from .serve import bind_loopback

        try:
            sock = bind_loopback(args.http)
        except OSError as exc:
            fail(_reason(exc))
    print(f"genie_widgets MCP server: project {app.project.id} ({app.project.genome}) at {app.project.path}, "
          f"mode {args.mode}, session {app.session.id}", file=sys.stderr, flush=True)

    from .serve import run

    try:
        run(app, sock)
    except KeyboardInterrupt:
        pass
    except Exception as exc:  # failing while serving: still one line
        fail(f"the server stopped: {_reason(exc)}", status=1)
    return 0


def _write_jupyter_config(args: argparse.Namespace) -> int:
    from .jupyter_config import DEFAULT_SESSION, cannot_serve, write_jupyter_config

    python = args.mcp_python or sys.executable
    why = cannot_serve(args.mcp_python)
    if why is not None:  # an entry whose server cannot start would fail inside jupyter-ai, out of sight
        fail(f"nothing written: pass --mcp-python PATH, the Python of an environment with genie_widgets[mcp] "
             f"(jupyter-ai 3.2 pins mcp<2); {why}")

    if args.genome:
        from ..project import Project

        try:
            Project.open_or_create(Path(args.write_jupyter_config).expanduser(), genome=args.genome)
        except Exception as exc:
            fail(_reason(exc))
    try:
        written = write_jupyter_config(args.write_jupyter_config, root=args.jupyter_root, mode=args.mode,
                                       session=args.session or DEFAULT_SESSION, python=python)
    except Exception as exc:
        hint = "" if args.genome or not _missing_project(exc) else " (pass --genome hg38 to create a new project there)"
        fail(f"{_reason(exc)}{hint}")
    verb = "replaced the" if written.replaced else "added an"
    session = written.entry["args"][written.entry["args"].index("--session") + 1]
    print(f"genie_widgets: {verb} MCP entry '{written.entry['name']}' in {written.path}: jupyter-ai's agent records "
          f"into session {session} of {args.write_jupyter_config}. Start JupyterLab in {written.path.parent.parent} "
          f"(restart it if it runs) and ask in a jupyter-ai chat.", flush=True)
    return 0


def _start(args: argparse.Namespace) -> GenieMCP:
    from ..project import Project

    try:
        from .server import GenieMCP
    except ImportError as exc:  # no SDK, or the 1.x one another package pinned
        raise ImportError(f"{SDK_HINT} ({exc})") from exc

    path = Path(args.project).expanduser()
    project = Project.open_or_create(path, genome=args.genome) if args.genome else Project.open(path)
    session = project.session(args.session)
    len(session.citations)  # a session store that cannot be read is a start-up failure, not a later one
    return GenieMCP(project, session, args.mode)


def _missing_project(exc: Exception) -> bool:
    return "no genie_widgets project" in str(exc)


def _reason(exc: BaseException) -> str:
    return str(exc) or type(exc).__name__


if __name__ == "__main__":
    sys.exit(main())
