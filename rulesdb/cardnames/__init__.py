"""Card names: the cards a judge's question names (`Thalia`, `Usine de Mishra`, `金属モックス`), found in any of
the card languages, with the English text the search reads for them.

- `table.py`: the table that ships in `raw_sources/cards/` (its layout, written and read);
- `derive.py`: `rulesdb terms cards` derives it from the parallel card file;
- `match.py`: which card names a query holds (`CardFinder`).
"""
