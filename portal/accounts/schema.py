"""How the OpenAPI schema describes our token authentication."""

from drf_spectacular.extensions import OpenApiAuthenticationExtension


class ApiTokenScheme(OpenApiAuthenticationExtension):
    target_class = "portal.accounts.authentication.ApiTokenAuthentication"
    name = "tokenAuth"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "`Token <key>` with a key from the account settings page or POST /api/v1/tokens/",
        }
