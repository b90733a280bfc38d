"""`rulesdb serve`: the web app (search, rule pages, diffs, the translator view, the combat playground, a JSON API)
on the corpus of --home, built on first use. Thin: open the session, warm it, hand the app to waitress."""
from __future__ import annotations

import click

from ..cli import home_option, progress_bar
from ..i18n import N_, _

__all__ = ["serve"]


@click.command("serve", help=N_("Serve the rules in a browser and as a JSON API (default http://127.0.0.1:8000)."))
@click.option("--host", default="127.0.0.1", show_default=True,
              help=N_("Address to listen on (127.0.0.1: this machine only; 0.0.0.0: every interface)."))
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535), help=N_("Port to listen on."))
@click.option("--threads", default=8, show_default=True, type=click.IntRange(1, 64), help=N_("Worker threads."))
@home_option
def serve(host, port, threads, home):
    from ..web import create_app
    from ..web.server import serve as run_server
    from ..web.session import WebSession

    session = WebSession(home, progress=progress_bar(_("building the corpus (first run)")))
    session.warm()  # built (first run), opened and warmed before the first request
    click.echo(_("serving the rules on http://{host}:{port}/ (Ctrl+C to stop)").format(host=host, port=port), err=True)
    run_server(create_app(session=session), host=host, port=port, threads=threads)
