"""A staticfiles finder that serves plotly.js from the installed `plotly` Python package as
`vendor/plotly.min.js`: charts work without a CDN, and the 4.8 MB bundle is not committed.

Whitenoise serves it straight from the finder (WHITENOISE_USE_FINDERS) and `collectstatic`
copies it into STATIC_ROOT like any other static file. Only that one file is exposed.
"""

from pathlib import Path

from django.contrib.staticfiles.finders import BaseFinder
from django.core.checks import Error
from django.core.files.storage import FileSystemStorage

PREFIX = "vendor"
NAME = "plotly.min.js"
PATH = f"{PREFIX}/{NAME}"


def _source() -> Path | None:
    try:
        import plotly
    except ImportError:
        return None
    path = Path(plotly.__file__).resolve().parent / "package_data" / NAME
    return path if path.is_file() else None


class PlotlyFinder(BaseFinder):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.source = _source()
        self.storage = None
        if self.source is not None:
            self.storage = FileSystemStorage(location=str(self.source.parent))
            self.storage.prefix = PREFIX  # collectstatic and whitenoise put the file under vendor/

    def check(self, **kwargs):
        if self.source is None:
            return [Error("plotly.min.js not found: install the `plotly` package (a dependency in pyproject.toml)", id="web.E001")]
        return []

    def find(self, path, find_all=False, **kwargs):
        find_all = find_all or kwargs.get("all", False)
        if self.source is None or path != PATH:
            return []  # Django's finders answer "not found" with an empty list
        return [str(self.source)] if find_all else str(self.source)

    def list(self, ignore_patterns):
        if self.storage is not None:
            yield NAME, self.storage
