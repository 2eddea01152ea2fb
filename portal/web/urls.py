from django.contrib.auth import views as auth_views
from django.urls import path

from portal.accounts import views as account_views

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("benchmarks/<slug:slug>/", views.leaderboard, name="leaderboard"),
    path("benchmarks/<slug:slug>/card/", views.benchmark_card, name="benchmark-card"),
    path("benchmarks/<slug:slug>/charts.json", views.leaderboard_charts, name="leaderboard-charts"),
    path("methodology/", views.methodology, name="methodology"),
    path("benchmarks/<slug:slug>/problems/<str:problem_id>/", views.problem_detail, name="problem"),
    path("submit/", views.submit, name="submit"),
    path("submissions/<int:pk>/", views.submission_detail, name="submission"),
    path("submissions/<int:pk>/<slug:action>/", views.submission_action, name="submission-action"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/signup/", account_views.signup, name="signup"),
    path("accounts/settings/", account_views.settings_page, name="account-settings"),
    path("accounts/tokens/<int:pk>/revoke/", account_views.revoke, name="token-revoke"),
    path("accounts/teams/", account_views.team_create, name="team-create"),
    path("accounts/teams/<slug:slug>/members/", account_views.team_member_add, name="team-member-add"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
]
