"""``python -m genie_widgets.mcp --project PATH [--mode …] [--session ID] [--http PORT]``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..project import Project, ProjectError
from ..tools import MODES


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m genie_widgets.mcp",
        description="Serve genie_widgets' cited tools over MCP (stdio by default; --http for streamable "
                    "HTTP on 127.0.0.1). Records go to one session of the project.")
    parser.add_argument("--project", required=True, help="the project folder (made with gw.Project.create)")
    parser.add_argument("--mode", default="genome", choices=MODES,
                        help="which declared tools to serve (default genome)")
    parser.add_argument("--session", help="the session that keeps the records (default: a new one per start)")
    parser.add_argument("--http", type=int, metavar="PORT",
                        help="serve streamable HTTP at http://127.0.0.1:PORT/mcp (0: a free port, printed on stderr)")
    parser.add_argument("--genome", help="create the project with this genome when the folder has none (e.g. hg38)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    path = Path(args.project).expanduser()
    try:
        project = Project.open_or_create(path, genome=args.genome) if args.genome else Project.open(path)
        session = project.session(args.session)
    except (ProjectError, OSError, ValueError) as exc:
        hint = "" if args.genome else " (pass --genome hg38 to create a new project there)"
        print(f"genie_widgets.mcp: {exc}{hint}", file=sys.stderr)
        return 2
    if args.http is not None and not 0 <= args.http <= 65535:
        print(f"genie_widgets.mcp: --http needs a port 0-65535, not {args.http}", file=sys.stderr)
        return 2

    from .serve import run
    from .server import GenieMCP

    app = GenieMCP(project, session, args.mode)
    print(f"genie_widgets MCP server: project {project.id} ({project.genome}) at {project.path}, "
          f"mode {args.mode}, session {session.id}", file=sys.stderr, flush=True)
    try:
        run(app, args.http)
    except KeyboardInterrupt:
        pass
    except OSError as exc:
        print(f"genie_widgets.mcp: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
