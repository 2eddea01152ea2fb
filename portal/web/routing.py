from django.urls import path

from . import consumers

websocket_urlpatterns = [
    path("ws/submissions/<int:pk>/", consumers.SubmissionConsumer.as_asgi()),
    path("ws/leaderboards/<slug:slug>/", consumers.LeaderboardConsumer.as_asgi()),
]
