"""Tokens: keys are random (256 bits), returned once at creation, kept as SHA-256 digests (a
slow hash adds nothing for keys this long), checked in constant time by digest lookup."""

import hashlib
import secrets
from datetime import timedelta

from django.utils import timezone

from .models import ApiToken

PREFIX = "eb_"
TOUCH_EVERY = timedelta(minutes=1)  # last_used_at is written at most this often


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def create_token(user, name: str) -> tuple[ApiToken, str]:
    name = (name or "").strip()[:100] or "token"
    key = PREFIX + secrets.token_urlsafe(32)
    token = ApiToken.objects.create(user=user, name=name, prefix=key[:10], digest=_digest(key))
    return token, key


def revoke_token(user, token_id: int) -> bool:
    return bool(ApiToken.objects.filter(pk=token_id, user=user, revoked_at__isnull=True).update(revoked_at=timezone.now()))


def user_for_key(key: str):
    """The active user owning this key, or None."""
    token = ApiToken.objects.select_related("user").filter(digest=_digest(key), revoked_at__isnull=True).first()
    if token is None or not token.user.is_active:
        return None
    now = timezone.now()
    if token.last_used_at is None or now - token.last_used_at > TOUCH_EVERY:
        ApiToken.objects.filter(pk=token.pk).update(last_used_at=now)
    return token.user
