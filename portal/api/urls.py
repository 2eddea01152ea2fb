from django.urls import path, re_path, register_converter
from django.urls.converters import StringConverter
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from portal.api import accounts as account_api

from . import rewards, views


class TextConverter(StringConverter):
    """A path segment as `str`, but without NUL characters: a lookup with one fails in PostgreSQL
    instead of finding nothing, so such an address matches no route (a 404)."""

    regex = r"[^/\x00]+"


register_converter(TextConverter, "text")

app_name = "api"
urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
    path("benchmarks/", views.BenchmarkListView.as_view(), name="benchmarks"),
    path("benchmarks/<slug:slug>/", views.BenchmarkCardView.as_view(), name="benchmark"),
    path("benchmarks/<slug:slug>/problems/", views.ProblemListView.as_view(), name="problems"),
    path("benchmarks/<slug:slug>/problems/<text:problem_id>/", views.ProblemDetailView.as_view(), name="problem"),
    path("benchmarks/<slug:slug>/leaderboard/", views.LeaderboardView.as_view(), name="leaderboard"),
    re_path(r"^benchmarks/(?P<slug>[-\w]+)/leaderboard\.(?P<kind>csv|json)$", views.LeaderboardExportView.as_view(), name="leaderboard-export"),
    path("tokens/", account_api.TokenListView.as_view(), name="tokens"),
    path("tokens/<int:pk>/", account_api.TokenDetailView.as_view(), name="token"),
    path("teams/", account_api.TeamListView.as_view(), name="teams"),
    path("teams/<slug:slug>/members/", account_api.TeamMembersView.as_view(), name="team-members"),
    path("teams/<slug:slug>/members/<text:username>/", account_api.TeamMemberDetailView.as_view(), name="team-member"),
    path("submissions/", views.SubmissionsView.as_view(), name="submissions"),
    path("submissions/<int:pk>/", views.SubmissionDetailView.as_view(), name="submission"),
    path("submissions/<int:pk>/cancel/", views.SubmissionCancelView.as_view(), name="submission-cancel"),
    path("submissions/<int:pk>/publish/", views.SubmissionPublishView.as_view(), name="submission-publish"),
    re_path(r"^submissions/(?P<pk>\d+)/results\.(?P<kind>jsonl|csv)$", views.SubmissionResultsView.as_view(), name="submission-results"),
    path("rewards/", rewards.RewardsView.as_view(), name="rewards"),
    path("rewards/<int:pk>/", rewards.RewardDetailView.as_view(), name="reward"),
]
