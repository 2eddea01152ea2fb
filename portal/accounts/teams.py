"""Teams: created by a user (its first owner), who adds and removes members by username."""

from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.utils.text import slugify

from .models import Membership, Team


class TeamError(Exception):
    """A team action that cannot be done; the message says why."""


def personal_team(user) -> Team:
    """The user's own team, made the first time it is needed (sign-up, first submission)."""
    team = Team.objects.filter(personal=True, memberships__user=user, memberships__role=Membership.Role.OWNER).first()
    if team is not None:
        return team
    with transaction.atomic():
        team = Team.objects.create(slug=_free_slug(slugify(f"user-{user.username}") or f"user-{user.pk}"), name=user.username, personal=True)
        Membership.objects.create(team=team, user=user, role=Membership.Role.OWNER)
    return team


def create_team(user, name: str) -> Team:
    name = (name or "").strip()
    if not name or len(name) > 100:
        raise TeamError("a team name is required (at most 100 characters)")
    base = slugify(name)[:50]
    if not base:
        raise TeamError(f"team name '{name[:100]}' has no letters or digits to make its address from")
    if Team.objects.filter(name__iexact=name).exists():
        raise TeamError(f"a team named '{name}' exists already")
    with transaction.atomic():
        team = Team.objects.create(slug=_free_slug(base), name=name)
        Membership.objects.create(team=team, user=user, role=Membership.Role.OWNER)
    return team


def add_member(actor, team: Team, username: str) -> Membership:
    _require_owner(actor, team)
    if team.personal:
        raise TeamError("a personal team has one member; create a team to work with others")
    user = get_user_model().objects.filter(username=username, is_active=True).first()
    if user is None:
        raise TeamError(f"no user '{username[:150]}'")
    try:
        with transaction.atomic():
            return Membership.objects.create(team=team, user=user)
    except IntegrityError:
        raise TeamError(f"'{username}' is a member of '{team.name}' already") from None


def remove_member(actor, team: Team, username: str) -> None:
    if actor.username != username:
        _require_owner(actor, team)
    membership = Membership.objects.filter(team=team, user__username=username).first()
    if membership is None:
        raise TeamError(f"'{username[:150]}' is not a member of '{team.name}'")
    if membership.role == Membership.Role.OWNER and team.memberships.filter(role=Membership.Role.OWNER).count() == 1:
        raise TeamError("the last owner cannot leave; add another owner first or keep the team")
    membership.delete()


def is_member(user, team: Team) -> bool:
    return team.memberships.filter(user=user).exists()


def teams_of(user):
    """The user's teams, their personal team first (made here if it is not there yet)."""
    personal_team(user)
    return Team.objects.filter(memberships__user=user).order_by("-personal", "name")


def _require_owner(actor, team: Team) -> None:
    if not team.memberships.filter(user=actor, role=Membership.Role.OWNER).exists():
        raise TeamError(f"only an owner of '{team.name}' may change its members")


def _free_slug(base: str) -> str:
    slug, n = base[:60], 2
    while Team.objects.filter(slug=slug).exists():
        slug, n = f"{base[:55]}-{n}", n + 1
    return slug
