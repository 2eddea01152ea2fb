from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from rest_framework.authtoken.models import Token


class Command(BaseCommand):
    help = "Print an API token for USERNAME (creating the user with --create-user)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--create-user", action="store_true", help="create the user if it does not exist")

    def handle(self, *args, username, create_user, **options):
        User = get_user_model()
        user = User.objects.filter(username=username).first()
        if user is None:
            if not create_user:
                raise CommandError(f"no user named '{username}' (pass --create-user to create one)")
            user = User.objects.create_user(username=username)
        token, _ = Token.objects.get_or_create(user=user)
        self.stdout.write(token.key)
