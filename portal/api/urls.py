from django.urls import path, re_path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from portal.accounts import api as account_api

from . import views

app_name = "api"
urlpatterns = [
    path("schema/", SpectacularAPIView.as_view(), name="schema"),
    path("docs/", SpectacularSwaggerView.as_view(url_name="api:schema"), name="docs"),
    path("benchmarks/", views.BenchmarkListView.as_view(), name="benchmarks"),
    path("benchmarks/<slug:slug>/", views.BenchmarkCardView.as_view(), name="benchmark"),
    path("benchmarks/<slug:slug>/problems/", views.ProblemListView.as_view(), name="problems"),
    path("benchmarks/<slug:slug>/problems/<str:problem_id>/", views.ProblemDetailView.as_view(), name="problem"),
    path("benchmarks/<slug:slug>/leaderboard/", views.LeaderboardView.as_view(), name="leaderboard"),
    path("tokens/", account_api.TokenListView.as_view(), name="tokens"),
    path("tokens/<int:pk>/", account_api.TokenDetailView.as_view(), name="token"),
    path("submissions/", views.SubmissionCreateView.as_view(), name="submissions"),
    path("submissions/<int:pk>/", views.SubmissionDetailView.as_view(), name="submission"),
    path("submissions/<int:pk>/cancel/", views.SubmissionCancelView.as_view(), name="submission-cancel"),
    re_path(r"^submissions/(?P<pk>\d+)/results\.(?P<kind>jsonl|csv)$", views.SubmissionResultsView.as_view(),
            name="submission-results"),
]
