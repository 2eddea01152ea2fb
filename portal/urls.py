from django.contrib import admin
from django.http import JsonResponse
from django.urls import include, path

from portal.ops.health import health
from portal.ops.metrics import metrics_view


def health_view(request):
    """GET /health/: 200 when every part answers, 503 naming the failing parts otherwise."""
    report = health()
    return JsonResponse(report, status=200 if report["ok"] else 503)


urlpatterns = [
    path("health/", health_view, name="health"),
    path("metrics/", metrics_view, name="metrics"),
    path("admin/", admin.site.urls),
    path("api/v1/", include("portal.api.urls")),
    path("", include("portal.web.urls")),
]

# Under /api/ these answer in the API's error format; elsewhere Django's own pages.
handler400 = "portal.api.errors.bad_request"
handler403 = "portal.api.errors.permission_denied"
handler404 = "portal.api.errors.not_found"
handler500 = "portal.api.errors.server_error"
