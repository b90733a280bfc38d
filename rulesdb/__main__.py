"""`python -m rulesdb` runs the CLI."""
from .cli import main

main()
