"""Sign-up and the account settings page: API tokens (created, shown once, revoked) and teams."""

from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_POST

from . import services, teams


def signup(request):
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        teams.personal_team(user)
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("account-settings")
    return render(request, "registration/signup.html", {"form": form})


@login_required
def settings_page(request):
    new_key = None
    if request.method == "POST":
        _, new_key = services.create_token(request.user, request.POST.get("name", ""))
    return render(
        request,
        "accounts/settings.html",
        {"tokens": request.user.api_tokens.all(), "new_key": new_key, "teams": teams.teams_of(request.user).prefetch_related("memberships__user")},
    )


def _team_action(request, action, done: str):
    """Run a team action; its outcome (or the reason it was refused) shows on the settings page."""
    try:
        action()
        messages.success(request, done)
    except teams.TeamError as exc:
        messages.error(request, str(exc))
    return redirect("account-settings")


@login_required
@require_POST
def team_create(request):
    name = request.POST.get("team_name", "").strip()
    return _team_action(request, lambda: teams.create_team(request.user, name), f"Team '{name}' created.")


@login_required
@require_POST
def team_member_add(request, slug):
    team = get_object_or_404(teams.teams_of(request.user), slug=slug)
    username = request.POST.get("username", "").strip()
    return _team_action(request, lambda: teams.add_member(request.user, team, username), f"Added {username} to {team.name}.")


@login_required
@require_POST
def revoke(request, pk):
    services.revoke_token(request.user, pk)
    return redirect("account-settings")
