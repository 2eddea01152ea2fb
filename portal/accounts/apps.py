from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "portal.accounts"
    default_auto_field = "django.db.models.BigAutoField"
