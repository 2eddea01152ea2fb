"""What the embedded mode keeps on disk beside its SQLite file: the directory itself, a secret key
of this installation (never in the repository) and the static files root whitenoise expects.
Created by the entry points (manage.py, `make test`, `python -m portal.embedded`), never by
importing the settings, which only read them."""

import os
import secrets
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KEY_FILE = "secret_key"


def var_dir() -> Path:
    return Path(os.environ.get("EFFBENCH_VAR_DIR", ROOT / "var"))


def secret_key(directory: Path) -> str:
    """The installation's key, or "" when it was never created."""
    try:
        return (directory / KEY_FILE).read_text().strip()
    except FileNotFoundError:
        return ""


def prepare(directory: Path) -> None:
    """The directory, its key (readable by this user only; none when DJANGO_SECRET_KEY gives one,
    so an image's build keeps no key) and the static root, where missing."""
    (directory / "staticfiles").mkdir(parents=True, exist_ok=True)
    key = directory / KEY_FILE
    if not key.exists() and not os.environ.get("DJANGO_SECRET_KEY"):
        # Created with its mode, so the key is never readable by others, not even for an instant.
        with os.fdopen(os.open(key, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "w") as out:
            out.write(secrets.token_urlsafe(50))


if __name__ == "__main__":
    prepare(var_dir())
