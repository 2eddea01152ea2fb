from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from portal.accounts.services import create_token


class Command(BaseCommand):
    help = "Create an API token for USERNAME and print it (shown once: only its digest is stored)."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--create-user", action="store_true", help="create the user if it does not exist")
        parser.add_argument("--name", default="command line", help="a name for the token")

    def handle(self, *args, username, create_user, name, **options):
        User = get_user_model()
        user = User.objects.filter(username=username).first()
        if user is None:
            if not create_user:
                raise CommandError(f"no user named '{username}' (pass --create-user to create one)")
            user = User.objects.create_user(username=username)
        _, key = create_token(user, name)
        self.stdout.write(key)
