"""Type names for the data passed around as plain dicts (read by mypy; nothing at run time).

``Json`` is a JSON object: an evaluation report (``Report.to_dict()``), its measurements, a
stored cache entry, a result read back from the database. Its values are whatever ``json.loads``
gives (str, int, float, bool, None, lists and objects), so they are ``Any`` to the type checker:
the code that reads one knows its keys."""

from typing import Any, TypeAlias

Json: TypeAlias = dict[str, Any]
