"""Sign-up and the account settings page (API tokens: created, shown once, revoked)."""
from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from . import services


def signup(request):
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        return redirect("account-settings")
    return render(request, "registration/signup.html", {"form": form})


@login_required
def settings_page(request):
    new_key = None
    if request.method == "POST":
        _, new_key = services.create_token(request.user, request.POST.get("name", ""))
    return render(request, "accounts/settings.html", {"tokens": request.user.api_tokens.all(), "new_key": new_key})


@login_required
@require_POST
def revoke(request, pk):
    services.revoke_token(request.user, pk)
    return redirect("account-settings")
