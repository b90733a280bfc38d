"""Files the user asks rulesdb to write (exports, HTML reports): never overwrite one without `force`, and
never leave a half-written file behind (write beside it, then rename)."""
from __future__ import annotations

import os
from pathlib import Path

from .errors import ExportError
from .i18n import _

__all__ = ["check_writable", "write_output"]


def check_writable(path: str | Path, force: bool = False) -> Path:
    """`path` as a Path; ExportError when it exists and `force` is not given, or when it is anything but a
    regular file (a folder, a device, a pipe: never replaced, even with `force`). Call it before any long work."""
    path = Path(path)
    if path.exists() or path.is_symlink():
        if not path.is_file():
            raise ExportError(_("{path} is not a regular file; rulesdb replaces regular files only").format(path=path))
        if not force:
            raise ExportError(_("{path} exists; pass --force to overwrite it").format(path=path))
    return path


def write_output(path: str | Path, data: bytes | str, force: bool = False) -> Path:
    """Write `data` (text is UTF-8) to `path` atomically; an existing file is replaced only with `force`."""
    path = check_writable(path, force)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(payload)
        os.replace(tmp, path)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        raise ExportError(_("cannot write {path}: {reason}").format(path=path, reason=e.strerror)) from None
    return path
