"""Click commands that live outside `cli.py` (one module per command or group), loaded lazily by `cli.main`."""
