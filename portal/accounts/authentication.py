from rest_framework import authentication, exceptions

from .services import user_for_key


class ApiTokenAuthentication(authentication.BaseAuthentication):
    """`Authorization: Token <key>` (or `Bearer <key>`) with a key from the settings page."""

    keywords = ("token", "bearer")

    def authenticate(self, request):
        parts = authentication.get_authorization_header(request).split()
        if not parts or parts[0].decode(errors="replace").lower() not in self.keywords:
            return None
        if len(parts) != 2:
            raise exceptions.AuthenticationFailed("the Authorization header must be 'Token <key>'")
        user = user_for_key(parts[1].decode(errors="replace"))
        if user is None:
            raise exceptions.AuthenticationFailed("invalid or revoked token")
        return user, None

    def authenticate_header(self, request):
        return "Token"
