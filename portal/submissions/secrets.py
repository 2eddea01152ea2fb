"""Encryption at rest for secrets submitters give us (endpoint API keys): Fernet (AES-128-CBC +
HMAC-SHA256) with a key from ENDPOINT_SECRETS_KEY, or derived from Django's SECRET_KEY."""

import base64
import hashlib

from cryptography.fernet import Fernet, InvalidToken
from django.conf import settings


def _fernet() -> Fernet:
    configured = getattr(settings, "ENDPOINT_SECRETS_KEY", "")
    if configured:
        return Fernet(configured.encode())
    digest = hashlib.sha256(b"effbench endpoint secrets\0" + settings.SECRET_KEY.encode()).digest()
    return Fernet(base64.urlsafe_b64encode(digest))


def encrypt(value: str) -> str:
    return _fernet().encrypt(value.encode()).decode() if value else ""


def decrypt(token: str) -> str:
    if not token:
        return ""
    try:
        return _fernet().decrypt(token.encode()).decode()
    except InvalidToken:
        raise ValueError("the stored API key cannot be decrypted (was the secret key changed?)") from None
