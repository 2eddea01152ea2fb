from django.contrib.auth import views as auth_views
from django.urls import path

from portal.accounts import views as account_views

from . import views

urlpatterns = [
    path("", views.home, name="home"),
    path("benchmarks/<slug:slug>/", views.leaderboard, name="leaderboard"),
    path("benchmarks/<slug:slug>/card/", views.benchmark_card, name="benchmark-card"),
    path("benchmarks/<slug:slug>/problems/<str:problem_id>/", views.problem_detail, name="problem"),
    path("submit/", views.submit, name="submit"),
    path("submissions/<int:pk>/", views.submission_detail, name="submission"),
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/signup/", account_views.signup, name="signup"),
    path("accounts/settings/", account_views.settings_page, name="account-settings"),
    path("accounts/tokens/<int:pk>/revoke/", account_views.revoke, name="token-revoke"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
]
