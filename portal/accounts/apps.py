from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "portal.accounts"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from . import schema  # noqa: F401  (registers the OpenAPI description of our tokens)
