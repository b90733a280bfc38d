"""The production server of `rulesdb serve`: waitress (a pure-Python, multi-threaded WSGI server)."""
from __future__ import annotations

__all__ = ["serve"]


def serve(app, host: str = "127.0.0.1", port: int = 8000, threads: int = 8) -> None:
    """Serve `app` until interrupted. The default host is the loopback interface: only this machine can reach it."""
    from waitress import serve as waitress_serve

    waitress_serve(app, host=host, port=port, threads=threads, ident="rulesdb", clear_untrusted_proxy_headers=True)
