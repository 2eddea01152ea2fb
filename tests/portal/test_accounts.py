"""Sign-up, and API tokens: created on the settings page or the API, shown once, stored as a
digest, revoked."""

import hashlib
import re

import pytest
from rest_framework.test import APIClient

from portal.accounts.models import ApiToken

pytestmark = pytest.mark.django_db


def test_sign_up_then_create_use_and_revoke_a_token(client):
    response = client.post("/accounts/signup/", {"username": "ada", "password1": "correct-horse-9", "password2": "correct-horse-9"})
    assert response.status_code == 302 and response["Location"] == "/accounts/settings/"
    page = client.post("/accounts/settings/", {"name": "laptop"}).content.decode()
    key = re.search(r'<code id="new-token">(eb_[\w-]+)</code>', page).group(1)
    token = ApiToken.objects.get(user__username="ada")
    assert token.digest == hashlib.sha256(key.encode()).hexdigest() and key not in str(ApiToken.objects.values())
    assert key not in client.get("/accounts/settings/").content.decode()  # shown once
    api = APIClient(HTTP_AUTHORIZATION=f"Token {key}")
    listing = api.get("/api/v1/tokens/").json()["results"]
    assert [t["name"] for t in listing] == ["laptop"] and "key" not in listing[0]
    assert APIClient(HTTP_AUTHORIZATION=f"Bearer {key}").get("/api/v1/tokens/").status_code == 200
    client.post(f"/accounts/tokens/{token.pk}/revoke/")
    response = api.get("/api/v1/tokens/")
    assert response.status_code == 401 and "invalid or revoked token" in response.content.decode()


def test_sign_up_errors_are_shown_next_to_the_field(client, django_user_model):
    django_user_model.objects.create_user("taken")
    page = client.post("/accounts/signup/", {"username": "taken", "password1": "x", "password2": "y"}).content.decode()
    assert "A user with that username already exists." in page
    assert "The two password fields" in page
    assert django_user_model.objects.count() == 1


def test_tokens_through_the_api_and_only_ones_own(django_user_model):
    alice, bob = (django_user_model.objects.create_user(n) for n in ("alice", "bob"))
    client = APIClient()
    client.force_authenticate(alice)
    created = client.post("/api/v1/tokens/", {"name": "ci"}, format="json").json()
    assert created["key"].startswith("eb_") and created["prefix"] == created["key"][:10]
    other = APIClient()
    other.force_authenticate(bob)
    assert other.delete(f"/api/v1/tokens/{created['id']}/").status_code == 404
    assert client.delete(f"/api/v1/tokens/{created['id']}/").status_code == 204
    assert ApiToken.objects.get(pk=created["id"]).revoked_at is not None
    assert APIClient().post("/api/v1/tokens/", {"name": "x"}).status_code == 401


def test_submissions_are_throttled_per_user(django_user_model, monkeypatch):
    from django.core.cache import cache
    from rest_framework.throttling import ScopedRateThrottle

    cache.clear()
    monkeypatch.setattr(ScopedRateThrottle, "THROTTLE_RATES", {"submissions": "2/hour"})
    client = APIClient()
    client.force_authenticate(django_user_model.objects.create_user("busy"))
    codes = [client.post("/api/v1/submissions/", {"benchmark": "nope", "model_name": "m"}, format="json").status_code for _ in range(3)]
    assert codes == [400, 400, 429]
    body = client.post("/api/v1/submissions/", {}, format="json").json()
    assert body["error"]["code"] == "throttled" and "available in" in body["error"]["message"]
